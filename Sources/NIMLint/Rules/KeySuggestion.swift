/// Did-you-mean for a key NIMKit never reads, and the rename that applies it when that is unambiguous.
struct KeySuggestion {
    let candidate: String
    /// Whether the dict already holds the suggested key, which makes the unknown one a leftover.
    let alreadyPresent: Bool

    /// `dictKeys` are the keys of the dict holding `entry`, gathered once per dict: looking each suggestion up
    /// among the entries would compare every unknown key with every other.
    init?(for entry: PlistEntry, among known: Suggestions.Candidates, dictKeys: @autoclosure () -> Set<String>) {
        guard let candidate = known.closest(to: entry.key) else { return nil }
        self.candidate = candidate
        self.alreadyPresent = dictKeys().contains(candidate)
    }

    func help(for key: String) -> String {
        if candidate == key.trimmingWhitespace {
            return "did you mean '\(candidate)'? NIMKit looks keys up exactly, spaces included"
        }
        let caseOnly = candidate.lowercased() == key.lowercased()
        return "did you mean '\(candidate)'?" + (caseOnly ? " NIMKit looks keys up case-sensitively" : "")
    }

    /// Renaming the key changes what NIMKit reads, so it is unsafe; it is offered only when the suggested key is
    /// not in the dict already and the key's text is written plainly.
    func rename(_ entry: PlistEntry, in file: SettingsFile) -> Fix? {
        guard !alreadyPresent, file.source.string(in: entry.keyContent) == entry.key else { return nil }
        return Fix(
            safety: .unsafe, title: "rename '\(entry.key)' to '\(candidate)'",
            edits: [Edit(range: entry.keyContent, replacement: candidate)])
    }
}
