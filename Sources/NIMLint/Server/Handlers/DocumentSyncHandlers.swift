/// `textDocument/didOpen`, `didChange`, `didSave` and `didClose`: keep the session's copy of each document in
/// step with the editor's, and publish its diagnostics.
enum DocumentSyncHandlers {
    static func didOpen(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) {
        let uri = try params.documentURI()
        guard let text = params?["textDocument"]?["text"]?.string else {
            throw .invalidParams("didOpen needs textDocument.text")
        }
        session.open(OpenDocument(uri: uri, text: text, version: params?["textDocument"]?["version"]?.integer))
    }

    /// Each change is a whole new text, or (incremental sync) a range and its replacement, applied in order.
    static func didChange(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) {
        let uri = try params.documentURI()
        guard let changes = params?["contentChanges"]?.elements else {
            throw .invalidParams("didChange needs contentChanges")
        }
        let encoding = session.encoding
        try session.change(uri, version: params?["textDocument"]?["version"]?.integer) {
            document throws(ResponseError) in
            for change in changes {
                guard let text = change["text"]?.string else { throw .invalidParams("a content change needs text") }
                guard let range = change["range"] else {
                    document.replaceText(text)
                    continue
                }
                guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) else {
                    throw .invalidParams("a content change's range needs start and end positions")
                }
                document.replace(from: start, to: end, with: text, encoding: encoding)
            }
        }
    }

    /// The buffer already holds what was saved, but files read from disk (a `.nimlint.json`, the sibling settings
    /// file, asset folders) may have changed meanwhile, and a client that does not watch files says so only here.
    static func didSave(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) {
        let uri = try params.documentURI()
        guard session.documents[uri] != nil else { throw .invalidParams("\(uri) is not open") }
        session.rereadFromDisk()
    }

    static func didClose(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) {
        session.close(try params.documentURI())
    }
}
