import Foundation

/// NIMKit loads the two settings files from one bundle, each on its own: when one is not there,
/// `dictionaryWithContentsOfFile:` gives nil for it and every value NIMKit reads from it is 0 or nil.
enum MissingSettingsFileRule {
    static let description = RuleDescription(
        id: "missing-settings-file", defaultSeverity: .error,
        summary: "A settings file without the other one beside it",
        explanation: """
            NIMKit reads NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist from the same settings bundle \
            and never complains when one is missing: NSDictionary reads nil, and every value from that file is 0, \
            NO or nil. Without the bubble file every message type has nothing to draw with (no bubble image, no \
            text color, a system font of size 0); without the global file pages of history hold no messages, the \
            input box takes no text and message types without a Bubble of their own have no bubble image. The \
            finding is at the file that is there, and says what the app loses as the settings model reads the \
            folder, and how bad that is. When the other file is there under a name NIMKit never looks up, \
            settings-file-name says so at that file instead. A file nimlint was given alone is read beside the \
            other one on disk, so a pre-commit hook or an editor that passes one file gets no false finding.
            """,
        triggeringExamples: [
            RuleExample(
                .global,
                "↓" + RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n").text)
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")
                .beside(.plist(.bubble, "    <key>Unsupport</key>\n    <dict/>\n"))
        ])

    /// The finding at `file` when no file in its folder (`names`, the folder's file names, context included) is
    /// the other settings file or a near miss of it, and nothing of the other file's name is on disk beside it (a
    /// file refused or a broken link is reported as it is); nil otherwise, and for a file NIMKit never loads (a
    /// release after 2.0.0, a copy in a nested settings bundle).
    static func diagnostic(_ file: SettingsFile, besideFilesNamed names: [String]) -> Diagnostic? {
        let other: SettingsKind = file.kind == .global ? .bubble : .global
        guard file.isRead, file.isLoadedByName, !names.contains(where: { SettingsKind.meant(by: $0) == other }),
            NestedSettingsBundleRule.diagnostic(path: file.source.path) == nil
        else { return nil }
        guard !isOnDisk(other, beside: file.source.path) else { return nil }
        let lost = file.folderModel.lost(with: other)
        let effect = Consequence.sentence(lost).map { ": " + $0 } ?? ""
        var diagnostic = description.diagnostic(
            "\(other.fileName) is not beside this file, so NIMKit reads nil for it\(effect)", at: .empty(at: 0),
            severity: Consequence.severity(lost),
            help: [
                "NIMKit loads both files from the settings bundle: copy \(other.fileName) from the pod's NIMKitSettings.bundle (Pods/NIMKit/…/Resources) beside this file, then change what you need"
            ])
        diagnostic.consequences = lost
        return diagnostic
    }

    /// Whether anything (a file, a link, even a broken one) is on disk under `kind`'s name in the folder of `path`.
    static func isOnDisk(_ kind: SettingsKind, beside path: String) -> Bool {
        var status = stat()
        let besidePath = Paths.join(Paths.parent(path), kind.fileName)
        return FileSystemPath.withCString(besidePath) { lstat($0, &status) } == 0
    }
}
