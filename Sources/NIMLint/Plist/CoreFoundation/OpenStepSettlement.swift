import Foundation

/// What NIMKit gets from text that does not start with `<`: CoreFoundation's old-style parser decides whether it
/// is a dictionary and what its values are, and `OpenStepReader` says where each is written, so the rules read
/// the file as NIMKit does and point at lines and columns in it.
enum OpenStepSettlement {
    /// - Parameter start: where the text's first character is.
    static func settle(_ source: SourceFile, start: Int) -> ParseResult {
        let reading = OpenStepReader.read(source)
        var document = PlistDocument(source: source, format: .openStep, comments: reading.comments)
        let name = (source.path as NSString).lastPathComponent
        let startFresh = "start from NIMKit's default \(FormatSniffer.defaultFile(for: name))"
        func finding(_ message: String, at offset: Int, help: [String]) -> ParseResult {
            let character = MarkupScan.wholeCharacters(SourceRange(offset, min(offset + 1, source.text.count)), in: source.text)
            return ParseResult(
                document: document, diagnostics: [ParseRule.unsupportedFormat.diagnostic(message, at: character, help: help)])
        }
        switch CoreFoundationLoader.load(source.bytes) {
        case .loaded(let value as [String: Any]):
            guard let root = reading.root.map({ PlistNode(tree: reading.tree, index: $0) }),
                let loaded = CoreFoundationValues.overlay(root, with: value)
            else {
                let why = reading.tooDeep ? reading.stop?.reason : nil
                return finding(
                    "this is an old-style (OpenStep) property list: NIMKit loads it, but nimlint cannot check it: "
                        + (why ?? "nimlint reads it otherwise than CoreFoundation does"),
                    at: reading.stop?.offset ?? start, help: [FormatSniffer.convertHelp(name)])
            }
            document.root = loaded
            return ParseResult(document: document, diagnostics: [])
        case .loaded:
            return finding(
                "this old-style (OpenStep) property list holds no dictionary, so NIMKit loads no settings from it",
                at: start, help: [startFresh])
        case .rejected where reading.looksOldStyle && reading.stop != nil:
            return finding(
                "CoreFoundation stops reading this old-style (OpenStep) property list here, so NIMKit loads no settings "
                    + "from it: \(reading.stop?.reason ?? "")",
                at: reading.stop?.offset ?? start, help: [ParseRule.loadFailure, "correct it here, or \(startFresh)"])
        case .rejected(let reason, let line) where reading.looksOldStyle:
            // nimlint reads on where CoreFoundation stops: its own words, on the line it names, are all there is.
            return finding(
                "this old-style (OpenStep) property list is damaged: CoreFoundation cannot read it (\(reason)), so NIMKit "
                    + "loads no settings from it",
                at: firstCharacter(onLine: line, of: source) ?? start, help: [ParseRule.loadFailure, startFresh])
        case .rejected:
            return finding(
                "this is not an XML property list (it does not start with `<`), so NIMKit loads no settings from it",
                at: start,
                help: ["NIMKit's settings files are XML plists; \(FormatSniffer.convertHelp(name)) if it is another plist format"])
        }
    }

    /// Where the first character that is not whitespace stands on the line CoreFoundation names.
    private static func firstCharacter(onLine line: Int?, of source: SourceFile) -> Int? {
        guard let line, line >= 1, line <= source.lineCount else { return nil }
        let range = source.lineRange(line)
        return source.text[range.start..<range.end].firstIndex { !MarkupScan.isWhitespace($0) } ?? range.start
    }
}
