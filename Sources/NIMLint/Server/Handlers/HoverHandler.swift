/// `textDocument/hover` on a key, a message type or a value: what the schema says about the key, and what NIMKit
/// applies there, from the folder's last lint.
enum HoverHandler {
    static func handle(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        let position = try params.position()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard let kind = SettingsKind.named(document.source.path) else { return .null }
        let offset = session.encoding.offset(of: position, in: document.source)
        let outline = PlistOutline(document.source.text)
        let hovered: (path: [String], range: SourceRange, applied: (AppliedView, MarkupKind) -> String?)
        if let key = outline.keys.first(where: { $0.element.start <= offset && offset < $0.element.end }) {
            hovered = (
                key.dictPath + [key.text], key.element,
                { view, markup in
                    if kind == .bubble, key.dictPath.isEmpty {
                        return AppliedDocumentation.entry(keyAt: key.element.start, name: key.text, view: view)
                    }
                    return key.value.flatMap { AppliedDocumentation.values(within: $0, view: view, as: markup) }
                }
            )
        } else if let value = outline.values.first(where: { $0.element.start <= offset && offset < $0.element.end }) {
            hovered = (
                value.path, value.element,
                { view, markup in
                    AppliedDocumentation.values(within: value.element, view: view, as: markup)
                }
            )
        } else {
            return .null
        }
        let configuration = session.configuration(for: document)
        let schema = configuration.schema(for: kind).root.descendant(hovered.path)
        let release = session.release(for: document)
        let markup = session.client.hoverKind
        let documentation = hovered.path.last.flatMap { key in
            schema.map {
                SchemaDocumentation.text(
                    key: key, schema: $0, configuration: configuration, release: release, as: markup)
            }
        }
        let applied = session.applied(for: uri).flatMap { hovered.applied($0, markup) }
        let text = [documentation, applied].compactMap { $0 }.joined(separator: "\n\n")
        guard !text.isEmpty else { return .null }
        return ["contents": markup.content(text), "range": session.conversion(for: document).range(hovered.range)]
    }
}
