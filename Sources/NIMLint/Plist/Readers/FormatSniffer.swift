import Foundation

/// Tells which format a file is written in before any reader sees it, and recognises those NIMKit gets nothing
/// from that nimlint can say so of at once, so the user hears "this is JSON" rather than "Start tag expected".
enum FormatSniffer {
    enum Format {
        case xml
        /// A binary property list CoreFoundation reads as a dictionary, set out as the source's text.
        case binary(BinaryPlistOutline)
        /// Text that does not start with `<`, which CoreFoundation reads as old-style text if it can; `start` is
        /// where its first character is.
        case openStep(start: Int)
        /// A file nimlint checks no further, and why.
        case unsupported(Diagnostic)
    }

    static func format(of source: SourceFile) -> Format {
        let name = (source.path as NSString).lastPathComponent
        let bytes = source.bytes
        if let outline = source.binaryOutline { return .binary(outline) }
        if BinaryPlistOutline.isBinary(bytes) { return binaryFormat(BinaryPlistOutline.read(bytes), name: name) }
        if let unmarked = unicodeWithoutMark(source) { return .unsupported(unmarked) }
        let text = source.text
        let textStart = source.encoding == .utf8WithBOM ? 3 : 0
        guard let first = text[textStart...].firstIndex(where: { !MarkupScan.isWhitespace($0) }) else {
            // CoreFoundation reads whitespace as old-style text holding nothing: an empty dictionary, not nil.
            let read = bytes.isEmpty ? nil : CoreFoundationLoader.load(bytes)
            let reads =
                if case .loaded(let value as [String: Any]) = read, value.isEmpty { "an empty dictionary" } else {
                    "nil"
                }
            return .unsupported(
                ParseRule.unsupportedFormat.diagnostic(
                    (bytes.isEmpty ? "the file is empty" : "the file holds only whitespace")
                        + ": NSDictionary reads \(reads) and every NIMKit setting falls back to 0 or nil",
                    at: .empty(at: 0),
                    help: ["start from NIMKit's default \(defaultFile(for: name))"]))
        }
        if text[first] == UInt8(ascii: "<") { return .xml }
        if [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\"")].contains(text[first]),
            (try? JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])) != nil
        {
            return .unsupported(
                ParseRule.unsupportedFormat.diagnostic(
                    "this is JSON, which NSDictionary cannot read: NIMKit would get no settings at all",
                    at: .empty(at: first),
                    help: [convertHelp(name)]))
        }
        // CoreFoundation reads old-style text too, a strings file's `key = value;` lines among it: whether NIMKit
        // gets a dictionary from the file is its verdict.
        return .openStep(start: first)
    }

    /// `plutil`'s command that rewrites the file as XML.
    static func convertHelp(_ name: String) -> String {
        "convert it with `plutil -convert xml1 \(name.isEmpty ? "FILE" : name)`"
    }

    /// What a binary property list is to nimlint: its outline, or why NIMKit gets nothing from it or nimlint
    /// cannot check it.
    private static func binaryFormat(_ reading: BinaryPlistOutline.Reading, name: String) -> Format {
        switch reading {
        case .outline(let outline):
            return .binary(outline)
        case .damaged:
            return .unsupported(
                ParseRule.unsupportedFormat.diagnostic(
                    "this binary property list is damaged: CoreFoundation cannot read it, so NIMKit loads no settings "
                        + "from it", at: .empty(at: 0),
                    help: [
                        "start again from an XML copy of the settings, or from NIMKit's default \(defaultFile(for: name))"
                    ]))
        case .notADictionary:
            return .unsupported(
                ParseRule.unsupportedFormat.diagnostic(
                    "this binary property list holds no dictionary, so NIMKit loads no settings from it",
                    at: .empty(at: 0), help: ["start from NIMKit's default \(defaultFile(for: name))"]))
        case .beyondLimits(let reason):
            return .unsupported(
                ParseRule.unsupportedFormat.diagnostic(
                    "this is a binary property list: NIMKit loads it, but nimlint cannot check it: \(reason)",
                    at: .empty(at: 0),
                    help: [convertHelp(name)]))
        }
    }

    /// The default file to start from: the one the name is, or either when the name is another
    /// (`<stdin>`, `backup.plist`).
    static func defaultFile(for name: String) -> String {
        let named = SettingsKind.allCases.first { $0.fileName == name }
        return named?.fileName ?? SettingsKind.allCases.map(\.fileName).joined(separator: " or ")
    }

    /// CoreFoundation takes a file without a byte order mark whose first or second byte is zero for UTF-16, and
    /// that pair of bytes for its mark (`encodingForXMLData`): it reads on from the third byte. UTF-16 or UTF-32
    /// written without a mark so loses its start, and NIMKit gets no settings. What it reads decides; a file it
    /// loads all the same is no text nimlint can point into.
    private static func unicodeWithoutMark(_ source: SourceFile) -> Diagnostic? {
        let bytes = source.bytes
        guard bytes.count > 2, bytes[0] == 0 || bytes[1] == 0,
            // The marks as CoreFoundation looks for them, which `TextEncoding.detect` follows.
            TextEncoding.detect(bytes).markLength == 0
        else { return nil }
        if case .loaded(let value) = CoreFoundationLoader.load(bytes), value is [String: Any] {
            return ParseRule.unsupportedFormat.diagnostic(
                "this file is Unicode text without a byte order mark: NIMKit loads it, but nimlint cannot check it",
                at: .empty(at: 0), help: ["save it as UTF-8, as Xcode writes property lists"])
        }
        // A plist's first two characters, `<` and another, as each encoding writes them without a mark.
        let zeros = bytes.prefix(4).map { $0 == 0 }
        let written =
            zeros == [false, true, true, true] || zeros == [true, true, true, false]
            ? "UTF-32"
            : zeros == [false, true, false, true] || zeros == [true, false, true, false] ? "UTF-16" : nil
        let what =
            written.map { "this file is \($0) without a byte order mark" }
            ?? "one of this file's first two bytes is zero, which marks UTF-16 without a byte order mark"
        return ParseRule.unsupportedFormat.diagnostic(
            what + ": CoreFoundation's loader takes those two bytes for the mark and reads UTF-16 from the third on, "
                + "where no property list starts, so NIMKit loads no settings from it",
            at: .empty(at: 0),
            help: ["save it as UTF-8, as Xcode writes property lists, or with a byte order mark before `<?xml`"])
    }
}
