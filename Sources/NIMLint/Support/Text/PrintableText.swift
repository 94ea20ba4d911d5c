/// Text from a settings file (keys, values, comments, its path) made safe to print where a person reads it: in a
/// terminal, Xcode's issue navigator, a CI log. The file is untrusted, and a control character in it would act
/// on what shows it: `ESC [ 2 J` clears the screen, `ESC ] 0 ;` retitles it, `ESC ] 8 ;` writes a link, a line
/// break starts a finding of its own, a bidirectional override shows the text after it reversed. Each such
/// character is written visibly instead, as clang and rustc write them: controls as Swift escapes (`\n`, `\t`,
/// `\u{1B}`), bidirectional controls by their code point (`<U+202E>`).
///
/// Escaped: the C0 controls (a tab kept where asked, in source lines), DEL, the C1 controls, the line and
/// paragraph separators, and the bidirectional marks, embeddings, overrides and isolates.
public enum PrintableText {
    public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        guard !isPrintable(text, keepingTabs: keepingTabs) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(of: scalar, keepingTabs: keepingTabs) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` prints as it is. Asked of every message, help line and path a report writes, so the bytes
    /// are read eight at a time first: text without a control byte, DEL or a byte of a non-ASCII character
    /// (which the characters above all are) is printable as it is.
    public static func isPrintable(_ text: String, keepingTabs: Bool = false) -> Bool {
        var text = text
        let mayNeedEscape = text.withUTF8 { bytes in
            WordScan.contains(
                bytes,
                word: { WordScan.holdsControl($0) || $0 & WordScan.tops != 0 || WordScan.holds(0x7F, in: $0) },
                byte: { $0 < 0x20 || $0 >= 0x7F })
        }
        return !mayNeedEscape || !text.unicodeScalars.contains { escape(of: $0, keepingTabs: keepingTabs) != nil }
    }

    /// What `scalar` is written as, or nil when it prints as it is.
    public static func escape(of scalar: Unicode.Scalar, keepingTabs: Bool = false) -> String? {
        switch scalar.value {
        case 0x09: return keepingTabs ? nil : "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return "\\u{\(hex(scalar))}"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "<U+\(hex(scalar))>"
        default: return nil
        }
    }

    /// `scalar`'s code point in upper-case hexadecimal, at least four digits where Unicode names it (`U+202E`),
    /// as few as it takes in a Swift escape (`\u{1B}`).
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        guard scalar.value > 0x9F, digits.count < 4 else { return digits }
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
