/// `textDocument/codeAction`: a quick fix for each fixable finding in the requested range, and
/// `source.fixAll.nimlint`, which applies every safe fix as `nimlint fix` does, round after round.
///
/// A client without `codeActionLiteralSupport` takes only `Command`s, which would need a command of nimlint's own
/// to send the edit back with `workspace/applyEdit`: it is offered no actions.
enum CodeActionHandler {
    static func handle(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard session.client.codeActionLiterals else { return [] }
        guard let folder = session.lint(uri) else { return [] }
        let conversion = session.conversion(for: document)
        guard let requested = conversion.sourceRange(params?["range"]) else {
            throw .invalidParams("codeAction needs a range")
        }
        let only = params?["context"]?["only"]?.elements?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool {
            only.map { kinds in kinds.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        var actions: [JSONValue] = []
        if wanted("quickfix") {
            actions += folder.reports[0].diagnostics
                .filter { touches($0.range, requested) }
                .compactMap(conversion.quickFix)
        }
        // The fix loop runs only when a safe fix is on offer: editors ask for actions at every cursor move.
        let hasSafeFix = folder.reports[0].diagnostics.contains { $0.fix?.safety == .safe }
        if wanted(InitializeHandler.fixAllKind), hasSafeFix, let edit = fixAllEdit(folder) {
            actions.append([
                "title": "Fix all safe nimlint problems", "kind": .string(InitializeHandler.fixAllKind),
                "edit": conversion.workspaceEdit([edit]),
            ])
        }
        return .array(actions)
    }

    /// Whether a finding lies in or touches the range the editor asked about (a cursor is an empty range).
    private static func touches(_ range: SourceRange, _ requested: SourceRange) -> Bool {
        range.overlaps(requested) || requested.isEmpty && range.start <= requested.start && requested.start <= range.end
            || range.isEmpty && requested.start <= range.start && range.start <= requested.end
    }

    /// The safe fix loop's result as one edit spanning what changed; nil when nothing would change or the file
    /// cannot be fixed (it does not parse, or a round was rolled back).
    private static func fixAllEdit(_ folder: ServerSession.LintedFolder) -> Edit? {
        // The sibling is read beside the document, never fixed with it: the action edits this document alone.
        let inputs = folder.inputs.enumerated().map { index, input in
            var input = input
            input.isContext = index > 0
            return input
        }
        let outcome = FixRun.fix(folder: inputs, linter: folder.linter, unsafe: false)[0].outcome
        guard outcome.rollback == nil, !outcome.blockedByParseErrors, outcome.hasChanges else { return nil }
        return changedSpan(from: outcome.original.text, to: outcome.fixed.text)
    }

    /// One edit turning `original` into `fixed`: the bytes between their common start and common end, cut at
    /// character boundaries so the edit's range converts to any position encoding.
    static func changedSpan(from original: [UInt8], to fixed: [UInt8]) -> Edit {
        var prefix = 0
        while prefix < original.count, prefix < fixed.count, original[prefix] == fixed[prefix] { prefix += 1 }
        while prefix > 0, prefix < original.count, original[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < original.count - prefix, suffix < fixed.count - prefix,
            original[original.count - 1 - suffix] == fixed[fixed.count - 1 - suffix]
        {
            suffix += 1
        }
        while suffix > 0, original[original.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        return Edit(
            range: SourceRange(prefix, original.count - suffix),
            replacement: String(decoding: fixed[prefix..<fixed.count - suffix], as: UTF8.self))
    }
}
