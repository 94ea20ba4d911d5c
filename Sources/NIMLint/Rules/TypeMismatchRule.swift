/// A value of a type NIMKit cannot use at all: most crash the app with "unrecognized selector".
enum TypeMismatchRule: LintRule {
    static let description = RuleDescription(
        id: "type-mismatch", defaultSeverity: .error,
        summary: "A value of a type NIMKit cannot use (most crash the app)",
        explanation: """
            NIMKit trusts the plist's types. Content_Insets, Content_Color and Bubble are subscripted as \
            dictionaries: a string there crashes the app. Placeholder, insets, colors and image names are used \
            as strings: a number there crashes. A string holding no number where a number belongs reads as 0. \
            Values NIMKit happens to coerce (a number written as a string, YES as a string) are reported by \
            coercible-type instead.
            """,
        triggeringExamples: [
            .plist(
                .global,
                "    <key>Placeholder</key>\n    ↓<integer>1</integer>\n    <key>Message_Limit</key>\n    ↓<string>twenty</string>\n"
            ),
            .plist(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n        ↓<string>{11,15,9,9}</string>\n    </dict>\n"
            ),
        ],
        nonTriggeringExamples: [
            .plist(
                .global,
                "    <key>Placeholder</key>\n    <string>请输入消息</string>\n    <key>Message_Interval</key>\n    <integer>300</integer>\n"
            )
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.mistypedVisits.compactMap { visit in
            guard case .mismatch(let message, let help) = ValueReading.of(visit, in: file) else { return nil }
            return description.diagnostic(message, at: visit.node.range, help: help)
        }
    }
}
