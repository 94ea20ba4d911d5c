extension ParsedArguments {
    /// The arguments of a command that takes no operands (`rules`, `lsp`); nil when `--help` was asked for, which
    /// has then been shown.
    static func parseWithoutOperands(_ arguments: [String], for command: CommandSpec) throws(UsageError)
        -> ParsedArguments?
    {
        let parsed = try parse(arguments, for: command)
        if parsed.flag("--help") {
            Output.standardOutput(Usage.help(for: command))
            return nil
        }
        if let extra = parsed.operands.first {
            throw UsageError(message: "nimlint \(command.name): unexpected argument '\(extra)'")
        }
        return parsed
    }
}
