/// A schema dict's properties by name, for the lookup the schema walk makes for every key of every file: an
/// open-addressed table hashed with FNV-1a over the name's bytes, a fraction of the cost of `Dictionary`'s seeded
/// SipHash for names this short.
struct PropertyTable: Sendable {
    private struct Property: Sendable {
        var hash: UInt32
        var name: String
        var node: SchemaNode
    }

    private let properties: [Property]
    /// Indices in `properties`, -1 for an empty slot; at least twice as many slots as properties, a power of two.
    private let slots: [Int32]

    init(_ properties: [String: SchemaNode]) {
        var slotCount = 4
        while slotCount < properties.count * 2 { slotCount *= 2 }
        var slots = [Int32](repeating: -1, count: slotCount)
        var stored: [Property] = []
        stored.reserveCapacity(properties.count)
        for (name, node) in properties {
            let hash = Self.hash(name)
            var slot = Int(hash) & (slotCount - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Int32(stored.count)
            stored.append(Property(hash: hash, name: name, node: node))
        }
        self.properties = stored
        self.slots = slots
    }

    subscript(name: String) -> SchemaNode? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return nil }
            if properties[index].hash == hash, properties[index].name == name { return properties[index].node }
            slot = (slot + 1) & mask
        }
    }

    private static func hash(_ name: String) -> UInt32 {
        func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt32 {
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
        return name.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(name.utf8)
    }
}
