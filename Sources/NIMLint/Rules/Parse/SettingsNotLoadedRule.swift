/// `settings-not-loaded`, which the parser reports (`ParseRule.settingsNotLoaded`): a file libxml2 accepts that
/// CoreFoundation, NIMKit's loader, rejects, or whose root is no dictionary.
enum SettingsNotLoadedRule {
    static let description = RuleDescription(
        id: ParseRule.settingsNotLoaded.rawValue, defaultSeverity: .error,
        summary: "Well-formed XML that NIMKit's loader rejects: the app gets no settings",
        explanation: """
            CoreFoundation's property-list parser, behind NSDictionary dictionaryWithContentsOfFile:, \
            refuses some files every XML parser accepts: an empty <data/>, a processing instruction inside \
            a <key> or <string>, a DOCTYPE with an internal subset, a `>` inside the DOCTYPE's quoted \
            identifiers or inside an attribute's value (it takes the first `>` for the tag's end). One \
            such construct anywhere loses the whole file: NIMKit reads every setting as 0 or nil. The \
            finding points at the construct and says what to write instead, with CoreFoundation's own \
            words in its help; a reason nimlint does not know is quoted over the line CoreFoundation \
            names. A property list whose root is not a <dict> (an <array>, a <string>) loads too, but \
            dictionaryWithContentsOfFile: returns nil for it: the same loss, and nothing crashes.
            """,
        triggeringExamples: [
            .plist(
                .global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n    <key>Logo</key>\n    ↓<data/>\n"),
            RuleExample(
                .global, RuleExample.plistHeader + "↓<array>\n    <string>Message_Limit</string>\n</array>\n</plist>\n"),
        ],
        nonTriggeringExamples: [.plist(.global, "    <key>Logo</key>\n    <data>iVBORw==</data>\n")])
}
