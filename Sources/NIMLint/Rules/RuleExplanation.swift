extension RuleDescription {
    /// The text `nimlint explain RULE` prints: what the rule is, why NIMKit needs it, and its examples with
    /// `↓` where a finding lands.
    public func explanationText() -> String {
        var lines = ["\(id) (\(defaultSeverity.rawValue)\(enabledByDefault ? "" : ", off by default"))", "", summary, "", explanation]
        if let fixSafety {
            lines += ["", "Fixable: \(fixSafety == .safe ? "yes (safe)" : "yes, with --unsafe-fixes")"]
        }
        func block(_ title: String, _ examples: [RuleExample]) {
            guard !examples.isEmpty else { return }
            lines += ["", title]
            for example in examples {
                lines += ["", "  \(example.fileName ?? example.kind.fileName):"]
                lines += example.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        block("Triggering examples:", triggeringExamples)
        block("Non-triggering examples:", nonTriggeringExamples)
        if !corrections.isEmpty {
            lines += ["", "Corrections:"]
            for correction in corrections {
                lines += ["", "  \(correction.safety.rawValue) fix in \(correction.kind.fileName), before:"]
                lines += correction.before.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                lines += ["  after:"]
                lines += correction.after.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
