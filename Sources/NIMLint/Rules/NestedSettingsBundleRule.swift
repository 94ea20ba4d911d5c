import Foundation

/// NIMKit asks the app's main bundle for `NIMKitSettings.bundle/NIMKitGlobalSetting.plist` (the bundle name is
/// configurable): only the settings bundle at the top of the app's resources is read. A copy of the bundle inside
/// itself (what copying the folder into itself leaves) ships with the app but is never loaded, so edits made to
/// its files change nothing.
public enum NestedSettingsBundleRule {
    public static let description = RuleDescription(
        id: "nested-settings-bundle", defaultSeverity: .warning,
        summary: "A settings file in a settings bundle nested inside another, which NIMKit never loads",
        explanation: """
            NIMKit loads its settings with [[NSBundle mainBundle] pathForResource:@"NIMKitSettings.bundle/\
            NIMKitGlobalSetting.plist" ofType:nil]: the files at the top of the app's NIMKitSettings.bundle. A \
            second NIMKitSettings.bundle inside the first (left by copying the bundle into itself, or by a \
            resources phase that copies the folder into the bundle) ships with the app, but NIMKit never reads \
            its files: what is changed there never renders. The file is still checked, so its findings show \
            what it would do if it were moved up. Edit the outer bundle's file and delete the nested copy; moving \
            a file is no text edit, so there is no fix.
            """,
        triggeringExamples: [
            RuleExample(.global, "↓" + RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n").text)
                .named("NIMKitSettings.bundle/NIMKitSettings.bundle/NIMKitGlobalSetting.plist"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n")
                .named("NIMKitSettings.bundle/NIMKitGlobalSetting.plist"),
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n")
                .named("App.bundle/NIMKitSettings.bundle/NIMKitGlobalSetting.plist"),
        ])

    /// The finding for a file whose folder is a bundle nested, at any depth, inside a bundle of the same name;
    /// the path is made absolute, so a walk started inside the outer bundle sees it too.
    static func diagnostic(path: String) -> Diagnostic? {
        // Most files are in no bundle at all: they are ruled out before the path is made absolute.
        let base = path.hasPrefix("/") ? "" : Paths.workingFolder
        guard path.contains(".bundle/") || base.contains(".bundle") else { return nil }
        let folders = Paths.absolute(path).split(separator: "/").dropLast()
        guard let bundle = folders.last, bundle.hasSuffix(".bundle"), folders.dropLast().contains(bundle) else { return nil }
        let name = Paths.lastComponent(path)
        return Diagnostic(
            rule: description.id, severity: description.defaultSeverity,
            message: "this \(name) is in a \(bundle) inside another \(bundle): NIMKit reads only the outer bundle's "
                + "files, so it never loads this copy",
            range: .empty(at: 0),
            help: ["edit the outer \(bundle)'s \(name) and delete this nested copy"])
    }
}
