/// Reads a settings file written the plain way Xcode, PlistBuddy and NetEase write them, handing the `PlistBuilder`
/// the very events libxml2 would, at the same places, without libxml2: a pass over the bytes instead of libxml2's
/// tokenizer, dictionary and callbacks, where checking a clean file spent most of its time (docs/speed.md).
///
/// It reads only what XML and every libxml2 release read alike and without objection: the usual XML declaration
/// and DOCTYPE, comments, the property-list elements with no attribute but `<plist version="1.0">`, text of XML
/// characters in valid UTF-8 with `\t` and `\n` line breaks, the five named references and character references.
/// At the first thing outside that (a carriage return, a CDATA section, a processing instruction, an unknown
/// element, a mismatched tag, a cut-short file, a control character…) it gives up, and libxml2 reads the file as
/// it always did: libxml2 stays the judge of every file that is not plainly well-formed. `PlainReaderTests` holds
/// the two readings equal, event for event in what they build, over generated, damaged and real files.
enum PlainPlistReader: PlistEventSource {
    /// Only UTF-8 below `maximumSize`: every other file is libxml2's to read.
    static func mayRead(_ source: SourceFile) -> Bool {
        (source.encoding == .utf8 || source.encoding == .utf8WithBOM) && source.text.count < maximumSize
    }

    /// Reads `source` as libxml2 would have read it; false where libxml2 must read it.
    static func read(_ source: SourceFile, into builder: PlistBuilder) -> Bool {
        source.text.withUnsafeBufferPointer { text -> Bool in
            guard let base = text.baseAddress else { return false }
            var scanner = PlainScanner(
                text: base, end: text.count, builder: builder, index: source.encoding == .utf8WithBOM ? 3 : 0)
            return scanner.document()
        }
    }

    /// libxml2 refuses a single text or comment past 10,000,000 bytes (`XML_MAX_TEXT_LENGTH`) unless told
    /// `XML_PARSE_HUGE`: below that size no construct can reach its limit.
    static let maximumSize = 10_000_000

    /// Deeper files are left to libxml2 and the builder's own limit (`PlistBuilder.maximumDepth`), which report
    /// them; NIMKit's files nest five levels.
    static let maximumDepth = 64
}

/// The scan itself: a cursor over the text, the builder it feeds, and the grammar of plain files. Every function
/// returns false at the first byte outside that grammar.
private struct PlainScanner {
    let text: UnsafePointer<UInt8>
    let end: Int
    let builder: PlistBuilder
    var index: Int
    private let classes = ByteClass.table

    /// What a byte is to the scan of an element's content, looked up by its value: nearly every byte is text to
    /// pass by.
    enum ByteClass: BitwiseCopyable {
        /// Tab, line feed and ASCII from the space on, but for the three below.
        case text
        /// `<`: a tag or a comment.
        case markup
        /// `&`
        case reference
        /// `>`, refused after `]]`.
        case greaterThan
        /// The first byte of a UTF-8 sequence, or a byte no sequence starts with.
        case multibyte
        /// Control characters, which XML forbids, and the carriage return, which libxml2 reads as a line break
        /// where CoreFoundation keeps it: both are for libxml2 to read.
        case refused

