/// A file checked under a name that is not a settings file's, whose root keys are not a settings file's
/// either: no rule of either schema applies, and saying "no problems" would pass a file nimlint never judged.
public enum NotASettingsFileRule {
    public static let description = RuleDescription(
        id: "not-a-settings-file", defaultSeverity: .warning,
        summary: "A file checked by name that is neither NIMKit settings file",
        explanation: """
            A file named on the command line or piped in is checked whatever its name. When neither its name \
            nor its root keys say which settings file it is (no message type such as Text, no global setting \
            such as Message_Limit), no settings rule can judge it: nimlint reports that instead of passing it. \
            If it is a settings file, say which with `--schema global|bubble` (`--stdin-filename NAME` for \
            standard input); if it is not, leave it out of the paths (in a pre-commit hook, with a `files:` \
            pattern).
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                RuleExample.plistHeader
                    + "↓<dict>\n    <key>CFBundleName</key>\n    <string>App</string>\n</dict>\n</plist>\n"
            )
            .named("Info.plist"),
            RuleExample(.global, RuleExample.plistHeader + "↓<array/>\n</plist>\n").named("list.plist"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n").named("old.plist")
        ])

    static func diagnostic(reason: String, root: PlistNode?) -> Diagnostic {
        Diagnostic(
            rule: description.id, severity: description.defaultSeverity,
            message: "this is not a NIMKit settings file: its name is neither settings file's and \(reason), "
                + "so no settings rule checked it",
            range: root.map { .empty(at: $0.startTag.start) } ?? .empty(at: 0),
            help: [ExplicitKind.help(for: nil)])
    }
}
