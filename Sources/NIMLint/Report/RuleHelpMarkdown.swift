extension RuleDescription {
    /// The rule's help for SARIF viewers (`help.markdown`): what `nimlint explain` says, with the examples that are
    /// also the rule's tests as XML code blocks.
    func helpMarkdown() -> String {
        var parts = ["**\(id)**: \(summary)", explanation]
        let reported = triggeringExamples.map { Self.codeBlocks($0.unmarked.text, beside: $0.siblings) }
        if !reported.isEmpty {
            parts.append("Reported:\n\n" + reported.joined(separator: "\n\n"))
        }
        let silent = nonTriggeringExamples.map { Self.codeBlocks($0.text, beside: $0.siblings) }
        if !silent.isEmpty {
            parts.append("Not reported:\n\n" + silent.joined(separator: "\n\n"))
        }
        for correction in corrections {
            let safety = correction.safety == .safe ? "safe" : "unsafe, needs `--unsafe-fixes`"
            parts.append(
                "Fix (\(safety)):\n\n" + Self.codeBlock(correction.before) + "\n\nbecomes\n\n"
                    + Self.codeBlock(correction.after))
        }
        parts.append("Run `nimlint explain \(id)` for the same text in a terminal.")
        return parts.joined(separator: "\n\n")
    }

    /// An example's file, then each file beside it in its folder, named.
    private static func codeBlocks(_ text: String, beside siblings: [RuleExample]) -> String {
        ([codeBlock(text)] + siblings.map { "beside it, `\($0.title)`:\n\n" + codeBlock($0.text) })
            .joined(separator: "\n\n")
    }

    /// A fenced block long enough that no run of backticks inside the example can close it.
    private static func codeBlock(_ text: String) -> String {
        let body =
            text.hasPrefix(RuleExample.plistHeader) ? String(text.dropFirst(RuleExample.plistHeader.count)) : text
        var fence = "```"
        while body.contains(fence) { fence += "`" }
        return fence + "xml\n" + (body.hasSuffix("\n") ? body : body + "\n") + fence
    }
}
