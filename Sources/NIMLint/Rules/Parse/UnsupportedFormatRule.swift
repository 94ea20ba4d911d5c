/// `unsupported-format`, which the parser reports (`ParseRule.unsupportedFormat`): a binary, JSON, old-style or
/// empty file, or Unicode without a byte order mark.
enum UnsupportedFormatRule {
    static let description = RuleDescription(
        id: ParseRule.unsupportedFormat.rawValue, defaultSeverity: .error,
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
}
