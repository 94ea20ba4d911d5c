/// A file checked under a name that is not a settings file's (`backup-global.plist`, standard input without
/// `--stdin-filename`) is checked as the settings file its root keys show, and says so, so a clean report
/// never hides that nimlint had to guess.
public enum InferredSettingsKindRule {
    public static let description = RuleDescription(
        id: "inferred-settings-kind", defaultSeverity: .info,
        summary: "A file whose name does not say which settings file it is, checked as the one its root keys show",
        explanation: """
            nimlint picks a file's schema by its name, as NIMKit finds the file by its name. A file named \
            otherwise (a backup, a copy under review, standard input) would otherwise be checked against no \
            schema and pass whatever it holds. Its root keys decide instead: message types (Text, Image, \
            Unsupport, …) make it NIMKitBubbleSetting.plist, global settings (Message_Limit, Bubble, …) make it \
            NIMKitGlobalSetting.plist, and this note says which was chosen. When no key is spelt right, keys close \
            to one file's (text, Message_Limt) decide, and that file's rules then say how to spell them. Say it yourself with \
            `--schema global|bubble`, or with `--stdin-filename NAME` for standard input.
            """,
        triggeringExamples: [
            RuleExample.plist(.bubble, "↓<key>Text</key>\n<dict/>\n<key>Unsupport</key>\n<dict/>\n").named(
                "backup-bubble.plist"),
            RuleExample.plist(.global, "↓<key>Message_Limit</key>\n<integer>20</integer>\n").named("old.plist"),
            RuleExample.plist(.bubble, "↓<key>text</key>\n<dict/>\n<key>Imgae</key>\n<dict/>\n").named("draft.plist"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n")
        ])

    /// The finding, at the first root key that decided `kind`.
    static func diagnostic(kind: SettingsKind, evidence: [String], misspelt: Bool, root: PlistNode?) -> Diagnostic {
        let shown = evidence.prefix(3).joined(separator: ", ") + (evidence.count > 3 ? ", …" : "")
        let first = root?.entries?.first { $0.key == evidence.first }
        let what = (misspelt ? "close to " : "") + (kind == .bubble ? "message types" : "global settings")
        return Diagnostic(
            rule: description.id, severity: description.defaultSeverity,
            message: "the file name does not say which settings file this is; its root keys (\(shown)) are "
                + "\(what), so it is checked as \(kind.fileName)",
            range: first.map { .empty(at: $0.keyRange.start) } ?? .empty(at: 0),
            help: [ExplicitKind.help(for: kind)])
    }
}

/// How a user states which settings file a file is, shared by the findings about files whose name does not.
enum ExplicitKind {
    static func help(for kind: SettingsKind?) -> String {
        let schema = kind.map { $0 == .global ? "global" : "bubble" } ?? "global|bubble"
        let name = kind?.fileName ?? "NAME"
        return "say which settings file it is with `--schema \(schema)`, or `--stdin-filename \(name)` for "
            + "standard input"
    }
}
