/// `nimlint check --staged`: the settings files as the next commit would record them. Each staged settings
/// file is read from git's index, not the working tree, so a partly staged file is judged by what is being
/// committed; the other settings file of its folder comes from the index too, for the rules that read both.
/// Reports name the files by their paths in the repository.
public enum StagedCheck {
    /// Checks the staged settings files of the repository holding `folder`, with `request`'s configuration,
    /// schema override, asset folders and known rules (its paths are not used).
    public static func run(_ request: CheckRequest, inFolder folder: String = ".") throws(GitError) -> CheckOutcome {
        try CheckRun.run(prepare(request, inFolder: folder), request)
    }

    static func prepare(_ request: CheckRequest, inFolder folder: String) throws(GitError) -> RunPreparation {
        let index = try StagedFiles(inFolder: folder)
        let resolver = ConfigurationResolver(explicitPath: request.configurationPath)
        // Chosen as a walk of the working tree would choose them: by name, and not excluded by the configuration.
        let staged = try index.changedPaths().filter { path in
            let absolutePath = index.workingTreePath(of: path)
            return Discovery.isSettingsFileName(Paths.lastComponent(path))
                && !resolver.configuration(forFolder: Paths.parent(absolutePath)).excludes(absolutePath: absolutePath)
        }
        let siblings = staged.compactMap(siblingPath(of:)).filter { !staged.contains($0) }
        let entries = try index.entries(staged + siblings)
        var prepared = RunPreparation(files: [], problems: [], refused: [], configurationErrors: [])
        var read = Set<String>()
        for (path, isContext) in staged.map({ ($0, false) }) + siblings.map({ ($0, true) }) {
            guard read.insert(path).inserted, let entry = entries[path], entry.isRegularFile else { continue }
            let absolutePath = index.workingTreePath(of: path)
            let configuration = resolver.configuration(forFolder: Paths.parent(absolutePath))
            let bytes = try index.content(of: entry)
            let limit = configuration.configuration.sizeLimit
            guard bytes.count <= limit else {
                if !isContext {
                    prepared.refuse(
                        path, "\(bytes.count) bytes is above the \(limit)-byte limit for a settings file", configuration
                    )
                }
                continue
            }
            prepared.files.append(
                RunFile(
                    input: LintInput(
                        source: SourceFile(path: path, bytes: bytes), kind: SettingsKind.named(path),
                        isContext: isContext),
                    absolutePath: absolutePath, configuration: configuration, isStandardInput: false))
        }
        prepared.configurationErrors = resolver.errors
        prepared.resolveReleases(commandLine: request.nimkit)
        return prepared
    }

    /// The other settings file of the folder a settings file (or a near miss of one) sits in.
    private static func siblingPath(of path: String) -> String? {
        guard let kind = SettingsKind.meant(by: path) else { return nil }
        let other: SettingsKind = kind == .global ? .bubble : .global
        return Paths.join(Paths.parent(path), other.fileName)
    }
}

extension RunPreparation {
    /// A staged file too big to read: on standard error, and in the report as `unreadable-file`.
    mutating func refuse(_ path: String, _ reason: String, _ configuration: LoadedConfiguration) {
        problems.append("\(path): \(reason)")
        if let finding = configuration.configuration.resolve(
            ParseRule.unreadableFile.diagnostic(reason, at: .empty(at: 0)))
        {
            refused.append(
                FileReport(path: path, schema: SettingsKind.named(path)?.rawValue, source: nil, diagnostics: [finding]))
        }
    }
}
