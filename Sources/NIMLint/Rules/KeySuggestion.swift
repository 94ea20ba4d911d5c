/// Did-you-mean for a key NIMKit never reads, and the rename that applies it when that is unambiguous.
struct KeySuggestion {
    let candidate: String
    /// Whether the dict already holds the suggested key, which makes the unknown one a leftover.
    let alreadyPresent: Bool
    /// Whether the key differs from the suggestion only in case.
    private let differsInCaseOnly: Bool

    /// `key` is the text of an entry of `visit`'s dict, built once for everything said about it: a file can hold
    /// thousands of unknown keys. Whether the dict holds the suggestion comes from the walk's record of the
    /// properties it holds, instead of a set of all its keys.
    init?(for key: String, among known: Suggestions.Candidates, in visit: SchemaVisit) {
        guard let match = known.closestMatch(to: key) else { return nil }
        candidate = match.name
        differsInCaseOnly = match.differsInCaseOnly
        alreadyPresent = visit.holdsProperty(named: candidate)
    }

    /// What sets `key` apart from the suggestion, which its help names.
    fileprivate enum Slip: Hashable {
        case spaces, letterCase, spelling
    }

    fileprivate func slip(of key: String) -> Slip {
        if candidate == key.trimmingWhitespace { return .spaces }
        return differsInCaseOnly ? .letterCase : .spelling
    }

    fileprivate func help(for slip: Slip) -> String {
        switch slip {
        case .spaces: "did you mean '\(candidate)'? NIMKit looks keys up exactly, spaces included"
        case .letterCase: "did you mean '\(candidate)'? NIMKit looks keys up case-sensitively"
        case .spelling: "did you mean '\(candidate)'?"
        }
    }

    /// Renaming the key changes what NIMKit reads, so it is unsafe; it is offered only when the suggested key is
    /// not in the dict already and the key's text (`key`) is written plainly.
    func rename(_ entry: PlistEntry, key: String, in file: SettingsFile) -> Fix? {
        guard !alreadyPresent, file.source.string(in: entry.keyContent) == key else { return nil }
        return Fix(
            safety: .unsafe, title: "rename '\(key)' to '\(candidate)'",
            edits: [Edit(range: entry.keyContent, replacement: candidate)])
    }
}

/// The help lines of a dict's suggestions, each written once: a file can hold thousands of keys that come close to
/// the same few.
struct SuggestionHelps {
    private struct Written: Hashable {
        let candidate: String
        let slip: KeySuggestion.Slip
    }

    private var written: [Written: String] = [:]

    /// The help for `key`, the text of the entry `suggestion` was made for.
    mutating func help(for suggestion: KeySuggestion, key: String) -> String {
        let slip = suggestion.slip(of: key)
        let written = Written(candidate: suggestion.candidate, slip: slip)
        if let help = self.written[written] { return help }
        let help = suggestion.help(for: slip)
        self.written[written] = help
        return help
    }
}

extension KeySuggestion {
    /// What the dict's lacking the key meant decides, as the settings model says: the finding's consequence,
    /// judged as an absent or explicit value of that key would be. Nothing when the dict holds it already.
    func consequences(in visit: SchemaVisit, of file: SettingsFile) -> [AppliedSetting] {
        guard !alreadyPresent else { return [] }
        return file.folderModel.applied.settings(lacking: candidate, inDictAt: visit.node.range, in: file.source.path)
    }

    /// A misspelling's finding with its consequences, as bad as they are, and at least a warning: the author meant
    /// something NIMKit never reads.
    static func diagnostic(_ finding: Diagnostic, consequences: [AppliedSetting]) -> Diagnostic {
        var finding = finding
        finding.severity = max(.warning, Consequence.severity(consequences) ?? .warning)
        finding.consequences = consequences
        return finding
    }
}
