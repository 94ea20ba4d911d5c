/// Each value of a file that NIMKit reads, in document order, paired with the part of the schema that describes
/// it: only the last of duplicate keys, and only below values of the right type.
///
/// The visits are records in one array per file, pointing into the document's `PlistTree` by index, so walking a
/// file allocates a few arrays rather than an object per value, and freeing them releases a few arrays.
struct SchemaVisits: RandomAccessCollection, Sendable {
    /// Immutable once walked, so files can be linted in parallel.
    fileprivate final class Storage: Sendable {
        struct Record {
            var node: Int
            /// The index in the tree's entries of the entry holding the value; nil for the root.
            var entry: Int?
            var parent: Int?
            /// The range in `unknownEntries` of this dict's effective entries under keys its schema does not define.
            var unknownEntries: Range<Int>
            /// The properties of its schema this dict holds, by `PropertyTable.bit(at:)`.
            var foundProperties: UInt64 = 0
            /// Its schema's, kept here so that rules find their visits without touching every schema.
            var traits: VisitTraits
        }

        let tree: PlistTree
        let records: [Record]
        /// The schema that every other is found under, which keeps them all.
        private let root: SchemaNode
        /// The schema of each record, apart so that the records hold nothing to retain. Unretained: each is a node
        /// below `root`, which this storage keeps, so that walking and freeing them counts no references.
        private let schemas: [Unmanaged<SchemaNode>]
        /// Indices in the tree's entries.
        let unknownEntries: [Int]

        init(
            tree: PlistTree, root: SchemaNode,
            walked: (records: [Record], schemas: [Unmanaged<SchemaNode>], unknownEntries: [Int])
        ) {
            (self.tree, self.root) = (tree, root)
            (records, schemas, unknownEntries) = walked
        }

        func schema(at index: Int) -> SchemaNode {
            schemas[index].takeUnretainedValue()
        }

        /// Whether the record at `index` is a dict its own record does not show to hold every required key.
        func mayLackRequiredKey(at index: Int) -> Bool {
            let record = records[index]
            guard tree.nodes[record.node].type == .dict else { return false }
            return schemas[index]._withUnsafeGuaranteedRef { schema in
                !schema.tracksEveryRequiredKey || record.foundProperties & schema.requiredMask != schema.requiredMask
            }
        }
    }

    private let storage: Storage

    init(_ root: PlistNode?, schema: SchemaNode) {
        let tree = root?.tree ?? .empty
        // The walk reads the tree through pointers valid only inside these closures: only its arrays leave them.
        let walked = tree.withText { text in
            tree.nodes.withUnsafeBufferPointer { nodes in
                tree.entries.withUnsafeBufferPointer { entries in
                    var walk = Walk(nodes: nodes, entries: entries, text: text)
                    // A value is visited at most once: room for them all, so the records never grow by copying.
                    walk.records.reserveCapacity(nodes.count)
                    walk.schemas.reserveCapacity(nodes.count)
                    walk.known.reserveCapacity(64)
                    if let root {
                        walk.visit(node: root.index, schema: .passUnretained(schema), entry: nil, parent: nil)
                    }
                    return (walk.records, walk.schemas, walk.unknownEntries)
                }
            }
        }
        storage = Storage(tree: tree, root: schema, walked: walked)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.records.count }

    subscript(position: Int) -> SchemaVisit {
        precondition(indices.contains(position), "visit index out of range")
        return SchemaVisit(storage: storage, index: position)
    }

    /// The visits whose schema has all of `traits`, in document order.
    func having(_ traits: VisitTraits) -> [SchemaVisit] {
        storage.records.withUnsafeBufferPointer { records in
            // Counted first, so that the array is made once at its size.
            var found: [SchemaVisit] = []
            found.reserveCapacity(records.count { $0.traits.isSuperset(of: traits) })
            for index in records.indices where records[index].traits.isSuperset(of: traits) {
                found.append(SchemaVisit(storage: storage, index: index))
            }
            return found
        }
    }

    /// The dicts whose schema requires keys and that may lack one, in document order: by the walk's record, every
    /// other holds all of its required keys, which most dicts do, so they are passed over without a handle each.
    func dictsThatMayLackRequiredKeys() -> [SchemaVisit] {
        var found: [SchemaVisit] = []
        for index in storage.records.indices
        where storage.records[index].traits.contains(.requiredKeys) && storage.mayLackRequiredKey(at: index) {
            found.append(SchemaVisit(storage: storage, index: index))
        }
        return found
    }

