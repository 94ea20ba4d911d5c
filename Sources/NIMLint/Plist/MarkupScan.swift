/// Scans of the raw text around libxml2's cursor. libxml2 reports where an event ends; where its markup starts
/// (a tag's `<`, an end tag's `</`, stray text) is found here, which is safe because `<` cannot occur literally
/// inside a tag, a comment's text or an attribute value.
enum MarkupScan {
    /// Where the last `needle` before `end` starts; 0 when there is none.
    static func lastIndex(of needle: StaticString, before end: Int, in text: [UInt8]) -> Int {
        needle.withUTF8Buffer { needle in
            text.withUnsafeBufferPointer { buffer in
                var start = min(end, buffer.count) - needle.count
                while start >= 0 {
                    if buffer[start] == needle[0], needle.indices.allSatisfy({ buffer[start + $0] == needle[$0] }) {
                        return start
                    }
                    start -= 1
                }
                return 0
            }
        }
    }

    /// The stray text (or CDATA section) that starts after `markupEnd`, past any whitespace.
    static func strayText(after markupEnd: Int, isCDATA: Bool, in text: [UInt8]) -> SourceRange {
        var start = markupEnd
        while start < text.count, isWhitespace(text[start]) { start += 1 }
        let terminator = isCDATA ? Array("]]>".utf8) : [UInt8(ascii: "<")]
        var end = start + (isCDATA ? 1 : 0)
        while end < text.count, !text[end...].starts(with: terminator) { end += 1 }
        return SourceRange(start, min(text.count, end + (isCDATA ? terminator.count : 0)))
    }

    /// `<?xml …?>` at `start` (after a byte order mark), when the file has one.
    static func xmlDeclaration(in text: [UInt8], from start: Int) -> SourceRange? {
        guard text[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        var end = start
        while end + 1 < text.count, !(text[end] == UInt8(ascii: "?") && text[end + 1] == UInt8(ascii: ">")) {
            end += 1
        }
        return SourceRange(start, min(text.count, end + 2))
    }

    /// XML's whitespace.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
