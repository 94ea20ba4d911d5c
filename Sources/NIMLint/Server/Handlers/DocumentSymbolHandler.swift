/// `textDocument/documentSymbol`: the file's outline. A bubble file's message types, their settings and the
/// sides of each; a global file's keys and its Bubble's sides and states. The structure comes from the forgiving
/// scanner, so text being typed still outlines; what NIMKit applies, from the folder's last lint, goes into each
/// symbol's detail.
enum DocumentSymbolHandler {
    /// LSP's `SymbolKind`s used here.
    private enum SymbolKind {
        static let `class` = 5
        static let property = 7
        static let string = 15
        static let number = 16
        static let boolean = 17
        static let array = 18
        static let object = 19
    }

    private struct Symbol {
        var name: String
        var detail: String?
        var kind: Int
        var range: SourceRange
        var selection: SourceRange
        var children: [Symbol]
    }

    static func handle(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard let kind = SettingsKind.named(document.source.path) else { return [] }
        let outline = PlistOutline(document.source.text)
        let keysByDict = Dictionary(grouping: outline.keys.indices) { outline.keys[$0].dict }
        let view = session.applied(for: uri)
        func symbol(_ index: Int, depth: Int) -> Symbol {
            let key = outline.keys[index]
            let children = key.valueDict.map { keysByDict[$0] ?? [] } ?? []
            return Symbol(
                name: key.text.isEmpty ? "(empty key)" : key.text,
                detail: detail(of: key, depth: depth, in: kind, view: view),
                kind: depth == 0 && kind == .bubble ? SymbolKind.class : symbolKind(key.valueElement),
                range: SourceRange(key.element.start, max(key.element.end, key.value?.end ?? 0)),
                selection: key.element,
                children: children.map { symbol($0, depth: depth + 1) })
        }
        let roots = outline.keys.indices.filter { outline.keys[$0].dictPath.isEmpty }.map { symbol($0, depth: 0) }
        let conversion = session.conversion(for: document)
        if session.client.hierarchicalDocumentSymbols { return .array(roots.map { json($0, conversion) }) }
        var flat: [JSONValue] = []
        func flatten(_ symbol: Symbol, container: String?) {
            flat.append(
                .object(dropping: [
                    ("name", .string(symbol.name)),
                    ("kind", .integer(symbol.kind)),
                    ("location", ["uri": .string(uri), "range": conversion.range(symbol.range)]),
                    ("containerName", container.map(JSONValue.string)),
                ]))
            for child in symbol.children { flatten(child, container: symbol.name) }
        }
        for root in roots { flatten(root, container: nil) }
        return .array(flat)
    }

    /// A message type's reading (never used, read by some candidates); a side's direction; a value's applied
    /// form.
    private static func detail(of key: PlistOutline.Key, depth: Int, in kind: SettingsKind, view: AppliedView?)
        -> String?
    {
        if depth == 0, kind == .bubble {
            if let view, view.unusedEntry(keyAt: key.element.start) != nil { return view.neverUsed }
            if case .readBySome(let note)? = view?.messageType(named: key.text)?.reading { return note }
            return nil
        }
        let isScalar = key.valueElement.map { $0 != "dict" && $0 != "array" } ?? false
        let applied = isScalar ? key.value.flatMap { view?.settings(within: $0).first?.appliedDescription } : nil
        guard depth > 0, let side = MessageSide.allCases.first(where: { $0.key == key.text }) else { return applied }
        return side.rawValue + (applied.map { ": " + $0 } ?? "")
    }

    private static func symbolKind(_ element: String?) -> Int {
        switch element {
        case "dict": return SymbolKind.object
        case "array": return SymbolKind.array
        case "string", "date", "data": return SymbolKind.string
        case "integer", "real": return SymbolKind.number
        case "true", "false": return SymbolKind.boolean
        default: return SymbolKind.property
        }
    }

    private static func json(_ symbol: Symbol, _ conversion: LSPConversion) -> JSONValue {
        .object(dropping: [
            ("name", .string(symbol.name)),
            ("detail", symbol.detail.map(JSONValue.string)),
            ("kind", .integer(symbol.kind)),
            ("range", conversion.range(symbol.range)),
            ("selectionRange", conversion.range(symbol.selection)),
            ("children", .array(symbol.children.map { json($0, conversion) })),
        ])
    }
}
