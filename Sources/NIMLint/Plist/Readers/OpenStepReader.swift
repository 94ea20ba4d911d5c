/// Reads old-style (OpenStep) text as CoreFoundation's old-style parser (`CFOldStylePList.c`), NIMKit's loader for
/// such a file, reads it, recording where each key and value is written: `{ Key = value; }` dicts whose every
/// entry ends with `;`, `( a, b )` arrays (a comma may end them), `<0a1b>` data, strings quoted with `"` or `'` and
/// escaped with `\`, or bare of the characters `A-Za-z0-9_$/:.-`, comments `//` and `/* */` wherever whitespace
/// goes. Every value is a string, data, an array or a dict: the format has no numbers or bools.
///
/// A file whose first value is a string and which goes on is a strings file, read again from its start as a
/// dict's entries without braces (`Key = value;` lines, `Key;` for a value that is its key); what follows the
/// last `;` that does not start a key it never reads.
///
/// It stops where CoreFoundation stops, leaving its cursor where CoreFoundation's stands then, since an array
/// takes a value it could not read as its end and reads on from there, as CoreFoundation does. Its values are
/// held to CoreFoundation's by the differential tests; CoreFoundation's verdict and values still decide what
/// NIMKit gets (`OpenStepSettlement`).
struct OpenStepReader {
    struct Reading {
        var tree: PlistTree
        /// The root's index in `tree`; nil when reading stopped.
        var root: Int?
        var comments: [PlistComment]
        /// Where CoreFoundation's parser stops, and why; nil when it reads the file.
        var stop: Stop?
        /// Whether reading went deeper than nimlint reads (`PlistBuilder.maximumDepth`), where CoreFoundation
        /// reads on.
        var tooDeep = false
        /// Whether the text reads as old-style at all: it opens a dict or an array, or a strings file's first
        /// entry has its `=`. Else it is some other text that is no property list.
        var looksOldStyle: Bool
    }

    /// Where CoreFoundation's parser stops, and what it finds wrong there, in nimlint's words: CoreFoundation's
    /// own reason is the XML parser's, which read the file first.
    struct Stop: Error {
        var reason: String
        var offset: Int
    }

    /// Nesting past `PlistBuilder.maximumDepth`, which CoreFoundation reads on through; no array reads past it.
    struct TooDeep: Error {}

    let text: [UInt8]
    let start: Int
    var index: Int
    var tree = PlistTreeWriter()
    var comments: [PlistComment] = []
    var looksOldStyle = false

    static func read(_ source: SourceFile) -> Reading {
        var reading = structure(of: source)
        // CoreFoundation converts the whole text before it parses any of it.
        if !source.encoding.isUTF16, !source.encoding.isUTF32,
            let invalid = firstInvalidByte(in: source.text, from: source.encoding == .utf8WithBOM ? 3 : 0) {
            reading.root = nil
            reading.tooDeep = false
            reading.stop = Stop(
                reason: "byte 0x\(String(source.text[invalid], radix: 16, uppercase: true)) is not UTF-8, and CoreFoundation "
                    + "reads old-style text as UTF-8 unless a byte order mark names another encoding",
                offset: invalid)
        }
        return reading
    }

    private static func structure(of source: SourceFile) -> Reading {
        let start = source.encoding == .utf8WithBOM ? 3 : 0
        var reader = OpenStepReader(text: source.text, start: start, index: start)
        do {
            let root = try reader.root()
            return Reading(
                tree: reader.tree.tree(), root: root, comments: reader.comments, stop: nil,
                looksOldStyle: reader.looksOldStyle)
        } catch let stop as Stop {
            return Reading(tree: .empty, root: nil, comments: reader.comments, stop: stop, looksOldStyle: reader.looksOldStyle)
        } catch {
            return Reading(
                tree: .empty, root: nil, comments: reader.comments,
                stop: Stop(reason: "values nest deeper than the \(PlistBuilder.maximumDepth) levels nimlint reads", offset: reader.index),
                tooDeep: true, looksOldStyle: reader.looksOldStyle)
        }
    }

