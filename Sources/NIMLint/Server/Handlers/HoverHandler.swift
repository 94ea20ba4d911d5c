/// `textDocument/hover` on a key, a message type or a value: what the schema says about the key.
enum HoverHandler {
    static func handle(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        let position = try params.position()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard let kind = LintInput.kind(ofPath: document.source.path) else { return .null }
        let offset = session.encoding.offset(of: position, in: document.source)
        let outline = PlistOutline(document.source.text)
        let hovered: (path: [String], range: SourceRange)?
        if let key = outline.keys.first(where: { $0.element.start <= offset && offset < $0.element.end }) {
            hovered = (key.dictPath + [key.text], key.element)
        } else if let value = outline.values.first(where: { $0.element.start <= offset && offset < $0.element.end }) {
            hovered = (value.path, value.element)
        } else {
            hovered = nil
        }
        let configuration = session.configuration(for: document)
        guard let hovered, let key = hovered.path.last,
            let schema = configuration.schema(for: kind).root.descendant(hovered.path)
        else { return .null }
        let release = session.release(for: document)
        return [
            "contents": session.client.hoverContents { kind in
                SchemaDocumentation.text(key: key, schema: schema, configuration: configuration, release: release, as: kind)
            },
            "range": session.conversion(for: document).range(hovered.range),
        ]
    }
}
