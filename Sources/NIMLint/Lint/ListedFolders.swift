/// Which of the names nimlint looks for beside settings files each folder of a walk holds, as the walk's own
/// listing of the folder showed them: a configuration, and the evidence of the NIMKit release. Most folders hold
/// none of them, and asking the file system for each name in each folder again cost a system call apiece, six
/// times the walk's own. Only an absence is taken from here; a name that is there is still looked at as before.
final class ListedFolders {
    /// The names asked about, each a bit of a folder's record.
    static let names = [ConfigurationLoader.fileName, "Podfile.lock", "NIMKit.podspec", "NIMKit"]

    private var present: [String: UInt8] = [:]

    /// Notes the names among `names` that `entries` of the absolute `folder` hold.
    func record(folder: String, entries: some Sequence<String>) {
        var bits: UInt8 = 0
        for entry in entries {
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
