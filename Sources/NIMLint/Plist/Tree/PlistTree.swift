/// The values of one parsed document, stored flat: one array of node records, one of dict entries, one of array
/// items, and the text of keys and strings in one array of bytes.
///
/// Records hold plain numbers (ranges, indices, scalar payloads), so building a tree costs a few array
/// allocations per file instead of one or more per container, and freeing it costs a few deallocations instead
/// of releasing every node. `PlistNode` and `PlistEntry` are handles into it. Immutable once built, so documents
/// can be read from any thread.
final class PlistTree: Sendable {
    struct Node: BitwiseCopyable, Equatable {
        var type: PlistType
        /// The number of a dict's entries or of an array's items.
        var count: Int
        /// The element runs from `start` to `end`: its start tag up to `startTagEnd`, its content up to
        /// `contentEnd`, then its end tag, if any.
        var start: Int
        var startTagEnd: Int
        var contentEnd: Int
        var end: Int
        /// What the value is, by type: the number of an integer; the bit pattern of a real, or of a date's
        /// seconds since 2001; 1 or 0 for a bool; the index in `textSpans` or `data`; the index in `entries` or
        /// `items` of a dict's or an array's first child.
        var payload: Int
    }

    struct Entry: BitwiseCopyable, Equatable {
        /// The index of the key's text in `textSpans`.
        var key: Int
        var keyStart: Int
        var keyContentStart: Int
        var keyContentEnd: Int
        var keyEnd: Int
        /// The index of the value in `nodes`.
        var value: Int
        /// The index in `entries` of the nearest earlier entry of the same dict under the same key.
        var earlierDuplicate: Int?
        /// Whether a later entry of the same dict has the same key, so `NSDictionary` drops this one.
        var isOverridden = false
    }

    /// Where the text of one key or string lies in `text`.
    struct TextSpan: BitwiseCopyable, Equatable {
        var start: Int
        var count: Int
        /// The FNV-1a hash of the text's bytes.
        var hash: UInt32
        var isASCII: Bool
    }

    let nodes: PlainValues<Node>
    let entries: PlainValues<Entry>
    /// The indices in `nodes` of the items of arrays.
    let items: PlainValues<Int>
    /// The text of every key and string, one after another, as libxml2 decoded it (references replaced).
    let text: PlainValues<UInt8>
    let textSpans: PlainValues<TextSpan>
    let data: [[UInt8]]
    /// Whether any dict holds a key twice, so the search for duplicates can skip the clean files.
    let hasDuplicateKeys: Bool

    /// A tree with no values, for a document without a root.
    static let empty = PlistTree(
        nodes: PlainValues(), entries: PlainValues(), items: PlainValues(), text: PlainValues(),
        textSpans: PlainValues(),
        data: [], hasDuplicateKeys: false)

    init(
        nodes: PlainValues<Node>, entries: PlainValues<Entry>, items: PlainValues<Int>, text: PlainValues<UInt8>,
        textSpans: PlainValues<TextSpan>, data: [[UInt8]], hasDuplicateKeys: Bool
    ) {
        self.nodes = nodes
        self.entries = entries
        self.items = items
        self.text = text
        self.textSpans = textSpans
        self.data = data
        self.hasDuplicateKeys = hasDuplicateKeys
    }
}

extension PlistTree {
    /// Whether `other` holds the same records, texts and bytes, in the same order.
    func hasSameValues(as other: PlistTree) -> Bool {
        nodes.elementsEqual(other.nodes) && entries.elementsEqual(other.entries) && items.elementsEqual(other.items)
            && text.elementsEqual(other.text) && textSpans.elementsEqual(other.textSpans) && data == other.data
            && hasDuplicateKeys == other.hasDuplicateKeys
    }

    /// The text of a key or string, by its index in `textSpans`, built as a `String` only when asked for.
    func string(_ index: Int) -> String {
        withText { $0.string(index) }
    }

    func withText<Result>(_ body: (PlistText) -> Result) -> Result {
        text.withUnsafeBufferPointer { bytes in
            textSpans.withUnsafeBufferPointer { spans in body(PlistText(bytes: bytes, spans: spans)) }
        }
    }
}

/// The texts of a tree's keys and strings, read in place. They compare as Swift compares strings, by canonical
/// equivalence, but without building strings where the bytes decide: two texts with the same bytes are equal,
/// and two ASCII texts with different bytes (or hashes) are not.
struct PlistText {
    let bytes: UnsafeBufferPointer<UInt8>
    let spans: UnsafeBufferPointer<PlistTree.TextSpan>

    func bytes(of index: Int) -> UnsafeBufferPointer<UInt8> {
        let span = spans[index]
        return UnsafeBufferPointer(rebasing: bytes[span.start..<span.start + span.count])
    }

    func span(_ index: Int) -> PlistTree.TextSpan {
        spans[index]
    }

    func string(_ index: Int) -> String {
        String(decoding: bytes(of: index), as: UTF8.self)
    }

    func text(_ first: Int, equals second: Int) -> Bool {
        let (one, other) = (spans[first], spans[second])
        if one.isASCII && other.isASCII {
            return one.hash == other.hash && Self.same(bytes(of: first), bytes(of: second))
        }
        return Self.same(bytes(of: first), bytes(of: second)) || string(first) == string(second)
    }

    func text(_ index: Int, equals name: KeyName) -> Bool {
        let span = spans[index]
        if span.isASCII && name.isASCII {
            return span.hash == name.hash && name.withBytes { Self.same(bytes(of: index), $0) }
        }
        return string(index) == name.string
    }

    /// The FNV-1a hash of some text, and whether all of it is ASCII, in one pass.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, isASCII: Bool) {
        var hash: UInt32 = 2_166_136_261
        var combined: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            combined |= byte
        }
        return (hash, combined < 0x80)
    }

    static func same(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        for index in one.indices where one[index] != other[index] { return false }
        return true
    }
}

/// A name to find among a tree's keys, its hash worked out once for all the keys it is compared with.
struct KeyName: Sendable {
    let string: String
    let hash: UInt32
    let isASCII: Bool

    init(_ string: String) {
        self.string = string
        var copy = string
        (hash, isASCII) = copy.withUTF8(PlistText.scan)
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var copy = string
        return copy.withUTF8(body)
    }
}
