/// The one conversion from nimlint's findings and fixes to LSP's, for one document, in the shapes the client
/// declared it takes. Every handler that shows a range, a diagnostic or an edit goes through here.
struct LSPConversion {
    let uri: String
    let source: SourceFile
    let client: ClientCapabilities

    var encoding: PositionEncoding { client.positionEncoding }

    /// LSP's `DiagnosticTag`s by rule: what editors draw faded (unnecessary) or struck through (deprecated).
    private static let tags: [String: [Int]] = [
        DeprecatedKeyRule.description.id: [2],
        UnusedSuppressionRule.description.id: [1],
    ]

    func range(_ range: SourceRange) -> JSONValue {
        [
            "start": encoding.position(of: range.start, in: source).json,
            "end": encoding.position(of: range.end, in: source).json,
        ]
    }

    /// The offsets a client's `{start, end}` range covers.
    func sourceRange(_ json: LocatedJSON?) -> SourceRange? {
        guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else { return nil }
        let startOffset = encoding.offset(of: start, in: source)
        return SourceRange(startOffset, max(startOffset, encoding.offset(of: end, in: source)))
    }

    /// An LSP `Diagnostic`: the help lines go into the message, since LSP has no place of their own for them, and
    /// so do the related locations for a client without `relatedInformation`, each with its line.
    func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        let relatedLines =
            client.diagnosticRelatedInformation
            ? []
            : diagnostic.related.map { related in
                "related: line \(encoding.position(of: related.range.start, in: source).line + 1): \(related.message)"
            }
        let message = ([diagnostic.message] + diagnostic.help.map { "help: \($0)" } + relatedLines).joined(
            separator: "\n")
        let related: JSONValue? =
            diagnostic.related.isEmpty || !client.diagnosticRelatedInformation
            ? nil
            : .array(
                diagnostic.related.map { related in
                    [
                        "location": ["uri": .string(uri), "range": range(related.range)],
                        "message": .string(related.message),
                    ]
                })
        let tags = (Self.tags[diagnostic.rule] ?? []).filter(client.diagnosticTags.contains)
        return .object(dropping: [
            ("range", range(diagnostic.range)),
            ("severity", .integer(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.rule)),
            ("source", .string(NIMLint.name)),
            ("message", .string(message)),
            ("tags", tags.isEmpty ? nil : .array(tags.map(JSONValue.integer))),
            ("relatedInformation", related),
        ])
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// A `WorkspaceEdit` making `edits` to this document.
    func workspaceEdit(_ edits: [Edit]) -> JSONValue {
        let textEdits = edits.map { edit -> JSONValue in
            ["range": range(edit.range), "newText": .string(edit.replacement)]
        }
        return ["changes": .object([(uri, .array(textEdits))])]
    }

    /// The quick fix of one finding: its fix's edits, as `nimlint fix` applies them. Unsafe fixes say so in the
    /// title and are never preferred, so no editor applies one on its own; `isPreferred` goes only to a client
    /// that declared it.
    func quickFix(for diagnostic: Diagnostic) -> JSONValue? {
        guard let fix = diagnostic.fix, fix.canApply(to: source) else { return nil }
        let safe = fix.safety == .safe
        return .object(dropping: [
            ("title", .string(safe ? fix.title : "\(fix.title) (unsafe: \(fix.unsafeBecause))")),
            ("kind", "quickfix"),
            ("diagnostics", [self.diagnostic(diagnostic)]),
            ("isPreferred", client.codeActionIsPreferred ? .bool(safe) : nil),
            ("edit", workspaceEdit(fix.edits)),
        ])
    }
}
