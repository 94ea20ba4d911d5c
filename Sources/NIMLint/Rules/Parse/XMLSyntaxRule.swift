/// `xml-syntax`, which the parser reports (`ParseRule.xmlSyntax`): not well-formed XML, which CoreFoundation,
/// NIMKit's loader, rejects too.
enum XMLSyntaxRule {
    static let description = RuleDescription(
        id: ParseRule.xmlSyntax.rawValue, defaultSeverity: .error,
        summary: "Malformed XML that NIMKit's loader rejects: the app gets no settings",
        explanation: """
            NIMKit loads the file with NSDictionary dictionaryWithContentsOfFile:, that is with \
            CoreFoundation's property-list parser. Where it and libxml2 both reject the file, the app gets \
            nil: every setting reads as 0 or nil, silently. The finding says what is wrong in the file's \
            terms at the exact position, where CoreFoundation stops too (settings-not-loaded says so where \
            only CoreFoundation objects), with a note at the other place it is about (the start tag of an \
            element the file ends inside or closes wrongly) and libxml2's own words in a help line; nothing \
            else is checked until the file loads. On a merge's conflict \
            marker (<<<<<<< ours, =======, >>>>>>> theirs at a line's start) it says the merge is \
            unfinished and lists every marker; no fix is offered, since only the author knows which side \
            to keep. A file whose text ends before </plist>, as an interrupted copy or save leaves one, \
            is said to be cut short. Malformed XML that CoreFoundation still loads is tolerated-markup \
            instead.
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                RuleExample.plistHeader + "<dict>\n    <key>Message_Limit</key>\n    <integer>20</integer>\n↓</plist>\n"
            ),
            RuleExample(
                .global,
                RuleExample.plistHeader + "<dict>\n    <key>Message_Limit</key>\n↓<<<<<<< HEAD\n"
                    + "    <integer>30</integer>\n=======\n    <integer>20</integer>\n>>>>>>> theirs\n</dict>\n</plist>\n"
            ),
        ],
        nonTriggeringExamples: [RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")]
    )
}
