/// `initialize`: settles what the client can take (position encoding, formats) and says what the server offers.
enum InitializeHandler {
    static let fixAllKind = "source.fixAll.nimlint"

    static func handle(_ session: ServerSession, _ params: LocatedJSON?) -> JSONValue {
        session.client = ClientCapabilities(params?["capabilities"])
        // The specification lets `CodeActionOptions` go only to a client with `codeActionLiteralSupport`.
        let codeActions: JSONValue =
            session.client.codeActionLiterals
            ? ["codeActionKinds": ["quickfix", .string(fixAllKind)]] : false
        return [
            "capabilities": [
                "positionEncoding": .string(session.encoding.rawValue),
                // 2: incremental; a client that only sends whole texts is served as well.
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": codeActions,
                "hoverProvider": true,
                "colorProvider": true,
                "documentSymbolProvider": true,
                "inlayHintProvider": true,
                "completionProvider": ["triggerCharacters": ["<", "#", "{"]],
            ],
            "serverInfo": ["name": .string(NIMLint.name), "version": .string(NIMLint.version)],
        ]
    }
}