    /// Where the text stops being UTF-8 as CoreFoundation converts it, from `start` on; nil when it is UTF-8
    /// throughout. A stray byte 0xA9 (MacRoman's ©) it takes for U+FFFD, as old files need.
    private static func firstInvalidByte(in text: [UInt8], from start: Int) -> Int? {
        var iterator = text[start...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error(let length) where length == 1 && text[offset] == 0xA9: offset += 1
            case .error: return offset
            }
        }
    }

    // MARK: - Values

    /// The file's value. Text of whitespace and comments alone reads as an empty dict.
    private mutating func root() throws -> Int {
        guard skipSpace() else {
            let empty = SourceRange.empty(at: index)
            return tree.dict([], at: PlistTreeWriter.Place(range: empty, opening: empty, content: empty))
        }
        let first = index
        // Required: it stops rather than give nil.
        guard let value = try object(required: true, depth: 0) else { throw stop("a value belongs here") }
        guard skipSpace() else { return value }
        // A dict, an array or data with more after it is junk; a string with more after it starts a strings file.
        guard tree.type(of: value) == .string else { throw stop("text follows the root value, where the file must end") }
        (index, tree, comments) = (start, PlistTreeWriter(), [])
        let (entries, end) = try dictEntries(depth: 0)
        let range = SourceRange(first, max(first, end))
        return tree.dict(entries, at: PlistTreeWriter.Place(range: range, opening: .empty(at: first), content: range))
    }

    /// The value at the cursor, after whitespace; nil, without stopping, where none starts and none is
    /// `required`.
    private mutating func object(required: Bool, depth: Int) throws -> Int? {
        guard depth < PlistBuilder.maximumDepth else { throw TooDeep() }
        guard skipSpace() else {
            if required { throw stop("the file ends where a value belongs") }
            return nil
        }
        let open = index
        switch text[index] {
        case UInt8(ascii: "{"):
            if depth == 0 { looksOldStyle = true }
            index += 1
            let entries = try dictEntries(depth: depth).entries
            guard skipSpace(), text[index] == UInt8(ascii: "}") else {
                throw stop("a dict's entries are `Key = value;`; `}` closes the dict")
            }
            index += 1
            return tree.dict(entries, at: container(opening: open))
        case UInt8(ascii: "("):
            if depth == 0 { looksOldStyle = true }
            index += 1
            return try array(opening: open, depth: depth)
        case UInt8(ascii: "<"):
            index += 1
            return try data(opening: open)
        default:
            guard let string = try string(required: required) else { return nil }
            return tree.leaf(.string(string.text), at: string.place)
        }
    }

    /// A dict's entries, up to what cannot start a key, and where the last one's `;` ends: every entry ends with
    /// one.
    private mutating func dictEntries(depth: Int) throws -> (entries: [PlistTreeWriter.Entry], end: Int) {
        var entries: [PlistTreeWriter.Entry] = []
        var end = index
        // A key that cannot be read (an unfinished quote) ends the entries, the cursor where the key stopped.
        var key = try unlessStopped { try $0.string(required: false) }
        while let read = key {
            guard skipSpace() else { throw stop("the file ends after a key: an entry is `Key = value;`") }
            let value: Int
            if text[index] == UInt8(ascii: ";") {
                value = tree.leaf(.string(read.text), at: read.place)
            } else if text[index] == UInt8(ascii: "=") {
                if depth == 0 { looksOldStyle = true }
                index += 1
                // Required: it stops rather than give nil.
                guard let read = try object(required: true, depth: depth + 1) else { throw stop("a value belongs here") }
                value = read
            } else {
                throw stop("`=` and a value, or `;`, belong after a key")
            }
            entries.append(PlistTreeWriter.Entry(
                key: read.text, keyRange: read.place.range, keyContent: read.place.content, value: value))
            let valueEnd = index
            guard skipSpace(), text[index] == UInt8(ascii: ";") else {
                // Pointed at where the `;` belongs; CoreFoundation stops at what stands in its place.
                throw Stop(reason: "`;` belongs after this value: every entry of a dict ends with one", offset: valueEnd)
            }
            index += 1
            end = index
            key = try unlessStopped { try $0.string(required: false) }
        }
        return (entries, end)
    }

    /// An array's items after its `(`. An item that stops the parser ends the items where it stopped; the array
    /// is read if a `)` stands there.
    private mutating func array(opening open: Int, depth: Int) throws -> Int {
        var items: [Int] = []
        var item = try unlessStopped { try $0.object(required: false, depth: depth + 1) }
        while let read = item {
            items.append(read)
            guard skipSpace() else { throw stop("the file ends inside an array: `,` goes between items, `)` closes it") }
            guard text[index] == UInt8(ascii: ",") else { break }
            index += 1
            item = try unlessStopped { try $0.object(required: false, depth: depth + 1) }
        }
        guard skipSpace(), text[index] == UInt8(ascii: ")") else {
            throw stop("an array's items are separated by `,`; `)` closes the array")
        }
        index += 1
        return tree.array(items, at: container(opening: open))
    }

    /// A stop at the cursor.
    func stop(_ reason: String) -> Stop {
        Stop(reason: reason, offset: index)
    }

    /// A dict or array from its opening at `open` to the closing just read.
    private func container(opening open: Int) -> PlistTreeWriter.Place {
        PlistTreeWriter.Place(
            range: SourceRange(open, index), opening: SourceRange(open, open + 1), content: SourceRange(open + 1, index - 1))
    }

    /// What `read` gives, or nil where it stops the parser: the cursor stays where it stopped, and reading goes on
    /// from there. Nesting too deep still ends the reading.
    private mutating func unlessStopped<Value>(_ read: (inout OpenStepReader) throws -> Value?) throws -> Value? {
        do {
            return try read(&self)
        } catch is Stop {
            return nil
        }
    }
}
