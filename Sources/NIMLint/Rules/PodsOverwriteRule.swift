import Foundation

/// A settings file edited inside a CocoaPods-managed `Pods/` folder: `pod install` and `pod update` put the pod's
/// own files back, and the edits vanish without a word.
enum PodsOverwriteRule: LintRule {
    static let description = RuleDescription(
        id: "pods-overwrite", defaultSeverity: .warning,
        summary: "A settings file edited inside Pods/, which pod install and pod update overwrite",
        explanation: """
            CocoaPods owns what it installs under Pods/ (a Pods folder with a Manifest.lock): pod install and pod \
            update replace a pod's files with the release the Podfile.lock names, so a customisation made in \
            Pods/NIMKit/…/NIMKitSettings.bundle is lost at the next install, and the chat screen quietly goes back \
            to NetEase's defaults. The rule compares what NIMKit applies from the file (every value after its \
            fallbacks) with what it applies from the file that release ships, and reports a file whose edits \
            change at least one applied value, at the first value that differs; a file that applies exactly what \
            the shipped one does is never reported, however it is written, and no content rule speaks of it: it \
            is NetEase's file, not the app's. To keep the settings, copy \
            NIMKitSettings.bundle into the app under a name of its own (MyChatSettings.bundle), add it to the \
            app target, and set [NIMKit sharedKit].settingBundleName = @"MyChatSettings.bundle" before the first \
            chat screen (every release that reads the plists reads that property). The rule needs a file inside \
            a Pods folder and the release from Podfile.lock (or Pods/Manifest.lock); it says nothing otherwise.
            """,
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Message_Limit</key>\n<integer>50</integer>\n")
                .named("NIMKitSettings.bundle/NIMKitGlobalSetting.plist").under("1.8.0")
        ],
        triggersOnText: false)

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        guard let (release, changed) = changes(of: file), let root = file.document.root, !changed.isEmpty else {
            return []
        }
        let first = changed.lazy.compactMap { setting -> SourceRange? in
            if case .file(_, let range, _, _) = setting.provenance.origin { return range }
            return nil
        }.first
        let values =
            changed.count == 1 ? "1 value NIMKit applies differs" : "\(changed.count) values NIMKit applies differ"
        let examples = changed.prefix(3).map(\.title).joined(separator: "; ")
        return [
            description.diagnostic(
                "this \(file.kind.fileName) is edited inside Pods/: \(values) from the one \(release.name) ships "
                    + "(\(examples)\(changed.count > 3 ? "; …" : "")), and pod install or pod update puts the shipped file back",
                at: first ?? root.startTag,
                help: [
                    "keep the edits in a settings bundle of the app's own: copy NIMKitSettings.bundle into the app as "
                        + "MyChatSettings.bundle and set [NIMKit sharedKit].settingBundleName = @\"MyChatSettings.bundle\"",
                    "\(release.name) \(release.origin)",
                ])
        ]
    }

    /// Whether `file` is a CocoaPods pod's settings file applying what the installed release ships: NetEase's
    /// file as `pod install` put it (a comment or a re-indent at most), which the app neither owns nor should edit,
    /// so the content rules say nothing about it (`deprecated-key` would ask to remove a key 1.1.0's own file holds).
    static func appliesWhatThePodShips(_ file: SettingsFile) -> Bool {
        changes(of: file)?.changed.isEmpty ?? false
    }

    /// The settings `file` applies otherwise than the file the installed release ships, read with the folder's
    /// other file as shipped so that only this file's effect counts; nil outside a CocoaPods-managed `Pods/`,
    /// or where the release or its files are unknown.
    private static func changes(of file: SettingsFile) -> (release: NIMKitRelease, changed: [AppliedSetting])? {
        guard let pods = podsFolder(of: file.source.path), let release = installedRelease(pods: pods),
            let shipped = ShippedSettings.files(for: release),
            let root = file.document.root
        else { return nil }
        let edited = shipped.map { shippedFile in
            shippedFile.kind != file.kind
                ? shippedFile
                : LoadedSettingsFile(
                    kind: file.kind, path: file.source.path, source: file.source, root: root, problem: nil)
        }
        let before = AppliedSettings.read(shipped, release: release, images: nil).settings
        let after = AppliedSettings.read(edited, release: release, images: nil).settings
        return (release, zip(before, after).filter { $0.value != $1.value }.map(\.1))
    }

    /// The CocoaPods-managed `Pods` folder (one holding a `Manifest.lock`) the file is in, absolute; nil otherwise.
    /// Only a path naming a `Pods` folder, or one relative to a working folder inside one, is looked at further.
    static func podsFolder(of path: String) -> String? {
        guard Paths.path(path, holds: "Pods/") || (!path.hasPrefix("/") && workingFolderIsInPods) else { return nil }
        var folder = Paths.parent(Paths.absolute(path))
        while folder != "/" && !folder.isEmpty {
            if Paths.lastComponent(folder) == "Pods",
                FileManager.default.fileExists(atPath: Paths.join(folder, "Manifest.lock"))
            {
                return folder
            }
            folder = Paths.parent(folder)
        }
        return nil
    }

    /// Read once: nimlint never changes its working folder.
    private static let workingFolderIsInPods = Paths.path(Paths.workingFolder, holds: "/Pods")

    /// The release `pod install` puts in `pods`: the Podfile.lock beside it names it, else its Manifest.lock (the
    /// copy of the Podfile.lock the last install left).
    private static func installedRelease(pods: String) -> NIMKitRelease? {
        let lock =
            NIMKitReleaseResolver.podfileLock(inFolder: Paths.parent(pods))
            ?? NIMKitReleaseResolver.podfileLock(inFolder: pods, named: "Manifest.lock")
        guard let version = lock?.version else { return nil }
        return NIMKitRelease(version, source: .podfileLock, path: lock?.path)
    }
}
