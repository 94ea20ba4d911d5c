extension RuleDescription {
    /// The rule's help for SARIF viewers (`help.markdown`): what `nimlint explain` says, with the examples that are
    /// also the rule's tests as XML code blocks.
    func helpMarkdown() -> String {
        var parts = ["**\(id)**: \(summary)", explanation]
        let reported = triggeringExamples.map { $0.unmarked.text }
        if !reported.isEmpty {
            parts.append("Reported:\n\n" + reported.map(Self.codeBlock).joined(separator: "\n\n"))
        }
        let silent = nonTriggeringExamples.map(\.text)
        if !silent.isEmpty {
            parts.append("Not reported:\n\n" + silent.map(Self.codeBlock).joined(separator: "\n\n"))
        }
        for correction in corrections {
            let safety = correction.safety == .safe ? "safe" : "unsafe, needs `--unsafe-fixes`"
            parts.append("Fix (\(safety)):\n\n" + Self.codeBlock(correction.before) + "\n\nbecomes\n\n"
                + Self.codeBlock(correction.after))
        }
        parts.append("Run `nimlint explain \(id)` for the same text in a terminal.")
        return parts.joined(separator: "\n\n")
    }

    /// A fenced block long enough that no run of backticks inside the example can close it.
    private static func codeBlock(_ text: String) -> String {
        let body = text.hasPrefix(RuleExample.plistHeader) ? String(text.dropFirst(RuleExample.plistHeader.count)) : text
        var fence = "```"
        while body.contains(fence) { fence += "`" }
        return fence + "xml\n" + (body.hasSuffix("\n") ? body : body + "\n") + fence
    }
}
