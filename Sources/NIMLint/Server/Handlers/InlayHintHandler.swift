/// `textDocument/inlayHint`: a short note wherever NIMKit reads a value otherwise than it looks, from the
/// folder's last lint: a color that is not `#RRGGBB` (`#FFF` reads `#000FFF (a blue)`), insets NIMKit cannot
/// parse (zero insets), a side missing from a `{Left, Right}` dict (`Right: nil`), and an entry NIMKit never uses.
enum InlayHintHandler {
    /// LSP's `InlayHintKind`s.
    private enum HintKind {
        static let type = 1
        static let parameter = 2
    }

    static func handle(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        let conversion = session.conversion(for: document)
        guard let requested = conversion.sourceRange(params?["range"]) else {
            throw .invalidParams("inlayHint needs a range")
        }
        guard let view = session.applied(for: uri) else { return [] }
        let source = document.source
        var hints: [(offset: Int, label: String, kind: Int)] = []
        let values = Dictionary(PlistOutline(source.text).values.map { ($0.element.start, $0) }) { first, _ in first }
        var seen = Set<Int>()
        for (range, setting) in view.read where seen.insert(range.start).inserted {
            guard let value = values[range.start] else { continue }
            if case .color(let rgb?) = setting.value,
                source.string(in: value.content).uppercased() != HexColor.css(rgb)
            {
                hints.append((range.end, "reads " + setting.value.description, HintKind.type))
            } else if setting.provenance.fallbacks.contains(.unparsedInsets) {
                hints.append((range.end, "zero insets", HintKind.type))
            }
        }
        for missing in view.missingSides {
            // At the end of the dict's start tag: `<dict> Right: nil`.
            let tagEnd = source.text[missing.dict.start..<missing.dict.end].firstIndex(of: UInt8(ascii: ">"))
            hints.append((tagEnd.map { $0 + 1 } ?? missing.dict.start, missing.description, HintKind.parameter))
        }
        for (key, _) in view.unusedEntries {
            hints.append((key.end, view.neverUsed, HintKind.type))
        }
        return .array(
            hints
                .filter { requested.start <= $0.offset && $0.offset <= requested.end }
                .sorted { $0.offset < $1.offset }
                .map { hint in
                    [
                        "position": session.encoding.position(of: hint.offset, in: source).json,
                        "label": .string(hint.label), "kind": .integer(hint.kind), "paddingLeft": true,
                    ]
                })
    }
}
