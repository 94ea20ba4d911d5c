/// NIMKit's color reader skips the first character and scans hex, so every form but `#RRGGBB` draws some
/// other color without a word.
enum InvalidColorRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-color", defaultSeverity: .error,
        summary: "A color that is not #RRGGBB, which NIMKit reads as another color",
        explanation: """
            NIMKit reads Content_Color sides and Row_Background_Color by skipping the first character, whatever \
            it is, scanning hexadecimal digits and keeping the low 24 bits as 0xRRGGBB at full opacity. So \
            `#RRGGBB` (either case) is the only correct form: `#FFF` reads 0x000FFF, a blue; `FFFFFF` loses its \
            first digit and reads 0x0FFFFF; `#RRGGBBAA` keeps GGBBAA; a name such as `red` loses its r and reads \
            0x0000ED, a blue. The fixes for `#RGB` and a missing `#` change what renders, so they are unsafe.
            """,
        triggeringExamples: [
            .plist(.bubble, """
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
        ],
        nonTriggeringExamples: [
            .plist(.global, "    <key>Row_Background_Color</key>\n    <string>#e4e7ec</string>\n"),
        ],
        corrections: [
            RuleCorrection(
                .global,
                before: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>#FFF</string>\n").text,
                after: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>#FFFFFF</string>\n").text,
                safety: .unsafe),
            RuleCorrection(
                .global,
                before: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>e4e7ec</string>\n").text,
                after: RuleExample.plist(.global, "    <key>Row_Background_Color</key>\n    <string>#e4e7ec</string>\n").text,
                safety: .unsafe),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.strings(in: .color).compactMap { visit, text in
            guard !HexColor.isCanonical(text) else { return nil }
            let value = HexColor.nimkitValue(of: text)
            let bytes = Array(text.utf8)
            var intended: String?
            if bytes.count == 4, bytes[0] == UInt8(ascii: "#"), bytes[1...].allSatisfy(HexColor.isHexDigit) {
                intended = "#" + text.dropFirst().map { "\($0)\($0)" }.joined()
            } else if bytes.count == 6, bytes.allSatisfy(HexColor.isHexDigit) {
                intended = "#" + text
            }
            var help = ["write '#' and six hex digits, such as #FFFFFF"]
            if bytes.count == 9, bytes[0] == UInt8(ascii: "#"), bytes[1...].allSatisfy(HexColor.isHexDigit) {
                help = ["NIMKit colors are opaque: drop the alpha digits and write #RRGGBB"]
            }
            var fix: Fix?
            if let intended {
                let skipped = bytes.count == 6 ? "NIMKit skips the first character, whatever it is; " : ""
                help = ["\(skipped)did you mean \(intended)?"]
                if file.literalText(of: visit.node) != nil {
                    fix = Fix(safety: .unsafe, title: "write it as \(intended)",
                              edits: [Edit(range: visit.node.content, replacement: intended)])
                }
            }
            return description.diagnostic(
                "NIMKit reads \(visit.name) '\(text)' as \(HexColor.hex(value)), \(HexColor.name(of: value))",
                at: visit.node.content, help: help, fix: fix)
        }
    }
}
