import Foundation
@testable import NIMLint

/// The part of JSON Schema the report schemas use: `type` (one or a list), `required`, `properties`,
/// `additionalProperties` (`false` or a schema), `enum`, `items`, `minItems`, `minProperties`, `minLength`,
/// `minimum`, `pattern` and `$ref` to `#/$defs/…`.
struct JSONSchemaValidator {
    let root: LocatedJSON

    init(schemaFile: URL) throws {
        root = try JSONParser.parse(Array(try Data(contentsOf: schemaFile)))
    }

    /// Every violation, as `pointer: reason`; empty when `document` is valid.
    func validate(_ document: String) throws -> [String] {
        var errors: [String] = []
        check(try JSONParser.parse(Array(document.utf8)), against: root, at: "", errors: &errors)
        return errors
    }

    private func check(_ value: LocatedJSON, against schema: LocatedJSON, at pointer: String, errors: inout [String]) {
        if let reference = schema["$ref"]?.string {
            guard let target = resolve(reference) else {
                errors.append("\(pointer): unresolvable $ref \(reference)")
                return
            }
            check(value, against: target, at: pointer, errors: &errors)
        }
        if let type = schema["type"] {
            let allowed = type.string.map { [$0] } ?? (type.elements ?? []).compactMap(\.string)
            guard allowed.contains(where: { Self.value(value, hasType: $0) }) else {
                errors.append(
                    "\(pointer): expected \(allowed.joined(separator: " or ")), found \(value.kindDescription)")
                return
            }
        }
        if let options = schema["enum"]?.elements, !options.contains(where: { Self.equal($0, value) }) {
            errors.append("\(pointer): \(Self.text(value)) is not one of the enum values")
        }
        if let pattern = schema["pattern"]?.string, let string = value.string,
            string.range(of: pattern, options: .regularExpression) == nil
        {
            errors.append("\(pointer): \"\(string)\" does not match \(pattern)")
        }
        if let minimum = schema["minItems"]?.number, let elements = value.elements, Double(elements.count) < minimum {
            errors.append("\(pointer): fewer than \(Int(minimum)) items")
        }
        if let minimum = schema["minProperties"]?.number, let members = value.members, Double(members.count) < minimum {
            errors.append("\(pointer): fewer than \(Int(minimum)) properties")
        }
        if let minimum = schema["minLength"]?.number, let string = value.string, Double(string.count) < minimum {
            errors.append("\(pointer): shorter than \(Int(minimum)) characters")
        }
        if let minimum = schema["minimum"]?.number, let number = value.number, number < minimum {
            errors.append("\(pointer): \(number) is below the minimum \(minimum)")
        }
        if let members = value.members {
            let properties = schema["properties"]?.members ?? []
            for required in schema["required"]?.elements?.compactMap(\.string) ?? []
            where !members.contains(where: { $0.key == required }) {
                errors.append("\(pointer): missing required property '\(required)'")
            }
            for member in members {
                if let property = properties.first(where: { $0.key == member.key }) {
                    check(member.value, against: property.value, at: pointer + "/" + member.key, errors: &errors)
                } else if schema["additionalProperties"]?.bool == false {
                    errors.append("\(pointer): property '\(member.key)' is not allowed")
                } else if let additional = schema["additionalProperties"], additional.members != nil {
                    check(member.value, against: additional, at: pointer + "/" + member.key, errors: &errors)
                }
            }
        }
        if let elements = value.elements, let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                check(element, against: items, at: "\(pointer)/\(index)", errors: &errors)
            }
        }
    }

    private func resolve(_ reference: String) -> LocatedJSON? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix) else { return nil }
        return root["$defs"]?[String(reference.dropFirst(prefix.count))]
    }

    private static func value(_ value: LocatedJSON, hasType type: String) -> Bool {
        switch (type, value.value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            return true
        case ("integer", .number(let number)):
            return number.rounded() == number
        default:
            return false
        }
    }

    private static func equal(_ a: LocatedJSON, _ b: LocatedJSON) -> Bool {
        switch (a.value, b.value) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    private static func text(_ value: LocatedJSON) -> String {
        value.string.map { "\"\($0)\"" } ?? value.number.map { "\($0)" } ?? value.kindDescription
    }
}
