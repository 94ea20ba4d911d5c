/// What NIMKit gets from a value of one plist type where the schema expects another: it calls
/// `integerValue`, `floatValue`, `boolValue`, string methods or a dictionary subscript on whatever object is
/// there. Some types answer (coercible: a warning with a safe fix that writes the same value in its proper
/// type); the rest raise "unrecognized selector" and crash the app (a type mismatch).
enum ValueReading {
    case fine
    case coercible(message: String, fix: Fix?)
    case mismatch(message: String, help: [String])

    static func of(_ visit: SchemaVisit, in file: SettingsFile) -> ValueReading {
        guard !typeFits(visit), let expected = visit.schema.type else { return .fine }
        let node = visit.node
        let name = visit.name
        switch (expected, node.value) {
        case (.integer, .string(let text)), (.real, .string(let text)):
            return numberFromString(text, visit: visit, in: file)
        case (.integer, .real(let real)):
            let used = FoundationReading.integer(of: real)
            let fix =
                Double(used) == real ? retag(node, as: "integer", content: NumberBounds.format(real), in: file) : nil
            let conversion =
                if real.isNaN {
                    " (an iPhone converts NaN to 0)"
                } else if real.rounded(.towardZero) != Double(used) || abs(real) >= 0x1p63 {
                    " (an iPhone converts a number beyond the 64-bit range to the \(used > 0 ? "largest" : "smallest") integer)"
                } else { "" }
            return .coercible(
                message:
                    "\(name) is a <real> where NIMKit reads \(visit.schema.readAs ?? "integerValue"): it uses \(used)\(conversion)",
                fix: fix)
        case (.integer, .bool(let bool)), (.real, .bool(let bool)):
            return .coercible(
                message:
                    "\(name) is \(bool ? "<true/>" : "<false/>") where NIMKit reads a number: it uses \(bool ? 1 : 0)",
                fix: nil)
        case (.bool, .integer(let number)):
            return boolFix(
                node, number != 0,
                message:
                    "\(name) is <integer>\(number)</integer>: NIMKit's boolValue reads it as \(number != 0 ? "YES" : "NO")"
            )
        case (.bool, .real(let number)):
            return boolFix(
                node, number != 0,
                message: "\(name) is a <real>: NIMKit's boolValue reads it as \(number != 0 ? "YES" : "NO")")
        case (.bool, .string(let text)):
            let value = FoundationReading.boolValue(text)
            return boolFix(
                node, value,
                message: "\(name) is the string '\(text)': NIMKit's boolValue reads it as \(value ? "YES" : "NO")")
        default:
            return .mismatch(
                message: mismatchMessage(visit, expected: expected, in: file), help: [expectedForm(visit.schema)])
        }
    }

    /// Whether the value has the type its schema names (any, when it names none).
    static func typeFits(_ visit: SchemaVisit) -> Bool {
        guard let expected = visit.schema.type else { return true }
        let actual = visit.node.type
        return actual == expected || (expected == .real && actual == .integer)
    }

    private static func numberFromString(_ text: String, visit: SchemaVisit, in file: SettingsFile) -> ValueReading {
        let reader = FoundationReading.reader(of: visit.schema)
        guard let number = FoundationReading.leadingNumber(text, reader: reader) else {
            return .mismatch(
                message: "\(visit.name) is the string '\(text)', which holds no number: NIMKit's \(reader) reads 0",
                help: [expectedForm(visit.schema)])
        }
        let bytes = Array(text.utf8)
        let literal = String(decoding: bytes[..<number.length], as: UTF8.self).trimmingWhitespace
        let used =
            visit.schema.type == .integer
            ? String(FoundationReading.leadingInteger(text)?.value ?? FoundationReading.integer(of: number.value))
            : literal
        let ignored = String(decoding: bytes[number.length...], as: UTF8.self).trimmingWhitespace
        // Text after the number ("14px", "0x14") is dropped by the reader; writing the bare number would keep what
        // NIMKit reads but silently discard what the author wrote, so that is left to a person.
        var fix: Fix?
        // An <integer> beyond the 64-bit range makes CoreFoundation refuse the whole file.
        if ignored.isEmpty, number.isWhole, Int(literal.hasPrefix("+") ? String(literal.dropFirst()) : literal) != nil {
            fix = retag(visit.node, as: "integer", content: literal, in: file)
        } else if ignored.isEmpty, visit.schema.type == .real {
            fix = retag(visit.node, as: "real", content: literal, in: file)
        }
        let reading = ignored.isEmpty ? "reads it as \(used)" : "reads it as \(used) and ignores '\(ignored)'"
        return .coercible(
            message: "\(visit.name) is the string '\(text)': NIMKit's \(reader) \(reading), but a number belongs in "
                + elements(of: visit.schema.type ?? (number.isWhole ? .integer : .real)),
            fix: fix)
    }

