import NIMLint

/// `nimlint rules`: every rule in a table.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules", operands: "",
        summary: "List every rule: its id, the severities it reports (worst first; "
            + "where there are several, what NIMKit then does decides), whether it can be fixed, and what it finds. "
            + "Rules shown as off are style rules: name them in .nimlint.json to enable them.",
        options: [])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard try ParsedArguments.parseWithoutOperands(arguments, for: spec) != nil else { return 0 }
        Output.standardOutput(table(RuleRegistry.all))
        return 0
    }

    static func table(_ rules: [RuleDescription]) -> String {
        let idWidth = max(4, rules.map(\.id.count).max() ?? 0) + 2
        func severities(_ rule: RuleDescription) -> String {
            let reported = rule.severities.map(\.rawValue).joined(separator: ", ")
            return rule.enabledByDefault ? reported : "off (\(reported))"
        }
        let severityWidth = max(8, rules.map { severities($0).count }.max() ?? 0) + 2
        let fixWidth = 5
        let summaryColumn = idWidth + severityWidth + fixWidth
        func cell(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(width - text.count, 1))
        }
        var lines = [cell("RULE", idWidth) + cell("REPORTS", severityWidth) + cell("FIX", fixWidth) + "SUMMARY"]
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            let head =
                cell(rule.id, idWidth) + cell(severities(rule), severityWidth)
                + cell(rule.isFixable ? "yes" : "-", fixWidth)
            let wrapped = TextWrapping.wrap(rule.summary, indent: summaryColumn)
            lines.append(head + wrapped[0].dropFirst(min(summaryColumn, head.count)))
            lines += wrapped.dropFirst()
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `nimlint explain RULE`: why a rule exists and what it looks like in a file.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain", operands: "RULE",
        summary: "Explain a rule: the NIMKit behaviour it guards against, with examples and what its fix does.",
        options: [])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: spec) else { return 0 }
        guard parsed.operands.count == 1, let id = parsed.operands.first else {
            throw UsageError(message: "nimlint explain: expected one rule id; 'nimlint rules' lists them")
        }
        guard let rule = RuleRegistry.all.first(where: { $0.id == id }) else {
            let suggestion =
                Suggestions.closest(to: id, in: RuleRegistry.all.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "nimlint explain: unknown rule '\(id)'\(suggestion)")
        }
        Output.standardOutput(rule.explanationText())
        return 0
    }
}
