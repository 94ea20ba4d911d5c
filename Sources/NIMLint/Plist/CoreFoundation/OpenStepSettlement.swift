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
            let character = MarkupScan.wholeCharacters(
                SourceRange(offset, min(offset + 1, source.text.count)), in: source.text)
            return ParseResult(
                document: document,
                diagnostics: [ParseRule.unsupportedFormat.diagnostic(message, at: character, help: help)])
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
        case .rejected where reading.looksOldStyle:
            guard let stop = reading.stop, !reading.tooDeep else {
                // Where nimlint reads on, or no deeper, CoreFoundation's verdict stands without its place.
                let nimlintStops = reading.stop.map { "; nimlint reads no further than here: " + $0.reason } ?? ""
                return finding(
                    "CoreFoundation's parser refuses this old-style (OpenStep) property list, so NIMKit loads no settings "
                        + "from it" + nimlintStops,
                    at: reading.stop?.offset ?? start, help: [ParseRule.loadFailure, startFresh])
            }
            return finding(
                "CoreFoundation stops reading this old-style (OpenStep) property list here, so NIMKit loads no settings "
                    + "from it: \(stop.reason)",
                at: stop.offset, help: [ParseRule.loadFailure, "correct it here, or \(startFresh)"])
        case .rejected:
            return finding(
                "this is not an XML property list (it does not start with `<`), so NIMKit loads no settings from it",
                at: start,
                help: [
                    "NIMKit's settings files are XML plists; \(FormatSniffer.convertHelp(name)) if it is another plist format"
                ])
        }
    }
}