    /// `<string>14</string>` → `<integer>14</integer>`: the two tags, and the text only when it changes.
    private static func retag(_ node: PlistNode, as element: String, content: String, in file: SettingsFile) -> Fix? {
        guard node.range != node.startTag else { return nil }
        let written = file.source.string(in: node.content)
        if node.type == .string, file.literalText(of: node) == nil { return nil }
        var edits = [
            Edit(range: node.startTag, replacement: "<\(element)>"),
            Edit(range: SourceRange(node.content.end, node.range.end), replacement: "</\(element)>"),
        ]
        if written != content { edits.append(Edit(range: node.content, replacement: content)) }
        return Fix(safety: .safe, title: "write it as <\(element)>\(content)</\(element)>", edits: edits)
    }

    private static func boolFix(_ node: PlistNode, _ value: Bool, message: String) -> ValueReading {
        let element = value ? "<true/>" : "<false/>"
        return .coercible(
            message: message,
            fix: Fix(
                safety: .safe, title: "write it as \(element)", edits: [Edit(range: node.range, replacement: element)]))
    }

    /// What NIMKit does with the value, then what that does to the app, as the settings model says.
    private static func mismatchMessage(_ visit: SchemaVisit, expected: PlistType, in file: SettingsFile) -> String {
        let found = "\(visit.name) is \(article(visit.node.type)) \(visit.node.type.elementDescription)"
        let object: String
        switch visit.node.type {
        case .integer, .real, .bool: object = "an NSNumber"
        case .string: object = "an NSString"
        case .dict: object = "an NSDictionary"
        case .array: object = "an NSArray"
        case .date: object = "an NSDate"
        case .data: object = "an NSData"
        }
        let raising: String
        switch expected {
        case .dict: raising = "\(found), but NIMKit reads it as a dictionary: subscripting \(object) raises"
        case .string: raising = "\(found), but NIMKit uses it as a string: string methods on \(object) raise"
        case .integer, .real: raising = "\(found), but NIMKit reads a number from it: \(object) has none"
        case .bool: raising = "\(found), but NIMKit reads boolValue from it: \(object) has none"
        case .array, .date, .data:
            return "\(found), but NIMKit expects \(article(expected)) \(expected.elementDescription)"
        }
        let consequences = file.settings(readFrom: visit.node.range)
        return raising + (Consequence.sentence(consequences).map { ", so \($0)" } ?? ", and the app crashes")
    }

    private static func expectedForm(_ schema: SchemaNode) -> String {
        let type = schema.type.map { "\(article($0)) \(elements(of: $0))" } ?? "a value"
        let shape: String
        switch schema.format {
        case .insets: shape = " such as {11,15,9,9}"
        case .color: shape = " such as #FFFFFF"
        case .imageName: shape = " naming an image"
        case nil: shape = schema.type == .dict ? " with the keys \(schema.propertyOrder.joined(separator: ", "))" : ""
        }
        return "expected \(type)\(shape)"
    }

    /// The elements a value of `type` belongs in, as every finding names them: a `<real>` setting takes an
    /// `<integer>` as well (`typeFits`), so neither rule asks for a `<real>` where an `<integer>` is as good.
    static func elements(of type: PlistType) -> String {
        type == .real ? "<real> or <integer>" : type.elementDescription
    }

    private static func article(_ type: PlistType) -> String {
        type == .integer || type == .array ? "an" : "a"
    }
}