        /// The class of every byte value, made once for the process and never written after: the pointer is
        /// shared by every thread that reads.
        nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
            let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
            for value in 0..<256 {
                switch value {
                case 0x3C: table[value] = .markup
                case 0x26: table[value] = .reference
                case 0x3E: table[value] = .greaterThan
                case 0x09, 0x0A, 0x20...0x7F: table[value] = .text
                case 0x80...: table[value] = .multibyte
                default: table[value] = .refused
                }
            }
            return UnsafePointer(table)
        }()
    }

    /// `[XMLDecl] Misc* [doctype Misc*] element Misc*`, where Misc is whitespace or a comment.
    mutating func document() -> Bool {
        if !skip(Self.declarationWithEncoding) { _ = skip(Self.declaration) }
        guard misc() else { return false }
        let doctype = index
        if skip(Self.doctype) || skip(Self.olderDoctype) {
            builder.doctypeDeclaration(SourceRange(doctype, index))
            guard misc() else { return false }
        }
        guard index < end, text[index] == UInt8(ascii: "<"), element(depth: 1) else { return false }
        return misc() && index == end
    }

    /// Whitespace and comments, up to the next other byte or the end.
    private mutating func misc() -> Bool {
        while index < end {
            switch text[index] {
            case 0x20, 0x09, 0x0A:
                index += 1
            case UInt8(ascii: "<") where holds(Self.commentOpener):
                guard comment() else { return false }
            default:
                return true
            }
        }
        return true
    }

    // MARK: - Elements

    /// The element whose `<` is at `index`, its content and its end tag.
    private mutating func element(depth: Int) -> Bool {
        guard depth <= PlainPlistReader.maximumDepth else { return false }
        let open = index
        index += 1
        // The name's letters as one word; a ninth letter makes it no plist element's name.
        var word: UInt64 = 0
        var shift: UInt64 = 0
        while index < end, shift < 64, text[index] >= UInt8(ascii: "a"), text[index] <= UInt8(ascii: "z") {
            word |= UInt64(text[index]) << shift
            shift += 8
            index += 1
        }
        guard let element = PlistElement(word: word) else { return false }
        if element == .plist { _ = skip(Self.versionAttribute) }
        guard index < end else { return false }
        var selfClosing = false
        if text[index] == UInt8(ascii: "/") {
            guard index + 1 < end, text[index + 1] == UInt8(ascii: ">") else { return false }
            selfClosing = true
            index += 2
        } else {
            guard text[index] == UInt8(ascii: ">") else { return false }
            index += 1
        }
        builder.startElement(element, startTag: SourceRange(open, index), selfClosing: selfClosing) { element.rawValue }
        if selfClosing {
            builder.endElement(at: index)
            return true
        }
        return content(of: element, named: word, depth: depth)
    }

    /// Text, references, comments and child elements up to the end tag of `element`, which must follow; `name` is
    /// the word its start tag's name was read into.
    private mutating func content(of element: PlistElement, named name: UInt64, depth: Int) -> Bool {
        var chunk = index
        while index < end {
            switch classes[Int(text[index])] {
            case .text:
                index += 1
            case .multibyte:
                let length = Self.characterLength(text, at: index, end: end)
                guard length > 0 else { return false }
                index += length
            case .markup:
                characters(from: chunk)
                guard index + 1 < end else { return false }
                switch text[index + 1] {
                case UInt8(ascii: "/"):
                    return endTag(of: element, named: name)
                case UInt8(ascii: "!"):
                    guard comment() else { return false }
                default:
                    guard self.element(depth: depth + 1) else { return false }
                }
                chunk = index
            case .reference:
                characters(from: chunk)
                guard reference() else { return false }
                chunk = index
            case .greaterThan:
                // `]]>` may not stand in text.
                guard index < 2 || text[index - 1] != UInt8(ascii: "]") || text[index - 2] != UInt8(ascii: "]")
                else { return false }
                index += 1
            case .refused:
                return false
            }
        }
        return false
    }

    /// `</name>` closing `element`, whose name's word is `name`, with nothing else in it.
    private mutating func endTag(of element: PlistElement, named name: UInt64) -> Bool {
        let length = element.nameLength
        guard end - index >= length + 3, text[index + length + 2] == UInt8(ascii: ">") else { return false }
        var word: UInt64 = 0
        for offset in 0..<length { word |= UInt64(text[index + 2 + offset]) << UInt64(8 * offset) }
        guard word == name else { return false }
        index += length + 3
        builder.endElement(at: index, endTagMatched: true)
        return true
    }

    // MARK: - Text

    /// Hands the text from `start` to `index` to the builder.
    private func characters(from start: Int) {
        if index > start { builder.characters(text + start, index - start, isCDATA: false) }
    }

    /// The reference at `index`, whose character libxml2 hands on as text: `&lt;` `&gt;` `&amp;` `&quot;`
    /// `&apos;`, `&#digits;` and `&#xhex;` naming an XML character.
    private mutating func reference() -> Bool {
        index += 1
        for (name, character) in MarkupScan.namedReferences where holds(name) {
            index += name.utf8.count
            var byte = character
            builder.characters(&byte, 1, isCDATA: false)
            return true
        }
        guard end - index > 2, text[index] == UInt8(ascii: "#") else { return false }
        index += 1
        let isHex = text[index] == UInt8(ascii: "x")
        if isHex { index += 1 }
        var value: UInt32 = 0
        var digits = 0
        while index < end, text[index] != UInt8(ascii: ";") {
            guard digits < 7, let digit = MarkupScan.referenceDigit(text[index], isHex: isHex) else { return false }
            value = value * (isHex ? 16 : 10) + digit
            digits += 1
            index += 1
        }
        guard index < end, digits > 0, Self.isCharacter(value), let scalar = Unicode.Scalar(value) else { return false }
        index += 1
        var encoded = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
        var count = 0
        withUnsafeMutableBytes(of: &encoded) { bytes in
            UTF8.encode(scalar) { unit in
                bytes[count] = unit
                count += 1
            }
            builder.characters(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count, isCDATA: false)
        }
        return true
    }

    /// `<!--`, text without `--`, `-->`.
    private mutating func comment() -> Bool {
        let open = index
        guard skip(Self.commentOpener), index < end, text[index] != UInt8(ascii: "-") else { return false }
        let bodyStart = index
        while index < end {
            let byte = text[index]
            if byte == UInt8(ascii: "-"), index + 1 < end, text[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < end, text[index + 2] == UInt8(ascii: ">") else { return false }
                let body = UnsafeBufferPointer(start: text + bodyStart, count: index - bodyStart)
                index += 3
                builder.comment(String(decoding: body, as: UTF8.self), range: SourceRange(open, index))
                return true
            }
            if byte >= 0x80 {
                let length = Self.characterLength(text, at: index, end: end)
                guard length > 0 else { return false }
                index += length
            } else {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A else { return false }
                index += 1
            }
        }
        return false
    }

    // MARK: - Bytes

    /// Moves past `literal` when the text holds it at `index`.
    private mutating func skip(_ literal: StaticString) -> Bool {
        guard holds(literal) else { return false }
        index += literal.utf8CodeUnitCount
        return true
    }

    /// Whether the text holds `literal` at `index`.
    private func holds(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer(holds)
    }

    /// Whether the text holds `word` at `index`.
    private func holds(_ word: String) -> Bool {
        var word = word
        return word.withUTF8(holds)
    }

    private func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        end - index >= bytes.count && bytes.indices.allSatisfy { text[index + $0] == bytes[$0] }
    }

    /// The length of the UTF-8 sequence at `index` (its first byte past ASCII) when it is an XML character: none
    /// of an overlong form, a surrogate, U+FFFE, U+FFFF or past U+10FFFF. 0 otherwise.
    static func characterLength(_ text: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int {
        let first = text[index]
        func continuation(_ offset: Int) -> UInt8? {
            index + offset < end && text[index + offset] & 0xC0 == 0x80 ? text[index + offset] : nil
        }
        switch first {
        case 0xC2...0xDF:
            return continuation(1) == nil ? 0 : 2
        case 0xE0...0xEF:
            guard let second = continuation(1), let third = continuation(2) else { return 0 }
            if first == 0xE0 && second < 0xA0 { return 0 }
            if first == 0xED && second >= 0xA0 { return 0 }
            if first == 0xEF && second == 0xBF && third >= 0xBE { return 0 }
            return 3
        case 0xF0...0xF4:
            guard let second = continuation(1), continuation(2) != nil, continuation(3) != nil else { return 0 }
            if first == 0xF0 && second < 0x90 { return 0 }
            if first == 0xF4 && second >= 0x90 { return 0 }
            return 4
        default:
            return 0
        }
    }

    /// XML's `Char`: tab, line feed, carriage return and U+0020 on, less the surrogates, U+FFFE and U+FFFF.
    static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static let declarationWithEncoding: StaticString = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    private static let declaration: StaticString = "<?xml version=\"1.0\"?>"
    private static let doctype: StaticString =
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
    private static let olderDoctype: StaticString =
        "<!DOCTYPE plist PUBLIC \"-//Apple Computer//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
    private static let versionAttribute: StaticString = " version=\"1.0\""
    private static let commentOpener: StaticString = "<!--"
}
