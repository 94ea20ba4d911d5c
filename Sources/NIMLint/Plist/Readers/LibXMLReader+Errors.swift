import CLibXML2

/// libxml2's errors as nimlint's findings: its message made plain, at the place in the text it is about.
extension LibXMLReader {
    /// libxml2's error or warning, as the finding it makes, at the place it names.
    func error(_ error: xmlError) {
        let position = min(cursor, text.count)
        // libxml2 quotes what follows some errors on lines of their own ("CData section not finished\n…"): the
        // first line is the message, and the finding shows the text itself.
        let message = error.message.map { String(String(cString: $0).prefix { $0 != "\n" }) }?.trimmingWhitespace
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
        var range = SourceRange(position, min(position + 1, text.count))
        var readable = message
        var help: [String] = []
        if code == XML_ERR_TAG_NAME_MISMATCH, let opened = error.str1, let closed = error.str2 {
            range = SourceRange(MarkupScan.lastIndex(of: "</", before: position, in: text), position)
            readable = "closing tag </\(String(cString: closed))> does not match <\(String(cString: opened))>"
                + " opened on line \(error.int1)"
        } else if code == XML_ERR_RESERVED_XML_NAME, let declaration = declarationOpener(before: position) {
            // libxml2 names the place after `<?xml`; the finding covers the opener and names what precedes it.
            range = SourceRange(declaration, declaration + 5)
            readable = "the XML declaration must open the file, but \(precedingText(declaration)) before it"
        } else if let unclosed = Self.unclosedConstructs[code.rawValue],
            let opener = firstOpener(unclosed.opener, afterLast: unclosed.closer) {
            // libxml2 names the end of the file, where it gave up (or, in some releases, a place on the way there);
            // CoreFoundation, and the reader, the opening: the first after the last closer, none following it.
            range = SourceRange(opener, opener + unclosed.opener.count)
            readable = "\(unclosed.name) never closed: no \(String(decoding: unclosed.closer, as: UTF8.self)) follows this "
                + "\(String(decoding: unclosed.opener, as: UTF8.self)), so the rest of the file is inside it"
        } else if Self.isEncodingError(code: code, message: message) {
            readable = "the text is not UTF-8 here (\(bytes(from: position))): the file was saved in another encoding"
            help = ["save it as UTF-8, as Xcode writes it: NIMKit's loader reads a file as UTF-8 unless its XML "
                + "declaration names another encoding"]
        }
        builder.objection(
            ParseRule.xmlSyntax.diagnostic(readable, at: MarkupScan.wholeCharacters(range, in: text), help: help),
            stopsReading: isFatal,
            toTheDeclaredEncoding: Self.isEncodingError(code: code, message: message) && source.encoding == .utf8
                && CoreFoundationLoader.declaredEncoding(text) != nil)
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
        code == XML_ERR_INVALID_ENCODING || (code == XML_ERR_INVALID_CHAR && message.hasPrefix("Input is not proper UTF-8"))
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
