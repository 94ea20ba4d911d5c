/// A negative inset is read as written: content spills over its bubble, or a bubble image's cap insets
/// overlap and the image stretches wrongly.
enum NegativeInsetsRule: LintRule {
    static let description = RuleDescription(
        id: "negative-insets", defaultSeverity: .warning,
        summary: "An inset below zero",
        explanation: """
            UIEdgeInsetsFromString reads negative numbers as they are: a negative content inset draws the text \
            over the bubble's edge, and a negative cap inset makes the resizable bubble image stretch its \
            corners. It is almost always a typo. The fix sets each negative inset to 0, which changes what \
            renders, so it is unsafe. The finding ends in what the settings model says the messages get.
            """,
        triggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
                        <string>↓{11,-15,9,9}</string>
                    </dict>
                </dict>

                """)
        ],
        nonTriggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Tip</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
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
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Right</key>\n            <string>{11, -2, 9, -0.5}</string>\n        </dict>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Right</key>\n            <string>{11, 0, 9, 0}</string>\n        </dict>\n    </dict>\n"
                ).text,
                safety: .unsafe)
        ])

    private static let sides = ["top", "left", "bottom", "right"]

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.insetsStrings.compactMap { visit, text, insets in
            guard insets.problem == nil, insets.components.contains(where: { $0.value < 0 }) else { return nil }
            let negative = insets.components.indices.filter { insets.components[$0].value < 0 }
            let names = negative.map { sides[$0] }.joined(separator: " and ")
            var fix: Fix?
            if file.literalText(of: visit.node) != nil {
                let edits = negative.map { index in
                    let range = insets.components[index].range
                    return Edit(
                        range: SourceRange(
                            visit.node.content.start + range.lowerBound, visit.node.content.start + range.upperBound),
                        replacement: "0")
                }
                fix = Fix(safety: .unsafe, title: "set the negative insets to 0", edits: edits)
            }
            let drawn =
                visit.name.contains("Content_Insets")
                ? "a negative content inset draws the content past the bubble's edge"
                : "a negative cap inset makes the resizable bubble image stretch its corners"
            return file.diagnostic(
                description, "\(visit.name) '\(text)' has a negative \(names) inset", at: visit.node.content,
                least: .warning, help: [drawn], fix: fix)
        }
    }
}
