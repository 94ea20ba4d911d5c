/// Finds the keys a dict holds more than once while its tree is built, so the rules and the schema walk read
/// from each entry whether a later one overrides it and which earlier one it overrides, instead of comparing
/// every key with every other.
enum DuplicateKeys {
    /// Settings dicts hold a dozen keys at most: up to this many, comparing pairs costs less than hashing.
    static let pairwiseLimit = 16

    /// Sets `earlierDuplicate` and `isOverridden` of the dict entries from `first` to the end of `entries`;
    /// whether any key is there twice.
    static func link<Entries: MutableCollection<PlistTree.Entry> & RandomAccessCollection>(
        _ entries: inout Entries, from first: Int, text: PlistText
    ) -> Bool where Entries.Index == Int {
        entries.count - first <= pairwiseLimit
            ? linkPairwise(&entries, from: first, text: text)
            : linkHashed(&entries, from: first, text: text)
    }

    @discardableResult
    static func linkPairwise<Entries: MutableCollection<PlistTree.Entry> & RandomAccessCollection>(
        _ entries: inout Entries, from first: Int, text: PlistText
    ) -> Bool where Entries.Index == Int {
        var found = false
        for index in first..<entries.count {
            let key = entries[index].key
            var earlier = index - 1
            while earlier >= first, !text.text(entries[earlier].key, equals: key) { earlier -= 1 }
            guard earlier >= first else { continue }
            entries[index].earlierDuplicate = earlier
            entries[earlier].isOverridden = true
            found = true
        }
        return found
    }

    static func linkHashed<Entries: MutableCollection<PlistTree.Entry> & RandomAccessCollection>(
        _ entries: inout Entries, from first: Int, text: PlistText
    ) -> Bool where Entries.Index == Int {
        var found = false
        var lastByKey: [String: Int] = [:]
        lastByKey.reserveCapacity(entries.count - first)
        for index in first..<entries.count {
            let key = text.string(entries[index].key)
            if let earlier = lastByKey.updateValue(index, forKey: key) {
                entries[index].earlierDuplicate = earlier
                entries[earlier].isOverridden = true
                found = true
            }
        }
        return found
    }
}
