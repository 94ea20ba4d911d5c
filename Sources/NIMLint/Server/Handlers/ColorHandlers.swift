/// `textDocument/documentColor` and `textDocument/colorPresentation`: a swatch beside every color value, in the
/// color NIMKit really draws (`#FFF` reads as 0x000FFF, a blue), and `#RRGGBB` written when a color is picked.
enum ColorHandlers {
    static func documentColor(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        guard let document = session.documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard let kind = SettingsKind.named(document.source.path) else { return [] }
        let root = session.configuration(for: document).schema(for: kind).root
        let conversion = session.conversion(for: document)
        let colors = PlistOutline(document.source.text).values.compactMap { value -> JSONValue? in
            guard value.elementName == "string", root.descendant(value.path)?.format == .color else { return nil }
            let rgb = HexColor.nimkitValue(of: document.source.string(in: value.content))
            return ["range": conversion.range(value.content), "color": color(rgb)]
        }
        return .array(colors)
    }

    static func colorPresentation(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) -> JSONValue {
        let uri = try params.documentURI()
        guard session.documents[uri] != nil else { throw .invalidParams("\(uri) is not open") }
        let components = ["red", "green", "blue"].compactMap { params?["color"]?[$0]?.number }
        guard components.count == 3, let range = params?["range"], LSPPosition(range["start"]) != nil,
            LSPPosition(range["end"]) != nil
        else {
            throw .invalidParams("colorPresentation needs a color with red, green and blue, and a range")
        }
        let rgb = components.reduce(UInt32(0)) { value, component in
            value << 8 | UInt32((min(max(component, 0), 1) * 255).rounded())
        }
        let text = "#" + HexColor.hex(rgb).dropFirst(2)
        return [["label": .string(text), "textEdit": ["range": range.jsonValue, "newText": .string(text)]]]
    }

    /// LSP's `Color`: components from 0 to 1; NIMKit always draws at full opacity.
    private static func color(_ rgb: UInt32) -> JSONValue {
        func component(_ shift: UInt32) -> JSONValue { .number(Double(rgb >> shift & 0xFF) / 255) }
        return ["red": component(16), "green": component(8), "blue": component(0), "alpha": 1]
    }
}
