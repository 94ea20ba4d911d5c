import NIMLint

/// `nimlint lsp`: the language server, on standard input and output.
enum LSPCommand {
    static let spec = CommandSpec(
        name: "lsp", operands: "",
        summary: "Run the language server (LSP 3.17) on standard input and output, for editors: diagnostics as "
            + "you type, quick fixes, hover, completion, an outline and inlay hints.",
        options: [],
        notes: ["Exit status: 0 after the client's shutdown and exit; 1 when the session ends without shutdown."])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard try ParsedArguments.parseWithoutOperands(arguments, for: spec) != nil else { return 0 }
        return LanguageServer().run()
    }
}
