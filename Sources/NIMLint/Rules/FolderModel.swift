/// What NIMKit applies from a folder's settings files, built the first time a rule asks: most files have no
/// finding whose consequence needs it.
final class FolderModel {
    private let files: [SettingsFile]

    /// `files` as NIMKit loads them together; of two files of one kind, the first counts.
    init(files: [SettingsFile]) {
        self.files = files
    }

    lazy var applied: AppliedSettings = {
        let loaded = files.map { file in
            LoadedSettingsFile(
                kind: file.kind, path: file.source.path, source: file.source, root: file.document.root,
                problem: file.document.root == nil ? LoadedSettingsFile.notLoaded : nil)
        }
        return AppliedSettings.read(loaded, release: files[0].release, images: files[0].images)
    }()
}
