import CLibXML2

/// libxml2's errors as nimlint's findings: its message made plain, at the place in the text it is about.
extension LibXMLReader {
    /// libxml2's error or warning, as the finding it makes, at the place it names.
    func error(_ error: xmlError) {
        let position = min(cursor, text.count)
        // libxml2 quotes what follows some errors on lines of their own ("CData section not finished\n…"): the
        // first line is the message, and the finding shows the text itself.
        let message =
            error.message.map { String(String(cString: $0).prefix { $0 != "\n" }) }?.trimmingWhitespace
            ?? "malformed XML"
        let code = xmlParserErrors(rawValue: UInt32(error.code))
        if code == XML_ERR_UNDECLARED_ENTITY || code == XML_WAR_UNDECLARED_ENTITY {
            reportEntityReference(named: error.str1.map { String(cString: $0) } ?? "?", near: position)
            return
        }
        guard error.level != XML_ERR_WARNING else { return }
        let isFatal = error.level == XML_ERR_FATAL
        // After its first fatal error libxml2 reads on only to report more of the same.
        guard !isFatal || !builder.sawFatalError else { return }
        var objection = plainWords(for: code, of: error, saying: message, at: position)
        // The words libxml2 used, for those who search them.
        objection.help.append(ParseRule.libxml2Says + message)
        builder.objection(
            ParseRule.xmlSyntax.diagnostic(
                objection.message, at: MarkupScan.wholeCharacters(objection.range, in: text), help: objection.help,
                related: objection.related),
            stopsReading: isFatal,
            toTheDeclaredEncoding: Self.isEncodingError(code: code, message: message) && source.encoding == .utf8
                && CoreFoundationLoader.declaredEncoding(text) != nil)
    }

    /// A libxml2 objection said in the file's terms: what is wrong, where, and the other place it is about.
    private struct Objection {
        var message: String
        var range: SourceRange
        var related: [RelatedLocation] = []
        var help: [String] = []
    }

