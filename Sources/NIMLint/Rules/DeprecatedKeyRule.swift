/// Keys NIMKit stopped reading: harmless, but they no longer do anything under the release in force.
enum DeprecatedKeyRule: LintRule {
    static let description = RuleDescription(
        id: "deprecated-key", defaultSeverity: .info,
        summary: "A key the NIMKit release in force no longer reads",
        explanation: """
            Bottom_Input_Height and Top_Input_Height sized the input bar in NIMKit 1.0.0–1.0.7 (read with \
            doubleValue); from 1.1.0 on NIMKit lays the input bar out itself and never reads them. Whether a key \
            is dead depends on the release (the schema's x-releases): the rule reports a key only when the \
            release in force (--nimkit, the configuration's nimkit, the nearest Podfile.lock, a vendored \
            NIMKit.podspec or NIMKit code) is newer than every release that reads it. When the release is \
            unknown, a key some release reads is not reported. They do no harm, so this is only information: \
            remove them, or name the release if the app is pinned to an old NIMKit.
            """,
        triggeringExamples: [
            RuleExample.plist(.global, "↓<key>Bottom_Input_Height</key>\n<integer>216</integer>\n").under("1.1.0"),
            RuleExample.plist(.global, "↓<key>Top_Input_Height</key>\n<integer>46</integer>\n").under("1.4.2"),
            RuleExample.plist(.global, "↓<key>Top_Input_Height</key>\n<integer>46</integer>\n").under("2.0.0"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Top_Input_Height</key>\n<integer>46</integer>\n").under("1.0.7"),
            RuleExample.plist(.global, "<key>Bottom_Input_Height</key>\n<real>216.5</real>\n").under("1.0.0"),
            RuleExample.plist(.global, "<key>Top_Input_Height</key>\n<integer>46</integer>\n"),
            RuleExample.plist(.global, "<key>Row_Background_Color</key>\n<string>#E4E7EC</string>\n").under("1.8.0"),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for visit in file.visits.having(.deprecations) {
            // A schema of the app's own may still mark a key `deprecated` outright.
            if visit.schema.isDeprecated, let keyRange = visit.keyRange {
                let reason = visit.schema.deprecation.map { ": \($0)" } ?? ""
                diagnostics.append(description.diagnostic("'\(visit.key)' is deprecated\(reason)", at: keyRange))
            }
            for unread in UnreadKey.all(in: visit, release: file.release) where unread.isRetired {
                diagnostics.append(
                    description.diagnostic(
                        "\(file.release.name) no longer reads '\(unread.entry.key)': \(unread.readersPhrase)",
                        at: unread.entry.keyRange,
                        help: ["remove it; " + UnreadKey.releaseHelp(file.release)]))
            }
        }
        return diagnostics
    }
}
