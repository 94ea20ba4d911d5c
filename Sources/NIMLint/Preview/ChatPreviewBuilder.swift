import Foundation

extension ChatPreview {
    /// Checks the folder's two settings files as `nimlint check` does (configuration, release, asset folders),
    /// then reads their values as the release in force reads them. A file that is missing or does not parse
    /// reads as nil, as `dictionaryWithContentsOfFile:` gives NIMKit, so every value from it draws as zero or
    /// nothing.
    public static func build(
        folder: String, assetFolders: [String], nimkit: NIMKitVersion?, knownRules: [RuleDescription]
    ) -> ChatPreview {
        let paths = SettingsKind.allCases.map { Paths.join(folder, $0.fileName) }
        let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
        var request = CheckRequest(paths: present, assetFolders: assetFolders, knownRules: knownRules)
        request.nimkit = nimkit
        request.keepsLoadedTrees = true
        let outcome = present.isEmpty ? CheckOutcome(reports: [], problems: [], configurationErrors: []) : CheckRun.run(request)

        var loaded: [LoadedSettingsFile] = []
        var findings = outcome.configurationErrors.map {
            Finding(place: .head, file: $0.path, line: $0.line ?? 0, severity: .error, rule: "configuration", message: $0.message)
        }
        for (kind, path) in zip(SettingsKind.allCases, paths) {
            let report = outcome.reports.first { Paths.lastComponent($0.path) == kind.fileName }
            loaded.append(LoadedSettingsFile(kind: kind, path: path, report: report))
            if let report { findings += PreviewPlacement.findings(of: report, kind: kind, root: report.loaded) }
        }
        // The release `check` judged the files by; with no file to judge, the one given, or none known.
        let release = outcome.reports.compactMap(\.nimkit).first
            ?? nimkit.map { NIMKitRelease($0, source: .commandLine) } ?? .unknown
        // The images `check` looks in: the asset folders of the folder's configuration, then those given.
        let imageFolders = ConfigurationResolver(explicitPath: nil, knownRules: knownRules)
            .configuration(forFolder: Paths.absolute(folder)).configuration.assetFolders + assetFolders
        let applied = AppliedSettings.read(
            loaded, release: release, images: imageFolders.isEmpty ? nil : .scanning(folders: imageFolders))
        return ChatPreview(applied, findings: findings, imagesKnown: !imageFolders.isEmpty)
    }

    /// The drawn messages, incoming then outgoing for each type in page order, as one conversation.
    static func timeMessages(_ types: inout [MessageType], interval: Double) {
        let drawn = types.indices.filter { !types[$0].isHidden }
        var times = PreviewTimeline.times(count: drawn.count * 2, interval: interval).makeIterator()
        for position in drawn {
            types[position].incoming.time = times.next()
            types[position].outgoing.time = times.next()
        }
    }
}

extension ChatPreview.MessageType {
    /// A type no candidate release reads is listed, not drawn.
    public var isHidden: Bool {
        if case .notRead = reading { return true }
        return false
    }
}