    /// What libxml2's error `code` (its message `said`, at `position`) means in the file's terms. libxml2 shares a
    /// code among several messages, and its releases word and place some differently: the words follow the code
    /// and the text at hand, never the message alone.
    private func plainWords(for code: xmlParserErrors, of error: xmlError, saying said: String, at position: Int)
        -> Objection
    {
        let here = SourceRange(position, min(position + 1, text.count))
        let name = error.str1.map { String(cString: $0) }
        switch code {
        case _ where code != XML_ERR_TAG_NOT_FINISHED && endsInsideACharacter(from: position):
            // A copy cut off inside a multi-byte character: libxml2 calls it an encoding or an internal error.
            return Objection(
                message: "the file ends in the middle of a character (\(bytes(from: position))): it was cut off "
                    + "while it was written or copied",
                range: SourceRange(position, text.count))
        case XML_ERR_TAG_NAME_MISMATCH:
            guard let opened = name, let closed = error.str2.map({ String(cString: $0) }) else { break }
            return Objection(
                message: "closing tag </\(closed)> does not match <\(opened)> opened on line \(error.int1)",
                range: SourceRange(MarkupScan.lastIndex(of: "</", before: position, in: text), position),
                related: openingTag(named: opened, onLine: Int(error.int1), before: position))
        case XML_ERR_TAG_NOT_FINISHED:
            guard let opened = name else { break }
            return Objection(
                message: "the file ends inside the <\(opened)> opened on line \(error.int1): no </\(opened)> closes it",
                range: here, related: openingTag(named: opened, onLine: Int(error.int1), before: position))
        case XML_ERR_GT_REQUIRED:
            let tag = tagText(before: position)
            let opening = name.map { openingTag(named: $0, onLine: Int(error.int1), before: position) } ?? []
            guard !isPastContent(position) else {
                return Objection(
                    message: "the file ends inside the tag \(tag): no `>` closes it", range: here,
                    related: opening)
            }
            return Objection(
                message: "expected `>` to close the tag \(tag) before \(character(at: position))",
                range: here, related: opening)
        case XML_ERR_NAME_REQUIRED where isPastContent(position):
            return Objection(
                message: "the file ends inside \(tagText(before: position)): nothing follows it", range: here)
        case XML_ERR_NAME_REQUIRED where said.contains("EntityRef"):
            return Objection(
                message: "`&` begins no entity reference here: a name and `;` must follow it",
                range: SourceRange(MarkupScan.lastIndex(of: "&", before: position + 1, in: text), position),
                help: [Self.ampersand])
        case XML_ERR_NAME_REQUIRED where said.contains("attribute"):
            return Objection(
                message: "expected `>` to close the tag \(tagText(before: position)) before \(character(at: position)):"
                    + " a property list's tags hold only their name",
                range: here)
        case XML_ERR_NAME_REQUIRED:
            let opener = MarkupScan.lastIndex(of: "<", before: position + 1, in: text)
            return Objection(
                message: "`<` starts no tag here: the element's name must follow it directly",
                range: SourceRange(opener, opener + 1),
                help: ["a `<` inside a value is written `&lt;`"])
        case XML_ERR_ENTITYREF_SEMICOL_MISSING:
            return Objection(
                message: "the entity reference \(tagText(before: position, from: "&")) has no `;` to end it",
                range: here, help: [Self.ampersand])
        case XML_ERR_DOCUMENT_END:
            let rootEnd = MarkupScan.lastIndex(of: "</", before: position, in: text)
            let closing =
                text[rootEnd...].starts(with: Array("</".utf8))
                ? [RelatedLocation(message: "the root element ends here", range: tagRange(from: rootEnd))] : []
            return Objection(
                message: "text after the root element: a property list is one <plist> and nothing follows it",
                range: here, related: closing)
        case XML_ERR_DOCUMENT_EMPTY where text.allSatisfy(MarkupScan.isWhitespace):
            return Objection(message: "the file holds no property list: it is empty", range: here)
        case XML_ERR_DOCUMENT_EMPTY:
            return Objection(
                message: "text before the root element: a property list begins with `<?xml`, `<!DOCTYPE` or `<plist>`",
                range: here)
        case XML_ERR_MISPLACED_CDATA_END:
            // libxml2 names the start of the text that holds it.
            let end = text[position...].firstIndex(of: UInt8(ascii: "<")) ?? text.count
            let at = MarkupScan.firstIndex(of: "]]>", in: SourceRange(position, end), of: text) ?? position
            return Objection(
                message: "`]]>` is not allowed in text", range: SourceRange(at, min(at + 3, text.count)),
                help: ["write it `]]&gt;` inside a value"])
        case XML_ERR_HYPHEN_IN_COMMENT:
            return Objection(
                message: "`--` inside a comment: an XML comment cannot hold two hyphens in a row",
                range: here)
        case XML_ERR_INVALID_ENCODING, XML_ERR_INVALID_CHAR, XML_ERR_INVALID_CHARREF, XML_ERR_INVALID_DEC_CHARREF,
            XML_ERR_INVALID_HEX_CHARREF:
            if Self.isEncodingError(code: code, message: said) {
                return Objection(
                    message: "the text is not UTF-8 here (\(bytes(from: position))): the file was saved in another "
                        + "encoding",
                    range: here,
                    help: [
                        "save it as UTF-8, as Xcode writes it: NIMKit's loader reads a file as UTF-8 unless its XML "
                            + "declaration names another encoding"
                    ])
            }
            return Objection(message: "a character XML does not allow: \(character(at: position))", range: here)
        case XML_ERR_XMLDECL_NOT_FINISHED, XML_ERR_XMLDECL_NOT_STARTED, XML_ERR_VERSION_MISSING,
            XML_ERR_STANDALONE_VALUE, XML_ERR_ENCODING_NAME:
            return Objection(
                message: "the XML declaration is malformed", range: here,
                help: ["Xcode writes it \(Self.xcodeDeclaration)"])
        case XML_ERR_DOCTYPE_NOT_FINISHED, XML_ERR_LITERAL_NOT_STARTED, XML_ERR_LITERAL_NOT_FINISHED,
            XML_ERR_PUBID_REQUIRED, XML_ERR_EXT_SUBSET_NOT_FINISHED:
            return Objection(
                message: "the DOCTYPE declaration is malformed", range: here,
                help: ["Xcode writes it \(Self.xcodeDoctype)"])
        case XML_ERR_ATTRIBUTE_NOT_STARTED, XML_ERR_ATTRIBUTE_NOT_FINISHED, XML_ERR_ATTRIBUTE_WITHOUT_VALUE,
            XML_ERR_LT_IN_ATTRIBUTE, XML_ERR_ATTRIBUTE_REDEFINED, XML_ERR_SPACE_REQUIRED, XML_ERR_EQUAL_REQUIRED:
            return Objection(
                message: "a malformed attribute in the tag \(tagText(before: position)): a property list's tags take "
                    + "none but <plist version=\"1.0\">",
                range: here)
        case XML_NS_ERR_UNDEFINED_NAMESPACE, XML_NS_ERR_QNAME:
            return Objection(
                message: "a prefixed name in the tag \(tagText(before: position)): a property list's elements and "
                    + "attributes have no namespace prefix",
                range: here)
        case XML_ERR_STRING_NOT_STARTED, XML_ERR_STRING_NOT_CLOSED:
            return Objection(
                message: "a quoted value in the declaration opens or closes without its quote", range: here,
                help: ["Xcode writes the declarations \(Self.xcodeDeclaration) and \(Self.xcodeDoctype)"])
        case XML_ERR_RESERVED_XML_NAME:
            // libxml2 names the place after `<?xml`; the finding covers the opener and names what precedes it.
            guard let declaration = declarationOpener(before: position) else { break }
            return Objection(
                message: "the XML declaration must open the file, but \(precedingText(declaration)) before it",
                range: SourceRange(declaration, declaration + 5))
        default:
            if let unclosed = Self.unclosedConstructs[code.rawValue],
                let opener = firstOpener(unclosed.opener, afterLast: unclosed.closer)
            {
                // libxml2 names the end of the file, where it gave up (or, in some releases, a place on the way
                // there); CoreFoundation, and the reader, the opening: the first after the last closer, none
                // following it.
                return Objection(
                    message: "\(unclosed.name) never closed: no \(String(decoding: unclosed.closer, as: UTF8.self)) "
                        + "follows this \(String(decoding: unclosed.opener, as: UTF8.self)), so the rest of the file "
                        + "is inside it",
                    range: SourceRange(opener, opener + unclosed.opener.count))
            }
        }
        return Objection(message: "this is not well-formed XML", range: here)
    }

