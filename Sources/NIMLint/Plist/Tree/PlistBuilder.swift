import CLibXML2

/// Builds the located tree from libxml2's SAX events and reports what is well-formed XML but no plist. The plain
/// reader (`PlainPlistReader`) and `CoreFoundationWalk` hand it the same events with their places.
///
/// At each start-tag event libxml2's cursor rests on the tag's closing `>` (or `/>`), and at each end-tag event
/// just past it; the element's other edges are found by scanning back in the text, which is safe because `<`
/// cannot occur literally inside a tag.
final class PlistBuilder {
    private struct PendingKey: BitwiseCopyable {
        /// The index of the key's text in `textSpans`.
        var key: Int
        var range: SourceRange
        var content: SourceRange
    }

    private enum Role: BitwiseCopyable {
        case plist, dict, array, leaf(PlistElement), ignored

        /// The element whose tags open and close it; nil for an element nimlint ignores.
        var element: PlistElement? {
            switch self {
            case .plist: .plist
            case .dict: .dict
            case .array: .array
            case .leaf(let element): element
            case .ignored: nil
            }
        }
    }

    /// An open element. Its children wait in the builder's shared `openEntries` or `openItems` from
    /// `firstChild` on, and move to the tree's `entries` or `items` when it closes, so each container's children
    /// lie together there. A frame holds nothing that needs releasing, so pushing and popping one costs no
    /// reference counting.
    private struct Frame: BitwiseCopyable {
        var role: Role
        var startTag: SourceRange
        var selfClosing: Bool
        var firstChild: Int
        /// Whether the last of `pendingKeys` is this `<dict>`'s key still waiting for its value.
        var hasPendingKey = false
        /// Whether a `<key>` after a key without a value was taken as that value, as CoreFoundation takes it: the
        /// value after it, left without a key, is the same mistake and is not reported twice.
        var tookKeyAsValue = false
        var reportedStrayText = false
        /// Whether a value after `<plist>`'s first was reported: those after it are the same mistake.
        var reportedSecondRoot = false
    }

    let source: SourceFile
    private let text: [UInt8]
    // libxml2's SAX callbacks touch the state below for every element, and a dynamic exclusivity check on each
    // access costs more than parsing itself. A builder serves one parse on one thread, and its callbacks run one
    // after another, so no two accesses can overlap; debug builds of the tests found none before these were added.
    @exclusivity(unchecked) var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    private let frames = RawValueStack<Frame>(capacity: 16)
    /// The entries of the open `<dict>`s, innermost last.
    private let openEntries = RawValueStack<PlistTree.Entry>(capacity: 64)
    /// The values (indices in `nodes`) of the open `<array>`s and `<plist>`, innermost last.
    private let openItems = RawValueStack<Int>(capacity: 16)
    /// The keys of open `<dict>`s still waiting for their values, innermost last.
    private let pendingKeys = RawValueStack<PendingKey>(capacity: 16)
    /// The text of the keys and strings kept for the tree, up to `keptEnd`, then that of the open leaf element
    /// (leaves never nest); a leaf's text becomes a `String` only where something asks for it as one.
    private let keptText: RawValueStack<UInt8>
    @exclusivity(unchecked) private var keptEnd = 0
    private let textSpans: RawValueStack<PlistTree.TextSpan>
    @exclusivity(unchecked) private var comments: [PlistComment] = []
    /// The tree so far, as `PlistTree` stores it: a node is recorded when its element closes.
    private let nodes: RawValueStack<PlistTree.Node>
    private let entries: RawValueStack<PlistTree.Entry>
    private let items = RawValueStack<Int>(capacity: 16)
    @exclusivity(unchecked) private var data: [[UInt8]] = []
    @exclusivity(unchecked) private var hasDuplicateKeys = false
    @exclusivity(unchecked) private var root: Int?
    @exclusivity(unchecked) private var doctype: SourceRange?
    @exclusivity(unchecked) private var plistStartTag: SourceRange?
    /// Whether reading stopped: libxml2 reported a fatal error, or the elements nest past `maximumDepth`.
    @exclusivity(unchecked) private(set) var sawFatalError = false
    /// Where the last tag or comment ended: stray text starts after it.
    @exclusivity(unchecked) private var lastMarkupEnd = 0
    /// Whether the file holds something CoreFoundation may read otherwise than libxml2 (see `CoreFoundationScan`).
    @exclusivity(unchecked) private var coreFoundationMayDiffer = false
    /// See `LocatedReading.declaredEncodingObjection`.
    @exclusivity(unchecked) private var declaredEncodingObjection: Diagnostic?

