import Foundation

/// iOS looks bundle resources up case-sensitively on a device: a settings file whose name is off by a letter
/// or by case, or a copy of one, is never loaded. Where the real file is not beside it, NIMKit runs on nil for
/// that file (every number 0, no bubble images), and the finding is as bad as what that does.
public enum SettingsFileNameRule {
    public static let description = RuleDescription(
        id: "settings-file-name", defaultSeverity: .warning, severities: [.error, .warning],
        summary: "A file named almost like a settings file, or a copy of one, which NIMKit never loads",
        explanation: """
            NIMKit loads exactly NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist from its settings \
            bundle. The simulator's file system forgives case; a device's does not: nimkitglobalsetting.plist, \
            NIMKitGlobalSettings.plist or NIMKitBubbleSetting copy.plist is never found. With the real file \
            beside it, such a file is only dead weight (a warning). Without it, NSDictionary reads nil and every \
            setting of that file falls back to 0 or nil: the finding says what the app loses, as the settings \
            model reads the folder, and is an error where that leaves a value NIMKit cannot draw with. nimlint \
            lints such a file as the settings file it was meant to be, after saying so. Renaming a file is no \
            text edit, so there is no fix.
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                "↓" + RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n").text
            )
            .named("NIMKitGlobalSettings.plist"),
            RuleExample(.bubble, "↓" + RuleExample.plist(.bubble, "    <key>Text</key>\n    <dict/>\n").text)
                .named("nimkitbubblesetting.plist"),
            RuleExample(.bubble, "↓" + RuleExample.plist(.bubble, "    <key>Text</key>\n    <dict/>\n").text)
                .named("NIMKitBubbleSetting copy.plist")
                .beside(.plist(.bubble, "    <key>Text</key>\n    <dict/>\n")),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")
        ])

    static func diagnostic(path: String, intended: SettingsKind) -> Diagnostic {
        let name = Paths.lastComponent(path)
        return description.diagnostic(
            "'\(name)' is not '\(intended.fileName)': iOS looks it up by its exact name, so NIMKit never loads this file",
            at: .empty(at: 0), help: ["rename the file to \(intended.fileName)"])
    }

    /// The finding as the folder makes it: beside the real file, NIMKit loads that one instead; without it, what
    /// the app loses (`model`'s settings of that file) decides the severity and ends the message.
    static func judged(_ diagnostic: Diagnostic, intended: SettingsKind, realFileBeside: Bool, model: FolderModel)
        -> Diagnostic
    {
        var judged = diagnostic
        if realFileBeside {
            judged.message += ", and loads the \(intended.fileName) beside it"
            judged.help = ["delete the file, or merge what it changes into \(intended.fileName)"]
            return judged
        }
        let lost = model.lost(with: intended)
        if let effect = Consequence.sentence(lost) {
            judged.message += " and reads nil for \(intended.fileName): \(effect)"
        }
        judged.severity = Consequence.severity(lost) ?? judged.severity
        judged.consequences = lost
        return judged
    }
}
