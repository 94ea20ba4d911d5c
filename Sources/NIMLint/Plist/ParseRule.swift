/// The rules the parser itself reports. A file with any of these is not linted further: its tree is unreliable
/// and follow-on findings would only be noise.
public enum ParseRule: String, CaseIterable, Sendable {
    /// Not well-formed XML.
    case xmlSyntax = "xml-syntax"
    /// Well-formed XML that is not a valid XML property list.
    case plistStructure = "plist-structure"
    /// A binary, JSON, old-style or empty file: something nimlint cannot check.
    case unsupportedFormat = "unsupported-format"
    /// A path that is not a regular file, is too large, or cannot be read.
    case unreadableFile = "unreadable-file"

    public func diagnostic(_ message: String, at range: SourceRange, help: [String] = []) -> Diagnostic {
        Diagnostic(rule: rawValue, severity: .error, message: message, range: range, help: help)
    }

    /// What the app sees when `NSDictionary dictionaryWithContentsOfFile:` meets a file that is not a
    /// well-formed property list; said once per file, on its first finding.
    static let loadFailure = "NSDictionary cannot load this file, so NIMKit reads every setting in it as 0 or nil"
}
