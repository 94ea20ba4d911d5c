import Foundation

/// The old-style reader's strings, data, whitespace and comments, read as CoreFoundation reads them: it reads the
/// text as UTF-16 code units, so where a character's units matter (an escape, a data digit) they are read here.
extension OpenStepReader {
    /// A string read: its text (from `PlistTreeWriter.text`) and where it is written.
    struct StringRead {
        var text: Int
        var place: PlistTreeWriter.Place
    }

    /// Skips whitespace (the ASCII controls tab to carriage return, space, U+2028 and U+2029) and comments, which
    /// it keeps; true with the cursor on what follows, false at the end. A `/` that opens no comment is text: it
    /// may start a bare string.
    mutating func skipSpace() -> Bool {
        while index < text.count {
            let byte = text[index]
            if (0x09...0x0D).contains(byte) || byte == 0x20 {
                index += 1
                continue
            }
            if isSeparator(at: index) {
                index += 3
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < text.count else { return true }
            let open = index
            if text[index + 1] == UInt8(ascii: "/") {
                index += 2
                while index < text.count, text[index] != 0x0A, text[index] != 0x0D, !isSeparator(at: index) {
                    index += 1
                }
                keepComment(open, text: SourceRange(open + 2, index))
            } else if text[index + 1] == UInt8(ascii: "*") {
                index += 2
                var close = text.count
                while index < text.count {
                    let star = text[index] == UInt8(ascii: "*")
                    index += 1
                    if star, index < text.count, text[index] == UInt8(ascii: "/") {
                        close = index - 1
                        index += 1
                        break
                    }
                }
                keepComment(open, text: SourceRange(open + 2, max(open + 2, close)))
            } else {
                return true
            }
        }
        return false
    }

    /// A string after whitespace, quoted or bare; nil where none starts, stopping the parser only where one is
    /// `required`.
    mutating func string(required: Bool) throws -> StringRead? {
        guard skipSpace() else {
            if required { throw stop("the file ends where a value belongs") }
            return nil
        }
        let byte = text[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try quoted(by: byte) }
        guard Self.isBare(byte) else {
            if required {
                throw stop(
                    "a value starts with `{`, `(`, `<` or a quote, or is a bare word of letters, digits and `_$/:.-`")
            }
            return nil
        }
        let open = index
        while index < text.count, Self.isBare(text[index]) { index += 1 }
        let range = SourceRange(open, index)
        return StringRead(
            text: tree.text(text[open..<index]),
            place: PlistTreeWriter.Place(range: range, opening: .empty(at: open), content: range))
    }

    /// Data after its `<`: pairs of hexadecimal digits, whitespace between the pairs, up to `>`.
    mutating func data(opening open: Int) throws -> Int {
        var bytes: [UInt8] = []
        var pending: UInt8?
        scan: while index < text.count {
            let (units, width) = codeUnits(at: index)
            for unit in units {
                // CoreFoundation reads a code unit's low byte as the digit: U+0130 is a `0`.
                let digit = PlistScalars.digitValue(UInt8(truncatingIfNeeded: unit))
                if let first = pending {
                    guard let digit else { throw stop("data's hexadecimal digits go in pairs: this one has no second") }
                    bytes.append(first << 4 | digit)
                    pending = nil
                } else if unit == UInt16(UInt8(ascii: ">")) {
                    break scan
                } else if let digit {
                    pending = digit
                } else if ![0x20, 0x0A, 0x09, 0x0D, 0x2028, 0x2029].contains(unit) {
                    throw stop("data holds hexadecimal digits and spaces up to `>`, and nothing else")
                }
            }
            index += width
        }
        guard pending == nil, index < text.count else { throw stop("the file ends inside data, which `>` closes") }
        index += 1
        let range = SourceRange(open, index)
        return tree.leaf(
            .data(bytes),
            at: PlistTreeWriter.Place(
                range: range, opening: SourceRange(open, open + 1), content: SourceRange(open + 1, index - 1)))
    }

    // MARK: - Quoted strings

    /// A string after its opening `quote`, up to the same quote, its escapes read. Unfinished, it stops with the
    /// cursor just after the opening quote.
    private mutating func quoted(by quote: UInt8) throws -> StringRead {
        let open = index
        index += 1
        var units: [UInt16] = []
        var literal = index
        while index < text.count, text[index] != quote {
            guard text[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            units += String(decoding: text[literal..<index], as: UTF8.self).utf16
            index += 1
            guard index < text.count else { throw stop("the file ends after a backslash, inside a quoted string") }
            if let unit = escapedUnit() { units.append(unit) }
            literal = index
        }
        guard index < text.count else {
            index = open + 1
            let mark = Character(Unicode.Scalar(quote))
            throw Stop(reason: "this quoted string is never closed: the file ends before another \(mark)", offset: open)
        }
        units += String(decoding: text[literal..<index], as: UTF8.self).utf16
        index += 1
        // A lone surrogate an escape wrote reads as U+FFFD, as Foundation bridges it.
        let value = String(decoding: units, as: UTF16.self)
        return StringRead(
            text: tree.text(value.utf8),
            place: PlistTreeWriter.Place(
                range: SourceRange(open, index), opening: SourceRange(open, open + 1),
                content: SourceRange(open + 1, index - 1)))
    }

    /// The code unit a backslash at the cursor's left escapes, the cursor past the escape: up to three octal
    /// digits, a byte of NeXTSTEP's Latin encoding; `U` and up to four hexadecimal digits, a UTF-16 code unit; C's
    /// letters for controls; any other character stands for itself. Nil for a character past ASCII, which the
    /// caller reads on as text, as it is.
    private mutating func escapedUnit() -> UInt16? {
        let byte = text[index]
        guard byte < 0x80 else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var number = byte - UInt8(ascii: "0")
            for _ in 0..<2 {
                guard index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index]) else { break }
                number = number &<< 3 &+ (text[index] - UInt8(ascii: "0"))
                index += 1
            }
            // A byte NeXTSTEP's encoding leaves unmapped reads as U+0000.
            let character = String(bytes: [number], encoding: .nextstep).map { Array($0.utf16) }
            return character?.count == 1 ? character?[0] : 0
        case UInt8(ascii: "U"):
            var unit: UInt16 = 0
            for _ in 0..<4 {
                guard index < text.count, let digit = PlistScalars.digitValue(text[index]) else { break }
                unit = unit << 4 | UInt16(digit)
                index += 1
            }
            return unit
        case UInt8(ascii: "a"): return 0x07
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "v"): return 0x0B
        default: return UInt16(byte)
        }
    }

    // MARK: - Characters

    /// The characters of a bare string.
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return [
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                UInt8(ascii: "-"),
            ]
            .contains(byte)
        }
    }

    /// U+2028 or U+2029, which CoreFoundation skips as whitespace and ends a `//` comment at.
    private func isSeparator(at position: Int) -> Bool {
        position + 2 < text.count && text[position] == 0xE2 && text[position + 1] == 0x80
            && (text[position + 2] == 0xA8 || text[position + 2] == 0xA9)
    }

    /// The UTF-16 code units of the character at `position`, and its length in the text.
    private func codeUnits(at position: Int) -> (units: [UInt16], width: Int) {
        let lead = text[position]
        let width = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(position + width, text.count)
        return (Array(String(decoding: text[position..<end], as: UTF8.self).utf16), end - position)
    }

    private mutating func keepComment(_ open: Int, text body: SourceRange) {
        comments.append(
            PlistComment(
                text: String(decoding: text[body.start..<body.end], as: UTF8.self), range: SourceRange(open, index)))
    }
}
