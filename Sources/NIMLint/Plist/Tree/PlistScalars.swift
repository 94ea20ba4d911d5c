import Foundation

/// Reading the text of `<integer>`, `<real>`, `<date>` and `<data>` the way Foundation's XML plist reader does.
enum PlistScalars {
    /// Foundation's reader takes an optional sign, then decimal digits or `0x` and hex digits, and nothing
    /// else: not even surrounding whitespace, which makes the whole file fail to load.
    static func integer(_ text: String) -> Int? {
        var text = text
        // Byte by byte: any byte outside ASCII is refused, as Foundation refuses any character outside it.
        return text.withUTF8 { bytes -> Int? in
            var index = 0
            var negative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                negative = sign == UInt8(ascii: "-")
                index = 1
            }
            var radix: UInt64 = 10
            if bytes.count - index >= 2, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x")
            {
                index += 2
                radix = 16
            }
            guard index < bytes.count else { return nil }
            var magnitude: UInt64 = 0
            for byte in bytes[index...] {
                guard let digit = digitValue(byte), UInt64(digit) < radix else { return nil }
                let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
                let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
                guard !overflow, !carry else { return nil }
                magnitude = sum
            }
            if negative {
                return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
            }
            return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
        }
    }

    /// An integer in the form `integer(_:)` reads, whose value lies outside the 64-bit range.
    static func isIntegerBeyond64Bits(_ text: String) -> Bool {
        integer(text) == nil && text.wholeMatch(of: #/[+-]?(0[xX][0-9a-fA-F]+|[0-9]+)/#) != nil
    }

    /// The value of a hexadecimal digit, either case; nil for any other byte.
    static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Decimal notation, `nan` and `inf`/`infinity` with a sign, as `strtod` reads them; leading whitespace is
    /// skipped, hexadecimal is refused.
    static func real(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.unicodeScalars.first, first.isASCII, !trimmed.lowercased().contains("x") else {
            return nil
        }
        return Double(trimmed)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the only form plist dates take.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    static func data(_ text: String) -> [UInt8]? {
        let compact = text.filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: compact) else { return nil }
        return Array(data)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
