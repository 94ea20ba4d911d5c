/// NIMKit's color reader skips the first character and scans hex, so every form but `#RRGGBB` draws some
/// other color without a word.
enum InvalidColorRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-color", defaultSeverity: .warning, severities: [.error, .warning],
        summary: "A color that is not #RRGGBB, which NIMKit reads as another color",
        explanation: """
            NIMKit reads Content_Color sides and Row_Background_Color by skipping the first character, whatever \
            it is, scanning hexadecimal digits and keeping the low 24 bits as 0xRRGGBB at full opacity. So \
            `#RRGGBB` (either case) is the only correct form: `#FFF` reads 0x000FFF, a blue; `FFFFFF` loses its \
            first digit and reads 0x0FFFFF; `#RRGGBBAA` keeps GGBBAA; a name such as `red` loses its r and reads \
            0x0000ED, a blue. The fixes for `#RGB` and a missing `#` change what renders, so they are unsafe. \
            Where a slip happens to draw the color meant (`#000`, `000000`, `#FFFFFF` with a space after it), \
            it is still a warning, since the same form with other digits draws another color, but its fix is safe. \
            What the message says the app gets, and how bad that is, is the settings model's answer for the value: \
            a warning for a color read otherwise than it looks, an error for an empty string, on which \
            nim_hexToColor raises where NIMKit reads it.
            """,
        triggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Color</key>
                    <dict>
                        <key>Left</key>
                        <string>↓#FFF</string>
                        <key>Right</key>
                        <string>↓FFFFFF</string>
                    </dict>
                </dict>

                """),
            .plist(.global, "    <key>Row_Background_Color</key>\n    <string>↓#E4E7ECFF</string>\n"),
            // nim_hexToColor sets its scanner past the end of an empty string: the app crashes.
            .plist(.global, "    <key>Row_Background_Color</key>\n    <string>↓</string>\n"),
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Color</key>
                    <dict>
                        <key>Left</key>
                        <string>↓0x000000</string>
                        <key>Right</key>
                        <string>↓ #FFFFFF</string>
                    </dict>
                </dict>

                """),
        ],
        nonTriggeringExamples: [
            .plist(.global, "    <key>Row_Background_Color</key>\n    <string>#e4e7ec</string>\n"),
            .plist(.global, "    <key>Row_Background_Color</key>\n    <string>&#35;E4E7EC</string>\n"),
        ],
        corrections: [
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(
                    .bubble,
                    "    <key>Tip</key>\n    <dict>\n        <key>Content_Color</key>\n        <dict>\n            <key>Left</key>\n            <string>#000</string>\n            <key>Right</key>\n            <string>#FFFFFF </string>\n        </dict>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Tip</key>\n    <dict>\n        <key>Content_Color</key>\n        <dict>\n            <key>Left</key>\n            <string>#000000</string>\n            <key>Right</key>\n            <string>#FFFFFF</string>\n        </dict>\n    </dict>\n"
                ).text),
            RuleCorrection(
                .global,
                before: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>#FFF</string>\n")
                    .text,
                after: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>#FFFFFF</string>\n")
                    .text,
                safety: .unsafe),
            RuleCorrection(
                .global,
                before: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>e4e7ec</string>\n")
                    .text,
                after: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>#e4e7ec</string>\n")
                    .text,
                safety: .unsafe),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.colorStrings.compactMap { visit, text in
            guard !HexColor.isCanonical(text.utf8) else { return nil }
            let value = HexColor.nimkitValue(of: text)
            let read = "NIMKit reads it as " + HexColor.hex(value) + (HexColor.name(of: value).map { ", " + $0 } ?? "")
            let literal = file.literalText(of: visit.node) != nil
            let finding = "\(visit.name) '\(text)' is not #RRGGBB"
            guard let intended = intendedColor(text) else {
                return file.diagnostic(
                    description, finding, at: visit.node.content, least: .warning, otherwise: read,
                    help: [help(for: text)])
            }
            let fix = { (safety: FixSafety) in
                literal
                    ? Fix(
                        safety: safety, title: "write it as \(intended)",
                        edits: [Edit(range: visit.node.content, replacement: intended)]) : nil
            }
            // `#000`, `000000` or `#FFFFFF ` draw what was meant by luck of the reader: still a warning, since the
            // next edit of the same form draws something else, but the fix keeps the color, so it is safe.
            if HexColor.nimkitValue(of: intended) == value {
                return file.diagnostic(
                    description, finding + ", but NIMKit happens to read it as \(intended), as meant",
                    at: visit.node.content,
                    least: .warning, otherwise: read,
                    help: ["the same form with other digits draws another color: write \(intended)"], fix: fix(.safe))
            }
            let skipped =
                text.utf8.first == UInt8(ascii: "#") ? "" : "NIMKit skips the first character, whatever it is; "
            return file.diagnostic(
                description, finding, at: visit.node.content, least: .warning, otherwise: read,
                help: ["\(skipped)did you mean \(intended)?"], fix: fix(.unsafe))
        }
    }

    /// The `#RRGGBB` a slip evidently stands for: `#RGB`, six digits without `#` or with `0x`, `#RRGGBB` with
    /// spaces or other text around it. Nil when the intent is unclear (`#RRGGBBAA` may also be `#AARRGGBB`).
    static func intendedColor(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        let trimmed = Array(text.trimmingWhitespace.utf8)
        let hash = UInt8(ascii: "#")
        if trimmed.count == 4, trimmed[0] == hash, trimmed[1...].allSatisfy(HexColor.isHexDigit) {
            return "#" + trimmed[1...].map { String(repeating: String(UnicodeScalar($0)), count: 2) }.joined()
        }
        let digits: ArraySlice<UInt8>
        if trimmed.count == 6 {
            digits = trimmed[...]
        } else if trimmed.count == 8, trimmed[0] == UInt8(ascii: "0"), trimmed[1] | 0x20 == UInt8(ascii: "x") {
            digits = trimmed[2...]
        } else if bytes.count > 7, bytes[0] == hash, !HexColor.isHexDigit(bytes[7]) {
            digits = bytes[1..<7]
        } else if trimmed.count == 7, trimmed[0] == hash {
            digits = trimmed[1...]
        } else if bytes.count == 9, bytes[0] == hash, bytes[1..<7].elementsEqual(bytes[3..<9]) {
            digits = bytes[1..<7]
        } else {
            return nil
        }
        return digits.allSatisfy(HexColor.isHexDigit) ? "#" + String(decoding: digits, as: UTF8.self) : nil
    }

    private static func help(for text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count == 9, bytes[0] == UInt8(ascii: "#"), bytes[1...].allSatisfy(HexColor.isHexDigit) else {
            return "write '#' and six hex digits, such as #FFFFFF"
        }
        let first = String(decoding: bytes[1..<7], as: UTF8.self)
        let last = String(decoding: bytes[3...], as: UTF8.self)
        return
            "NIMKit colors are opaque and it keeps the last six digits: write #\(last) if this is #AARRGGBB, #\(first) if it is #RRGGBBAA"
    }
}
