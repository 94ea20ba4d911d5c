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
            RuleExample(
                .global, "↓" + RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>20</integer>\n").text
            )
            .named("NIMKitSettings.bundle/NIMKitSettings.bundle/NIMKitGlobalSetting.plist")
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
        if isPlainlyTopLevel(path) { return nil }
        let folders = Paths.absolute(path).split(separator: "/").dropLast()
        guard let bundle = folders.last, bundle.hasSuffix(".bundle"), folders.dropLast().contains(bundle) else {
            return nil
        }
        let name = Paths.lastComponent(path)
        return Diagnostic(
            rule: description.id, severity: description.defaultSeverity,
            message: "this \(name) is in a \(bundle) inside another \(bundle): NIMKit reads only the outer bundle's "
                + "files, so it never loads this copy",
            range: .empty(at: 0),
            help: ["edit the outer \(bundle)'s \(name) and delete this nested copy"])
    }

    /// Whether the path's own components settle that the file is not nested, without making it absolute (which
    /// costs more than checking the file): it names no `.` or `..`, and its folder is no bundle, or a bundle
    /// whose name appears neither earlier in the path nor anywhere in the working folder it is relative to.
    /// Works on the bytes (splitting a string by characters cost more than the rest of the check), so only on
    /// ASCII paths, where bytes compare as the strings do.
    private static func isPlainlyTopLevel(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            // Each folder's bytes, the file's name left out.
            var folders: [Range<Int>] = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
                if index > start { folders.append(start..<index) }
                start = index + 1
            }
            let dot = UInt8(ascii: ".")
            guard let folder = folders.last,
                !folders.contains(where: { bytes[$0].allSatisfy { $0 == dot } && $0.count <= 2 })
            else { return false }
            guard bytes[folder].reversed().starts(with: "eldnub.".utf8) else { return true }
            if folders.dropLast().contains(where: { bytes[$0].elementsEqual(bytes[folder]) }) { return false }
            return bytes.first == UInt8(ascii: "/") || !contains(workingFolder, Array(bytes[folder]))
        }
    }

    /// Read once: nimlint never changes its working folder, and every file of a bundle asks for it.
    private static let workingFolder = Array(Paths.workingFolder.utf8)

    private static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in
            text[start..<(start + part.count)].elementsEqual(part)
        }
    }
}
