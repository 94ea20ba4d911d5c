/// A parsed file and what the parser found wrong with it.
public struct ParseResult: Sendable {
    public var document: PlistDocument
    public var diagnostics: [Diagnostic]

    /// Whether NIMKit gets settings from the file and nimlint can lint them: a warning leaves the file loaded.
    public var succeeded: Bool { document.root != nil && !diagnostics.contains(where: \.isParseError) }
}

/// Turns a settings file into a located plist tree and the findings of its parse, as NIMKit's loader reads it.
public enum PlistParser {
    public static func parse(_ source: SourceFile) -> ParseResult {
        parse(source, reader: .plainWhereItCan)
    }

    /// Who reads the text. Every file libxml2 would read without objection and in the plain way settings files
    /// are written the `PlainPlistReader` reads, to the same result; the tests ask libxml2 for every file, to
    /// hold the two equal, and libxml2 with its read callback kept (see `LibXML.stopAskingForMoreInput`), to show
    /// that its absence changes nothing.
    enum Reader {
        case plainWhereItCan, libXML, libXMLAskingForMoreInput
    }

    /// The stages, each in its folder: sniff the format (`Readers/FormatSniffer`; a binary file is read from its
    /// outline, `Readers/BinaryPlistOutline`, and old-style text by `Readers/OpenStepReader` and
    /// `CoreFoundation/OpenStepSettlement`), read the located tree
    /// (`Readers/`: a `PlistEventSource` hands its events to `Tree/PlistBuilder`), ask CoreFoundation, NIMKit's
    /// loader, only where it may read the file otherwise, and settle on its verdict (`CoreFoundation/`: its
    /// refusal, its values over the tree, or the tree of its own grammar), then explain what the findings alone
    /// would not (`Findings/`: an unfinished merge, a file cut short).
    static func parse(_ source: SourceFile, reader: Reader) -> ParseResult {
        switch FormatSniffer.format(of: source) {
        case .unsupported(let finding):
            return ParseResult(document: PlistDocument(source: source, comments: []), diagnostics: [finding])
        case .binary(let outline):
            let root = PlistNode(tree: outline.tree, index: outline.root)
            let document = PlistDocument(source: source, format: .binary, root: root, comments: [])
            return ParseResult(document: document, diagnostics: [])
        case .openStep(let start):
            return OpenStepSettlement.settle(source, start: start)
        case .xml:
            break
        }
        let reading = read(source, reader: reader)
        guard reading.coreFoundationMayDiffer || !reading.diagnostics.isEmpty else {
            return ParseResult(document: reading.document, diagnostics: [])
        }
        var result = CoreFoundationSettlement.settle(reading, source: source)
        result.diagnostics = Truncation.explain(MergeConflict.explain(result.diagnostics, in: source), in: source)
        return result
    }

    /// The reading of the source's text, before CoreFoundation has a say.
    static func read(_ source: SourceFile, reader: Reader = .plainWhereItCan) -> LocatedReading {
        if reader == .plainWhereItCan, let plain = PlainPlistReader.read(source) { return plain }
        let builder = PlistBuilder(source: source)
        LibXMLReader.read(source, into: builder, askingForMoreInput: reader == .libXMLAskingForMoreInput)
        return builder.result()
    }
}
