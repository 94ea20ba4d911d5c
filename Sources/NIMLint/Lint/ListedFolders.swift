/// Which of the names nimlint looks for beside settings files each folder of a walk holds, as the walk's own
/// listing of the folder showed them: a configuration, the evidence of the NIMKit release, and the kit's image
/// bundle beside a settings bundle. Most folders hold none of them, and asking the file system for each name in
/// each folder again cost a system call apiece, six times the walk's own. Only an absence is taken from here; a
/// name that is there is still looked at as before.
final class ListedFolders {
    /// The names asked about, each a bit of a folder's record.
    static let names = [ConfigurationLoader.fileName, "Podfile.lock", "NIMKit.podspec", "NIMKit", ImageIndex.kitBundle]

    /// A bit for each length of a name (all are under 64 bytes).
    private static let nameLengths = names.reduce(UInt64(0)) { $0 | 1 << UInt64($1.utf8.count) }

    private var present: [String: UInt8] = [:]

    /// Notes the names among `names` that `entries` of the absolute `folder` hold.
    func record(folder: String, entries: some Sequence<String>) {
        var bits: UInt8 = 0
        for entry in entries {
            // Most entries are of none of the names' lengths, told at once: comparing each with every name was
            // most of the cost of recording a folder.
            let length = entry.utf8.count
            guard length < 64, Self.nameLengths & 1 << UInt64(length) != 0 else { continue }
            if let index = Self.names.firstIndex(of: entry) { bits |= 1 << index }
        }
        present[folder] = bits
    }

    /// Whether the absolute `folder` may hold `name` (one of `names`): false only when the walk listed the
    /// folder and did not see it there.
    func mayHold(_ name: String, inFolder folder: String) -> Bool {
        mayHold(any: CollectionOfOne(name), inFolder: folder)
    }

    /// Whether the absolute `folder` may hold any of `names` (among `Self.names`).
    func mayHold(any names: some Sequence<String>, inFolder folder: String) -> Bool {
        guard let bits = present[folder] else { return true }
        return names.contains { name in Self.names.firstIndex(of: name).map { bits & (1 << $0) != 0 } ?? true }
    }
}
