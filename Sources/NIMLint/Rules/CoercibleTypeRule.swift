/// A value NIMKit happens to coerce (`floatValue` and `boolValue` work on strings): it works, but reads
/// wrongly to anyone editing the file, and one more slip ("14px", "Yes please") changes the result.
enum CoercibleTypeRule: LintRule {
    static let description = RuleDescription(
        id: "coercible-type", defaultSeverity: .warning,
        summary: "A value of the wrong type that NIMKit happens to coerce",
        explanation: """
            NIMKit reads numbers with integerValue, floatValue or doubleValue and flags with boolValue, which \
            NSString and NSNumber both answer: `<string>14</string>` for a font size works, as do \
            `<string>YES</string>` and `<integer>1</integer>` for Show_Avatar. The safe fix writes the same \
            value in its proper element (`<integer>14</integer>`, `<real>14.5</real>`, `<true/>`), which NIMKit \
            reads identically.
            """,
        triggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Font_Size</key>
                    ↓<string>14</string>
                    <key>Show_Avatar</key>
                    ↓<string>YES</string>
                </dict>
                <key>Tip</key>
                <dict>
                    <key>Show_Avatar</key>
                    ↓<integer>0</integer>
                </dict>

                """)
        ],
        nonTriggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Font_Size</key>
                    <integer>14</integer>
                    <key>Show_Avatar</key>
                    <true/>
                </dict>

                """)
        ],
        corrections: [
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <string>14</string>\n        <key>Show_Avatar</key>\n        <string>YES</string>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <integer>14</integer>\n        <key>Show_Avatar</key>\n        <true/>\n    </dict>\n"
                ).text),
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(
                    .bubble,
                    "    <key>Tip</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <string>10.5</string>\n        <key>Show_Avatar</key>\n        <integer>0</integer>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Tip</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <real>10.5</real>\n        <key>Show_Avatar</key>\n        <false/>\n    </dict>\n"
                ).text),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.mistypedVisits.compactMap { visit in
            guard case .coercible(let message, let fix) = ValueReading.of(visit, in: file) else { return nil }
            return description.diagnostic(message, at: visit.node.range, fix: fix)
        }
    }
}
