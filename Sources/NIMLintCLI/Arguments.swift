import NIMLint

/// A command-line option: a flag (`--strict`) or one that takes a value (`--format json`, `--format=json`).
struct OptionSpec {
    var name: String
    /// Shown in usage; nil for a flag.
    var valueName: String?
    /// The values accepted, when they are a fixed list.
    var choices: [String]?
    var summary: String
    /// A one-letter spelling (`-o` for `--output`), parsed as the long name.
    var shortName: String?

    static func flag(_ name: String, _ summary: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, choices: nil, summary: summary)
    }

    static func value(
        _ name: String, _ valueName: String, choices: [String]? = nil, short shortName: String? = nil, _ summary: String
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, choices: choices, summary: summary, shortName: shortName)
    }
}

/// A subcommand's grammar, from which both parsing and its usage text come.
struct CommandSpec {
    var name: String
    var operands: String
    var summary: String
    var options: [OptionSpec]
    /// Paragraphs after the options in `--help`.
    var notes: [String] = []

    static let help = OptionSpec.flag("--help", "show this help")
}

/// A mistake in how nimlint was called: one line on standard error, exit code 2.
struct UsageError: Error {
    var message: String
}

/// What a command line said: option values in order (a repeated option keeps all of them), and operands.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var operands: [String] = []

    func flag(_ name: String) -> Bool { values[name] != nil }
    /// The last value given, as most tools take a repeated option.
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// `arguments` parsed for `command`, or nil once `--help` has printed the command's help.
    static func parseUnlessHelp(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments?
    {
        let parsed = try parse(arguments, for: command)
        guard parsed.flag("--help") else { return parsed }
        Output.standardOutput(Usage.help(for: command))
        return nil
    }

    /// `--name value`, `--name=value`, `-h` for `--help`, and `--` before operands that start with a dash.
    /// A lone `-` is an operand (standard input).
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        let options = command.options + [CommandSpec.help]
        var parsed = ParsedArguments()
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            let (spelt, inlineValue) = split(argument == "-h" ? "--help" : argument)
            let name = options.first { $0.shortName == spelt }?.name ?? spelt
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion =
                    Suggestions.closest(to: name, in: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "nimlint \(command.name): unknown option '\(name)'\(suggestion)")
            }
            guard let valueName = option.valueName else {
                guard inlineValue == nil else {
                    throw UsageError(message: "nimlint \(command.name): \(name) takes no value")
                }
                parsed.values[name, default: []].append("")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "nimlint \(command.name): \(name) needs a value (\(valueName))")
            }
            if let choices = option.choices, !choices.contains(value) {
                let suggestion = Suggestions.closest(to: value, in: choices).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    message: "nimlint \(command.name): \(name) must be one of "
                        + "\(choices.joined(separator: ", ")), not '\(value)'\(suggestion)")
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
