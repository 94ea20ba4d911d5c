/// An input parsed, with the settings file it is taken for and the findings about how that was decided: by its
/// name, by a near miss of its name (`settings-file-name`), by `--schema`, or else by its root keys
/// (`inferred-settings-kind`, or `not-a-settings-file` when they say neither).
final class IdentifiedInput {
    var input: LintInput
    var result: ParseResult
    var kind: SettingsKind?
    /// Whether the kind was read from the root keys because nothing else said it.
    var kindFromContent = false
    var notes: [Diagnostic] = []

    init(_ input: LintInput, configuration: Configuration) {
        self.input = input
        result = PlistParser.parse(input.source)
        let path = input.source.path
        if let kind = input.kind {
            self.kind = kind
        } else if let nearKind = SettingsKind.nearlyNamed(path) {
            kind = nearKind
            notes.append(SettingsFileNameRule.diagnostic(path: path, intended: nearKind))
        } else {
            kindFromContent = true
            identifyByContent(configuration: configuration)
            return
        }
        result = DictionaryLoading.judged(result)
        if let nested = NestedSettingsBundleRule.diagnostic(path: path) { notes.append(nested) }
    }

    /// A file that did not parse keeps its parse findings alone: its root keys cannot be read.
    private func identifyByContent(configuration: Configuration) {
        guard result.succeeded else { return }
        let root = result.document.root
        switch ContentKind.verdict(of: root, configuration: configuration) {
        case .settings(let kind, let evidence, let misspelt):
            self.kind = kind
            notes.append(
                InferredSettingsKindRule.diagnostic(kind: kind, evidence: evidence, misspelt: misspelt, root: root))
        case .neither(let reason):
            notes.append(NotASettingsFileRule.diagnostic(reason: reason, root: root))
        }
    }
}
