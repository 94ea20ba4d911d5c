import CLibXML2

/// Makes a copy of a file's text that libxml2 reads to the end, for a file CoreFoundation loads though libxml2
/// stops: after the markup CoreFoundation skips (`LoaderMarkup`), what libxml2 stopped at is blanked (spaces,
/// line breaks kept), one thing at a time, so every offset, line and column stays the original's. The values
/// this changes are put back from CoreFoundation's reading (`LoaderValues`).
enum LoaderRepair {
    /// Blanks what stopped libxml2 at `error`; false when nothing was left to blank there.
    static func blank(_ text: inout [UInt8], at error: LibXMLReading.FatalError) -> Bool {
        let position = min(error.position, text.count)
        let range: Range<Int>
        switch error.code {
        case XML_ERR_DOCUMENT_END:
            // CoreFoundation stops reading at the root's end.
            range = position..<text.count
        case XML_ERR_MISPLACED_CDATA_END:
            // libxml2 stops at the start of the text holding it or on it; not at a CDATA section's end before.
            let start = LoaderMarkup.end(of: "]]>", from: max(0, position - 2), in: text).map { $0 - 3 } ?? position
            range = start..<min(text.count, start + 3)
        default:
            // A control character, or a character reference libxml2 cannot decode (`&#0;`, `&#;`): CoreFoundation
            // keeps both in the text. libxml2 stops at or just after either.
            let window = max(0, position - 4)..<min(text.count, position + 1)
            let control = error.code == XML_ERR_INVALID_CHAR
                ? window.last { text[$0] < 0x20 && !MarkupScan.isWhitespace(text[$0]) } : nil
            let character = MarkupScan.wholeCharacters(SourceRange(position, position + 1), in: text)
            range = control.map { $0..<($0 + 1) } ?? reference(before: position, in: text) ?? character.start..<character.end
        }
        let changed = range.clamped(to: text.indices).contains { text[$0] != 0x20 && text[$0] != 0x0A && text[$0] != 0x0D }
        LoaderMarkup.blank(&text, range)
        return changed
    }

    /// A reference that ends at or just before `position`: from `&` to its `;`, or the `&` alone without one
    /// (CoreFoundation's `<data>` reader skips it like any byte outside base64).
    private static func reference(before position: Int, in text: [UInt8]) -> Range<Int>? {
        // libxml2 stops past the name it read, which may be long: `&alve5UWwFTMs` in base64.
        let window = max(0, position - 40)..<min(text.count, position + 1)
        guard let ampersand = window.last(where: { text[$0] == UInt8(ascii: "&") }) else { return nil }
        let stop = text[ampersand...].prefix(42).firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "<") }
        let end = stop.flatMap { text[$0] == UInt8(ascii: ";") ? $0 : nil } ?? ampersand
        return ampersand..<(end + 1)
    }
}
