/// A schema dict's properties by name, for the lookup the schema walk makes for every key of every file: an
/// open-addressed table hashed with FNV-1a over the name's bytes, a fraction of the cost of `Dictionary`'s seeded
/// SipHash for names this short. Names compare as Swift compares strings, by canonical equivalence: ASCII text
/// is looked up by its bytes, any other through the dictionary.
struct PropertyTable: Sendable {
    private struct Property: Sendable {
        var hash: UInt32
        var name: [UInt8]
        var node: SchemaNode
    }

    private let byName: [String: SchemaNode]
    /// Whether every name is ASCII, so that an ASCII text names a property exactly when its bytes do.
    private let namesAreASCII: Bool
    private let properties: [Property]
    /// Indices in `properties`, -1 for an empty slot; at least twice as many slots as properties, a power of two.
    private let slots: [Int32]

    init(_ byName: [String: SchemaNode]) {
        self.byName = byName
        namesAreASCII = byName.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var slotCount = 4
        while slotCount < byName.count * 2 { slotCount *= 2 }
        var slots = [Int32](repeating: -1, count: slotCount)
        var stored: [Property] = []
        stored.reserveCapacity(byName.count)
        for (name, node) in byName {
            let bytes = Array(name.utf8)
            let hash = bytes.withUnsafeBufferPointer(PlistText.scan).hash
            var slot = Int(hash) & (slotCount - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Int32(stored.count)
            stored.append(Property(hash: hash, name: bytes, node: node))
        }
        properties = stored
        self.slots = slots
    }

    subscript(name: String) -> SchemaNode? {
        guard namesAreASCII, name.utf8.allSatisfy({ $0 < 0x80 }) else { return byName[name] }
        return name.utf8.withContiguousStorageIfAvailable(node(withASCIIName:)) ?? byName[name]
    }

    /// The property named by the text of a key in a parsed tree.
    func node(named index: Int, in text: PlistText) -> SchemaNode? {
        let span = text.span(index)
        guard namesAreASCII, span.isASCII else { return byName[text.string(index)] }
        return node(withASCIIName: text.bytes(of: index), hash: span.hash)
    }

    private func node(withASCIIName name: UnsafeBufferPointer<UInt8>) -> SchemaNode? {
        node(withASCIIName: name, hash: PlistText.scan(name).hash)
    }

    private func node(withASCIIName name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> SchemaNode? {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return nil }
            if properties[index].hash == hash, properties[index].name.withUnsafeBufferPointer({ PlistText.same($0, name) }) {
                return properties[index].node
            }
            slot = (slot + 1) & mask
        }
    }
}
