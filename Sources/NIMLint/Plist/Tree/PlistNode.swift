import Foundation

/// One value of a plist, with where it sits in the file: a small handle into its document's `PlistTree`, cheap to
/// copy and to keep.
public struct PlistNode: Sendable {
    public enum Value: Sendable {
        case dict(PlistEntries)
        case array(PlistItems)
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data([UInt8])
    }

    let tree: PlistTree
    let index: Int

    private var record: PlistTree.Node { tree.nodes[index] }

    public var type: PlistType { record.type }
    /// The whole element, from `<` of its start tag to `>` of its end tag.
    public var range: SourceRange { SourceRange(record.start, record.end) }
    /// The start tag alone (`<dict>`), where a "missing key" diagnostic points.
    public var startTag: SourceRange { SourceRange(record.start, record.startTagEnd) }
    /// What stands between the start and end tags; empty (at the end of the tag) for `<true/>`.
    public var content: SourceRange { SourceRange(record.startTagEnd, record.contentEnd) }

    public var value: Value {
        let node = record
        switch node.type {
        case .dict: return .dict(PlistEntries(tree: tree, first: node.payload, count: node.count))
        case .array: return .array(PlistItems(tree: tree, first: node.payload, count: node.count))
        case .string: return .string(tree.string(node.payload))
        case .integer: return .integer(node.payload)
        case .real: return .real(Double(bitPattern: UInt64(truncatingIfNeeded: node.payload)))
        case .bool: return .bool(node.payload != 0)
        case .date:
            return .date(
                Date(timeIntervalSinceReferenceDate: Double(bitPattern: UInt64(truncatingIfNeeded: node.payload))))
        case .data: return .data(tree.data[node.payload])
        }
    }

    /// The entries of a dict, in document order; nil for other types.
    public var entries: PlistEntries? {
        let node = record
        return node.type == .dict ? PlistEntries(tree: tree, first: node.payload, count: node.count) : nil
    }

    /// The items of an array, in document order; nil for other types.
    public var items: PlistItems? {
        let node = record
        return node.type == .array ? PlistItems(tree: tree, first: node.payload, count: node.count) : nil
    }

    public var stringValue: String? {
        let node = record
        return node.type == .string ? tree.string(node.payload) : nil
    }

    /// What `body` makes of a string's bytes, read in place without building a `String`; nil for another type.
    func withStringBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = record
        guard node.type == .string else { return nil }
        return tree.withText { body($0.bytes(of: node.payload)) }
    }

    /// The last entry named `key`: NIMKit, like `NSDictionary`, keeps the later of two duplicates.
    public func entry(_ key: String) -> PlistEntry? {
        guard let entries, let index = entries.lastIndex(ofKey: KeyName(key)) else { return nil }
        return entries[index]
    }
}

/// A `<key>` and the value after it, in document order.
public struct PlistEntry: Sendable {
    let tree: PlistTree
    let index: Int

    private var record: PlistTree.Entry { tree.entries[index] }

    public var key: String { tree.string(record.key) }

    /// The whole `<key>…</key>` element.
    public var keyRange: SourceRange { SourceRange(record.keyStart, record.keyEnd) }
    /// The key's text between its tags.
    public var keyContent: SourceRange { SourceRange(record.keyContentStart, record.keyContentEnd) }
    public var value: PlistNode { PlistNode(tree: tree, index: record.value) }
    /// Whether a later entry of the same dict has the same key: NIMKit, like `NSDictionary`, never reads this one.
    public var isOverridden: Bool { record.isOverridden }
    /// The nearest earlier entry of the same dict with the same key, which this one overrides.
    public var earlierDuplicate: PlistEntry? { record.earlierDuplicate.map { PlistEntry(tree: tree, index: $0) } }
}

/// The entries of a dict, in document order, read in place from the tree.
public struct PlistEntries: RandomAccessCollection, Sendable {
    let tree: PlistTree
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> PlistEntry {
        precondition(indices.contains(position), "entry index out of range")
        return PlistEntry(tree: tree, index: first + position)
    }

    /// Whether an entry has the key `name`.
    func containsKey(_ name: KeyName) -> Bool {
        lastIndex(ofKey: name) != nil
    }

    /// The position of the last entry with the key `name`, compared without building keys as strings where
    /// their bytes decide.
    func lastIndex(ofKey name: KeyName) -> Int? {
        tree.withText { text in indices.last { text.text(tree.entries[first + $0].key, equals: name) } }
    }
}

/// The items of an array, in document order, read in place from the tree.
public struct PlistItems: RandomAccessCollection, Sendable {
    let tree: PlistTree
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> PlistNode {
        precondition(indices.contains(position), "item index out of range")
        return PlistNode(tree: tree, index: tree.items[first + position])
    }
}
