/// A JSON value the server writes: responses, notifications and their parameters. Objects keep their members in
/// the order they were built, so what goes on the wire reads like the specification's examples.
///
/// Incoming messages are read with the library's own `JSONParser` (`LocatedJSON`); this is the writing side.
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }

    /// An object without the members whose value is nil: optional LSP properties are left out, not null.
    public static func object(dropping members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key, $0) } })
    }

    /// Compact JSON text.
    public var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .integer(let integer): output += String(integer)
        case .number(let number): output += number.isFinite ? NumberBounds.format(number) : "null"
        case .string(let string): Self.writeString(string, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension LocatedJSON {
    /// An integer member such as a line number; nil for anything else, fractions included.
    var integer: Int? {
        guard let number, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// The value as the server would write it back: a request's id is echoed in its response.
    var jsonValue: JSONValue {
        switch value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number: return integer.map(JSONValue.integer) ?? .number(number ?? 0)
        case .string(let string): return .string(string)
        case .array(let elements): return .array(elements.map(\.jsonValue))
        case .object(let members): return .object(members.map { ($0.key, $0.value.jsonValue) })
        }
    }
}
