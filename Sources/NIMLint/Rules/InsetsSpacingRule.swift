/// Spaces inside an insets string are fine for UIKit; this style rule keeps one spelling across a team.
enum InsetsSpacingRule: LintRule {
    static let description = RuleDescription(
        id: "insets-spacing", defaultSeverity: .warning, enabledByDefault: false,
        summary: "An insets string with spaces (style, off by default)",
        explanation: """
            UIEdgeInsetsFromString reads `{11, 15, 9, 9}` exactly as `{11,15,9,9}`, so this is style only: \
            NIMKit's own files write insets without spaces. The safe fix removes the spaces, which renders the \
            same insets.
            """,
        triggeringExamples: [
            .plist(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Left</key>\n            <string>↓{11, 15, 9, 9}</string>\n        </dict>\n    </dict>\n"
            )
        ],
        nonTriggeringExamples: [
            .plist(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Left</key>\n            <string>{11,15,9,9}</string>\n        </dict>\n    </dict>\n"
            )
        ],
        corrections: [
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Left</key>\n            <string> { 11, 15,9,9 } </string>\n        </dict>\n    </dict>\n"
                ).text,
                after: RuleExample.plist(
                    .bubble,
                    "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        <dict>\n            <key>Left</key>\n            <string>{11,15,9,9}</string>\n        </dict>\n    </dict>\n"
                ).text)
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.insetsStrings.compactMap { visit, text, insets in
            guard insets.problem == nil, insets.normalized != text, file.literalText(of: visit.node) != nil else {
                return nil
            }
            return description.diagnostic(
                "\(visit.name) '\(text)' has spaces; NIMKit's files write \(insets.normalized)", at: visit.node.content,
                fix: Fix(
                    safety: .safe, title: "write it as \(insets.normalized)",
                    edits: [Edit(range: visit.node.content, replacement: insets.normalized)]))
        }
    }
}
