extension ParseRule {
    /// The parser's rules described like every other rule, for `nimlint rules`, `explain` and the example tests.
    public var description: RuleDescription {
        switch self {
        case .xmlSyntax:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
                summary: "The file is not well-formed XML",
                explanation: """
                    NIMKit loads the file with NSDictionary dictionaryWithContentsOfFile:, which returns nil for \
                    malformed XML: every setting then reads as 0 or nil, silently. The finding carries libxml2's \
                    reason at the exact position; nothing else is checked until the file parses.
                    """,
                triggeringExamples: [
                    RuleExample(.global, RuleExample.plistHeader + "<dict>\n    <key>Message_Limit</key>\n    <integer>20</integer>\n↓</plist>\n"),
                ],
                nonTriggeringExamples: [RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")])
        case .plistStructure:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
                summary: "Well-formed XML that is not a valid property list",
                explanation: """
                    NSDictionary rejects XML that is not a property list (an unknown element, a key without a \
                    value, a malformed number or date, an entity reference) and NIMKit then runs on nil settings. \
                    The finding names the element and suggests the plist element meant; a malformed value also \
                    leaves its key without a value.
                    """,
                triggeringExamples: [
                    .plist(.global, "    <key>Message_Limit</key>\n    ↓<int>20</int>\n"),
                    .plist(.global, "    <key>Message_Limit</key>\n    <integer>↓twenty</integer>\n"),
                ],
                nonTriggeringExamples: [.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")])
        case .unsupportedFormat:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
                summary: "A binary, JSON, old-style or empty file",
                explanation: """
                    NIMKit's settings files are XML property lists. A binary plist works for NSDictionary but \
                    cannot be reviewed or linted; JSON and an empty file give NIMKit no settings at all. Convert \
                    with `plutil -convert xml1 FILE`.
                    """,
                triggeringExamples: [RuleExample(.global, "↓{\"Message_Limit\": 20}\n")],
                nonTriggeringExamples: [.plist(.global, "")])
        case .unreadableFile:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
                summary: "A path that is not a readable regular file within the size limit",
                explanation: """
                    nimlint reads only regular files up to the size limit (10 MiB by default), so a device, a \
                    pipe, a folder named like a settings file or a huge file is reported instead of read.
                    """,
                nonTriggeringExamples: [.plist(.global, "")],
                triggersOnText: false)
        }
    }
}
