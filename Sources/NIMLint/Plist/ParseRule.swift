/// The rules the parser itself reports. A file with an error among these is not linted further: NIMKit gets no
/// settings from it, and follow-on findings would only be noise. A warning (`tolerated-markup`) leaves the file
/// linted as CoreFoundation reads it.
public enum ParseRule: String, CaseIterable, Sendable {
    /// Not well-formed XML, and CoreFoundation rejects it too.
    case xmlSyntax = "xml-syntax"
    /// Well-formed XML that is not a valid XML property list, and CoreFoundation rejects it too.
    case plistStructure = "plist-structure"
    /// A file libxml2 accepts that CoreFoundation, NIMKit's loader, rejects.
    case settingsNotLoaded = "settings-not-loaded"
    /// Markup libxml2 rejects that CoreFoundation still loads.
    case toleratedMarkup = "tolerated-markup"
    /// A binary, JSON, old-style or empty file, or Unicode without a byte order mark: nothing nimlint can check.
    case unsupportedFormat = "unsupported-format"
    /// A path that is not a regular file, is too large, or cannot be read.
    case unreadableFile = "unreadable-file"

    public var defaultSeverity: Severity { self == .toleratedMarkup ? .warning : .error }

    /// Whether a file with this finding goes unlinted: all but `tolerated-markup`, whose file NIMKit loads and
    /// the rules check as CoreFoundation reads it, whatever severity a configuration gives it.
    public var keepsRulesOff: Bool { self != .toleratedMarkup }

    public func diagnostic(
        _ message: String, at range: SourceRange, help: [String] = [], related: [RelatedLocation] = []
    ) -> Diagnostic {
        Diagnostic(
            rule: rawValue, severity: defaultSeverity, message: message, range: range, help: help, related: related)
    }

    /// What leads the help line that keeps libxml2's own words for a finding it made, for those who search them.
    static let libxml2Says = "libxml2 says: "

    /// How a finding that loses the whole file starts, in NIMKit's terms.
    static let notLoaded = "NIMKit loads no settings from this file: "

    /// What the app sees when `NSDictionary dictionaryWithContentsOfFile:` meets a file CoreFoundation cannot
    /// load; said once per file, on its first finding.
    static let loadFailure = "NSDictionary cannot load this file, so NIMKit reads every setting in it as 0 or nil"
}

extension [String] {
    /// Adds a help line before the one with libxml2's own words, which close a finding; at the end without one.
    mutating func insertBeforeLibxml2sWords(_ line: String) {
        insert(line, at: firstIndex { $0.hasPrefix(ParseRule.libxml2Says) } ?? count)
    }
}
