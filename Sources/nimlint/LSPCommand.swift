import NIMLint

/// `nimlint lsp`: the language server, on standard input and output.
enum LSPCommand {
    static let spec = CommandSpec(
        name: "lsp", operands: "",
        summary: "Run the language server (LSP 3.17) on standard input and output, for editors: diagnostics as "
            + "you type, quick fixes, hover and completion.",
        options: [],
        notes: ["Exit status: 0 after the client's shutdown and exit; 1 when the session ends without shutdown."])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, for: spec)
        if parsed.flag("--help") {
            Output.standardOutput(Usage.help(for: spec))
            return 0
        }
        if let extra = parsed.operands.first {
            throw UsageError(message: "nimlint lsp: unexpected argument '\(extra)'")
        }
        return LanguageServer(knownRules: knownRules).run()
    }
}
