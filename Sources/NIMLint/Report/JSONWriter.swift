/// Writes JSON exactly as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte
/// for byte, but a piece at a time: a report of 40,000 files goes out as each file is done instead of being built
/// whole first. Callers give an object's keys in sorted (code point) order, as `.sortedKeys` has them.
struct JSONWriter {
    /// What was written since the last `take()`, as UTF-8: appending bytes costs a fraction of appending strings,
    /// and appending them to a plain buffer a fraction of appending them to an array, which checks for sharing
    /// and capacity at each of the dozens of pieces of every finding. Each writer has its own; none is copied.
    private let text = RawValueStack<UInt8>(capacity: 4096)
    /// How many members each open object or array holds so far, outermost first.
    private var memberCounts: [Int] = []
    /// A line break and the indentation of the innermost open object's or array's members: what goes before each
    /// member, kept at hand rather than counted out for every line of a report of thousands of findings.
    private var lineStart: [UInt8] = [UInt8(ascii: "\n")]

    init() {}

    /// A writer for a value that goes where `outer` writes next, for `value(_:)` to put there later: the same
    /// value met again (a release shared by every file of a run) is written once and its text reused.
    init(at outer: JSONWriter) {
        memberCounts = Array(repeating: 1, count: outer.memberCounts.count)
        lineStart = outer.lineStart
    }

    /// A value written by a writer made `init(at:)` this one, at the same place.
    mutating func value(_ written: String) {
        var written = written
        written.withUTF8 { text.append(contentsOf: $0) }
    }

    /// Hands over what was written so far.
    mutating func take() -> String {
        defer { text.removeLast(from: 0) }
        return String(decoding: text.elements(from: 0), as: UTF8.self)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member; its value is written next. The report's keys are its own literals, which need no
    /// escapes.
    mutating func key(_ name: StaticString) {
        nextMember()
        text.append(UInt8(ascii: "\""))
        append(name)
        append("\" : ")
    }

    /// Starts an array element; its value is written next.
    mutating func element() { nextMember() }

    mutating func string(_ value: String) { appendQuoted(value) }
    mutating func int(_ value: Int) {
        // The digits from the last, into a buffer as long as the longest number: no `String` made for each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { text.append(UInt8(ascii: "-")) }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }
    mutating func null() { append("null") }

    /// A member with a number, a string (null when nil), or an array of strings: the report's own shapes, one call each.
    mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    mutating func member(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    mutating func member(_ name: StaticString, _ values: [String]) {
        key(name)
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    private mutating func open(_ bracket: UInt8) {
        text.append(bracket)
        memberCounts.append(0)
        lineStart.append(UInt8(ascii: " "))
        lineStart.append(UInt8(ascii: " "))
    }

    /// An empty object or array is `{`, a blank line, then the closing bracket, as `JSONEncoder` writes it.
    private mutating func close(_ bracket: UInt8) {
        let count = memberCounts.removeLast()
        lineStart.removeLast(2)
        if count == 0 { text.append(UInt8(ascii: "\n")) }
        appendLineStart()
        text.append(bracket)
    }

    private mutating func nextMember() {
        if memberCounts[memberCounts.count - 1] > 0 { text.append(UInt8(ascii: ",")) }
        memberCounts[memberCounts.count - 1] += 1
        appendLineStart()
    }

    private func appendLineStart() {
        lineStart.withUnsafeBufferPointer { text.append(contentsOf: $0) }
    }

    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { text.append(contentsOf: $0) }
    }

    /// `JSONEncoder`'s escapes: the quote, the backslash, the five short control escapes and `\u00XX` (lowercase)
    /// for the other controls; everything else, `/` and DEL included, as it is.
    private mutating func appendQuoted(_ value: String) {
        text.append(UInt8(ascii: "\""))
        // A string's UTF-8, scanned and copied as one buffer: a report of thousands of findings writes megabytes of
        // text, and walking a `String.UTF8View` byte by byte costs ten times as much.
        var value = value
        let copied = value.withUTF8 { bytes in
            guard !Self.needsEscapes(bytes) else { return false }
            text.append(contentsOf: bytes)
            return true
        }
        if copied {
            text.append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\u{8}": escape = "\\b"
            case "\t": escape = "\\t"
            case "\n": escape = "\\n"
            case "\u{C}": escape = "\\f"
            case "\r": escape = "\\r"
            case "\u{0}"..."\u{1F}":
                let digits = String(scalar.value, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: escape = nil
            }
            if let escape {
                for byte in escape.utf8 { text.append(byte) }
            } else {
                UTF8.encode(scalar) { text.append($0) }
            }
        }
        text.append(UInt8(ascii: "\""))
    }

    /// Whether any byte is a control, a quote or a backslash, asked of eight bytes at a time (the reports' text is
    /// megabytes).
    private static func needsEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        WordScan.contains(
            bytes,
            word: { WordScan.holdsControl($0) || WordScan.holds(0x22, in: $0) || WordScan.holds(0x5C, in: $0) },
            byte: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    }
}
