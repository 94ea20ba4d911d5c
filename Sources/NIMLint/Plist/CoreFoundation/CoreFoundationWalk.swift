/// Reads a file the way CoreFoundation's XML property-list parser (NIMKit's loader) reads it, handing every
/// element, text, comment and the DOCTYPE to a `PlistBuilder` at its place in the file: the located tree of what
/// the app gets, where libxml2 stopped short of it or read the markup otherwise.
///
/// It takes the decisions CoreFoundation takes: markup skipped up to the first `?>`, `-->` or `>` whatever lies
/// between, a start tag up to its first `>`, text after the root never read, only the five named references and
/// character references, whitespace only between elements. It is only asked about files CoreFoundation has
/// loaded, so where CoreFoundation would stop with an error it gives up (nil) instead of saying why.
struct CoreFoundationWalk: PlistEventSource {
    private let text: [UInt8]
    private let builder: PlistBuilder
    private var index: Int
    /// The encoding the XML declaration names, when CoreFoundation converts the file from one other than UTF-8:
    /// texts are read in it. Every encoding it can convert from that keeps `<` and `&` single bytes (Latin-1,
    /// GBK, Shift_JIS…) leaves the markup where it is, so only texts change.
    private let declaredEncoding: String.Encoding?

    /// Reads `source`, which CoreFoundation loads; false when the walk cannot follow it there.
    static func read(_ source: SourceFile, into builder: PlistBuilder) -> Bool {
        var walk = CoreFoundationWalk(
            text: source.text, builder: builder, index: source.encoding == .utf8WithBOM ? 3 : 0,
            declaredEncoding: source.encoding == .utf8 ? CoreFoundationLoader.declaredEncoding(source.text) : nil)
        return walk.prolog() && !builder.sawFatalError
    }

    private enum Content {
        /// An element was read; `isKey` when it was a `<key>`.
        case element(isKey: Bool)
        /// The next thing is an end tag, at `index`.
        case end
        case failed
    }

    // MARK: - Markup around the elements

    /// Whatever precedes the root element, then the root; what follows it CoreFoundation never looks at.
    private mutating func prolog() -> Bool {
        while index < text.count {
            skipWhitespace()
            guard index + 1 < text.count, text[index] == UInt8(ascii: "<") else { return false }
            let open = index
            index += 1
            switch text[index] {
            case UInt8(ascii: "!"):
                index += 1
                if index + 1 < text.count, text[index] == UInt8(ascii: "-"), text[index + 1] == UInt8(ascii: "-") {
                    // CoreFoundation looks for the comment's end from one byte past its opening here.
                    index += 3
                    guard skipComment(openedAt: open) else { return false }
                } else {
                    guard skipDoctype(openedAt: open) else { return false }
                }
            case UInt8(ascii: "?"):
                index += 1
                guard skipProcessingInstruction() else { return false }
            default:
                return element()
            }
        }
        return false
    }

    /// The next element of a container's content, past whitespace, comments and processing instructions.
    private mutating func content() -> Content {
        while index < text.count {
            skipWhitespace()
            guard index + 1 < text.count, text[index] == UInt8(ascii: "<") else { return .failed }
            let open = index
            index += 1
            switch text[index] {
            case UInt8(ascii: "?"):
                // Here the `?` after `<` may be the one of `?>`: `<?>` is a whole processing instruction.
                guard skipProcessingInstruction() else { return .failed }
            case UInt8(ascii: "!"):
                guard index + 2 < text.count, text[index + 1] == UInt8(ascii: "-"), text[index + 2] == UInt8(ascii: "-")
                else { return .failed }
                index += 3
                guard skipComment(openedAt: open) else { return .failed }
            case UInt8(ascii: "/"):
                index = open
                return .end
            default:
                let isKey = text[index] == UInt8(ascii: "k")
                return element() ? .element(isKey: isKey) : .failed
            }
        }
        return .failed
    }

    /// From `index` on, to just past the first `-->` that is not among the file's last three bytes.
    private mutating func skipComment(openedAt open: Int) -> Bool {
        var position = index
        while position < text.count - 3 {
            if text[position] == UInt8(ascii: "-"), text[position + 1] == UInt8(ascii: "-"),
                text[position + 2] == UInt8(ascii: ">")
            {
                index = position + 3
                let body = text[min(open + 4, position)..<position]
                builder.comment(String(decoding: body, as: UTF8.self), range: SourceRange(open, index))
                return true
            }
            position += 1
        }
        return false
    }

    /// From `index` on, to just past the first `?>` that is not the file's last two bytes.
    private mutating func skipProcessingInstruction() -> Bool {
        while index < text.count - 2 {
            if text[index] == UInt8(ascii: "?"), text[index + 1] == UInt8(ascii: ">") {
                index += 2
                return true
            }
            index += 1
        }
        return false
    }

    /// `DOCTYPE` and everything up to the first `>`. An internal subset (`[` first) CoreFoundation refuses.
    private mutating func skipDoctype(openedAt open: Int) -> Bool {
        guard matches("DOCTYPE") else { return false }
        index += 7
        while index < text.count, text[index] != UInt8(ascii: "[") {
            index += 1
            if text[index - 1] == UInt8(ascii: ">") {
                builder.doctypeDeclaration(SourceRange(open, index))
                return true
            }
        }
        return false
    }

    // MARK: - Elements

