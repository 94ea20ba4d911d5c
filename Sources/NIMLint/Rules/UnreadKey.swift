/// A key the schema knows that the NIMKit release in force does not read (`SchemaNode.unreadProperties`):
/// either a key NIMKit stopped reading (`deprecated-key`) or one only other releases read (`unknown-key`,
/// `unknown-message-type`).
struct UnreadKey {
    let entry: PlistEntry
    /// The plist-era releases that do read the key.
    let readers: [NIMKitVersion]
    /// Every release that reads the key is older than every candidate release: NIMKit stopped reading it.
    let isRetired: Bool

    /// The effective entries of `visit`'s dict whose keys the release in force does not read.
    static func all(in visit: SchemaVisit, release: NIMKitRelease) -> [UnreadKey] {
        let unread = visit.schema.unreadProperties
        guard !unread.isEmpty else { return [] }
        return visit.unknownEntries.compactMap { entry in
            guard let schema = unread[entry.key] else { return nil }
            let readers = NIMKitVersion.plistEra.filter { schema.releases?.contains($0) ?? true }
            let oldest = release.candidates.min()
            return UnreadKey(
                entry: entry, readers: readers,
                isRetired: oldest.map { first in readers.allSatisfy { $0 < first } } ?? false)
        }
    }

    /// Whether an entry's `key` is one of these keys (the rules for unknown keys leave them to this type's messages).
    static func isUnread(_ key: String, in visit: SchemaVisit) -> Bool {
        visit.schema.unreadProperties[key] != nil
    }

    /// `only NIMKit 1.0.0–1.0.7 read it`.
    var readersPhrase: String {
        readers.isEmpty
            ? "no NIMKit release reads it"
            : "only NIMKit \(NIMKitVersion.describe(readers)) read\(readers.count == 1 ? "s" : "") it"
    }

    /// Where the release in force came from, and how to name another.
    static func releaseHelp(_ release: NIMKitRelease) -> String {
        "\(release.name) \(release.origin); if the app uses another release, name it with --nimkit or \"nimkit\" in .nimlint.json"
    }
}
