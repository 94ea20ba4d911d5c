/// Keeps one finding on one line in the line-based formats (`text`, `xcode`): a libxml2 message or a path can
/// hold a line break, and a tool reading `path:line:column: severity: message` line by line would take what
/// follows it for a finding of its own.
enum OneLine {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreak) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where isLineBreak(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What editors and terminals break a line at: line feed, vertical tab, form feed, carriage return, next
    /// line, and the Unicode line and paragraph separators.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
