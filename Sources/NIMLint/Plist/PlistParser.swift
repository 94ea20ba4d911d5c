import CLibXML2

/// A parsed file and what the parser found wrong with it.
public struct ParseResult: Sendable {
    public var document: PlistDocument
    public var diagnostics: [Diagnostic]

    /// Whether NIMKit gets settings from the file and nimlint can lint them: a warning leaves the file loaded.
    public var succeeded: Bool { document.root != nil && !diagnostics.contains(where: \.isParseError) }
}

/// Turns a settings file into a located plist tree with libxml2's SAX2 interface.
///
/// libxml2 checks well-formedness; the callbacks build the tree and check it is a property list. Positions come
/// from libxml2's input cursor at each event, so every node knows its exact byte range. The parser runs with no
/// network, no entity substitution and libxml2's default depth limit, so hostile files end in a diagnostic.
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

    /// The stages, each in its folder: sniff the format (`Readers/FormatSniffer`), read the located tree
    /// (`Readers/`, building it in `Tree/`), ask CoreFoundation, NIMKit's loader, only where it may read the file
    /// otherwise, and settle on its verdict (`CoreFoundation/`: its refusal, its values over the tree, or the tree
    /// of its own grammar), then explain what the findings alone would not (`Findings/`: an unfinished merge, a
    /// file cut short).
    static func parse(_ source: SourceFile, reader: Reader) -> ParseResult {
        if let unsupported = FormatSniffer.unsupportedFormat(of: source) {
            return ParseResult(document: PlistDocument(source: source, comments: []), diagnostics: [unsupported])
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
        switch reader {
        case .plainWhereItCan: PlainPlistReader.read(source) ?? readWithLibXML(source, askingForMoreInput: false)
        case .libXML: readWithLibXML(source, askingForMoreInput: false)
        case .libXMLAskingForMoreInput: readWithLibXML(source, askingForMoreInput: true)
        }
    }

    /// libxml2's reading of the source's text.
    private static func readWithLibXML(_ source: SourceFile, askingForMoreInput: Bool) -> LocatedReading {
        LibXML.initialize()
        let builder = PlistBuilder(source: source)
        source.text.withUnsafeBufferPointer { buffer in
            let context = buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
                }
            }
            guard let context else {
                builder.diagnostics.append(
                    ParseRule.xmlSyntax.diagnostic("libxml2 could not start parsing this file", at: .empty(at: 0)))
                return
            }
            defer { xmlFreeParserCtxt(context) }
            if !askingForMoreInput { LibXML.stopAskingForMoreInput(context, text: buffer) }
            let options = XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue
            xmlCtxtUseOptions(context, Int32(options))
            context.pointee.sax.pointee = LibXML.saxHandler()
            context.pointee.userData = Unmanaged.passUnretained(builder).toOpaque()
            builder.context = context
            // libxml2 before 2.12 reports a failed encoding conversion without its parser context, to the thread's
            // structured handler or else on standard error, out of any report: the builder takes it here.
            xmlSetStructuredErrorFunc(context.pointee.userData, LibXML.structuredError)
            defer { xmlSetStructuredErrorFunc(nil, nil) }
            xmlParseDocument(context)
            builder.context = nil
        }
        return builder.result()
    }
}

/// The libxml2 plumbing: one-time initialisation and the C callbacks that forward to a `PlistBuilder`.
enum LibXML {
    private static let initialized: Void = xmlInitParser()

    static func initialize() { _ = initialized }

    /// libxml2 2.9 copies a memory buffer whole into the parser's input, yet asks its read callback for more at
    /// nearly every step through the last 250 bytes, a cost out of all proportion on a settings file.
    /// Without the callback it stops asking. Only where nothing else changes: libxml2 judges an input huge by its
    /// callback (past `XML_MAX_LOOKUP_LIMIT` bytes), and reads text it converts from another encoding through it.
    /// And only where the input already holds every byte of the text: from 2.12 to 2.13 (and for static buffers
    /// since) libxml2 streams a memory buffer through that callback, so without it the parser would see an empty
    /// document.
    static func stopAskingForMoreInput(_ context: xmlParserCtxtPtr, text: UnsafeBufferPointer<UInt8>) {
        guard text.count >= 4, text.count <= XML_MAX_LOOKUP_LIMIT, let base = text.baseAddress,
            let input = context.pointee.input, let buffer = input.pointee.buf,
            let start = input.pointee.base, let end = input.pointee.end, end - start == text.count
        else { return }
        let encoding = xmlDetectCharEncoding(base, 4)
        guard encoding == XML_CHAR_ENCODING_NONE || encoding == XML_CHAR_ENCODING_UTF8 else { return }
        buffer.pointee.readcallback = nil
    }

    static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, _, namespaceCount, _, attributeCount, _, _ in
            builder(context) {
                $0.startElement(localName: localName, prefix: prefix, hasAttributes: namespaceCount + attributeCount > 0)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            builder(context) { $0.endElement() }
        }
        handler.characters = { context, characters, length in
            builder(context) { $0.characters(characters, Int(length), isCDATA: false) }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, characters, length in
            builder(context) { $0.characters(characters, Int(length), isCDATA: true) }
        }
        handler.comment = { context, value in
            builder(context) { $0.comment(value) }
        }
        handler.processingInstruction = { context, _, _ in
            builder(context) { $0.processingInstruction() }
        }
        handler.internalSubset = { context, _, _, _ in
            builder(context) { $0.doctypeDeclaration() }
        }
        handler.serror = structuredError
        return handler
    }

    /// Hands libxml2's errors to the builder its user data points to.
    static let structuredError: xmlStructuredErrorFunc = { context, error in
        guard let error else { return }
        builder(context) { $0.error(error.pointee) }
    }
}

/// Calls `event` on the builder a callback's user data points to. `PlistParser.parse` sets it before the first
/// callback and keeps the builder alive until the last, so the builder is lent without being retained and
/// released at each of the hundreds of events of a file.
private func builder(_ context: UnsafeMutableRawPointer?, _ event: (PlistBuilder) -> Void) {
    Unmanaged<PlistBuilder>.fromOpaque(context!)._withUnsafeGuaranteedRef(event)
}
