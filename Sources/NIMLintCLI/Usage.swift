import NIMLint

/// Usage text, generated from the command specs so it cannot drift from what the parser accepts, and wrapped
/// to fit an 80-column terminal.
enum Usage {

    static var overview: String {
        var lines = TextWrapping.wrap(
            "\(NIMLint.name) \(NIMLint.version): lint NIMKit's settings files "
                + "(\(SettingsKind.allCases.map(\.fileName).joined(separator: ", ")))",
            indent: 0)
        lines += [
            "",
            "usage: nimlint <command> [options]",
            "",
            "commands:",
        ]
        lines += Commands.all.flatMap { row($0.name, firstSentence(of: $0.summary), indent: 2, column: 14) }
        lines += [
            "",
            "options:",
        ]
        lines += row("--version", "print the version (also 'nimlint version')", indent: 2, column: 14)
        lines += row("--help", "show this help", indent: 2, column: 14)
        lines += ["", "Run 'nimlint help <command>' for a command's options."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func help(for command: CommandSpec) -> String {
        var lines = [
            "usage: nimlint \(command.name) [options]\(command.operands.isEmpty ? "" : " " + command.operands)", "",
        ]
        lines += TextWrapping.wrap(command.summary, indent: 0)
        lines += ["", "options:"]
        for option in command.options + [CommandSpec.help] {
            let label = option.name + (option.valueName.map { " " + $0 } ?? "")
            lines += row(label, option.summary, indent: 2, column: 26)
        }
        for note in command.notes {
            lines.append("")
            lines += TextWrapping.wrap(note, indent: 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The overview lists each command in one sentence; `help COMMAND` gives the rest.
    static func firstSentence(of text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// A label and its description; the description wraps in its own column, or starts on the next line when
    /// the label is too long for the column.
    static func row(_ label: String, _ text: String, indent: Int, column: Int) -> [String] {
        let padding = String(repeating: " ", count: indent)
        let wrapped = TextWrapping.wrap(text, indent: column)
        let head = padding + label
        guard head.count < column - 1 else { return [head] + wrapped }
        let first = head + String(repeating: " ", count: column - head.count) + wrapped[0].dropFirst(column)
        return [first] + wrapped.dropFirst()
    }
}
