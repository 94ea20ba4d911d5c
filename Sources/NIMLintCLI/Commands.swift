import NIMLint

/// The subcommands, and `help`, which shows their usage.
enum Commands {
    static let helpSpec = CommandSpec(
        name: "help", operands: "[COMMAND]", summary: "Show the usage of nimlint or of one command.", options: [])

    static let all = [
        CheckCommand.spec, CheckCommand.fixSpec, RulesCommand.spec, ExplainCommand.spec,
        HookCommands.installSpec, HookCommands.uninstallSpec, LSPCommand.spec, PreviewCommand.spec, ShowCommand.spec,
        DiffCommand.spec, MigrateCommand.spec, helpSpec,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch {
            Output.standardError(error.message)
            return 2
        }
    }

    private static func dispatch(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            Output.standardError(Usage.overview)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "check": return try CheckCommand.run(rest, as: CheckCommand.spec)
        case "fix": return try CheckCommand.run(rest, as: CheckCommand.fixSpec)
        case "rules": return try RulesCommand.run(rest)
        case "explain": return try ExplainCommand.run(rest)
        case "install-hook": return try HookCommands.install(rest)
        case "uninstall-hook": return try HookCommands.uninstall(rest)
        case "lsp": return try LSPCommand.run(rest)
        case "preview": return try PreviewCommand.run(rest)
        case "show": return try ShowCommand.run(rest)
        case "diff": return try DiffCommand.run(rest)
        case "migrate": return try MigrateCommand.run(rest)
        case "help": return try help(rest)
        case "--help", "-h":
            guard rest.isEmpty else { return try help(rest) }
            Output.standardOutput(Usage.overview)
            return 0
        case "--version", "version":
            Output.standardOutput("\(NIMLint.name) \(NIMLint.version)\n")
            return 0
        default:
            let what = first.hasPrefix("-") ? "option" : "command"
            let candidates = first.hasPrefix("-") ? ["--help", "--version"] : all.map(\.name)
            let suggestion = Suggestions.closest(to: first, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "nimlint: unknown \(what) '\(first)'\(suggestion)")
        }
    }

    private static func help(_ arguments: [String]) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, for: helpSpec)
        guard let name = parsed.operands.first, !parsed.flag("--help") else {
            Output.standardOutput(parsed.flag("--help") ? Usage.help(for: helpSpec) : Usage.overview)
            return 0
        }
        guard let command = all.first(where: { $0.name == name }) else {
            let suggestion = Suggestions.closest(to: name, in: all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "nimlint help: unknown command '\(name)'\(suggestion)")
        }
        Output.standardOutput(Usage.help(for: command))
        return 0
    }
}
