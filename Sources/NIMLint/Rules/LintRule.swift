/// A rule that checks settings files: its description is its documentation and its test.
protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    /// Findings about `file`; `folder` holds every parsed settings file of the same folder, `file` included.
    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic]
    /// Whether the rule speaks about a file its NIMKit release never reads (only `settings-not-read` does).
    static var checksUnreadFiles: Bool { get }
}

extension LintRule {
    static var checksUnreadFiles: Bool { false }
}

extension RuleDescription {
    /// A finding of this rule at its default severity (the configuration may change it later).
    func diagnostic(
        _ message: String, at range: SourceRange, severity: Severity? = nil, help: [String] = [], fix: Fix? = nil,
        related: [RelatedLocation] = []
    ) -> Diagnostic {
        // Keys and values quoted from a file can hold line breaks, tabs and other controls (`<key>Text\n</key>`):
        // a finding reads as one line of printable text in every report (`PrintableText`). Lists and fixes with
        // nothing to escape are kept as they are (a fix's edits are sorted already): making them anew would
        // allocate for each of the thousands of findings of a file.
        Diagnostic(
            rule: id, severity: severity ?? defaultSeverity, message: PrintableText.escaped(message), range: range,
            help: help.allSatisfy { PrintableText.isPrintable($0) } ? help : help.map { PrintableText.escaped($0) },
            fix: fix.map {
                PrintableText.isPrintable($0.title)
                    ? $0 : Fix(safety: $0.safety, title: PrintableText.escaped($0.title), edits: $0.edits)
            },
            related: related.map { RelatedLocation(message: PrintableText.escaped($0.message), range: $0.range) })
    }
}
