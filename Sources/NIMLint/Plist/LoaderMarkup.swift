/// Markup as CoreFoundation's parser reads it, which skips much that libxml2 checks: a processing instruction
/// anywhere between elements (an XML declaration after blank lines among them), a DOCTYPE up to its first `>`,
/// a start tag's attributes up to its first `>`, a comment up to the first `-->` from just past its opening
/// (before the root element, from one byte further: `<!---->` there runs on to the next `-->`).
enum LoaderMarkup {
    /// Blanks in `text` (spaces, line breaks kept) every processing instruction, DOCTYPE and attribute, and
    /// every comment libxml2 refuses (one holding `--` or ending in `-`), as CoreFoundation skips them.
    static func blankSkippedMarkup(_ text: inout [UInt8]) {
        var index = 0
        var inProlog = true
        while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = text[open...]
            var next: Int?
            if rest.starts(with: Array("<?".utf8)) {
                next = end(of: "?>", from: open + 2, in: text)
                if let next { blank(&text, open..<next) }
            } else if rest.starts(with: Array("<!--".utf8)) {
                next = end(of: "-->", from: open + (inProlog ? 5 : 4), in: text)
                if let next, next - 3 < open + 4 || refusesComment(text[(open + 4)..<(next - 3)]) {
                    blank(&text, open..<next)
                }
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                next = end(of: "]]>", from: open + 9, in: text)
            } else if rest.starts(with: Array("<!".utf8)) {
                next = doctypeEnd(from: open, in: text)
                if let next { blank(&text, open..<next) }
            } else if rest.starts(with: Array("</".utf8)) {
                next = open + 2
            } else {
                inProlog = false
                next = blankAttributes(ofTagAt: open, in: &text)
            }
            guard let next else { return }
            index = next
        }
    }

    /// CoreFoundation's DOCTYPE runs to the first `>`, or past `]>` when a `[` comes first.
    static func doctypeEnd(from start: Int, in text: [UInt8]) -> Int? {
        guard let close = text[start...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "[") }) else {
            return nil
        }
        guard text[close] == UInt8(ascii: "[") else { return close + 1 }
        return end(of: "]>", from: close, in: text)
    }

    /// Where the first `needle` from `start` ends.
    static func end(of needle: String, from start: Int, in text: [UInt8]) -> Int? {
        let needle = Array(needle.utf8)
        guard start <= text.count - needle.count else { return nil }
        return (start...(text.count - needle.count)).first { text[$0..<($0 + needle.count)].elementsEqual(needle) }
            .map { $0 + needle.count }
    }

    static func blank(_ text: inout [UInt8], _ range: Range<Int>) {
        for index in range.clamped(to: text.indices) where text[index] != 0x0A && text[index] != 0x0D {
            text[index] = 0x20
        }
    }

    private static func refusesComment(_ body: ArraySlice<UInt8>) -> Bool {
        body.last == UInt8(ascii: "-") || zip(body, body.dropFirst()).contains { $0 == UInt8(ascii: "-") && $1 == $0 }
    }

    /// Blanks what follows a start tag's name up to its `>`, keeping a closing `/`; where the tag ends.
    private static func blankAttributes(ofTagAt start: Int, in text: inout [UInt8]) -> Int? {
        var nameEnd = start + 1
        while nameEnd < text.count, !MarkupScan.isWhitespace(text[nameEnd]), text[nameEnd] != UInt8(ascii: ">"),
            text[nameEnd] != UInt8(ascii: "/") { nameEnd += 1 }
        guard let close = text[nameEnd...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let end = close > nameEnd && text[close - 1] == UInt8(ascii: "/") ? close - 1 : close
        if end > nameEnd { blank(&text, nameEnd..<end) }
        return close + 1
    }
}
