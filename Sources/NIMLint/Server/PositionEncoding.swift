/// How a position's `character` counts within its line: LSP's default UTF-16 code units, or, when the client
/// offers them (`general.positionEncodings`), UTF-8 bytes, which are what nimlint's ranges count already, or
/// UTF-32 code points, which editors such as Emacs count natively.
///
/// The server converts here, at the edge, and nowhere else: everything inside speaks `SourceRange` offsets.
enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf32 = "utf-32"
    case utf16 = "utf-16"

    /// UTF-8 when the client lists it among the encodings it takes, else UTF-32 when it lists that, else the
    /// UTF-16 every client must take: the cases are declared in that order.
    static func negotiated(offered: [String]) -> PositionEncoding {
        allCases.first { offered.contains($0.rawValue) } ?? .utf16
    }

    /// The zero-based line and character of a text offset.
    func position(of offset: Int, in source: SourceFile) -> LSPPosition {
        let clamped = min(max(offset, 0), source.text.count)
        let line = source.location(of: clamped).line
        let lineRange = source.lineRange(line)
        let start = lineRange.start
        // An offset inside a line break counts its bytes, one unit each in both encodings.
        let end = min(clamped, lineRange.end)
        return LSPPosition(line: line - 1, character: units(in: source.text[start..<end]) + clamped - end)
    }

    /// The text offset of a position. A character past the line's end means the end, as the specification says;
    /// a line past the last means the end of the text.
    func offset(of position: LSPPosition, in source: SourceFile) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < source.lineCount else { return source.text.count }
        let lineRange = source.lineRange(position.line + 1)
        var offset = lineRange.start
        var counted = 0
        while offset < lineRange.end, counted < position.character {
            let width = Self.scalarWidth(leadingByte: source.text[offset])
            counted += units(ofScalarWidth: width)
            offset = min(offset + width, lineRange.end)
        }
        return offset
    }

    private func units(in bytes: ArraySlice<UInt8>) -> Int {
        switch self {
        case .utf8:
            return bytes.count
        case .utf16, .utf32:
            // A scalar starts at each byte that is no continuation byte.
            return bytes.reduce(0) { count, byte in
                byte & 0xC0 == 0x80 ? count : count + units(ofScalarWidth: Self.scalarWidth(leadingByte: byte))
            }
        }
    }

    /// The units of one scalar of `width` UTF-8 bytes: UTF-16 writes those of four bytes as a surrogate pair.
    private func units(ofScalarWidth width: Int) -> Int {
        switch self {
        case .utf8: return width
        case .utf16: return width == 4 ? 2 : 1
        case .utf32: return 1
        }
    }

    private static func scalarWidth(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}

/// A zero-based line and character, in the session's position encoding.
struct LSPPosition: Sendable, Equatable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// `{"line": 3, "character": 7}` as a client sends it; nil when either is missing or not an integer.
    init?(_ json: LocatedJSON?) {
        guard let line = json?["line"]?.integer, let character = json?["character"]?.integer else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }
}
