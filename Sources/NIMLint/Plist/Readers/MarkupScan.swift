/// Scans of the raw text around libxml2's cursor. libxml2 reports where an event ends; where its markup starts
/// (a tag's `<`, an end tag's `</`, stray text) is found here, which is safe because `<` cannot occur literally
/// inside a tag, a comment's text or an attribute value.
enum MarkupScan {
    /// Where the last `needle` before `end` starts; 0 when there is none.
    static func lastIndex(of needle: StaticString, before end: Int, in text: [UInt8]) -> Int {
        needle.withUTF8Buffer { needle in
            text.withUnsafeBufferPointer { buffer in
                // Two plain loops: this runs back over every tag of every file.
                guard let first = needle.first else { return 0 }
                var start = min(end, buffer.count) - needle.count
                while start >= 0 {
                    if buffer[start] == first {
                        var matched = 1
                        while matched < needle.count, buffer[start + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return start }
                    }
                    start -= 1
                }
                return 0
            }
        }
    }

    /// Where the first `needle` wholly inside `range` starts; nil when there is none.
    static func firstIndex(of needle: StaticString, in range: SourceRange, of text: [UInt8]) -> Int? {
        needle.withUTF8Buffer { needle in
            guard let first = needle.first, range.end - range.start >= needle.count else { return nil }
            return (range.start...(range.end - needle.count)).first {
                text[$0] == first && text[$0..<($0 + needle.count)].elementsEqual(needle)
            }
        }
    }

    /// Where the last `needle` ending by `end` is, or the first one anywhere when none ends by it; nil when the
    /// text holds none. It walks out from `end`, so a reference libxml2 reports just after it costs its own few
    /// bytes, not a scan of the file: a file can hold thousands.
    static func nearestIndex(of needle: [UInt8], endingBy end: Int, in text: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        let last = text.count - needle.count
        let first = needle[0]
        let isMatch = { (start: Int) in
            text[start] == first && text[start..<(start + needle.count)].elementsEqual(needle)
        }
        var start = min(end - needle.count, last)
        while start >= 0 {
            if isMatch(start) { return start }
            start -= 1
        }
        start = max(end - needle.count + 1, 0)
        while start <= last {
            if isMatch(start) { return start }
            start += 1
        }
        return nil
    }

    /// `range` widened to whole characters. libxml2's cursor can rest on any byte of a multi-byte character;
    /// a range starting or ending there would cut the character in two, in the UTF-8 text and on disk in a
    /// UTF-16 file alike. A UTF-8 character has at most three continuation bytes, so no step goes further.
    static func wholeCharacters(_ range: SourceRange, in text: [UInt8]) -> SourceRange {
        let isContinuation = { (offset: Int) in offset < text.count && text[offset] & 0xC0 == 0x80 }
        var start = min(range.start, text.count)
        var end = min(max(range.end, start), text.count)
        var steps = 0
        while steps < 3, start > 0, isContinuation(start) { start -= 1; steps += 1 }
        steps = 0
        while steps < 3, isContinuation(end) { end += 1; steps += 1 }
        return SourceRange(start, end)
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

    /// The five references XML names, each without its `&`, and the character it stands for.
    static let namedReferences: [(name: String, character: UInt8)] = [
        ("lt;", UInt8(ascii: "<")), ("gt;", UInt8(ascii: ">")), ("amp;", UInt8(ascii: "&")),
        ("apos;", UInt8(ascii: "'")), ("quot;", UInt8(ascii: "\"")),
    ]

    /// The value of a digit of a character reference: decimal, or hexadecimal with `isHex`.
    static func referenceDigit(_ byte: UInt8, isHex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
