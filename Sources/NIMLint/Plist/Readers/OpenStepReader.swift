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

    /// A value nested past `PlistBuilder.maximumDepth`, which CoreFoundation reads on through: it ends the reading,
    /// where an array takes a stop for the end of its items.
    struct TooDeep: Error {}

    let text: [UInt8]
    let start: Int
    var index: Int
    var tree = PlistTreeWriter()
    var comments: [PlistComment] = []
    var looksOldStyle = false
    /// The dicts and arrays being read, innermost last: they are read in a loop, not by recursion, so that the
    /// deepest file nimlint reads takes no more of a thread's stack than a shallow one.
    var open: [OpenContainer] = []

    static func read(_ source: SourceFile) -> Reading {
        var reading = structure(of: source)
        // CoreFoundation converts the whole text before it parses any of it.
        if !source.encoding.isUTF16, !source.encoding.isUTF32,
            let invalid = firstInvalidByte(in: source.text, from: source.encoding == .utf8WithBOM ? 3 : 0)
        {
            reading.root = nil
            reading.tooDeep = false
            reading.stop = Stop(
                reason:
                    "byte 0x\(String(source.text[invalid], radix: 16, uppercase: true)) is not UTF-8, and CoreFoundation "
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
            return Reading(
                tree: .empty, root: nil, comments: reader.comments, stop: stop, looksOldStyle: reader.looksOldStyle)
        } catch {
            return Reading(
                tree: .empty, root: nil, comments: reader.comments,
                stop: Stop(
                    reason: "values nest deeper than the \(PlistBuilder.maximumDepth) levels nimlint reads",
                    offset: reader.index),
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

    // MARK: - The root

    /// The file's value. Text of whitespace and comments alone reads as an empty dict.
    private mutating func root() throws -> Int {
        guard skipSpace() else {
            let empty = SourceRange.empty(at: index)
            return tree.dict([], at: PlistTreeWriter.Place(range: empty, opening: empty, content: empty))
        }
        let first = index
        let value: Int
        switch try begin(required: true, depth: 0) {
        case .value(let read): value = read
        case .container: value = try finish()
        // Required: it stops rather than give nil.
        case nil: throw stop("a value belongs here")
        }
        guard skipSpace() else { return value }
        // A dict, an array or data with more after it is junk; a string with more after it starts a strings file.
        guard tree.type(of: value) == .string else {
            throw stop("text follows the root value, where the file must end")
        }
        (index, tree, comments) = (start, PlistTreeWriter(), [])
        open = [OpenContainer(kind: .stringsFile, opening: first, depth: 0, end: first)]
        return try finish()
    }

    /// A stop at the cursor.
    func stop(_ reason: String) -> Stop {
        Stop(reason: reason, offset: index)
    }
}
