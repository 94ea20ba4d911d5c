/// A settings file the release in force never loads: NIMKit read the plists from 1.0.0 to 2.0.0 only. One
/// finding says so instead of a list of unknown keys.
enum SettingsNotReadRule: LintRule {
    static let description = RuleDescription(
        id: "settings-not-read", defaultSeverity: .warning,
        summary: "A settings file the NIMKit release in force never reads",
        explanation: """
            NIMKit read NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist from release 1.0.0 to 2.0.0 (the \
            schemas' root x-releases). From 2.1.0 on the settings are set in code (NIMKitConfig) and no plist is \
            read: editing the file changes nothing. The release comes from --nimkit, the configuration's nimkit, \
            the nearest Podfile.lock, a vendored NIMKit.podspec or vendored NIMKit code; when it is unknown the \
            file is assumed to be read. No other rule reports on such a file.
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                RuleExample.plistHeader
                    + "↓<dict>\n    <key>Message_Limit</key>\n    <integer>20</integer>\n</dict>\n</plist>\n"
            )
            .under("2.1.0"),
            RuleExample(
                .bubble, RuleExample.plistHeader + "↓<dict>\n    <key>Text</key>\n    <dict/>\n</dict>\n</plist>\n"
            )
            .under("3.0.0"),
            RuleExample(
                .bubble, RuleExample.plistHeader + "↓<dict>\n    <key>Text</key>\n    <dict/>\n</dict>\n</plist>\n"
            )
            .under("0.9.0"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n").under("2.0.0"),
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n").under("1.0.0"),
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n"),
        ])

    static var checksUnreadFiles: Bool { true }

    /// `nimlint migrate FOLDER --to VERSION`, with the file's folder and its release when there is one.
    private static func migrateCommand(_ file: SettingsFile) -> String {
        let path = file.source.path
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let target = file.release.candidates.count == 1 ? file.release.candidates[0].description : "VERSION"
        return "'nimlint migrate \(folder.isEmpty ? "/" : folder) --to \(target)'"
    }

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        guard !file.isRead, let root = file.document.root else { return [] }
        let readers = NIMKitVersion.plistEra.filter { file.schema.root.releases?.contains($0) ?? true }
        let newer = readers.last.map { last in file.release.candidates.allSatisfy { $0 > last } } ?? false
        let instead =
            newer
            ? "later releases take these settings in code (NIMKitConfig): \(migrateCommand(file)) writes that code from "
                + "this folder's plists"
            : "earlier releases had no settings plists"
        return [
            description.diagnostic(
                "\(file.release.name) never reads \(file.kind.fileName): only NIMKit \(NIMKitVersion.describe(readers)) "
                    + "read the settings plists, and this file changes nothing",
                at: root.startTag, help: [instead, UnreadKey.releaseHelp(file.release)])
        ]
    }
}
