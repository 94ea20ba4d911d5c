/// Keys only early NIMKit releases read: harmless, but they no longer do anything.
enum DeprecatedKeyRule: LintRule {
    static let description = RuleDescription(
        id: "deprecated-key", defaultSeverity: .info,
        summary: "A key only early NIMKit releases read",
        explanation: """
            Bottom_Input_Height and Top_Input_Height sized the input bar in NIMKit releases of 2016; later \
            releases lay the input bar out themselves and never read them. They do no harm, so this is only \
            information: keep them for an app pinned to an old NIMKit, remove them otherwise.
            """,
        triggeringExamples: [
            .plist(.global, "    ↓<key>Bottom_Input_Height</key>\n    <integer>216</integer>\n"),
        ],
        nonTriggeringExamples: [
            .plist(.global, "    <key>Row_Background_Color</key>\n    <string>#E4E7EC</string>\n"),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.visits.compactMap { visit in
            guard visit.schema.isDeprecated, let keyRange = visit.keyRange else { return nil }
            let reason = visit.schema.deprecation.map { ": \($0)" } ?? ""
            return description.diagnostic("'\(visit.key)' is deprecated\(reason)", at: keyRange)
        }
    }
}
