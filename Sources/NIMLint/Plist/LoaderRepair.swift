import CLibXML2

/// Makes a copy of a file's text that libxml2 reads to the end, for a file CoreFoundation loads though libxml2
/// stops: what libxml2 stopped at is blanked (spaces, line breaks kept), so every offset, line and column stays
/// the original's. The values it changes are put back from CoreFoundation's reading (`LoaderValues`).
enum LoaderRepair {
    /// Blanks what stopped libxml2 at `error`; false when nothing was left to blank there.
    static func blank(_ text: inout [UInt8], at error: LibXMLReading.FatalError) -> Bool {
        let position = min(error.position, text.count)
        let range: Range<Int>
        if let declaration = misplacedDeclaration(in: text, around: position, code: error.code) {
            // CoreFoundation skips a processing instruction between elements, a declaration included.
            range = declaration
        } else if error.inProlog, let doctype = MarkupScan.nearestIndex(of: Array("<!DOCTYPE".utf8), before: position, in: text),
            doctype < position, let end = doctypeEnd(from: doctype, in: text) {
            range = doctype..<end
        } else if let markup = skippedMarkup(in: text, around: position) {
            range = markup
        } else if let reference = reference(before: position, in: text) {
            // CoreFoundation reads a character reference it cannot decode (`&#0;`, `&#;`) as a character.
            range = reference
        } else {
            switch error.code {
            case XML_ERR_DOCUMENT_END:
                // CoreFoundation stops reading at the root's end.
                range = position..<text.count
            case XML_ERR_INVALID_CHAR:
                // A control character, kept by CoreFoundation; libxml2 stops at it or just after it.
                let start = max(0, position - 4)
                let control = (start..<min(text.count, position + 1)).last { text[$0] < 0x20 && !MarkupScan.isWhitespace(text[$0]) }
                range = control.map { $0..<($0 + 1) } ?? position..<(position + 1)
            case XML_ERR_MISPLACED_CDATA_END:
                let start = MarkupScan.nearestIndex(of: Array("]]>".utf8), before: position, in: text) ?? position
                range = start..<min(text.count, start + 3)
            case XML_ERR_HYPHEN_IN_COMMENT, XML_ERR_COMMENT_NOT_FINISHED:
                range = comment(before: position, in: text) ?? position..<(position + 1)
            default:
                let character = MarkupScan.wholeCharacters(SourceRange(position, position + 1), in: text)
                range = character.start..<character.end
            }
        }
        var changed = false
        for index in range where index < text.count && text[index] != 0x20 && text[index] != 0x0A && text[index] != 0x0D {
            text[index] = 0x20
            changed = true
        }
        return changed
    }

    /// An XML declaration libxml2 objects to: one not at the start, or a malformed one at the start.
    private static func misplacedDeclaration(in text: [UInt8], around position: Int, code: xmlParserErrors) -> Range<Int>? {
        let opening = Array("<?xml".utf8)
        guard let start = MarkupScan.nearestIndex(of: opening, before: position + 1, in: text),
            let close = firstIndex(of: "?>", from: start, in: text)
        else { return nil }
        let end = close + 2
        return code == XML_ERR_RESERVED_XML_NAME || position <= end ? start..<end : nil
    }

    /// A processing instruction or DOCTYPE around `position` that libxml2 objects to, as far as CoreFoundation
    /// skips it: to `?>`, or to the first `>` (past `]>` with an internal subset).
    private static func skippedMarkup(in text: [UInt8], around position: Int) -> Range<Int>? {
        let start = MarkupScan.lastIndex(of: "<", before: min(text.count, position + 1), in: text)
        guard start < text.count - 1, text[start] == UInt8(ascii: "<") else { return nil }
        let terminator: String
        if text[start...].starts(with: Array("<?".utf8)) {
            terminator = "?>"
        } else if text[start...].starts(with: Array("<!DOCTYPE".utf8)) {
            terminator = text[start..<min(text.count, position + 1)].contains(UInt8(ascii: "[")) ? "]>" : ">"
        } else if isNameStart(text[start + 1]) {
            return attributes(ofTagAt: start, around: position, in: text)
        } else {
            return nil
        }
        guard let end = firstIndex(of: terminator, from: start + 2, in: text) else { return nil }
        return start..<(end + terminator.utf8.count)
    }

    /// CoreFoundation reads a start tag's name and skips the rest up to `>`: what libxml2 objects to after the
    /// name (a malformed attribute) is blanked, the closing `/` kept.
    private static func attributes(ofTagAt start: Int, around position: Int, in text: [UInt8]) -> Range<Int>? {
        var nameEnd = start + 1
        while nameEnd < text.count, !MarkupScan.isWhitespace(text[nameEnd]), text[nameEnd] != UInt8(ascii: ">"),
            text[nameEnd] != UInt8(ascii: "/") { nameEnd += 1 }
        guard position >= nameEnd, let close = text[nameEnd...].firstIndex(of: UInt8(ascii: ">")), close >= position
        else { return nil }
        let end = close > nameEnd && text[close - 1] == UInt8(ascii: "/") ? close - 1 : close
        return nameEnd..<end
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The comment libxml2 objects to, as CoreFoundation reads it: from `<!--` to the first `-->` that starts
    /// past the opening's last dash, so `<!--->` does not close itself. libxml2 may object at the end of the
    /// file, so the comment is the last opening before `position` that CoreFoundation sees closed, if any.
    private static func comment(before position: Int, in text: [UInt8]) -> Range<Int>? {
        var before = min(text.count, position + 1)
        while let start = MarkupScan.nearestIndex(of: Array("<!--".utf8), before: before, in: text), start < before {
            if let close = firstIndex(of: "-->", from: start + 5, in: text) { return start..<(close + 3) }
            before = start
        }
        return nil
    }

    /// CoreFoundation's DOCTYPE runs to the first `>`, or past `]>` when a `[` comes first.
    private static func doctypeEnd(from start: Int, in text: [UInt8]) -> Int? {
        guard let close = text[start...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "[") }) else {
            return nil
        }
        guard text[close] == UInt8(ascii: "[") else { return close + 1 }
        return firstIndex(of: "]>", from: close, in: text).map { $0 + 2 }
    }

    /// A character reference that ends at or just before `position`: from `&` to its `;`.
    private static func reference(before position: Int, in text: [UInt8]) -> Range<Int>? {
        let window = max(0, position - 12)..<min(text.count, position + 1)
        guard let ampersand = window.last(where: { text[$0] == UInt8(ascii: "&") }),
            let end = text[ampersand...].prefix(14).firstIndex(of: UInt8(ascii: ";"))
        else { return nil }
        return ampersand..<(end + 1)
    }

    private static func firstIndex(of needle: String, from start: Int, in text: [UInt8]) -> Int? {
        let needle = Array(needle.utf8)
        guard start <= text.count - needle.count else { return nil }
        return (start...(text.count - needle.count)).first { text[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
