/// `unreadable-file`, which the parser reports (`ParseRule.unreadableFile`): a path that is not a regular file, is
/// too large, or cannot be read.
enum UnreadableFileRule {
    static let description = RuleDescription(
        id: ParseRule.unreadableFile.rawValue, defaultSeverity: .error,
        summary: "A path that is not a readable regular file within the size limit",
        explanation: """
            nimlint reads only regular files up to the size limit (10 MiB by default), so a device, a \
            pipe, a folder named like a settings file or a huge file is reported instead of read.
            """,
        nonTriggeringExamples: [.plist(.global, "")],
        triggersOnText: false)
}
