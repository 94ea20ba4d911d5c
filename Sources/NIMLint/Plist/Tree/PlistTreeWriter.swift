import Foundation

/// Builds a `PlistTree` value by value, each container after its children, for the readers whose grammar is not
/// XML's: old-style (OpenStep) text, and the values CoreFoundation reads from a binary file. `PlistBuilder` stays
/// the one builder of XML readers' events.
struct PlistTreeWriter {
    /// Where a value lies: all of it, the part that opens it (`{`, a quote, a key path) and what it holds, which
    /// starts where the opening ends.
    struct Place {
        var range: SourceRange
        var opening: SourceRange
        var content: SourceRange
    }

    /// A key read, waiting for its dict to close.
    struct Entry {
        /// The key's text, from `text(_:)`.
        var key: Int
        var keyRange: SourceRange
        var keyContent: SourceRange
        /// The value, from `leaf`, `dict` or `array`.
        var value: Int
    }

    enum Leaf {
        /// The index `text(_:)` returned.
        case string(Int)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data([UInt8])
    }

    private var nodes: [PlistTree.Node] = []
    private var entries: [PlistTree.Entry] = []
    private var items: [Int] = []
    private var text: [UInt8] = []
    private var spans: [PlistTree.TextSpan] = []
    private var data: [[UInt8]] = []
    private var hasDuplicateKeys = false

    /// Keeps the text of a key or string; returns its index, for a `Leaf.string` or an `Entry`.
    mutating func text(_ bytes: some Collection<UInt8>) -> Int {
        let start = text.count
        text.append(contentsOf: bytes)
        let (hash, isASCII) = text[start...].withUnsafeBufferPointer(PlistText.scan)
        spans.append(PlistTree.TextSpan(start: start, count: text.count - start, hash: hash, isASCII: isASCII))
        return spans.count - 1
    }

    /// A leaf value; returns its index.
    mutating func leaf(_ leaf: Leaf, at place: Place) -> Int {
        switch leaf {
        case .string(let span): return node(.string, at: place, payload: span)
        case .integer(let integer): return node(.integer, at: place, payload: integer)
        case .real(let real): return node(.real, at: place, payload: Int(truncatingIfNeeded: real.bitPattern))
        case .bool(let bool): return node(.bool, at: place, payload: bool ? 1 : 0)
        case .date(let date):
            return node(
                .date, at: place, payload: Int(truncatingIfNeeded: date.timeIntervalSinceReferenceDate.bitPattern))
        case .data(let bytes):
            data.append(bytes)
            return node(.data, at: place, payload: data.count - 1)
        }
    }

    /// A dict of `dictEntries` in the order written; a key written twice is linked as `PlistBuilder` links it.
    mutating func dict(_ dictEntries: [Entry], at place: Place) -> Int {
        let first = entries.count
        entries += dictEntries.map { entry in
            PlistTree.Entry(
                key: entry.key, keyStart: entry.keyRange.start, keyContentStart: entry.keyContent.start,
                keyContentEnd: entry.keyContent.end, keyEnd: entry.keyRange.end, value: entry.value)
        }
        let duplicates = text.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
                DuplicateKeys.link(&entries, from: first, text: PlistText(bytes: bytes, spans: spans))
            }
        }
        if duplicates { hasDuplicateKeys = true }
        return node(.dict, at: place, payload: first, count: dictEntries.count)
    }

    /// An array of the values `arrayItems`, in order.
    mutating func array(_ arrayItems: [Int], at place: Place) -> Int {
        let first = items.count
        items += arrayItems
        return node(.array, at: place, payload: first, count: arrayItems.count)
    }

    func type(of index: Int) -> PlistType {
        nodes[index].type
    }

    /// Where the value `index` lies.
    func place(of index: Int) -> Place {
        let node = nodes[index]
        return Place(
            range: SourceRange(node.start, node.end), opening: SourceRange(node.start, node.startTagEnd),
            content: SourceRange(node.startTagEnd, node.contentEnd))
    }

    func tree() -> PlistTree {
        PlistTree(
            nodes: PlainValues(copying: nodes), entries: PlainValues(copying: entries),
            items: PlainValues(copying: items),
            text: PlainValues(copying: text), textSpans: PlainValues(copying: spans), data: data,
            hasDuplicateKeys: hasDuplicateKeys)
    }

    private mutating func node(_ type: PlistType, at place: Place, payload: Int, count: Int = 0) -> Int {
        nodes.append(
            PlistTree.Node(
                type: type, count: count, start: place.range.start, startTagEnd: place.opening.end,
                contentEnd: place.content.end, end: place.range.end, payload: payload))
        return nodes.count - 1
    }
}