    private static let ampersand = "an `&` inside a value is written `&amp;`"
    private static let xcodeDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    private static let xcodeDoctype =
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
        + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

    /// Whether the text from `position` is the start of a UTF-8 character the file ends before it completes.
    private func endsInsideACharacter(from position: Int) -> Bool {
        let rest = text[min(position, text.count)...]
        guard let lead = rest.first, rest.count < 4 else { return false }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return rest.count < length && rest.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
    }

    /// Whether nothing but whitespace follows `position`: libxml2 ran out of text there.
    private func isPastContent(_ position: Int) -> Bool {
        text[min(position, text.count)...].allSatisfy(MarkupScan.isWhitespace)
    }

    /// The tag (or reference, from `opener`) that runs up to `position`, as written and cut to 40 bytes, in
    /// backticks: "`</key`".
    private func tagText(before position: Int, from opener: StaticString = "<") -> String {
        let start = MarkupScan.lastIndex(of: opener, before: min(position, text.count), in: text)
        var end = min(position, text.count)
        while end > start, MarkupScan.isWhitespace(text[end - 1]) { end -= 1 }
        let written = String(decoding: text[start..<min(end, start + 40)], as: UTF8.self)
        return "`\(written)\(end - start > 40 ? "…" : "")`"
    }

    /// The character at `position` as a finding names it: "`<`", "U+0001", or "the end of the file".
    private func character(at position: Int) -> String {
        guard position < text.count else { return "the end of the file" }
        let byte = text[position]
        if byte < 0x20 || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return "the end of the line" }
        return byte < 0x80 ? "`\(Character(Unicode.Scalar(byte)))`" : "a non-ASCII character"
    }

    /// The start tag of `name` libxml2 names by its line, as a note: the last on that line before `position`.
    private func openingTag(named name: String, onLine line: Int, before position: Int) -> [RelatedLocation] {
        var start = position
        while true {
            start = MarkupScan.lastIndex(of: "<", before: start, in: text)
            guard text[start...].starts(with: Array("<\(name)".utf8)) else {
                if start == 0 { return [] }
                continue
            }
            let found = source.location(of: start).line
            if found == line {
                return [RelatedLocation(message: "<\(name)> opens here", range: tagRange(from: start))]
            }
            if found < line || start == 0 { return [] }
        }
    }

    /// A tag from its `<` to its `>`, or to the end of its line when none closes it there.
    private func tagRange(from start: Int) -> SourceRange {
        var end = start + 1
        while end < text.count, text[end] != UInt8(ascii: ">"), text[end] != UInt8(ascii: "\n") { end += 1 }
        return SourceRange(start, min(text.count, end < text.count && text[end] == UInt8(ascii: ">") ? end + 1 : end))
    }

    /// The `<?xml` libxml2 refused as not at the file's start: the last one before `position`.
    private func declarationOpener(before position: Int) -> Int? {
        let opener = MarkupScan.lastIndex(of: "<?xml", before: position, in: text)
        return text[opener...].starts(with: "<?xml".utf8) ? opener : nil
    }

    /// What comes before a misplaced XML declaration (past a byte order mark), in a few words and its verb.
    private func precedingText(_ declaration: Int) -> String {
        let before = text[(source.encoding == .utf8WithBOM ? 3 : 0)..<declaration]
        guard let first = before.firstIndex(where: { !MarkupScan.isWhitespace($0) }) else {
            let lines = before.count { $0 == UInt8(ascii: "\n") }
            return lines == 0 ? "whitespace comes" : lines == 1 ? "a blank line comes" : "\(lines) blank lines come"
        }
        return text[first...].starts(with: "<!--".utf8) ? "a comment comes" : "other text comes"
    }

    /// The constructs libxml2 reports unterminated at the end of the file, by error code.
    private static let unclosedConstructs: [UInt32: (name: String, opener: [UInt8], closer: [UInt8])] = [
        XML_ERR_COMMENT_NOT_FINISHED.rawValue: ("comment", Array("<!--".utf8), Array("-->".utf8)),
        XML_ERR_CDATA_NOT_FINISHED.rawValue: ("CDATA section", Array("<![CDATA[".utf8), Array("]]>".utf8)),
        XML_ERR_PI_NOT_FINISHED.rawValue: ("processing instruction", Array("<?".utf8), Array("?>".utf8)),
    ]

    /// The first `opener` after the file's last `closer`: where a construct that runs unclosed to the end of the
    /// file opens. Nil when there is none.
    private func firstOpener(_ opener: [UInt8], afterLast closer: [UInt8]) -> Int? {
        func matches(_ needle: [UInt8], at index: Int) -> Bool {
            index + needle.count <= text.count && text[index..<(index + needle.count)].elementsEqual(needle)
        }
        let lastCloser = stride(from: text.count - closer.count, through: 0, by: -1).first { matches(closer, at: $0) }
        return ((lastCloser.map { $0 + closer.count } ?? 0)..<text.count).first { matches(opener, at: $0) }
    }

    /// libxml2's objection to bytes that are no UTF-8 character: `XML_ERR_INVALID_ENCODING` ("Invalid bytes in
    /// character encoding") since 2.13, before that `XML_ERR_INVALID_CHAR` with "Input is not proper UTF-8".
    private static func isEncodingError(code: xmlParserErrors, message: String) -> Bool {
        code == XML_ERR_INVALID_ENCODING
            || (code == XML_ERR_INVALID_CHAR && message.hasPrefix("Input is not proper UTF-8"))
    }

    /// Up to four bytes from `position` in hex, as libxml2 names them: "bytes 0xC7 0xEB 0xCA 0xE4".
    private func bytes(from position: Int) -> String {
        let shown = text[position..<min(position + 4, text.count)]
        let hex = shown.map { byte in
            "0x" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
        }
        return (shown.count == 1 ? "byte " : "bytes ") + hex.joined(separator: " ")
    }

    /// libxml2 names a general (`&pe;`) and a parameter entity reference (`%pe;`, in the DOCTYPE's internal
    /// subset) alike and reports both wherever its cursor is; the reference as written is found in the text, the
    /// one nearest before the cursor.
    private func reportEntityReference(named name: String, near position: Int) {
        let general = MarkupScan.nearestIndex(of: Array("&\(name);".utf8), endingBy: position + 1, in: text)
        let parameter = MarkupScan.nearestIndex(of: Array("%\(name);".utf8), endingBy: position + 1, in: text)
        let isParameter = parameter.map { parameter in general.map { parameter > $0 } ?? true } ?? false
        let sigil = isParameter ? "%" : "&"
        let start = (isParameter ? parameter : general) ?? position
        let end = (isParameter ? parameter : general).map { $0 + name.utf8.count + 2 } ?? position
        let kind = isParameter ? "parameter-entity reference" : "entity reference"
        builder.report(
            "\(kind) \(sigil)\(name); is not allowed: a property list uses only &lt; &gt; &amp; &quot; &apos; "
                + "and character references",
            at: SourceRange(start, max(start, end)))
    }
}
