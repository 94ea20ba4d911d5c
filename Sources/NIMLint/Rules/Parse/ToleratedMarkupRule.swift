/// `tolerated-markup`, which the parser reports (`ParseRule.toleratedMarkup`): markup libxml2 rejects that
/// CoreFoundation still loads.
enum ToleratedMarkupRule {
    static let description = RuleDescription(
        id: ParseRule.toleratedMarkup.rawValue, defaultSeverity: .warning,
        summary: "Malformed XML that NIMKit's loader still reads",
        explanation: """
            CoreFoundation's property-list parser, NIMKit's loader, accepts some files libxml2 and every \
            XML tool reject: blank lines, a comment or a byte order mark before <?xml, any text after the \
            root element (a merge's conflict markers too, named as such), &#0; and control characters in \
            text (kept in the string), ]]> in text, a double hyphen in a comment, a malformed XML \
            declaration. It also reads some values in well-formed XML that the property-list grammar \
            has no place for: an integer with a space before it, bad base64 in <data> (read as no bytes). The \
            app gets its settings, so this is a warning, and every other rule checks the file as \
            CoreFoundation reads it. The one \
            fix removes whitespace before <?xml, which CoreFoundation skips. No other is offered: text \
            after </plist> may be the other half of a merge, which only its author can settle, and \
            removing what CoreFoundation keeps in a value (&#0;, a control character) changes what the app \
            reads.
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                RuleExample.plistHeader
                    + "<dict>\n    <key>Message_Limit</key>\n    <integer>20</integer>\n</dict>\n</plist>\n↓>>>>>>> theirs\n"
            )
        ],
        nonTriggeringExamples: [.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")],
        corrections: [
            // Without the usual DOCTYPE, so that both sides are shown whole, the declaration included.
            RuleCorrection(
                .global, before: "\n\n" + shortFile, after: shortFile)
        ])

    private static let shortFile =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "    <key>Message_Limit</key>\n    <integer>20</integer>\n</dict>\n</plist>\n"
}