    init(source: SourceFile) {
        self.source = source
        self.text = source.text
        // Room for the tree as settings files are written (NIMKit's own: an element per 25 to 30 bytes, a key for
        // every other; most texts are keys), so the arrays do not grow by copying, again and again, through every
        // file.
        let elements = self.text.count / 24
        nodes = RawValueStack(capacity: elements)
        entries = RawValueStack(capacity: elements / 2)
        keptText = RawValueStack(capacity: self.text.count / 4)
        textSpans = RawValueStack(capacity: elements * 3 / 4)
    }

    func result() -> LocatedReading {
        keptText.removeLast(from: keptEnd)
        let tree = PlistTree(
            nodes: PlainValues(nodes), entries: PlainValues(entries), items: PlainValues(items),
            text: PlainValues(keptText), textSpans: PlainValues(textSpans), data: data, hasDuplicateKeys: hasDuplicateKeys)
        let declaration = MarkupScan.xmlDeclaration(in: text, from: source.encoding == .utf8WithBOM ? 3 : 0)
        let document = PlistDocument(
            source: source, root: root.map { PlistNode(tree: tree, index: $0) },
            comments: comments, xmlDeclaration: declaration, doctype: doctype, plistStartTag: plistStartTag)
        return LocatedReading(
            document: document, diagnostics: diagnostics.sorted { $0.range < $1.range },
            coreFoundationMayDiffer: coreFoundationMayDiffer || CoreFoundationScan.hasTextCoreFoundationReadsOtherwise(text)
                // CoreFoundation converts from the encoding the declaration names; libxml2 reads nimlint's UTF-8.
                || (source.encoding == .utf8 && CoreFoundationLoader.declaredEncodingName(text) != nil)
                // It converts UTF-16 and UTF-32 itself, and may refuse code units nimlint reads as U+FFFD.
                || source.encoding.isUTF16 || source.encoding.isUTF32,
            declaredEncodingObjection: declaredEncodingObjection)
    }

    // MARK: - Events

    /// The deepest nesting nimlint reads: NIMKit's files nest five levels. nimlint's own, so that a deep file
    /// ends in the same finding, at the same place, whichever libxml2 release parses it (each has its own limit,
    /// and a hostile file must never exhaust the stack of a tool walking the tree).
    static let maximumDepth = 256

