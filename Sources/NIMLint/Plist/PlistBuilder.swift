import CLibXML2

/// The elements of an XML property list.
enum PlistElement: String, CaseIterable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    /// The names, most frequent first.
    private static let names: [(name: StaticString, element: PlistElement)] = [
        ("key", .key), ("string", .string), ("integer", .integer), ("dict", .dict), ("true", .true),
        ("false", .false), ("real", .real), ("array", .array), ("date", .date), ("data", .data), ("plist", .plist),
    ]

    /// Looks a libxml2 element name up without building a `String` for it: this runs for every element.
    init?(name: UnsafePointer<xmlChar>) {
        for (candidate, element) in Self.names where Self.matches(name, candidate) {
            self = element
            return
        }
        return nil
    }

    /// Compares in place, byte by byte: most candidates differ in the first byte.
    private static func matches(_ name: UnsafePointer<xmlChar>, _ candidate: StaticString) -> Bool {
        candidate.withUTF8Buffer { bytes in
            for index in bytes.indices where name[index] != bytes[index] { return false }
            return name[bytes.count] == 0
        }
    }
}

/// Builds the located tree from libxml2's SAX events and reports what is well-formed XML but no plist.
///
/// At each start-tag event libxml2's cursor rests on the tag's closing `>` (or `/>`), and at each end-tag event
/// just past it; the element's other edges are found by scanning back in the text, which is safe because `<`
/// cannot occur literally inside a tag.
final class PlistBuilder {
    private struct PendingKey {
        var key: String
        var range: SourceRange
        var content: SourceRange
    }

    private enum Role {
        case plist, dict, array, leaf(PlistElement), ignored
    }

    /// An open element. Its children wait in the builder's shared `openEntries` or `openItems` from
    /// `firstChild` on, and become one exactly sized array when it closes: growing an array per open element
    /// would reallocate each one several times. A frame holds nothing that needs releasing, so pushing and
    /// popping one costs no reference counting.
    private struct Frame {
        var role: Role
        var startTag: SourceRange
        var selfClosing: Bool
        var firstChild: Int
        /// Whether the last of `pendingKeys` is this `<dict>`'s key still waiting for its value.
        var hasPendingKey = false
        var reportedStrayText = false
    }

    let source: SourceFile
    private let text: [UInt8]
    var context: xmlParserCtxtPtr?
    var diagnostics: [Diagnostic] = []
    private var frames: [Frame] = []
    /// The entries of the open `<dict>`s, innermost last.
    private var openEntries: [PlistEntry] = []
    /// The values of the open `<array>`s and `<plist>`, innermost last.
    private var openItems: [PlistNode] = []
    /// The keys of open `<dict>`s still waiting for their values, innermost last.
    private var pendingKeys: [PendingKey] = []
    /// The text of the open leaf element; leaves never nest, so one buffer serves them all.
    private var leafText: [UInt8] = []
    private var comments: [PlistComment] = []
    private var root: PlistNode?
    private var doctype: SourceRange?
    private var plistStartTag: SourceRange?
    private var sawFatalError = false
    /// Where the last tag or comment ended: stray text starts after it.
    private var lastMarkupEnd = 0

    init(source: SourceFile) {
        self.source = source
        self.text = source.text
    }

    func result() -> ParseResult {
        let document = PlistDocument(
            source: source, root: diagnostics.isEmpty ? root : nil, comments: comments,
            xmlDeclaration: xmlDeclaration(), doctype: doctype, plistStartTag: plistStartTag)
        var sorted = diagnostics.sorted { $0.range < $1.range }
        if !sorted.isEmpty { sorted[0].help.append(ParseRule.loadFailure) }
        return ParseResult(document: document, diagnostics: sorted)
    }

    // MARK: - Events

