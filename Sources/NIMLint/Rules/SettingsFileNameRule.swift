import Foundation

/// iOS looks bundle resources up case-sensitively on a device: a settings file whose name is off by a letter
/// or by case is never loaded, and NIMKit runs on nil settings (every number 0, no bubble images).
public enum SettingsFileNameRule {
    public static let description = RuleDescription(
        id: "settings-file-name", defaultSeverity: .warning,
        summary: "A file named almost like a settings file, which NIMKit never loads",
        explanation: """
            NIMKit loads exactly NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist from its settings \
            bundle. The simulator's file system forgives case; a device's does not: nimkitglobalsetting.plist \
            or NIMKitGlobalSettings.plist is never found, NSDictionary reads nil and every setting falls back \
            to 0 or nil. nimlint lints such a file as the settings file it was meant to be, after saying so. \
            Renaming a file is no text edit, so there is no fix.
            """,
        triggeringExamples: [
            RuleExample(.global, "↓" + RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n").text)
                .named("NIMKitGlobalSettings.plist"),
            RuleExample(.bubble, "↓" + RuleExample.plist(.bubble, "    <key>Text</key>\n    <dict/>\n").text)
                .named("nimkitbubblesetting.plist"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n"),
        ])

    static func diagnostic(path: String, intended: SettingsKind) -> Diagnostic {
        let name = Paths.lastComponent(path)
        return Diagnostic(
            rule: description.id, severity: description.defaultSeverity,
            message: "'\(name)' is not '\(intended.fileName)': iOS looks it up by its exact name, so NIMKit never loads this file",
            range: .empty(at: 0), help: ["rename the file to \(intended.fileName)"])
    }
}
