import Foundation

/// One file a run reads, with the configuration it is checked with.
struct RunFile: Sendable {
    var input: LintInput
    /// The file's path made absolute, which tells two spellings of one path apart.
    var absolutePath: String
    var configuration: LoadedConfiguration
    /// Standard input has a name but no file behind it: a fix is never written back over that name.
    var isStandardInput: Bool
}

/// Files already read (from git's index, for `--staged`), each with its configuration, and what kept others from
/// being read, before any rule runs.
struct RunPreparation {
    var files: [RunFile]
    /// Missing paths and unreadable files, one message each.
    var problems: [String]
    /// A report for each file that is there but was refused (too large, a device, unreadable), so that machine
    /// formats list the file with its `unreadable-file` finding.
    var refused: [FileReport]
    /// Configuration files that could not be used; when there are any, nothing should be checked.
    var configurationErrors: [ConfigurationError]

    /// Decides the NIMKit release that reads each file.
    mutating func resolveReleases(commandLine: NIMKitVersion?) {
        let releases = NIMKitReleaseResolver(commandLine: commandLine)
        for index in files.indices {
            files[index].input.release = releases.release(
                forFolder: Paths.parent(files[index].absolutePath), configuration: files[index].configuration)
        }
    }

    /// The other settings file of a folder where only one was named (a pre-commit hook passes just the changed
    /// file; an editor passes one buffer): NIMKit reads the pair together, and so do the folder rules. Nil when
    /// `claim` says the other file is already among those read, or it cannot be read; it shares the file's folder,
    /// and so its configuration and release. `claim` answers whether the other file is still to be read, and
    /// from then on counts it as read.
    static func contextSibling(of file: RunFile, claim: (String) -> Bool) -> RunFile? {
        let input = file.input
        guard let kind = input.kind ?? SettingsKind.nearlyNamed(input.source.path) else { return nil }
        let other: SettingsKind = kind == .global ? .bubble : .global
        let absolutePath = Paths.join(Paths.parent(file.absolutePath), other.fileName)
        guard claim(absolutePath),
            case .success(let source) = FileLoader.load(
                path: absolutePath, sizeLimit: file.configuration.configuration.sizeLimit)
        else { return nil }
        let path = Paths.join(Paths.parent(input.source.path), other.fileName)
        return RunFile(
            input: LintInput(
                source: SourceFile(path: path, bytes: source.bytes), kind: other, isContext: true,
                release: input.release),
            absolutePath: absolutePath, configuration: file.configuration, isStandardInput: false)
    }

    /// The report of a file that is there but was refused, with its `unreadable-file` finding; nil for a file
    /// that is missing, or when the configuration turns the finding off.
    static func refusedReport(_ failure: FileLoader.Failure, kind: SettingsKind?, configuration: LoadedConfiguration)
        -> FileReport?
    {
        guard case .refused = failure,
            let finding = configuration.configuration.resolve(
                ParseRule.unreadableFile.diagnostic(failure.reason, at: .empty(at: 0)))
        else { return nil }
        return FileReport(path: failure.path, schema: kind?.rawValue, source: nil, diagnostics: [finding])
    }

    /// The files grouped by the configuration they are checked with, each group with its linter.
    func linterGroups(
        extraAssetFolders: [String], schemaOverride: SettingsSchema?, keepsLoadedTrees: Bool
    ) -> [(linter: Linter, indices: [Int])] {
        let groups = Dictionary(grouping: files.indices) { files[$0].configuration.path ?? "" }
        return groups.values.map { indices in
            (
                Self.linter(
                    for: files[indices[0]].configuration, extraAssetFolders: extraAssetFolders,
                    schemaOverride: schemaOverride, keepsLoadedTrees: keepsLoadedTrees), indices
            )
        }
    }

    /// The linter for files checked with `configuration`, with the asset folders and schema the command line adds.
    static func linter(
        for configuration: LoadedConfiguration, extraAssetFolders: [String], schemaOverride: SettingsSchema?,
        keepsLoadedTrees: Bool = false
    ) -> Linter {
        var configuration = configuration.configuration
        configuration.assetFolders += extraAssetFolders
        if let schemaOverride { configuration.use(schemaOverride) }
        return Linter(configuration: configuration, keepsLoadedTrees: keepsLoadedTrees)
    }
}
