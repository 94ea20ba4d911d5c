/// How Foundation's `NSString` answers `integerValue`, `doubleValue` and `boolValue`, which NIMKit calls on
/// whatever object the plist holds: a string holding a number still works, so nimlint must know what it reads.
enum FoundationReading {
    /// The accessor NIMKit reads a value of `schema` with.
    static func reader(of schema: SchemaNode) -> String {
        schema.readAs ?? (schema.type == .integer ? "integerValue" : "floatValue")
    }

    /// The number a value gives NIMKit's `reader` (`integerValue`, `floatValue`, `doubleValue`); nil for types
    /// that have none and strings that hold none (type-mismatch reports those).
    static func number(of node: PlistNode, reader: String) -> Double? {
        if reader == "integerValue", case .string(let text) = node.value {
            return leadingInteger(text).map { Double($0.value) }
        }
        switch node.value {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .string(let text): return leadingNumber(text)?.value
        default: return nil
        }
    }

    /// `integerValue` of whatever object the plist holds: nil for the objects that have no such method (a dict,
    /// an array, a date, data), where the app crashes.
    static func integerValue(of node: PlistNode) -> Int? {
        switch node.value {
        case .integer(let number): return number
        case .real(let number): return integer(of: number)
        case .bool(let bool): return bool ? 1 : 0
        case .string(let text): return leadingInteger(text)?.value ?? 0
        case .dict, .array, .date, .data: return nil
        }
    }

    /// A double converted to an integer as an iPhone converts it (arm64's `fcvtzs`): toward zero in range,
    /// saturated to the largest or smallest integer beyond it, and 0 for NaN.
    static func integer(of number: Double) -> Int {
        if number.isNaN { return 0 }
        if number >= 0x1p63 { return Int.max }
        if number < -0x1p63 { return Int.min }
        return Int(number.rounded(.towardZero))
    }

    /// The number at the start of a string as `reader` scans it.
    static func leadingNumber(_ text: String, reader: String) -> (value: Double, length: Int, isWhole: Bool)? {
        guard reader == "integerValue" else { return leadingNumber(text) }
        return leadingInteger(text).map { (Double($0.value), $0.length, true) }
    }

    /// The number at the start of `text` (after whitespace), as `doubleValue` scans it; nil when there is
    /// none, which `doubleValue` and `integerValue` read as 0.
    static func leadingNumber(_ text: String) -> (value: Double, length: Int, isWhole: Bool)? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard let end = numberEnd(bytes, from: index),
            let value = Double(String(decoding: bytes[index..<end], as: UTF8.self))
        else { return nil }
        let isWhole = !bytes[index..<end].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        return (value, end, isWhole)
    }

    /// The whole number at the start of `text` (after whitespace), as `integerValue` scans it: a sign and
    /// digits, never a fraction or an exponent, so `1e2` reads 1 where `doubleValue` reads 100; beyond the 64-bit
    /// range it saturates to the largest or smallest integer, as Apple documents. Nil when there is no number,
    /// which reads as 0.
    static func leadingInteger(_ text: String) -> (value: Int, length: Int)? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || negative { index += 1 }
        let start = index
        guard digits(bytes, from: &index) > 0 else { return nil }
        var value = 0
        for digit in bytes[start..<index] {
            // Accumulating toward the sign keeps Int.min, whose magnitude Int cannot hold.
            let step = Int(digit - UInt8(ascii: "0"))
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) =
                negative ? shifted.subtractingReportingOverflow(step) : shifted.addingReportingOverflow(step)
            if shiftOverflow || addOverflow { return (negative ? Int.min : Int.max, index) }
            value = next
        }
        return (value, index)
    }

    /// `-[NSString boolValue]`, as Apple documents it: after leading whitespace, an optional `+` or `-`, then
    /// any zeros, YES on `Y`, `y`, `T`, `t` or a digit 1–9 (so `-y` and `+00t` are YES); NO for everything else,
    /// `NO` and `false` included.
    static func boolValue(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first, isSpace(first) { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        while bytes.first == UInt8(ascii: "0") { bytes = bytes.dropFirst() }
        guard let first = bytes.first else { return false }
        return [UInt8(ascii: "Y"), UInt8(ascii: "y"), UInt8(ascii: "T"), UInt8(ascii: "t")].contains(first)
            || (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first)
    }

    /// The end of a decimal number starting at `start`: `[+-]digits[.digits][e[+-]digits]` or `[+-].digits…`.
    static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerDigits = digits(bytes, from: &index)
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            var afterPoint = index + 1
            fractionDigits = digits(bytes, from: &afterPoint)
            if integerDigits + fractionDigits > 0 { index = afterPoint }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            if digits(bytes, from: &exponent) > 0 { index = exponent }
        }
        return index
    }

    private static func digits(_ bytes: [UInt8], from index: inout Int) -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
