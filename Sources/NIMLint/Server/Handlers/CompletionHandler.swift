/// `textDocument/completion`: inside a `<key>`, the keys the schema allows in that dict and the dict does not
/// hold yet; where a value goes, the forms its schema takes (`<true/>`, a color, insets); inside a color or
/// insets string, the form NIMKit reads.
enum CompletionHandler {
    /// LSP's `CompletionItemKind`s used here.
    private enum ItemKind {
        static let value = 12
        static let property = 10
        static let snippet = 15
    }

    static func handle(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        let position = try params.position()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard let kind = SettingsKind.named(document.source.path) else { return [] }
        let offset = session.encoding.offset(of: position, in: document.source)
        let outline = PlistOutline(document.source.text)
        let configuration = session.configuration(for: document)
        // Only the keys the release in force reads are worth typing.
        let release = session.release(for: document)
        let root = configuration.schema(for: kind).specialized(for: release).root
        let conversion = session.conversion(for: document)
        let items: [JSONValue]
        if let key = outline.keys.first(where: { $0.content.start <= offset && offset <= $0.content.end }) {
            items = keyItems(
                for: key, in: outline, root: root, context: (configuration, release), conversion: conversion)
        } else if let value = outline.values.first(where: { $0.content.start <= offset && offset <= $0.content.end }),
            value.elementName == "string", let format = root.descendant(value.path)?.format
        {
            items = stringItems(format, replacing: value.content, conversion: conversion)
        } else if let slot = outline.slots.first(where: { $0.range.start <= offset && offset <= $0.range.end }),
            let schema = root.descendant(slot.path)
        {
            // Replace what was typed of a tag since the last `<` before the cursor.
            let typed = document.source.text[slot.range.start..<offset].lastIndex(of: UInt8(ascii: "<")) ?? offset
            items = valueItems(for: schema, replacing: SourceRange(typed, offset), conversion: conversion)
        } else {
            items = []
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    private static func keyItems(
        for key: PlistOutline.Key, in outline: PlistOutline, root: SchemaNode,
        context: (configuration: Configuration, release: NIMKitRelease), conversion: LSPConversion
    ) -> [JSONValue] {
        guard let dict = root.descendant(key.dictPath) else { return [] }
        var present = outline.dicts[key.dict]
        if let own = present.firstIndex(of: key.text) { present.remove(at: own) }
        return dict.propertyOrder.enumerated().compactMap { index, name in
            guard !present.contains(name), let schema = dict.properties[name] else { return nil }
            let client = conversion.client
            let documentation = client.completionDocumentation { kind in
                SchemaDocumentation.text(
                    key: name, schema: schema, configuration: context.configuration, release: context.release, as: kind)
            }
            return .object(dropping: [
                ("label", .string(name)),
                ("kind", .integer(ItemKind.property)),
                ("detail", schema.type.map { .string($0.elementDescription) }),
                ("documentation", documentation),
                ("sortText", .string(String(format(index)))),
                ("tags", schema.isDeprecated && client.completionDeprecatedTag ? [1] : nil),
                // The property the tag replaced, for a client that has only it.
                (
                    "deprecated",
                    schema.isDeprecated && !client.completionDeprecatedTag && client.completionDeprecatedProperty
                        ? true : nil
                ),
                (
                    "textEdit",
                    [
                        "range": conversion.range(key.content),
                        "newText": .string(key.isClosed ? name : name + "</key>"),
                    ]
                ),
            ])
        }
    }

    private static func valueItems(for schema: SchemaNode, replacing range: SourceRange, conversion: LSPConversion)
        -> [JSONValue]
    {
        var forms: [(label: String, detail: String)] = []
        switch (schema.type, schema.format) {
        case (.bool?, _):
            forms = [("<true/>", "YES"), ("<false/>", "NO")]
        case (_, .color?):
            forms = [("<string>#000000</string>", SchemaDocumentation.formatDescription(.color, .plaintext))]
        case (_, .insets?):
            forms = [("<string>{0,0,0,0}</string>", SchemaDocumentation.formatDescription(.insets, .plaintext))]
        default:
            break
        }
        return forms.map { form in
            item(label: form.label, detail: form.detail, kind: ItemKind.value, range: range, conversion: conversion)
        }
    }

    private static func stringItems(_ format: ValueFormat, replacing range: SourceRange, conversion: LSPConversion)
        -> [JSONValue]
    {
        let form: String
        switch format {
        case .color: form = "#000000"
        case .insets: form = "{0,0,0,0}"
        case .imageName: return []
        }
        let detail = SchemaDocumentation.formatDescription(format, .plaintext)
        return [item(label: form, detail: detail, kind: ItemKind.snippet, range: range, conversion: conversion)]
    }

    private static func item(label: String, detail: String, kind: Int, range: SourceRange, conversion: LSPConversion)
        -> JSONValue
    {
        [
            "label": .string(label), "kind": .integer(kind), "detail": .string(detail),
            "textEdit": ["range": conversion.range(range), "newText": .string(label)],
        ]
    }

    /// Keeps the schema's order in clients that sort by `sortText`.
    private static func format(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
