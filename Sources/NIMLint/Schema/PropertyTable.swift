/// A schema dict's properties by name, for the lookup the schema walk makes for every key of every file: an
/// open-addressed table hashed with FNV-1a over the name's bytes, a fraction of the cost of `Dictionary`'s seeded
/// SipHash for names this short. Names compare as Swift compares strings, by canonical equivalence: ASCII text
/// is looked up by its bytes, any other (rare in a settings file) by comparing strings one by one. Each property
/// has a position in the table, which the walk uses to record which properties a dict holds.
struct PropertyTable: Sendable {
    private struct Property: Sendable {
        var hash: UInt32
        var name: String
        var bytes: [UInt8]
        var node: SchemaNode
    }

    /// Whether every name is ASCII, so that an ASCII text names a property exactly when its bytes do.
    private let namesAreASCII: Bool
    private let properties: [Property]
    /// Positions in `properties`, -1 for an empty slot; at least twice as many slots as properties, a power of two.
    private let slots: [Int32]

    init(_ nodes: [String: SchemaNode]) {
        namesAreASCII = nodes.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var slotCount = 4
        while slotCount < nodes.count * 2 { slotCount *= 2 }
        var slots = [Int32](repeating: -1, count: slotCount)
        var stored: [Property] = []
        stored.reserveCapacity(nodes.count)
        for (name, node) in nodes {
            let bytes = Array(name.utf8)
            let hash = bytes.withUnsafeBufferPointer(PlistText.scan).hash
            var slot = Int(hash) & (slotCount - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Int32(stored.count)
            stored.append(Property(hash: hash, name: name, bytes: bytes, node: node))
        }
        properties = stored
        self.slots = slots
    }

    /// The bit standing for the property at `position` in a set of found properties; 0 past the 64th.
    static func bit(at position: Int) -> UInt64 {
        position < 64 ? 1 << UInt64(position) : 0
    }

    func position(of name: String) -> Int? {
        let key = KeyName(name)
        guard namesAreASCII, key.isASCII else { return position(comparing: name) }
        return key.withBytes { position(ofASCII: $0, hash: key.hash) }
    }

    /// The position of the property named by the text of a key in a parsed tree.
    func position(named index: Int, in text: PlistText) -> Int? {
        let span = text.span(index)
        return namesAreASCII && span.isASCII
            ? position(ofASCII: text.bytes(of: index), hash: span.hash) : position(comparing: text.string(index))
    }

    private func position(comparing name: String) -> Int? {
        properties.firstIndex { $0.name == name }
    }

    /// The node at `position`, unretained: for a walk that holds the schema it belongs to.
    func node(at position: Int) -> Unmanaged<SchemaNode> {
        .passUnretained(properties[position].node)
    }

    private func position(ofASCII name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return nil }
            if properties[index].hash == hash,
                properties[index].bytes.withUnsafeBufferPointer({ PlistText.same($0, name) })
            {
                return index
            }
            slot = (slot + 1) & mask
        }
    }
}
