/// What NIMKit applies from a folder's settings files, built the first time a rule asks: most files have no
/// finding whose consequence needs it.
final class FolderModel {
    private let files: [SettingsFile]
    private let release: NIMKitRelease
    private let images: ImageIndex?

    /// `files` as NIMKit loads them together (none, when the folder has neither file under NIMKit's names); of two
    /// files of one kind, the first counts.
    init(files: [SettingsFile], release: NIMKitRelease, images: ImageIndex?) {
        self.files = files
        self.release = release
        self.images = images
    }

    lazy var applied: AppliedSettings = {
        let loaded = files.map { file in
            LoadedSettingsFile(
                kind: file.kind, path: file.source.path, source: file.source, root: file.document.root,
                problem: file.document.root == nil ? LoadedSettingsFile.notLoaded : nil)
        }
        return AppliedSettings.read(loaded, release: release, images: images)
    }()

    /// The settings NIMKit reads as zero or nothing because no file of `kind` is loaded: the global keys, the
    /// default Bubble and the types' bubble images taken from it from the global file; the rest of the message
    /// types' from the bubble file.
    func lost(with kind: SettingsKind) -> [AppliedSetting] {
        applied.settings.filter { setting in
            let fromGlobal = setting.scope == "Global" || setting.provenance.fallbacks.contains(.globalBubble)
            return setting.provenance.fallbacks.contains(.fileNotLoaded) && fromGlobal == (kind == .global)
        }
    }
}
