/// What CoreFoundation refuses in a file libxml2 reads, in NIMKit's terms and at the construct refused.
/// CoreFoundation names a reason and a line; the constructs behind the reasons it gives for such files are few
/// (the differential tests found them), and each is found on that line. A reason not among them is quoted as it
/// is, over the line it names.
struct CoreFoundationRefusal {
    /// What NIMKit's loader stops at, said after `ParseRule.notLoaded`.
    var message: String
    var range: SourceRange
    var help: [String]

    /// - Parameter doctype: the DOCTYPE declaration as libxml2 read it.
    init(reason: String, line: Int?, source: SourceFile, doctype: SourceRange?) {
        let said = "CoreFoundation's parser says: " + reason
        guard let line, line >= 1, line <= source.lineCount else {
            self.init(message: said, range: .empty(at: 0), help: [])
            return
        }
        let lineRange = source.lineRange(line)
        if var recognized = Self.recognized(reason, on: lineRange, doctype: doctype, in: source.text) {
            recognized.help.append(said + " (line \(line))")
            self = recognized
            return
        }
        let start =
            source.text[lineRange.start..<lineRange.end].firstIndex { !MarkupScan.isWhitespace($0) } ?? lineRange.start
        self.init(message: said, range: SourceRange(start, lineRange.end), help: [])
    }

    private init(message: String, range: SourceRange, help: [String]) {
        self.message = message
        self.range = range
        self.help = help
    }

    private static func recognized(_ reason: String, on line: SourceRange, doctype: SourceRange?, in text: [UInt8])
        -> CoreFoundationRefusal?
    {
        if reason == "Encountered empty <data>", let tag = emptyDataTag(on: line, in: text) {
            return CoreFoundationRefusal(
                message: "CoreFoundation refuses an empty <data/>", range: tag,
                help: ["write <data></data> for a value of no bytes, or remove the key and its value"])
        }
        if reason == "Encountered unexpected character ? while looking for close tag",
            let instruction = markup(opening: "<?", on: line, in: text)
        {
            return CoreFoundationRefusal(
                message: "CoreFoundation refuses a processing instruction inside a <key> or a <string>",
                range: instruction,
                help: [
                    "CoreFoundation reads nothing but text and entities between <key> or <string> and its closing tag"
                ])
        }
        if reason == "Encountered unexpected character [ while parsing DTD", let doctype,
            let subset = text[doctype.start..<doctype.end].firstIndex(of: UInt8(ascii: "["))
        {
            return CoreFoundationRefusal(
                message: "CoreFoundation cannot read a DOCTYPE with an internal subset",
                range: SourceRange(subset, subset + 1),
                help: [
                    "NIMKit needs no declarations of its own: write Apple's DOCTYPE, "
                        + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
                ])
        }
        if reason.hasSuffix(" while looking for open tag"), let angle = quotedAngleInTag(on: line, in: text) {
            return CoreFoundationRefusal(
                message: "CoreFoundation takes this `>` inside an attribute's value for the tag's end, and what "
                    + "follows it for stray text", range: angle,
                help: ["remove the `>` from the value: NIMKit reads no attributes"])
        }
        if reason.hasPrefix("Unexpected character "), let doctype,
            let angle = quotedAngle(inTagAt: doctype.start, before: doctype.end, in: text)
        {
            return CoreFoundationRefusal(
                message: "CoreFoundation takes this `>` inside the DOCTYPE's quoted identifier for the DOCTYPE's end, "
                    + "and what follows it for stray text", range: angle,
                help: [
                    "remove the `>` from the identifier: Apple's reads \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\""
                ])
        }
        return nil
    }

    /// The first `<data/>` (whitespace allowed before `/>`) on the line.
    private static func emptyDataTag(on line: SourceRange, in text: [UInt8]) -> SourceRange? {
        var index = line.start
        while let open = MarkupScan.firstIndex(of: "<data", in: SourceRange(index, line.end), of: text) {
            var end = open + 5
            while end < line.end, MarkupScan.isWhitespace(text[end]) { end += 1 }
            if end + 2 <= line.end, text[end] == UInt8(ascii: "/"), text[end + 1] == UInt8(ascii: ">") {
                return SourceRange(open, end + 2)
            }
            index = open + 1
        }
        return nil
    }

    /// The first markup opening with `opening` on the line, through its `>` (or the line's end).
    private static func markup(opening: StaticString, on line: SourceRange, in text: [UInt8]) -> SourceRange? {
        guard let start = MarkupScan.firstIndex(of: opening, in: line, of: text) else { return nil }
        let close = text[(start + opening.utf8CodeUnitCount)..<line.end].firstIndex(of: UInt8(ascii: ">"))
        return SourceRange(start, close.map { $0 + 1 } ?? line.end)
    }

    /// The first `>` on the line inside a quoted attribute value of a start tag there.
    private static func quotedAngleInTag(on line: SourceRange, in text: [UInt8]) -> SourceRange? {
        var index = line.start
        while let open = text[index..<line.end].firstIndex(of: UInt8(ascii: "<")) {
            if let angle = quotedAngle(inTagAt: open, before: line.end, in: text) { return angle }
            index = open + 1
        }
        return nil
    }

    /// The tag's first `>` when it falls inside a quoted value, where CoreFoundation's scan for the tag's end
    /// stops; nil when the tag ends first.
    private static func quotedAngle(inTagAt start: Int, before end: Int, in text: [UInt8]) -> SourceRange? {
        var quote: UInt8?
        for index in start..<end {
            let byte = text[index]
            if let open = quote {
                if byte == open {
                    quote = nil
                } else if byte == UInt8(ascii: ">") {
                    return SourceRange(index, index + 1)
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return nil
            }
        }
        return nil
    }
}
