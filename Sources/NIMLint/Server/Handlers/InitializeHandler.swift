/// `initialize`: settles the position encoding and says what the server offers.
enum InitializeHandler {
    static let fixAllKind = "source.fixAll.nimlint"

    static func handle(_ session: ServerSession, _ params: LocatedJSON?) -> JSONValue {
        let capabilities = params?["capabilities"]
        let offered = capabilities?["general"]?["positionEncodings"]?.elements?.compactMap(\.string) ?? []
        session.encoding = .negotiated(offered: offered)
        session.clientRegistersWatchers =
            capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        return [
            "capabilities": [
                "positionEncoding": .string(session.encoding.rawValue),
                // 2: incremental; a client that only sends whole texts is served as well.
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix", .string(fixAllKind)]],
                "hoverProvider": true,
                "colorProvider": true,
                "completionProvider": ["triggerCharacters": ["<", "#", "{"]],
            ],
            "serverInfo": ["name": .string(NIMLint.name), "version": .string(NIMLint.version)],
        ]
    }
}
