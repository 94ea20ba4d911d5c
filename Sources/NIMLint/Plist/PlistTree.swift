/// The values of one parsed document, stored flat: one array of node records, one of dict entries, one of array
/// items, and the text of keys and strings.
///
/// Records hold plain numbers (ranges, indices, scalar payloads), so building a tree costs a few array
/// allocations per file instead of one or more per container, and freeing it costs a few deallocations instead
/// of releasing every node. `PlistNode` and `PlistEntry` are handles into it. Immutable once built, so documents
/// can be read from any thread.
final class PlistTree: Sendable {
    struct Node: BitwiseCopyable {
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
        /// seconds since 2001; 1 or 0 for a bool; the index in `strings` or `data`; the index in `entries` or
        /// `items` of a dict's or an array's first child.
        var payload: Int
    }

    struct Entry: BitwiseCopyable {
        /// The index of the key's text in `strings`.
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

    let nodes: [Node]
    let entries: [Entry]
    /// The indices in `nodes` of the items of arrays.
    let items: [Int]
    let strings: [String]
    let data: [[UInt8]]
    /// Whether any dict holds a key twice, so the search for duplicates can skip the clean files.
    let hasDuplicateKeys: Bool

    /// A tree with no values, for a document without a root.
    static let empty = PlistTree(nodes: [], entries: [], items: [], strings: [], data: [], hasDuplicateKeys: false)

    init(nodes: [Node], entries: [Entry], items: [Int], strings: [String], data: [[UInt8]], hasDuplicateKeys: Bool) {
        self.nodes = nodes
        self.entries = entries
        self.items = items
        self.strings = strings
        self.data = data
        self.hasDuplicateKeys = hasDuplicateKeys
    }
}
