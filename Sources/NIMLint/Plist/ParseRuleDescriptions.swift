extension ParseRule {
    /// The parser's rules described like every other rule, for `nimlint rules`, `explain` and the example tests.
    public var description: RuleDescription {
        switch self {
        case .xmlSyntax:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
                summary: "Malformed XML that NIMKit's loader rejects: the app gets no settings",
                explanation: """
                    NIMKit loads the file with NSDictionary dictionaryWithContentsOfFile:, that is with \
                    CoreFoundation's property-list parser. Where it and libxml2 both reject the file, the app gets \
                    nil: every setting reads as 0 or nil, silently. The finding carries libxml2's reason at the \
                    exact position, where CoreFoundation stops too (settings-not-loaded says so where only \
                    CoreFoundation objects); nothing else is checked until the file loads. On a merge's conflict \
                    marker (<<<<<<< ours, =======, >>>>>>> theirs at a line's start) it says the merge is \
                    unfinished and lists every marker; no fix is offered, since only the author knows which side \
                    to keep. A file whose text ends before </plist>, as an interrupted copy or save leaves one, \
                    is said to be cut short. Malformed XML that CoreFoundation still loads is tolerated-markup \
                    instead.
                    """,
                triggeringExamples: [
                    RuleExample(.global, RuleExample.plistHeader + "<dict>\n    <key>Message_Limit</key>\n    <integer>20</integer>\n↓</plist>\n"),
                    RuleExample(.global, RuleExample.plistHeader + "<dict>\n    <key>Message_Limit</key>\n↓<<<<<<< HEAD\n"
                        + "    <integer>30</integer>\n=======\n    <integer>20</integer>\n>>>>>>> theirs\n</dict>\n</plist>\n"),
                ],
                nonTriggeringExamples: [RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")])
        case .plistStructure:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
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
        case .settingsNotLoaded:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
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
                    .plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n    <key>Logo</key>\n    ↓<data/>\n"),
                    RuleExample(.global, RuleExample.plistHeader + "↓<array>\n    <string>Message_Limit</string>\n</array>\n</plist>\n"),
                ],
                nonTriggeringExamples: [.plist(.global, "    <key>Logo</key>\n    <data>iVBORw==</data>\n")])
        case .toleratedMarkup:
            return RuleDescription(
                id: rawValue, defaultSeverity: .warning,
                summary: "Malformed XML that NIMKit's loader still reads",
                explanation: """
                    CoreFoundation's property-list parser, NIMKit's loader, accepts some files libxml2 and every \
                    XML tool reject: blank lines, a comment or a byte order mark before <?xml, any text after the \
                    root element (a merge's conflict markers too, named as such), &#0; and control characters in \
                    text (kept in the string), ]]> in text, a double hyphen in a comment, a malformed XML \
                    declaration, an integer with a space before it, bad base64 in <data> (read as no bytes). The \
                    app gets its settings, so this is a warning, and every other rule checks the file as \
                    CoreFoundation reads it. The one \
                    fix removes whitespace before <?xml, which CoreFoundation skips. No other is offered: text \
                    after </plist> may be the other half of a merge, which only its author can settle, and \
                    removing what CoreFoundation keeps in a value (&#0;, a control character) changes what the app \
                    reads.
                    """,
                triggeringExamples: [
                    RuleExample(.global, RuleExample.plistHeader
                        + "<dict>\n    <key>Message_Limit</key>\n    <integer>20</integer>\n</dict>\n</plist>\n↓>>>>>>> theirs\n"),
                ],
                nonTriggeringExamples: [.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")],
                corrections: [
                    // Without the usual DOCTYPE, so that both sides are shown whole, the declaration included.
                    RuleCorrection(
                        .global, before: "\n\n" + Self.shortFile, after: Self.shortFile),
                ])
        case .unsupportedFormat:
            return RuleDescription(
                id: rawValue, defaultSeverity: .error,
                summary: "A binary, JSON, old-style or empty file, or Unicode without a byte order mark",
                explanation: """
                    NIMKit's settings files are XML property lists. A binary or old-style (OpenStep) plist works \
                    for NSDictionary but cannot be reviewed or linted; the finding says whether CoreFoundation \
                    reads it (a damaged one, or one holding no dictionary, gives NIMKit nothing). JSON and an \
                    empty file give NIMKit no settings at all. UTF-16 and UTF-32 load only with their byte order \
                    mark: without one, CoreFoundation takes a zero among the first two bytes for UTF-16 and those \
                    two bytes for the mark, reads on from the third, and finds no property list. Convert with \
                    `plutil -convert xml1 FILE`.
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

    private static let shortFile = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "    <key>Message_Limit</key>\n    <integer>20</integer>\n</dict>\n</plist>\n"
}