    func startElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, hasAttributes: Bool) {
        let position = cursor
        let selfClosing = byte(at: position) == UInt8(ascii: "/")
        let tagEnd = min(text.count, position + (selfClosing ? 2 : 1))
        let element = prefix == nil ? localName.flatMap(PlistElement.init(name:)) : nil
        let startTag = SourceRange(startTagStart(of: element, before: position), tagEnd)
        // CoreFoundation ends a start tag at its first `>`, even one inside an attribute's value.
        if hasAttributes, text[startTag.start..<max(startTag.start, tagEnd - 1)].contains(UInt8(ascii: ">")) { coreFoundationMayDiffer = true }
        startElement(element, startTag: startTag, selfClosing: selfClosing) {
            let localName = localName.map { String(cString: $0) } ?? ""
            return prefix.map { String(cString: $0) + ":" + localName } ?? localName
        }
    }

    /// An element whose start tag spans `startTag`; `name` spells it, for reports only.
    // Inlined into libxml2's event, which every element of every file passes through.
    @inline(__always)
    func startElement(_ element: PlistElement?, startTag: SourceRange, selfClosing: Bool, name: () -> String) {
        guard frames.count < Self.maximumDepth else {
            diagnostics.append(ParseRule.xmlSyntax.diagnostic(
                "elements are nested deeper than \(Self.maximumDepth) levels; nimlint reads no further",
                at: MarkupScan.wholeCharacters(startTag, in: text)))
            sawFatalError = true
            if let context { xmlStopParser(context) }
            return
        }
        lastMarkupEnd = startTag.end
        if let element, CoreFoundationScan.mayReadOtherwise(element) { coreFoundationMayDiffer = true }
        if case .leaf = element.map(Self.role(of:)) { keptText.removeLast(from: keptEnd) }
        let role = openingRole(of: element, startTag: startTag, name: name)
        let firstChild: Int
        switch role {
        case .dict: firstChild = openEntries.count
        case .plist, .array: firstChild = openItems.count
        case .leaf, .ignored: firstChild = 0
        }
        frames.append(Frame(role: role, startTag: startTag, selfClosing: selfClosing, firstChild: firstChild))
    }

    /// The role of an element opening inside the current one, reporting why when it is ignored; `name` builds the
    /// element's name for those reports only.
    private func openingRole(of element: PlistElement?, startTag: SourceRange, name: () -> String) -> Role {
        guard let parentRole = currentRole else {
            if element == .plist {
                plistStartTag = startTag
                return .plist
            }
            report("the root element is <\(name())>, but a property list starts with <plist>", at: startTag)
            // CoreFoundation reads a bare value as the root; the tree holds it in case it does.
            return element.map(Self.role(of:)) ?? .ignored
        }
        switch parentRole {
        case .ignored:
            return .ignored
        case .leaf(let parentElement):
            report("<\(parentElement.rawValue)> holds text only, not a <\(name())> element", at: startTag)
            return .ignored
        case .plist, .dict, .array:
            break
        }
        guard let element else {
            let name = name()
            let known = PlistElement.allCases.filter { $0 != .plist }.map(\.rawValue)
            let suggestion = Suggestions.closest(to: name, in: known).map { ["did you mean <\($0)>?"] } ?? []
            report(
                "unknown element <\(name)>: a property list is made of "
                    + known.map { "<\($0)>" }.joined(separator: ", "),
                at: startTag, help: suggestion)
            return .ignored
        }
        if element == .plist {
            // CoreFoundation reads a nested <plist> as the value it holds; the tree does too, in case it loads.
            report("<plist> may only be the root element", at: startTag)
            return .plist
        }
        return Self.role(of: element)
    }

    private static func role(of element: PlistElement) -> Role {
        switch element {
        case .plist: return .plist
        case .dict: return .dict
        case .array: return .array
        default: return .leaf(element)
        }
    }

    /// libxml2 calls this just past an end tag it has matched with the innermost open element.
    func endElement() {
        endElement(at: cursor, endTagMatched: true)
    }

    /// The innermost open element ends at `position`, just past its end tag (for `<a/>`, anywhere); with
    /// `endTagMatched`, that tag names the element.
    // Inlined into libxml2's event, which every element of every file passes through.
    @inline(__always)
    func endElement(at position: Int, endTagMatched: Bool = false) {
        guard let frame = frames.popLast() else { return }
        let range: SourceRange
        let content: SourceRange
        if frame.selfClosing {
            range = SourceRange(frame.startTag.start, frame.startTag.end)
            content = .empty(at: frame.startTag.end)
        } else {
            let endTagStart = max(
                frame.startTag.end,
                endTagMatched ? self.endTagStart(closing: frame.role, before: position) : lastIndex(of: "</", before: position))
            range = SourceRange(frame.startTag.start, max(position, endTagStart))
            content = SourceRange(frame.startTag.end, endTagStart)
        }
        lastMarkupEnd = range.end
        let type: PlistType
        let count: Int
        let payload: Int
        switch frame.role {
        case .ignored:
            dropPendingKey()
            return
        case .plist:
            if openItems.count == frame.firstChild { report("<plist> holds no value", at: frame.startTag) }
            let value = openItems.count > frame.firstChild ? openItems[frame.firstChild] : nil
            openItems.removeLast(from: frame.firstChild)
            if frames.isEmpty {
                root = value
            } else if let value {
                attach(value, range: range)
            }
            return
        case .dict:
            if frame.hasPendingKey, let pending = pendingKeys.popLast() { reportKeyWithoutValue(pending) }
            type = .dict
            (payload, count) = entries.takeLast(of: openEntries, from: frame.firstChild)
            var stored = entries.buffer
            if DuplicateKeys.link(&stored, from: payload, text: textSoFar) { hasDuplicateKeys = true }
        case .array:
            type = .array
            (payload, count) = items.takeLast(of: openItems, from: frame.firstChild)
        case .leaf(let element):
            if element == .key, let index = frames.lastIndex, case .dict = frames[index].role {
                attachKey(PendingKey(key: keepLeafText(), range: range, content: content))
                return
            }
            guard let value = value(of: element, content: content) else {
                dropPendingKey()
                return
            }
            (type, payload, count) = (value.type, value.payload, 0)
        }
        nodes.append(PlistTree.Node(
            type: type, count: count, start: range.start, startTagEnd: frame.startTag.end, contentEnd: content.end,
            end: range.end, payload: payload))
        attach(nodes.count - 1, range: range)
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int, isCDATA: Bool) {
        guard let characters, let index = frames.lastIndex else { return }
        switch frames[index].role {
        case .leaf:
            keptText.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
        case .ignored:
            break
        case .plist, .dict, .array:
            // After a fatal error libxml2 reports no more elements but still hands on some of their text (the key
            // after a mismatched closing tag): that is no stray text, and the error already says what is wrong.
            let chunk = UnsafeBufferPointer(start: characters, count: length)
            guard !sawFatalError, !frames[index].reportedStrayText, chunk.contains(where: { !MarkupScan.isWhitespace($0) })
            else { return }
            frames[index].reportedStrayText = true
            report("stray text between elements", at: strayTextRange(isCDATA: isCDATA))
        }
    }

    func comment(_ value: UnsafePointer<xmlChar>?) {
        let end = cursor
        comment(value.map { String(cString: $0) } ?? "", range: SourceRange(lastIndex(of: "<!--", before: end), end))
    }

    /// A comment spanning `range`, whose text is `text`.
    func comment(_ text: String, range: SourceRange) {
        lastMarkupEnd = range.end
        // Before the root CoreFoundation looks for the end of `<!---->` from its last dash, past it.
        if frames.isEmpty, nodes.isEmpty, range.end - range.start == 7 { coreFoundationMayDiffer = true }
        if let role = currentRole, case .leaf(let element) = role {
            report("a comment inside <\(element.rawValue)> makes Foundation reject the whole file", at: range)
        }
        comments.append(PlistComment(text: text, range: range))
    }

    /// libxml2 passes a processing instruction by; CoreFoundation refuses one inside a value.
    func processingInstruction() {
        coreFoundationMayDiffer = true
    }

    func doctypeDeclaration() {
        let position = cursor
        let start = lastIndex(of: "<!DOCTYPE", before: position)
        var end = position
        var inSubset = false
        while end < text.count {
            let byte = text[end]
            end += 1
            if byte == UInt8(ascii: "[") { inSubset = true }
            if byte == UInt8(ascii: "]") { inSubset = false }
            if byte == UInt8(ascii: ">"), !inSubset { break }
        }
        doctypeDeclaration(SourceRange(start, end))
    }

    /// The DOCTYPE declaration spans `range`.
    func doctypeDeclaration(_ range: SourceRange) {
        doctype = range
        if CoreFoundationScan.isUnusual(doctype: text[range.start..<range.end]) { coreFoundationMayDiffer = true }
    }

    func error(_ error: xmlError) {
        let position = min(cursor, text.count)
        // libxml2 quotes what follows some errors on lines of their own ("CData section not finished\n…"): the
        // first line is the message, and the finding shows the text itself.
        let message = error.message.map { String(String(cString: $0).prefix { $0 != "\n" }) }?.trimmingWhitespace
            ?? "malformed XML"
        let code = xmlParserErrors(rawValue: UInt32(error.code))
        if code == XML_ERR_UNDECLARED_ENTITY || code == XML_WAR_UNDECLARED_ENTITY {
            reportEntityReference(named: error.str1.map { String(cString: $0) } ?? "?", near: position)
            return
        }
        guard error.level != XML_ERR_WARNING else { return }
        if error.level == XML_ERR_FATAL {
            guard !sawFatalError else { return }
            sawFatalError = true
        }
        var range = SourceRange(position, min(position + 1, text.count))
        var readable = message
        var help: [String] = []
        if code == XML_ERR_TAG_NAME_MISMATCH, let opened = error.str1, let closed = error.str2 {
            range = SourceRange(lastIndex(of: "</", before: position), position)
            readable = "closing tag </\(String(cString: closed))> does not match <\(String(cString: opened))>"
                + " opened on line \(error.int1)"
        } else if code == XML_ERR_RESERVED_XML_NAME, let declaration = declarationOpener(before: position) {
            // libxml2 names the place after `<?xml`; the finding covers the opener and names what precedes it.
            range = SourceRange(declaration, declaration + 5)
            readable = "the XML declaration must open the file, but \(precedingText(declaration)) before it"
        } else if let unclosed = Self.unclosedConstructs[code.rawValue],
            let opener = firstOpener(unclosed.opener, afterLast: unclosed.closer) {
            // libxml2 names the end of the file, where it gave up (or, in some releases, a place on the way there);
            // CoreFoundation, and the reader, the opening: the first after the last closer, none following it.
            range = SourceRange(opener, opener + unclosed.opener.count)
            readable = "\(unclosed.name) never closed: no \(String(decoding: unclosed.closer, as: UTF8.self)) follows this "
                + "\(String(decoding: unclosed.opener, as: UTF8.self)), so the rest of the file is inside it"
        } else if Self.isEncodingError(code: code, message: message) {
            readable = "the text is not UTF-8 here (\(bytes(from: position))): the file was saved in another encoding"
            help = ["save it as UTF-8, as Xcode writes it: NIMKit's loader reads a file as UTF-8 unless its XML "
                + "declaration names another encoding"]
        }
        let diagnostic = ParseRule.xmlSyntax.diagnostic(
            readable, at: MarkupScan.wholeCharacters(range, in: text), help: help)
        if Self.isEncodingError(code: code, message: message), source.encoding == .utf8,
            CoreFoundationLoader.declaredEncoding(text) != nil {
            declaredEncodingObjection = diagnostic
        }
        diagnostics.append(diagnostic)
    }

    /// The `<?xml` libxml2 refused as not at the file's start: the last one before `position`.
    private func declarationOpener(before position: Int) -> Int? {
        let opener = lastIndex(of: "<?xml", before: position)
        return text[opener...].starts(with: "<?xml".utf8) ? opener : nil
    }

    /// What comes before a misplaced XML declaration (past a byte order mark), in a few words and its verb.
    private func precedingText(_ declaration: Int) -> String {
        let before = text[(source.encoding == .utf8WithBOM ? 3 : 0)..<declaration]
        guard let first = before.firstIndex(where: { !MarkupScan.isWhitespace($0) }) else {
            let lines = before.count { $0 == UInt8(ascii: "\n") }
            return lines == 0 ? "whitespace comes" : lines == 1 ? "a blank line comes" : "\(lines) blank lines come"
        }
        return text[first...].starts(with: "<!--".utf8) ? "a comment comes" : "other text comes"
    }

    /// The constructs libxml2 reports unterminated at the end of the file, by error code.
    private static let unclosedConstructs: [UInt32: (name: String, opener: [UInt8], closer: [UInt8])] = [
        XML_ERR_COMMENT_NOT_FINISHED.rawValue: ("comment", Array("<!--".utf8), Array("-->".utf8)),
        XML_ERR_CDATA_NOT_FINISHED.rawValue: ("CDATA section", Array("<![CDATA[".utf8), Array("]]>".utf8)),
        XML_ERR_PI_NOT_FINISHED.rawValue: ("processing instruction", Array("<?".utf8), Array("?>".utf8)),
    ]

    /// The first `opener` after the file's last `closer`: where a construct that runs unclosed to the end of the
    /// file opens. Nil when there is none.
    private func firstOpener(_ opener: [UInt8], afterLast closer: [UInt8]) -> Int? {
        func matches(_ needle: [UInt8], at index: Int) -> Bool {
            index + needle.count <= text.count && text[index..<(index + needle.count)].elementsEqual(needle)
        }
        let lastCloser = stride(from: text.count - closer.count, through: 0, by: -1).first { matches(closer, at: $0) }
        return ((lastCloser.map { $0 + closer.count } ?? 0)..<text.count).first { matches(opener, at: $0) }
    }

    /// libxml2's objection to bytes that are no UTF-8 character: `XML_ERR_INVALID_ENCODING` ("Invalid bytes in
    /// character encoding") since 2.13, before that `XML_ERR_INVALID_CHAR` with "Input is not proper UTF-8".
    private static func isEncodingError(code: xmlParserErrors, message: String) -> Bool {
        code == XML_ERR_INVALID_ENCODING || (code == XML_ERR_INVALID_CHAR && message.hasPrefix("Input is not proper UTF-8"))
    }

    /// Up to four bytes from `position` in hex, as libxml2 names them: "bytes 0xC7 0xEB 0xCA 0xE4".
    private func bytes(from position: Int) -> String {
        let shown = text[position..<min(position + 4, text.count)]
        let hex = shown.map { byte in
            "0x" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
        }
        return (shown.count == 1 ? "byte " : "bytes ") + hex.joined(separator: " ")
    }

    /// libxml2 names a general (`&pe;`) and a parameter entity reference (`%pe;`, in the DOCTYPE's internal
    /// subset) alike and reports both wherever its cursor is; the reference as written is found in the text, the
    /// one nearest before the cursor.
    private func reportEntityReference(named name: String, near position: Int) {
        let general = MarkupScan.nearestIndex(of: Array("&\(name);".utf8), endingBy: position + 1, in: text)
        let parameter = MarkupScan.nearestIndex(of: Array("%\(name);".utf8), endingBy: position + 1, in: text)
        let isParameter = parameter.map { parameter in general.map { parameter > $0 } ?? true } ?? false
        let sigil = isParameter ? "%" : "&"
        let start = (isParameter ? parameter : general) ?? position
        let end = (isParameter ? parameter : general).map { $0 + name.utf8.count + 2 } ?? position
        let kind = isParameter ? "parameter-entity reference" : "entity reference"
        report(
            "\(kind) \(sigil)\(name); is not allowed: a property list uses only &lt; &gt; &amp; &quot; &apos; "
                + "and character references",
            at: SourceRange(start, max(start, end)))
    }

    // MARK: - Tree

    private func attach(_ node: Int, range: SourceRange) {
        guard let index = frames.lastIndex else {
            if root == nil { root = node }
            return
        }
        switch frames[index].role {
        case .plist:
            if openItems.count == frames[index].firstChild {
                openItems.append(node)
            } else if !frames[index].reportedSecondRoot {
                frames[index].reportedSecondRoot = true
                let rootEnd = nodes[openItems[frames[index].firstChild]].end
                report("<plist> holds one root value; this second one, and all after it, is never read", at: range,
                       help: ["the root value ends on line \(source.location(of: rootEnd).line): where that is early, "
                              + "a closing tag before it closes an element whose opening tag is missing"])
            }
        case .dict:
            if let pending = takePendingKey(ofFrameAt: index) {
                openEntries.append(PlistTree.Entry(
                    key: pending.key, keyStart: pending.range.start, keyContentStart: pending.content.start,
                    keyContentEnd: pending.content.end, keyEnd: pending.range.end, value: node))
            } else if frames[index].tookKeyAsValue {
                frames[index].tookKeyAsValue = false
            } else {
                report("a value inside <dict> must follow a <key>", at: range)
            }
        case .array:
            openItems.append(node)
        case .leaf, .ignored:
            break
        }
    }

    /// A value already reported as broken still consumes its key, so the key is not reported again.
    private func dropPendingKey() {
        if let parent = frames.lastIndex, case .dict = frames[parent].role {
            _ = takePendingKey(ofFrameAt: parent)
        }
    }

    /// Outside a `<dict>`, Foundation reads a `<key>` as a string; inside one, it names the next value, and
    /// after a key still waiting for its value CoreFoundation reads it as that value, a string.
    private func attachKey(_ key: PendingKey) {
        guard let index = frames.lastIndex else { return }
        if let pending = takePendingKey(ofFrameAt: index) {
            reportKeyWithoutValue(pending)
            nodes.append(PlistTree.Node(
                type: .string, count: 0, start: key.range.start, startTagEnd: key.content.start,
                contentEnd: key.content.end, end: key.range.end, payload: key.key))
            openEntries.append(PlistTree.Entry(
                key: pending.key, keyStart: pending.range.start, keyContentStart: pending.content.start,
                keyContentEnd: pending.content.end, keyEnd: pending.range.end, value: nodes.count - 1))
            frames[index].tookKeyAsValue = true
            return
        }
        frames[index].tookKeyAsValue = false
        pendingKeys.append(key)
        frames[index].hasPendingKey = true
    }

    private func takePendingKey(ofFrameAt index: Int) -> PendingKey? {
        guard frames[index].hasPendingKey else { return nil }
        frames[index].hasPendingKey = false
        return pendingKeys.popLast()
    }

    private func reportKeyWithoutValue(_ key: PendingKey) {
        report("key '\(textSoFar.string(key.key))' has no value: the next element is another <key> or the end of the <dict>",
               at: key.range)
    }

    /// The type and `PlistTree.Node.payload` of a leaf, keeping its text or bytes when it has them.
    private func value(of element: PlistElement, content: SourceRange) -> (type: PlistType, payload: Int)? {
        switch element {
        case .string, .key: return (.string, keepLeafText())
        case .plist, .dict, .array: return nil
        default: return scalar(of: element, text: leafString, content: content)
        }
    }

    /// Keeps the open leaf's text for the tree; returns its index in `textSpans`.
    private func keepLeafText() -> Int {
        let leaf = keptText.elements(from: keptEnd)
        let (hash, isASCII) = PlistText.scan(leaf)
        textSpans.append(PlistTree.TextSpan(start: keptEnd, count: leaf.count, hash: hash, isASCII: isASCII))
        keptEnd = keptText.count
        return textSpans.count - 1
    }

    private var leafString: String {
        String(decoding: keptText.elements(from: keptEnd), as: UTF8.self)
    }

    /// The texts kept so far, read in place.
    private var textSoFar: PlistText {
        PlistText(bytes: keptText.elements(from: 0), spans: textSpans.elements(from: 0))
    }

    /// The payload of a leaf that is neither a key nor a string.
    private func scalar(of element: PlistElement, text: String, content: SourceRange) -> (type: PlistType, payload: Int)? {
        // The value stays in the tree as its text, in case CoreFoundation reads it after all and says as what.
        func malformed(_ expected: String) -> (type: PlistType, payload: Int)? {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            report("malformed <\(element.rawValue)> '\(shown)': expected \(expected)", at: content)
            return (.string, keepLeafText())
        }
        switch element {
        case .integer:
            return PlistScalars.integer(text).map { (.integer, $0) } ?? malformed("a whole number such as 14")
        case .real:
            return PlistScalars.real(text).map { (.real, Self.payload(of: $0)) } ?? malformed("a number such as 14.5")
        case .date:
            return PlistScalars.date(text).map { (.date, Self.payload(of: $0.timeIntervalSinceReferenceDate)) }
                ?? malformed("a date such as 2017-08-01T12:00:00Z")
        case .data:
            guard let bytes = PlistScalars.data(text) else { return malformed("base64 text") }
            data.append(bytes)
            return (.data, data.count - 1)
        case .true, .false:
            guard text.isEmpty else { return malformed("nothing at all: write <\(element.rawValue)/>") }
            return (.bool, element == .true ? 1 : 0)
        case .string, .key, .plist, .dict, .array:
            return nil
        }
    }

    private static func payload(of number: Double) -> Int {
        Int(truncatingIfNeeded: number.bitPattern)
    }

    // MARK: - Positions

    /// libxml2's position in the text, in bytes from the start of the buffer it was given.
    private var cursor: Int {
        guard let input = context?.pointee.input, let current = input.pointee.cur, let base = input.pointee.base
        else { return text.count }
        return Int(input.pointee.consumed) + (current - base)
    }

    private func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < text.count ? text[offset] : nil
    }

    /// The role of the innermost open element, read in place: copying a `Frame` retains all it holds.
    private var currentRole: Role? {
        frames.isEmpty ? nil : frames[frames.count - 1].role
    }

    /// Where the start tag of `element` whose name or spaces end by `end` starts. Written plainly (`<key>`), its
    /// `<` stands the name's length before; else (after spaces or attributes, or for another element) it is the last
    /// `<` before `end`. Either way it is the `<` found: no tag holds one but at its start.
    private func startTagStart(of element: PlistElement?, before end: Int) -> Int {
        if let element {
            let start = end - element.nameLength - 1
            if start >= 0, text[start] == UInt8(ascii: "<") { return start }
        }
        return lastIndex(of: "<", before: end)
    }

    /// Where the end tag just before `end` starts, which libxml2 matched with the element of `role`: written
    /// plainly (`</key>`), the name's length and three bytes before; else the last `</` before `end`.
    private func endTagStart(closing role: Role, before end: Int) -> Int {
        if let element = role.element {
            let start = end - element.nameLength - 3
            if start >= 0, text[start] == UInt8(ascii: "<"), text[start + 1] == UInt8(ascii: "/") { return start }
        }
        return lastIndex(of: "</", before: end)
    }

    private func lastIndex(of needle: StaticString, before end: Int) -> Int {
        MarkupScan.lastIndex(of: needle, before: end, in: text)
    }

    private func strayTextRange(isCDATA: Bool) -> SourceRange {
        MarkupScan.strayText(after: lastMarkupEnd, isCDATA: isCDATA, in: text)
    }

    private func report(_ message: String, at range: SourceRange, help: [String] = []) {
        diagnostics.append(
            ParseRule.plistStructure.diagnostic(message, at: MarkupScan.wholeCharacters(range, in: text), help: help))
    }
}
