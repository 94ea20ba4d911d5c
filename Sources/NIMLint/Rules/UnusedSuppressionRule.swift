/// A `nimlint-disable…` comment that silences nothing, or that names no directive or rule nimlint knows.
/// `Suppressions` reports it once the file's other findings have met its comments.
public enum UnusedSuppressionRule {
    public static let description = RuleDescription(
        id: "unused-suppression", defaultSeverity: .info,
        summary: "a nimlint suppression comment that silences nothing",
        explanation: """
            A `nimlint-disable…` comment that no longer silences anything hides nothing today but will hide the \
            next real problem on its line or in its region. Remove it, or the rule it names. Misspelt directives and \
            rule ids (with a did-you-mean) are reported here too, since they silence nothing.
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                """
                <plist version="1.0"><dict>
                ↓<!-- nimlint-disable-next-line xml-syntax -->
                <key>Message_Limit</key><integer>20</integer>
                </dict></plist>
                """)
        ],
        nonTriggeringExamples: [
            .plist(
                .global,
                "<!-- nimlint-disable-next-line unknown-key -->\n<key>Message_Limt</key>\n<integer>20</integer>\n")
        ])
}
