/// Writes JSON exactly as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte
/// for byte, but a piece at a time: a report of 40,000 files goes out as each file is done instead of being built
/// whole first. Callers give an object's keys in sorted (code point) order, as `.sortedKeys` has them.
struct JSONWriter {
    /// What was written since the last `take()`, as UTF-8: appending bytes costs a fraction of appending strings.
    private var text: [UInt8] = []
    /// How many members each open object or array holds so far, outermost first.
    private var memberCounts: [Int] = []

    init() {}

    /// A writer for a value that goes where `outer` writes next, for `value(_:)` to put there later: the same
    /// value met again (a release shared by every file of a run) is written once and its text reused.
    init(at outer: JSONWriter) {
        memberCounts = Array(repeating: 1, count: outer.memberCounts.count)
    }

    /// A value written by a writer made `init(at:)` this one, at the same place.
    mutating func value(_ written: String) { text += written.utf8 }

    /// Hands over what was written so far.
    mutating func take() -> String {
        defer { text.removeAll(keepingCapacity: true) }
        return String(decoding: text, as: UTF8.self)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member; its value is written next.
    mutating func key(_ name: String) {
        nextMember()
        appendQuoted(name)
        text += " : ".utf8
    }

    /// Starts an array element; its value is written next.
    mutating func element() { nextMember() }

    mutating func string(_ value: String) { appendQuoted(value) }
    mutating func int(_ value: Int) { text += String(value).utf8 }
    mutating func bool(_ value: Bool) { text += (value ? "true" : "false").utf8 }
    mutating func null() { text += "null".utf8 }

    /// A member with a number, a string (null when nil), or an array of strings: the report's own shapes, one call each.
    mutating func member(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    mutating func member(_ name: String, _ value: String?) {
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ values: [String]) {
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
    }

    /// An empty object or array is `{`, a blank line, then the closing bracket, as `JSONEncoder` writes it.
    private mutating func close(_ bracket: UInt8) {
        let count = memberCounts.removeLast()
        text += (count == 0 ? "\n\n" : "\n").utf8
        indent()
        text.append(bracket)
    }

    private mutating func nextMember() {
        text += (memberCounts[memberCounts.count - 1] == 0 ? "\n" : ",\n").utf8
        memberCounts[memberCounts.count - 1] += 1
        indent()
    }

    private mutating func indent() {
        let depth = memberCounts.count
        text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// `JSONEncoder`'s escapes: the quote, the backslash, the five short control escapes and `\u00XX` (lowercase)
    /// for the other controls; everything else, `/` and DEL included, as it is.
    private mutating func appendQuoted(_ value: String) {
        text.append(UInt8(ascii: "\""))
        // A string's UTF-8, scanned and copied as one buffer: a report of thousands of findings writes megabytes of
        // text, and walking a `String.UTF8View` byte by byte costs ten times as much.
        var value = value
        value.makeContiguousUTF8()
        let copied = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            text.append(contentsOf: bytes)
            return true
        }
        if copied == true {
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
                text += escape.utf8
            } else {
                UTF8.encode(scalar) { text.append($0) }
            }
        }
        text.append(UInt8(ascii: "\""))
    }
}
