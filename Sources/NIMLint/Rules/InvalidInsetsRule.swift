/// `UIEdgeInsetsFromString` returns zero insets for any string that is not `{top, left, bottom, right}`.
enum InvalidInsetsRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-insets", defaultSeverity: .warning,
        summary: "An insets string UIEdgeInsetsFromString cannot read",
        explanation: """
            Content_Insets sides and bubble Insets go through UIEdgeInsetsFromString, which reads \
            `{top, left, bottom, right}`: four floating-point numbers separated by commas inside braces (spaces \
            and fractions are fine). Anything else, three numbers, a missing brace, a unit such as `px`, gives \
            zero insets without a word; so do semicolons or the full-width comma `，` of a Chinese input method \
            between the numbers. Adding missing braces changes what renders (zero insets today), so that \
            fix is unsafe. What the message says the app gets is the settings model's answer for the value: zero \
            insets, a warning.
            """,
        triggeringExamples: [
            .plist(
                .global,
                """
                <key>Bubble</key>
                <dict>
                    <key>Left</key>
                    <dict>
                        <key>Normal</key>
                        <dict>
                            <key>Insets</key>
                            <string>↓{18,25,17}</string>
                        </dict>
                        <key>Highlighted</key>
                        <dict>
                            <key>Insets</key>
                            <string>↓18,25,17,25</string>
                        </dict>
                    </dict>
                </dict>

                """),
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
                        <string>↓{11，15，9，9}</string>
                        <key>Right</key>
                        <string>↓{11,11,9,15,}</string>
                    </dict>
                </dict>

                """),
        ],
        nonTriggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
                        <string>{11, 15.5, 9, 9}</string>
                        <key>Right</key>
                        <string>{0,0,0,0}</string>
                    </dict>
                </dict>

                """)
        ],
        corrections: [
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Left</key>\n            <string>11, 15,9,9</string>\n        </dict>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Left</key>\n            <string>{11,15,9,9}</string>\n        </dict>\n    </dict>\n"
                ).text,
                safety: .unsafe),
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Right</key>\n            <string>{11,11,9,15</string>\n        </dict>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Right</key>\n            <string>{11,11,9,15}</string>\n        </dict>\n    </dict>\n"
                ).text,
                safety: .unsafe),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.insetsStrings.compactMap { visit, text, insets in
            guard let problem = insets.problem else { return nil }
            let reason: String
            switch problem {
            case .empty: reason = "is empty"
            case .missingBraces: reason = "lacks the braces of {top,left,bottom,right}"
            case .count(let count): reason = "has \(counted(count, "number")), not the 4 of {top,left,bottom,right}"
            case .notANumber(let token) where token.isEmpty: reason = "has a comma with no number beside it"
            case .notANumber(let token): reason = "holds '\(token)', which is not a number"
            case .separator(" "): reason = "separates its numbers with spaces, not commas"
            case .separator(let separator): reason = "separates its numbers with '\(separator)', not commas"
            case .unclosed: reason = "lacks its closing brace"
            case .textAfter(let rest): reason = "has '\(rest)' after its closing brace"
            }
            // Four numbers with a brace missing read as zero insets today: bracing them changes what renders.
            let bracable = (problem == .missingBraces || problem == .unclosed) && insets.components.count == 4
            let fix =
                bracable && file.literalText(of: visit.node) != nil
                ? Fix(
                    safety: .unsafe, title: "write it as \(insets.normalized)",
                    edits: [Edit(range: visit.node.content, replacement: insets.normalized)])
                : nil
            return file.diagnostic(
                description, "\(visit.name) '\(text)' \(reason), so UIEdgeInsetsFromString reads zero insets",
                at: visit.node.content, least: .warning,
                help: ["write four numbers in braces, such as {11,15,9,9}"], fix: fix)
        }
    }
}
