import Foundation

/// Recognises files that are not XML before libxml2 sees them, so the user hears "this is a binary plist,
/// convert it" rather than "Start tag expected".
enum FormatSniffer {
    static func unsupportedFormat(of source: SourceFile) -> Diagnostic? {
        var name: String { (source.path as NSString).lastPathComponent }
        var convert: String { "convert it with `plutil -convert xml1 \(name.isEmpty ? "FILE" : name)`" }
        let bytes = source.bytes
        if bytes.starts(with: Array("bplist".utf8)) {
            // CoreFoundation reads binary property lists too: what NIMKit gets is its verdict.
            guard case .loaded(let value) = CoreFoundationLoader.load(bytes) else {
                return ParseRule.unsupportedFormat.diagnostic(
                    "this binary property list is damaged: CoreFoundation cannot read it, so NIMKit loads no settings "
                        + "from it", at: .empty(at: 0),
                    help: ["start again from an XML copy of the settings, or from NIMKit's default \(defaultFile(for: name))"])
            }
            guard value is [String: Any] else {
                return ParseRule.unsupportedFormat.diagnostic(
                    "this binary property list holds no dictionary, so NIMKit loads no settings from it",
                    at: .empty(at: 0), help: ["start from NIMKit's default \(defaultFile(for: name))"])
            }
            return ParseRule.unsupportedFormat.diagnostic(
                "this is a binary property list: NIMKit loads it, but nimlint cannot check it", at: .empty(at: 0),
                help: ["keep settings files as XML so they can be reviewed and linted: \(convert)"])
        }
        let text = source.text
        let textStart = source.encoding == .utf8WithBOM ? 3 : 0
        guard let first = text[textStart...].firstIndex(where: { !MarkupScan.isWhitespace($0) }) else {
            return ParseRule.unsupportedFormat.diagnostic(
                "the file is empty: NSDictionary reads nil and every NIMKit setting falls back to 0 or nil",
                at: .empty(at: 0),
                help: ["start from NIMKit's default \(defaultFile(for: name))"])
        }
        let start = SourceRange.empty(at: first)
        switch text[first] {
        case UInt8(ascii: "<"):
            return nil
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""):
            if (try? JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])) != nil {
                return ParseRule.unsupportedFormat.diagnostic(
                    "this is JSON, which NSDictionary cannot read: NIMKit would get no settings at all", at: start,
                    help: [convert])
            }
            return oldStyle(at: start, convert: convert)
        case UInt8(ascii: "("):
            return oldStyle(at: start, convert: convert)
        default:
            return ParseRule.unsupportedFormat.diagnostic(
                "this is not an XML property list: it does not start with `<`", at: start,
                help: ["NIMKit's settings files are XML plists; \(convert) if it is another plist format"])
        }
    }

    /// The default file to start from: the one the name is, or either when the name is another
    /// (`<stdin>`, `backup.plist`).
    private static func defaultFile(for name: String) -> String {
        let named = SettingsKind.allCases.first { $0.fileName == name }
        return named?.fileName ?? SettingsKind.allCases.map(\.fileName).joined(separator: " or ")
    }

    private static func oldStyle(at range: SourceRange, convert: @autoclosure () -> String) -> Diagnostic {
        ParseRule.unsupportedFormat.diagnostic(
            "this is an old-style (OpenStep) property list, which nimlint cannot check", at: range, help: [convert()])
    }
}
