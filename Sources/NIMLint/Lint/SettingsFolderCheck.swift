import Foundation

/// One settings folder checked as `nimlint check` checks it (configuration, release, asset folders), and what
/// NIMKit applies from its two files: what the preview, `show` and `diff` start from.
public struct SettingsFolderCheck: Sendable {
    public var folder: String
    public var outcome: CheckOutcome
    public var applied: AppliedSettings
    /// The folders bubble images were looked up in: the configuration's asset folders, those given, and the kit's
    /// `NIMKitResource.bundle` beside the settings bundle when there is one.
    public var imageFolders: [String]

    public init(folder: String, assetFolders: [String], nimkit: NIMKitVersion?) {
        let paths = SettingsKind.allCases.map { Paths.join(folder, $0.fileName) }
        let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
        var request = CheckRequest(paths: present, assetFolders: assetFolders)
        request.nimkit = nimkit
        request.keepsLoadedTrees = true
        let outcome =
            present.isEmpty ? CheckOutcome(reports: [], problems: [], configurationErrors: []) : CheckRun.run(request)
        self.init(folder: folder, outcome: outcome, assetFolders: assetFolders, nimkit: nimkit) {
            LoadedSettingsFile(kind: $0, path: Paths.join(folder, $0.fileName), report: $1)
        }
    }

    /// The folder's two files as a git revision holds them, checked as `check` would check them in the folder (with
    /// the working tree's configuration and release); the applied values name each file as git does,
    /// `HEAD~1:App/Settings/NIMKitGlobalSetting.plist`. A file the revision does not hold is missing.
    public init(
        folder: String, revision: RevisionFiles, assetFolders: [String], nimkit: NIMKitVersion?
    ) {
        let resolver = ConfigurationResolver(explicitPath: nil)
        let configuration = resolver.configuration(forFolder: Paths.absolute(folder))
        var prepared = RunPreparation(files: [], problems: [], refused: [], configurationErrors: [])
        for kind in SettingsKind.allCases {
            guard let bytes = revision.contents[kind] else { continue }
            let path = Paths.join(folder, kind.fileName)
            let limit = configuration.configuration.sizeLimit
            guard bytes.count <= limit else {
                let reason =
                    "at \(revision.revision), \(bytes.count) bytes is above the \(limit)-byte limit for a settings file"
                prepared.refuse(path, reason, configuration)
                continue
            }
            prepared.files.append(
                RunFile(
                    input: LintInput(source: SourceFile(path: path, bytes: bytes), kind: kind),
                    absolutePath: Paths.absolute(path), configuration: configuration, isStandardInput: false))
        }
        prepared.configurationErrors = resolver.errors
        prepared.resolveReleases(commandLine: nimkit)
        var request = CheckRequest(paths: [], assetFolders: assetFolders)
        request.keepsLoadedTrees = true
        self.init(
            folder: folder, outcome: CheckRun.run(prepared, request), assetFolders: assetFolders, nimkit: nimkit
        ) { kind, report in
            var file = LoadedSettingsFile(kind: kind, path: revision.name(of: kind), report: report)
            file.path = revision.name(of: kind)
            return file
        }
    }

    /// What NIMKit applies from the files a check read; `load` gives each file as NIMKit reads it from its report
    /// (nil when the check has none: a missing file).
    private init(
        folder: String, outcome: CheckOutcome, assetFolders: [String], nimkit: NIMKitVersion?,
        load: (SettingsKind, FileReport?) -> LoadedSettingsFile
    ) {
        self.folder = folder
        self.outcome = outcome
        let reports = outcome.reports
        let loaded = SettingsKind.allCases.map { kind in
            load(kind, reports.first { Paths.lastComponent($0.path) == kind.fileName })
        }
        let configuration = ConfigurationResolver(explicitPath: nil)
            .configuration(forFolder: Paths.absolute(folder))
        // The release `check` judged the files by; with no file to judge, the one `check` would judge a file of the
        // folder by (so a revision without the files is read by the release the working tree's files are).
        let release =
            outcome.reports.compactMap(\.nimkit).first
            ?? NIMKitReleaseResolver(commandLine: nimkit).release(
                forFolder: Paths.absolute(folder), configuration: configuration)
        let assets = configuration.configuration.assetFolders + assetFolders
        var images: ImageIndex? = assets.isEmpty ? nil : .scanning(folders: assets)
        imageFolders = assets
        if let kit = ImageIndex.kitBundle(besideSettingsFolder: Paths.absolute(folder)) {
            images = ImageIndex.adding(kitBundle: kit, to: images)
            imageFolders.append(Paths.display(kit))
        }
        applied = AppliedSettings.read(loaded, release: release, images: images)
    }

    /// The check's report on one of the two files; nil when it is missing.
    public func report(_ kind: SettingsKind) -> FileReport? {
        outcome.reports.first { Paths.lastComponent($0.path) == kind.fileName }
    }
}
