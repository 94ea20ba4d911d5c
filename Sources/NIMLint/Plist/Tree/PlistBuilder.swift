/// Builds the located tree from a reader's events (`PlistEventSource`), each at its place in the text, and reports
/// what is well-formed XML but no plist.
final class PlistBuilder {
    struct PendingKey: BitwiseCopyable {
        /// The index of the key's text in `textSpans`.
        var key: Int
        var range: SourceRange
        var content: SourceRange
    }

    enum Role: BitwiseCopyable {
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
    struct Frame: BitwiseCopyable {
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
    // A reader's events touch the state below for every element, and a dynamic exclusivity check on each access
    // costs more than parsing itself. A builder serves one parse on one thread, and its events come one after
    // another, so no two accesses can overlap; debug builds of the tests found none before these were added.
    @exclusivity(unchecked) private var diagnostics: [Diagnostic] = []
    let frames = RawValueStack<Frame>(capacity: 16)
    /// The entries of the open `<dict>`s, innermost last.
    let openEntries = RawValueStack<PlistTree.Entry>(capacity: 64)
    /// The values (indices in `nodes`) of the open `<array>`s and `<plist>`, innermost last.
    let openItems = RawValueStack<Int>(capacity: 16)
    /// The keys of open `<dict>`s still waiting for their values, innermost last.
    let pendingKeys = RawValueStack<PendingKey>(capacity: 16)
    /// The text of the keys and strings kept for the tree, up to `keptEnd`, then that of the open leaf element
    /// (leaves never nest); a leaf's text becomes a `String` only where something asks for it as one.
    let keptText: RawValueStack<UInt8>
    @exclusivity(unchecked) var keptEnd = 0
    let textSpans: RawValueStack<PlistTree.TextSpan>
    @exclusivity(unchecked) private var comments: [PlistComment] = []
    /// The tree so far, as `PlistTree` stores it: a node is recorded when its element closes.
    let nodes: RawValueStack<PlistTree.Node>
    private let entries: RawValueStack<PlistTree.Entry>
    private let items = RawValueStack<Int>(capacity: 16)
    @exclusivity(unchecked) var data: [[UInt8]] = []
    @exclusivity(unchecked) private var hasDuplicateKeys = false
    @exclusivity(unchecked) var root: Int?
    @exclusivity(unchecked) private var doctype: SourceRange?
    @exclusivity(unchecked) private var plistStartTag: SourceRange?
    /// Whether reading stopped: the reader met a fatal error, or the elements nest past `maximumDepth`.
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
            text: PlainValues(keptText), textSpans: PlainValues(textSpans), data: data,
            hasDuplicateKeys: hasDuplicateKeys)
        let declaration = MarkupScan.xmlDeclaration(in: text, from: source.encoding == .utf8WithBOM ? 3 : 0)
        let document = PlistDocument(
            source: source, root: root.map { PlistNode(tree: tree, index: $0) },
            comments: comments, xmlDeclaration: declaration, doctype: doctype, plistStartTag: plistStartTag)
        return LocatedReading(
            document: document, diagnostics: diagnostics.sorted { $0.range < $1.range },
            coreFoundationMayDiffer: coreFoundationMayDiffer
                || CoreFoundationScan.hasTextCoreFoundationReadsOtherwise(text)
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

    /// An element whose start tag spans `startTag`; `name` spells it, for reports only.
    // Inlined into each reader's event, which every element of every file passes through.
    @inline(__always)
    func startElement(_ element: PlistElement?, startTag: SourceRange, selfClosing: Bool, name: () -> String) {
        guard frames.count < Self.maximumDepth else {
            diagnostics.append(
                ParseRule.xmlSyntax.diagnostic(
                    "elements are nested deeper than \(Self.maximumDepth) levels; nimlint reads no further",
                    at: MarkupScan.wholeCharacters(startTag, in: text)))
            sawFatalError = true
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

    /// The innermost open element ends at `position`, just past its end tag (for `<a/>`, anywhere); with
    /// `endTagMatched`, that tag names the element.
    // Inlined into each reader's event, which every element of every file passes through.
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
                endTagMatched
                    ? self.endTagStart(closing: frame.role, before: position) : lastIndex(of: "</", before: position))
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
        nodes.append(
            PlistTree.Node(
                type: type, count: count, start: range.start, startTagEnd: frame.startTag.end, contentEnd: content.end,
                end: range.end, payload: payload))
        attach(nodes.count - 1, range: range)
    }

    func characters(_ characters: UnsafePointer<UInt8>?, _ length: Int, isCDATA: Bool) {
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
            guard !sawFatalError, !frames[index].reportedStrayText,
                chunk.contains(where: { !MarkupScan.isWhitespace($0) })
            else { return }
            frames[index].reportedStrayText = true
            report("stray text between elements", at: strayTextRange(isCDATA: isCDATA))
        }
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

    /// The reader met something CoreFoundation may read otherwise than it (see `CoreFoundationScan`).
    func noteCoreFoundationMayDiffer() {
        coreFoundationMayDiffer = true
    }

    /// The DOCTYPE declaration spans `range`.
    func doctypeDeclaration(_ range: SourceRange) {
        doctype = range
        if CoreFoundationScan.isUnusual(doctype: text[range.start..<range.end]) { coreFoundationMayDiffer = true }
    }

    /// The reader's objection to the text; with `stopsReading` it reads no further, and with
    /// `toTheDeclaredEncoding` the objection is to bytes that are not UTF-8 in a file that declares an encoding
    /// (`LocatedReading.declaredEncodingObjection`).
    func objection(_ diagnostic: Diagnostic, stopsReading: Bool = false, toTheDeclaredEncoding: Bool = false) {
        if stopsReading { sawFatalError = true }
        if toTheDeclaredEncoding { declaredEncodingObjection = diagnostic }
        diagnostics.append(diagnostic)
    }

    // MARK: - Positions

    /// The role of the innermost open element, read in place: copying a `Frame` retains all it holds.
    private var currentRole: Role? {
        frames.isEmpty ? nil : frames[frames.count - 1].role
    }

    /// Where the end tag just before `end` starts, which the reader matched with the element of `role`: written
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

    /// A finding of what is well-formed XML but no property list.
    func report(_ message: String, at range: SourceRange, help: [String] = []) {
        diagnostics.append(
            ParseRule.plistStructure.diagnostic(message, at: MarkupScan.wholeCharacters(range, in: text), help: help))
    }
}