    func startElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) {
        let position = cursor
        let selfClosing = byte(at: position) == UInt8(ascii: "/")
        let tagEnd = min(text.count, position + (selfClosing ? 2 : 1))
        let startTag = SourceRange(lastIndex(of: "<", before: position), tagEnd)
        lastMarkupEnd = tagEnd
        let element = prefix == nil ? localName.flatMap(PlistElement.init(name:)) : nil
        if case .leaf = element.map(Self.role(of:)) { leafText.removeAll(keepingCapacity: true) }
        let role = openingRole(of: element, startTag: startTag) {
            let localName = localName.map { String(cString: $0) } ?? ""
            return prefix.map { String(cString: $0) + ":" + localName } ?? localName
        }
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
            return .ignored
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
            report("<plist> may only be the root element", at: startTag)
            return .ignored
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

    func endElement() {
        guard let frame = frames.popLast() else { return }
        let position = cursor
        let range: SourceRange
        let content: SourceRange
        if frame.selfClosing {
            range = SourceRange(frame.startTag.start, frame.startTag.end)
            content = .empty(at: frame.startTag.end)
        } else {
            let endTagStart = max(frame.startTag.end, lastIndex(of: "</", before: position))
            range = SourceRange(frame.startTag.start, max(position, endTagStart))
            content = SourceRange(frame.startTag.end, endTagStart)
        }
        lastMarkupEnd = range.end
        let node: PlistNode
        switch frame.role {
        case .ignored:
            dropPendingKey()
            return
        case .plist:
            if openItems.count == frame.firstChild { report("<plist> holds no value", at: frame.startTag) }
            root = openItems.count > frame.firstChild ? openItems[frame.firstChild] : nil
            openItems.removeSubrange(frame.firstChild...)
            return
        case .dict:
            if frame.hasPendingKey, let pending = pendingKeys.popLast() { reportKeyWithoutValue(pending) }
            let entries = Self.moveLast(openEntries.count - frame.firstChild, of: &openEntries)
            node = PlistNode(value: .dict(entries), range: range, startTag: frame.startTag, content: content)
        case .array:
            let items = Self.moveLast(openItems.count - frame.firstChild, of: &openItems)
            node = PlistNode(value: .array(items), range: range, startTag: frame.startTag, content: content)
        case .leaf(let element):
            let string = String(decoding: leafText, as: UTF8.self)
            if element == .key, let index = frames.indices.last, case .dict = frames[index].role {
                attachKey(PendingKey(key: string, range: range, content: content))
                return
            }
            guard let value = value(of: element, text: string, content: content) else {
                dropPendingKey()
                return
            }
            node = PlistNode(value: value, range: range, startTag: frame.startTag, content: content)
        }
        attach(node)
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int, isCDATA: Bool) {
        guard let characters, let index = frames.indices.last else { return }
        switch frames[index].role {
        case .leaf:
            leafText.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
        case .ignored:
            break
        case .plist, .dict, .array:
            let chunk = UnsafeBufferPointer(start: characters, count: length)
            guard !frames[index].reportedStrayText, chunk.contains(where: { !Self.isWhitespace($0) }) else { return }
            frames[index].reportedStrayText = true
            report("stray text between elements", at: strayTextRange(isCDATA: isCDATA))
        }
    }

    func comment(_ value: UnsafePointer<xmlChar>?) {
        let end = cursor
        let start = lastIndex(of: "<!--", before: end)
        lastMarkupEnd = end
        if let role = currentRole, case .leaf(let element) = role {
            report("a comment inside <\(element.rawValue)> makes Foundation reject the whole file",
                   at: SourceRange(start, end))
        }
        comments.append(PlistComment(text: value.map { String(cString: $0) } ?? "", range: SourceRange(start, end)))
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
        doctype = SourceRange(start, end)
    }

    func error(_ error: xmlError) {
        let position = min(cursor, text.count)
        let message = error.message.map { String(cString: $0) }?.trimmingWhitespace ?? "malformed XML"
        let code = xmlParserErrors(rawValue: UInt32(error.code))
        if code == XML_ERR_UNDECLARED_ENTITY || code == XML_WAR_UNDECLARED_ENTITY {
            let name = error.str1.map { String(cString: $0) } ?? "?"
            report(
                "entity reference &\(name); is not allowed: a property list uses only &lt; &gt; &amp; &quot; &apos; "
                    + "and character references",
                at: SourceRange(lastIndex(of: "&", before: position), position))
            return
        }
        guard error.level != XML_ERR_WARNING else { return }
        if error.level == XML_ERR_FATAL {
            guard !sawFatalError else { return }
            sawFatalError = true
        }
        var range = SourceRange(position, min(position + 1, text.count))
        var readable = message
        if code == XML_ERR_TAG_NAME_MISMATCH, let opened = error.str1, let closed = error.str2 {
            range = SourceRange(lastIndex(of: "</", before: position), position)
            readable = "closing tag </\(String(cString: closed))> does not match <\(String(cString: opened))>"
                + " opened on line \(error.int1)"
        } else if message.hasPrefix("Excessive depth in document") {
            readable = "elements are nested deeper than libxml2's limit of 256 levels"
        }
        diagnostics.append(ParseRule.xmlSyntax.diagnostic(readable, at: range))
    }

    // MARK: - Tree

    private func attach(_ node: PlistNode) {
        guard let index = frames.indices.last else { return }
        switch frames[index].role {
        case .plist:
            if openItems.count == frames[index].firstChild {
                openItems.append(node)
            } else {
                report("<plist> holds one root value; this second one is never read", at: node.range)
            }
        case .dict:
            if let pending = takePendingKey(ofFrameAt: index) {
                openEntries.append(
                    PlistEntry(key: pending.key, keyRange: pending.range, keyContent: pending.content, value: node))
            } else {
                report("a value inside <dict> must follow a <key>", at: node.range)
            }
        case .array:
            openItems.append(node)
        case .leaf, .ignored:
            break
        }
    }

    /// A value already reported as broken still consumes its key, so the key is not reported again.
    private func dropPendingKey() {
        if let parent = frames.indices.last, case .dict = frames[parent].role {
            _ = takePendingKey(ofFrameAt: parent)
        }
    }

    /// Outside a `<dict>`, Foundation reads a `<key>` as a string; inside one, it names the next value.
    private func attachKey(_ key: PendingKey) {
        guard let index = frames.indices.last else { return }
        if let pending = takePendingKey(ofFrameAt: index) { reportKeyWithoutValue(pending) }
        pendingKeys.append(key)
        frames[index].hasPendingKey = true
    }

    private func takePendingKey(ofFrameAt index: Int) -> PendingKey? {
        guard frames[index].hasPendingKey else { return nil }
        frames[index].hasPendingKey = false
        return pendingKeys.popLast()
    }

    /// The last `count` elements of `stack`, moved into an array of their own without copying (and so
    /// retaining) each one.
    private static func moveLast<Element>(_ count: Int, of stack: inout [Element]) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            for index in stride(from: count - 1, through: 0, by: -1) {
                buffer.initializeElement(at: index, to: stack.removeLast())
            }
            initializedCount = count
        }
    }

    private func reportKeyWithoutValue(_ key: PendingKey) {
        report("key '\(key.key)' has no value: the next element is another <key> or the end of the <dict>",
               at: key.range)
    }

    private func value(of element: PlistElement, text: String, content: SourceRange) -> PlistNode.Value? {
        func malformed(_ expected: String) -> PlistNode.Value? {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            report("malformed <\(element.rawValue)> '\(shown)': expected \(expected)", at: content)
            return nil
        }
        switch element {
        case .string, .key:
            return .string(text)
        case .integer:
            return PlistScalars.integer(text).map { .integer($0) } ?? malformed("a whole number such as 14")
        case .real:
            return PlistScalars.real(text).map { .real($0) } ?? malformed("a number such as 14.5")
        case .date:
            return PlistScalars.date(text).map { .date($0) } ?? malformed("a date such as 2017-08-01T12:00:00Z")
        case .data:
            return PlistScalars.data(text).map { .data($0) } ?? malformed("base64 text")
        case .true, .false:
            guard text.isEmpty else { return malformed("nothing at all: write <\(element.rawValue)/>") }
            return .bool(element == .true)
        case .plist, .dict, .array:
            return nil
        }
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

    private func lastIndex(of needle: StaticString, before end: Int) -> Int {
        needle.withUTF8Buffer { needle in
            text.withUnsafeBufferPointer { buffer in
                var start = min(end, buffer.count) - needle.count
                while start >= 0 {
                    if buffer[start] == needle[0], needle.indices.allSatisfy({ buffer[start + $0] == needle[$0] }) {
                        return start
                    }
                    start -= 1
                }
                return 0
            }
        }
    }

    private func strayTextRange(isCDATA: Bool) -> SourceRange {
        var start = lastMarkupEnd
        while start < text.count, Self.isWhitespace(text[start]) { start += 1 }
        let terminator = isCDATA ? Array("]]>".utf8) : [UInt8(ascii: "<")]
        var end = start + (isCDATA ? 1 : 0)
        while end < text.count, !text[end...].starts(with: terminator) { end += 1 }
        return SourceRange(start, min(text.count, end + (isCDATA ? terminator.count : 0)))
    }

    private func xmlDeclaration() -> SourceRange? {
        let start = source.encoding == .utf8WithBOM ? 3 : 0
        guard text[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        var end = start
        while end + 1 < text.count, !(text[end] == UInt8(ascii: "?") && text[end + 1] == UInt8(ascii: ">")) {
            end += 1
        }
        return SourceRange(start, min(text.count, end + 2))
    }

    private func report(_ message: String, at range: SourceRange, help: [String] = []) {
        diagnostics.append(ParseRule.plistStructure.diagnostic(message, at: range, help: help))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
