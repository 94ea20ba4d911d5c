/// `plist-structure`, which the parser reports (`ParseRule.plistStructure`): well-formed XML that is no property
/// list, which CoreFoundation rejects too.
enum PlistStructureRule {
    static let description = RuleDescription(
        id: ParseRule.plistStructure.rawValue, defaultSeverity: .error,
        summary: "Well-formed XML that is no property list to NIMKit's loader: the app gets no settings",
        explanation: """
            CoreFoundation's parser, behind NSDictionary, rejects XML that is not a property list (an \
            unknown element, a key without a value, a malformed number or date, an entity reference) and \
            NIMKit then runs on nil settings. The finding names the element and suggests the plist element \
            meant. Values after the root, as a </dict> closing it early leaves them, are one finding at \
            the first, with the line where the root ended. What CoreFoundation reads after all (an integer with a space before it, bad base64 in \
            <data>) is tolerated-markup instead.
            """,
        triggeringExamples: [
            .plist(.global, "    <key>Message_Limit</key>\n    ↓<int>20</int>\n"),
            .plist(.global, "    <key>Message_Limit</key>\n    <integer>↓twenty</integer>\n"),
        ],
        nonTriggeringExamples: [.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")])
}
