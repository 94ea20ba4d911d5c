import Foundation

/// A JSON value the server writes: responses, notifications and their parameters.
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

    /// Compact JSON text, written by Foundation's `JSONSerialization`.
    public var serialized: String {
        // Every value is built from strings, numbers, booleans, null, arrays and objects with string keys, which
        // is all JSONSerialization needs; non-finite numbers, which it refuses, are written as null.
        let data =
            (try? JSONSerialization.data(
                withJSONObject: foundationObject, options: [.fragmentsAllowed, .withoutEscapingSlashes]))
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    private var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .integer(let integer): return integer
        case .number(let number): return number.isFinite ? number : NSNull()
        case .string(let string): return string
        case .array(let elements): return elements.map(\.foundationObject)
        case .object(let members):
            return Dictionary(members.map { ($0.0, $0.1.foundationObject) }) { _, later in later }
        }
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
