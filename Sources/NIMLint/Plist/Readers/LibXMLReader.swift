import CLibXML2

/// libxml2's SAX2 reader, for every file the plain reader leaves: libxml2 checks well-formedness, and its events go
/// to the builder with their places in the text, its errors as findings (`LibXMLReader+Errors.swift`).
///
/// Places come from libxml2's input cursor at each event. At a start tag it rests on the tag's closing `>` (or
/// `/>`), and at an end tag just past it; the element's other edges are found by scanning back in the text, which
/// is safe because `<` cannot occur literally inside a tag. The parser runs with no network and no entity
/// substitution, so hostile files end in a finding.
final class LibXMLReader: PlistEventSource {
    let builder: PlistBuilder
    let text: [UInt8]
    let source: SourceFile
    // libxml2's callbacks read the context for every event; see `PlistBuilder` on why no access is checked.
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?

    private init(source: SourceFile, builder: PlistBuilder) {
        self.source = source
        self.text = source.text
        self.builder = builder
    }

    /// libxml2 reads every file, whatever it objects to: always true.
    @discardableResult
    static func read(_ source: SourceFile, into builder: PlistBuilder) -> Bool {
        read(source, into: builder, askingForMoreInput: false)
        return true
    }

    /// `askingForMoreInput` keeps libxml2's read callback (see `LibXML.stopAskingForMoreInput`), for the tests that
    /// show its absence changes nothing.
    static func read(_ source: SourceFile, into builder: PlistBuilder, askingForMoreInput: Bool) {
        LibXML.initialize()
        let reader = LibXMLReader(source: source, builder: builder)
        source.text.withUnsafeBufferPointer { buffer in
            let context = buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
                }
            }
            guard let context else {
                builder.objection(
                    ParseRule.xmlSyntax.diagnostic("libxml2 could not start parsing this file", at: .empty(at: 0)))
                return
            }
            defer { xmlFreeParserCtxt(context) }
            if !askingForMoreInput { LibXML.stopAskingForMoreInput(context, text: buffer) }
            let options = XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue
            xmlCtxtUseOptions(context, Int32(options))
            context.pointee.sax.pointee = LibXML.saxHandler()
            context.pointee.userData = Unmanaged.passUnretained(reader).toOpaque()
            reader.context = context
            // libxml2 before 2.12 reports a failed encoding conversion without its parser context, to the thread's
            // structured handler or else on standard error, out of any report: the reader takes it here.
            xmlSetStructuredErrorFunc(context.pointee.userData, LibXML.structuredError)
            defer { xmlSetStructuredErrorFunc(nil, nil) }
            xmlParseDocument(context)
            reader.context = nil
        }
    }

    // MARK: - Events

    func startElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, hasAttributes: Bool) {
        let position = cursor
        let selfClosing = position < text.count && text[position] == UInt8(ascii: "/")
        let tagEnd = min(text.count, position + (selfClosing ? 2 : 1))
        let element = prefix == nil ? localName.flatMap(PlistElement.init(name:)) : nil
        let startTag = SourceRange(startTagStart(of: element, before: position), tagEnd)
        // CoreFoundation ends a start tag at its first `>`, even one inside an attribute's value.
        if hasAttributes, text[startTag.start..<max(startTag.start, tagEnd - 1)].contains(UInt8(ascii: ">")) {
            builder.noteCoreFoundationMayDiffer()
        }
        let stopped = builder.sawFatalError
        builder.startElement(element, startTag: startTag, selfClosing: selfClosing) {
            let localName = localName.map { String(cString: $0) } ?? ""
            return prefix.map { String(cString: $0) + ":" + localName } ?? localName
        }
        // The builder reads no deeper than its limit.
        if !stopped, builder.sawFatalError, let context { xmlStopParser(context) }
    }

    /// Just past an end tag libxml2 has matched with the innermost open element.
    func endElement() {
        builder.endElement(at: cursor, endTagMatched: true)
    }

    func comment(_ value: UnsafePointer<xmlChar>?) {
        let end = cursor
        builder.comment(
            value.map { String(cString: $0) } ?? "",
            range: SourceRange(MarkupScan.lastIndex(of: "<!--", before: end, in: text), end))
    }

    func doctypeDeclaration() {
        let position = cursor
        let start = MarkupScan.lastIndex(of: "<!DOCTYPE", before: position, in: text)
        var end = position
        var inSubset = false
        while end < text.count {
            let byte = text[end]
            end += 1
            if byte == UInt8(ascii: "[") { inSubset = true }
            if byte == UInt8(ascii: "]") { inSubset = false }
            if byte == UInt8(ascii: ">"), !inSubset { break }
        }
        builder.doctypeDeclaration(SourceRange(start, end))
    }

    // MARK: - Positions

    /// libxml2's position in the text, in bytes from the start of the buffer it was given.
    var cursor: Int {
        guard let input = context?.pointee.input, let current = input.pointee.cur, let base = input.pointee.base
        else { return text.count }
        return Int(input.pointee.consumed) + (current - base)
    }

    /// Where the start tag of `element` whose name or spaces end by `end` starts. Written plainly (`<key>`), its
    /// `<` stands the name's length before; else (after spaces or attributes, or for another element) it is the last
    /// `<` before `end`. Either way it is the `<` found: no tag holds one but at its start.
    private func startTagStart(of element: PlistElement?, before end: Int) -> Int {
        if let element {
            let start = end - element.nameLength - 1
            if start >= 0, text[start] == UInt8(ascii: "<") { return start }
        }
        return MarkupScan.lastIndex(of: "<", before: end, in: text)
    }
}

/// The libxml2 plumbing: one-time initialisation and the C callbacks that forward to a `LibXMLReader`.
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
            reader(context) {
                $0.startElement(
                    localName: localName, prefix: prefix, hasAttributes: namespaceCount + attributeCount > 0)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            reader(context) { $0.endElement() }
        }
        handler.characters = { context, characters, length in
            reader(context) { $0.builder.characters(characters, Int(length), isCDATA: false) }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, characters, length in
            reader(context) { $0.builder.characters(characters, Int(length), isCDATA: true) }
        }
        handler.comment = { context, value in
            reader(context) { $0.comment(value) }
        }
        // libxml2 passes a processing instruction by; CoreFoundation refuses one inside a value.
        handler.processingInstruction = { context, _, _ in
            reader(context) { $0.builder.noteCoreFoundationMayDiffer() }
        }
        handler.internalSubset = { context, _, _, _ in
            reader(context) { $0.doctypeDeclaration() }
        }
        handler.serror = structuredError
        return handler
    }

    /// Hands libxml2's errors to the reader its user data points to.
    static let structuredError: xmlStructuredErrorFunc = { context, error in
        guard let error else { return }
        reader(context) { $0.error(error.pointee) }
    }
}

/// Calls `event` on the reader a callback's user data points to. `LibXMLReader.read` sets it before the first
/// callback and keeps the reader alive until the last, so the reader is lent without being retained and
/// released at each of the hundreds of events of a file.
private func reader(_ context: UnsafeMutableRawPointer?, _ event: (LibXMLReader) -> Void) {
    Unmanaged<LibXMLReader>.fromOpaque(context!)._withUnsafeGuaranteedRef(event)
}
