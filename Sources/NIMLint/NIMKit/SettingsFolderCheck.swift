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

    public init(folder: String, assetFolders: [String], nimkit: NIMKitVersion?, knownRules: [RuleDescription]) {
        self.folder = folder
        let paths = SettingsKind.allCases.map { Paths.join(folder, $0.fileName) }
        let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
        var request = CheckRequest(paths: present, assetFolders: assetFolders, knownRules: knownRules)
        request.nimkit = nimkit
        request.keepsLoadedTrees = true
        outcome = present.isEmpty ? CheckOutcome(reports: [], problems: [], configurationErrors: []) : CheckRun.run(request)
        let reports = outcome.reports
        let loaded = zip(SettingsKind.allCases, paths).map { kind, path in
            LoadedSettingsFile(kind: kind, path: path, report: reports.first { Paths.lastComponent($0.path) == kind.fileName })
        }
        // The release `check` judged the files by; with no file to judge, the one given, or none known.
        let release = outcome.reports.compactMap(\.nimkit).first
            ?? nimkit.map { NIMKitRelease($0, source: .commandLine) } ?? .unknown
        let assets = ConfigurationResolver(explicitPath: nil, knownRules: knownRules)
            .configuration(forFolder: Paths.absolute(folder)).configuration.assetFolders + assetFolders
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