    /// The element whose name starts at `index`, just past its `<`.
    private mutating func element() -> Bool {
        let open = index - 1
        let nameStart = index
        var nameLength: Int?
        while index < text.count, text[index] != UInt8(ascii: ">") {
            if nameLength == nil, MarkupScan.isWhitespace(text[index]) { nameLength = index - nameStart }
            index += 1
        }
        guard index < text.count else { return false }
        let isEmpty = text[index - 1] == UInt8(ascii: "/")
        let length = nameLength ?? (index - (isEmpty ? 1 : 0) - nameStart)
        index += 1
        guard length > 0,
            let element = PlistElement(
                rawValue: String(decoding: text[nameStart..<(nameStart + length)], as: UTF8.self))
        else { return false }
        builder.startElement(element, startTag: SourceRange(open, index), selfClosing: isEmpty) { element.rawValue }
        guard !builder.sawFatalError else { return false }
        if isEmpty {
            switch element {
            case .data, .date, .real, .integer, .plist: return false
            default:
                builder.endElement(at: index)
                return true
            }
        }
        switch element {
        case .plist:
            guard case .element = content() else { return false }
            guard case .end = content() else { return false }
        case .dict:
            while true {
                let key = content()
                if case .end = key { break }
                guard case .element(isKey: true) = key, case .element = content() else { return false }
            }
        case .array:
            while true {
                let item = content()
                if case .end = item { break }
                guard case .element = item else { return false }
            }
        case .key, .string, .real:
            guard leafText() else { return false }
        case .data:
            // Base64 text: CoreFoundation refuses a byte past ASCII and skips the others it cannot decode.
            let start = index
            while index < text.count, text[index] != UInt8(ascii: "<") {
                guard text[index] < 0x80 else { return false }
                index += 1
            }
            characters(start..<index)
        case .integer, .date:
            // Their readers refuse `<` before the end tag as they refuse `&`.
            let start = index
            while index < text.count, text[index] != UInt8(ascii: "<") { index += 1 }
            characters(start..<index)
        case .true, .false:
            break
        }
        return closeTag(element)
    }

    /// `</name`, whitespace, `>`.
    private mutating func closeTag(_ element: PlistElement) -> Bool {
        let name = element.rawValue
        guard text.count - index >= name.utf8.count + 3, text[index] == UInt8(ascii: "<"),
            text[index + 1] == UInt8(ascii: "/")
        else { return false }
        index += 2
        guard matches(name) else { return false }
        index += name.utf8.count
        skipWhitespace()
        guard index < text.count, text[index] == UInt8(ascii: ">") else { return false }
        index += 1
        builder.endElement(at: index)
        return true
    }

    // MARK: - Text

    /// A `<key>`, `<string>` or `<real>`'s text up to its end tag: characters, CDATA sections and references.
    private mutating func leafText() -> Bool {
        var chunk = index
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "<"):
                guard index + 1 < text.count, text[index + 1] == UInt8(ascii: "!") else {
                    return decodedCharacters(chunk..<index)
                }
                guard decodedCharacters(chunk..<index), matches("<![CDATA[") else { return false }
                index += 9
                let start = index
                while index < text.count - 2, !matches("]]>") { index += 1 }
                guard index < text.count - 2, decodedCharacters(start..<index) else { return false }
                index += 3
                chunk = index
            case UInt8(ascii: "&"):
                guard decodedCharacters(chunk..<index), let character = reference() else { return false }
                builder.characters(character)
                chunk = index
            default:
                index += 1
            }
        }
        return decodedCharacters(chunk..<index)
    }

    /// Text of the file, in the declared encoding when it names one; false when the bytes are not in it.
    private func decodedCharacters(_ range: Range<Int>) -> Bool {
        guard let declaredEncoding, !range.isEmpty else {
            characters(range)
            return true
        }
        guard let decoded = String(bytes: text[range], encoding: declaredEncoding) else { return false }
        builder.characters(Array(decoded.utf8))
        return true
    }

    /// The reference at `index` (its `&`), as UTF-8: `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`, `&#…;` and `&#x…;`
    /// with at most seven digits. A code point no string can hold adds nothing.
    private mutating func reference() -> [UInt8]? {
        index += 1
        for (name, character) in MarkupScan.namedReferences where matches(name) {
            index += name.utf8.count
            return [character]
        }
        guard text.count - index >= 4, text[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        let isHex = text[index] == UInt8(ascii: "x")
        if isHex { index += 1 }
        var value: UInt32 = 0
        var read = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            read += 1
            if byte == UInt8(ascii: ";") {
                return Unicode.Scalar(value).map { Array(String($0).utf8) } ?? []
            }
            guard read <= 8, let digit = MarkupScan.referenceDigit(byte, isHex: isHex) else { return nil }
            value = (isHex ? value &<< 4 : value &* 10) &+ digit
        }
        return nil
    }

    // MARK: - Bytes

    private func characters(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        text.withUnsafeBufferPointer { buffer in
            builder.characters(buffer.baseAddress! + range.lowerBound, range.count, isCDATA: false)
        }
    }

    private mutating func skipWhitespace() {
        while index < text.count, MarkupScan.isWhitespace(text[index]) { index += 1 }
    }

    private func matches(_ word: String) -> Bool {
        text.count - index >= word.utf8.count && text[index..<(index + word.utf8.count)].elementsEqual(word.utf8)
    }
}

extension PlistBuilder {
    /// Text that is not in the file as written (a reference's character).
    func characters(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { characters($0.baseAddress, $0.count, isCDATA: false) }
    }
}