    /// The recursion that gathers the storage. The known entries of each dict wait in `known` until all of its
    /// unknown ones are recorded, so that those lie together in `unknownEntries`.
    fileprivate struct Walk {
        let nodes: UnsafeBufferPointer<PlistTree.Node>
        let entries: UnsafeBufferPointer<PlistTree.Entry>
        let text: PlistText
        var records: [Storage.Record] = []
        var schemas: [Unmanaged<SchemaNode>] = []
        var unknownEntries: [Int] = []
        /// Entries and the positions of their properties in the dict schema's `propertyTable`: plain numbers, so
        /// that dropping them releases nothing.
        var known: [(entry: Int, property: Int)] = []

        init(nodes: UnsafeBufferPointer<PlistTree.Node>, entries: UnsafeBufferPointer<PlistTree.Entry>, text: PlistText)
        {
            (self.nodes, self.entries, self.text) = (nodes, entries, text)
        }

        mutating func visit(node: Int, schema unmanaged: Unmanaged<SchemaNode>, entry: Int?, parent: Int?) {
            unmanaged._withUnsafeGuaranteedRef { schema in
                let index = records.count
                let firstUnknown = unknownEntries.count
                records.append(
                    Storage.Record(
                        node: node, entry: entry, parent: parent, unknownEntries: firstUnknown..<firstUnknown,
                        traits: schema.traits))
                schemas.append(unmanaged)
                let value = nodes[node]
                guard schema.type == .dict, value.type == .dict else { return }
                let firstKnown = known.count
                var found: UInt64 = 0
                for entry in value.payload..<value.payload + value.count where !entries[entry].isOverridden {
                    if let position = schema.propertyTable.position(named: entries[entry].key, in: text) {
                        known.append((entry, position))
                        found |= PropertyTable.bit(at: position)
                    } else {
                        unknownEntries.append(entry)
                    }
                }
                records[index].unknownEntries = firstUnknown..<unknownEntries.count
                records[index].foundProperties = found
                for position in firstKnown..<known.count {
                    let (entry, property) = known[position]
                    visit(
                        node: entries[entry].value, schema: schema.propertyTable.node(at: property), entry: entry,
                        parent: index)
                }
                known.removeSubrange(firstKnown...)
            }
        }
    }
}

/// A value with the schema that describes it and the keys that lead to it: a handle into `SchemaVisits`.
struct SchemaVisit {
    fileprivate let storage: SchemaVisits.Storage
    fileprivate let index: Int

    private var record: SchemaVisits.Storage.Record { storage.records[index] }
    private var tree: PlistTree { storage.tree }

    var node: PlistNode { PlistNode(tree: tree, index: record.node) }
    var schema: SchemaNode { storage.schema(at: index) }
    /// The `<key>` of the value; nil for the root.
    var keyRange: SourceRange? { record.entry.map { PlistEntry(tree: tree, index: $0).keyRange } }
    /// The visit of the dict holding the value; nil for the root.
    var parent: SchemaVisit? { record.parent.map { SchemaVisit(storage: storage, index: $0) } }
    /// For a dict the schema describes as one: its effective entries (see `SchemaVisits`) under keys the schema
    /// does not define, in document order.
    var unknownEntries: [PlistEntry] {
        storage.unknownEntries[record.unknownEntries].map { PlistEntry(tree: tree, index: $0) }
    }

    var isRoot: Bool { record.parent == nil }

    /// Whether `unknownEntries` holds any, found without gathering them.
    var holdsUnknownEntries: Bool { !record.unknownEntries.isEmpty }

    /// Whether this dict holds the key `schema.required[position]`. A key held only by an overridden entry is
    /// held by the entry that overrides it, so the walk's record of effective entries answers for all entries.
    func holdsRequiredKey(at position: Int) -> Bool {
        let bit = schema.requiredBits[position]
        guard bit == 0 else { return record.foundProperties & bit != 0 }
        return node.entries?.containsKey(KeyName(schema.required[position])) ?? false
    }
    /// Whether this dict holds the key of its schema's property `name`, by the walk's record where it has one.
    func holdsProperty(named name: String) -> Bool {
        if let position = schema.propertyTable.position(of: name), position < UInt64.bitWidth {
            return record.foundProperties & PropertyTable.bit(at: position) != 0
        }
        return node.entries?.containsKey(KeyName(name)) ?? false
    }
    /// Whether this dict holds every key of `schema.required`: for most, the walk's record tells at once.
    var holdsEveryRequiredKey: Bool {
        !storage.mayLackRequiredKey(at: index) || schema.required.indices.allSatisfy(holdsRequiredKey(at:))
    }

    /// `Text.Content_Insets.Left`, or `the root dict`. The keys that lead to a value are joined only when a
    /// message names it.
    var name: String { joinedKeys ?? "the root dict" }
    /// The last key, as a message names it.
    var key: String { ownKey ?? "the root dict" }

    private var ownKey: String? { record.entry.map { PlistEntry(tree: tree, index: $0).key } }

    private var joinedKeys: String? {
        guard let ownKey else { return nil }
        return parent?.joinedKeys.map { $0 + "." + ownKey } ?? ownKey
    }

    /// The effective entries of a dict: the last of each key, in document order.
    static func effectiveEntries(_ entries: PlistEntries) -> [PlistEntry] {
        entries.filter { !$0.isOverridden }
    }
}
