/// A JSON value that knows where it sits in its file, so a bad schema or configuration is reported at the
/// exact line of the offending key rather than as "the file is invalid".
public struct LocatedJSON: Sendable {
    public struct Member: Sendable {
        public var key: String
        public var keyRange: SourceRange
        public var value: LocatedJSON
    }

    public indirect enum Value: Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var range: SourceRange

    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var elements: [LocatedJSON]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    public subscript(key: String) -> LocatedJSON? {
        members?.last { $0.key == key }?.value
    }

    /// What the value is, for messages such as "expected a string, found an array".
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON syntax error at a text offset.
public struct JSONSyntaxError: Error, Sendable {
    public var message: String
    public var offset: Int
}

/// A strict RFC 8259 parser that records ranges.
public enum JSONParser {
    public static func parse(_ text: [UInt8]) throws -> LocatedJSON {
        var parser = Parser(text: text)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == text.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let text: [UInt8]
        var index = 0
        static let maximumDepth = 256

        func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(message: message, offset: offset ?? index)
        }

        mutating func skipWhitespace() {
            while index < text.count {
                switch text[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws -> LocatedJSON {
            guard depth < Self.maximumDepth else { throw error("nested too deeply") }
            guard index < text.count else { throw error("unexpected end of file, expected a value") }
            let start = index
            let value: LocatedJSON.Value
            switch text[index] {
            case UInt8(ascii: "{"): value = .object(try members(depth: depth))
            case UInt8(ascii: "["): value = .array(try elements(depth: depth))
            case UInt8(ascii: "\""): value = .string(try string())
            case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
            default: throw error("unexpected character '\(Character(Unicode.Scalar(text[index])))', expected a value")
            }
            return LocatedJSON(value: value, range: SourceRange(start, index))
        }

        mutating func members(depth: Int) throws -> [LocatedJSON.Member] {
            index += 1
            var members: [LocatedJSON.Member] = []
            skipWhitespace()
            if index < text.count, text[index] == UInt8(ascii: "}") {
                index += 1
                return members
            }
            while true {
                skipWhitespace()
                guard index < text.count, text[index] == UInt8(ascii: "\"") else {
                    throw error("expected a quoted key")
                }
                let keyStart = index
                let key = try string()
                let keyRange = SourceRange(keyStart, index)
                skipWhitespace()
                try expect(":", "expected ':' after the key")
                skipWhitespace()
                members.append(LocatedJSON.Member(key: key, keyRange: keyRange, value: try value(depth: depth + 1)))
                skipWhitespace()
                if try separatorOrEnd("}") { return members }
            }
        }

        mutating func elements(depth: Int) throws -> [LocatedJSON] {
            index += 1
            var elements: [LocatedJSON] = []
            skipWhitespace()
            if index < text.count, text[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if try separatorOrEnd("]") { return elements }
            }
        }

        /// Consumes `,` (more follows) or the closing bracket (done).
        mutating func separatorOrEnd(_ closing: Unicode.Scalar) throws -> Bool {
            guard index < text.count else { throw error("unexpected end of file, expected ',' or '\(closing)'") }
            if text[index] == UInt8(ascii: ",") {
                index += 1
                return false
            }
            try expect(closing, "expected ',' or '\(closing)'")
            return true
        }

        mutating func expect(_ character: Unicode.Scalar, _ message: String) throws {
            guard index < text.count, text[index] == UInt8(ascii: character) else { throw error(message) }
            index += 1
        }

        mutating func literal(_ word: String) throws {
            let bytes = Array(word.utf8)
            guard text[index...].starts(with: bytes) else { throw error("unexpected word, expected \(word)") }
            index += bytes.count
        }

        mutating func number() throws -> Double {
            let start = index
            func digits() -> Int {
                let first = index
                while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
                return index - first
            }
            if text[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            guard digits() > 0 else { throw error("expected digits", at: index) }
            if text[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
                throw error("numbers do not start with 0", at: integerStart)
            }
            if index < text.count, text[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("expected digits after '.'") }
            }
            if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
                index += 1
                if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw error("expected digits in the exponent") }
            }
            guard let number = Double(String(decoding: text[start..<index], as: UTF8.self)) else {
                throw error("not a number", at: start)
            }
            return number
        }

        mutating func string() throws -> String {
            let start = index
            index += 1
            // Most strings hold no escape: they become a String straight from the text, byte for byte.
            while index < text.count, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "\\"),
                text[index] >= 0x20
            {
                index += 1
            }
            if index < text.count, text[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: text[(start + 1)..<(index - 1)], as: UTF8.self)
            }
            var bytes = Array(text[(start + 1)..<index])
            while index < text.count {
                let byte = text[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: bytes, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < text.count else { break }
                    let escape = text[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escape)
                    case UInt8(ascii: "b"): bytes.append(0x08)
                    case UInt8(ascii: "f"): bytes.append(0x0C)
                    case UInt8(ascii: "n"): bytes.append(0x0A)
                    case UInt8(ascii: "r"): bytes.append(0x0D)
                    case UInt8(ascii: "t"): bytes.append(0x09)
                    case UInt8(ascii: "u"): bytes.append(contentsOf: String(try unicodeEscape()).utf8)
                    default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'", at: index - 2)
                    }
                case 0x00..<0x20:
                    throw error("control character inside a string")
                default:
                    bytes.append(byte)
                    index += 1
                }
            }
            throw error("unterminated string", at: start)
        }

        mutating func unicodeEscape() throws -> Character {
            let first = try hexQuad()
            if UTF16.isLeadSurrogate(first), text[index...].starts(with: Array("\\u".utf8)) {
                index += 2
                let second = try hexQuad()
                if UTF16.isTrailSurrogate(second) {
                    let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                    return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            }
            return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
        }

        mutating func hexQuad() throws -> UInt16 {
            guard index + 4 <= text.count,
                let value = UInt16(String(decoding: text[index..<(index + 4)], as: UTF8.self), radix: 16)
            else { throw error("expected four hex digits after \\u") }
            index += 4
            return value
        }
    }
}
