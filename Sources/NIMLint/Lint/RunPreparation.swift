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

/// What `check` and `fix` share before any rule runs: discovery, configuration lookup and reading.
struct RunPreparation {
    var files: [RunFile]
    /// Missing paths and unreadable files, one message each.
    var problems: [String]
    /// A report for each file that is there but was refused (too large, a device, unreadable), so that machine
    /// formats list the file with its `unreadable-file` finding.
    var refused: [FileReport]
    /// Configuration files that could not be used; when there are any, nothing should be checked.
    var configurationErrors: [ConfigurationError]
    /// Where the walk looked and what it skipped.
    var walk: WalkRecord

    init(_ request: CheckRequest) {
        let resolver = ConfigurationResolver(explicitPath: request.configurationPath, knownRules: request.knownRules)
        let paths = request.paths.filter { $0 != CheckRequest.standardInputPath }
        let readAhead = ReadAhead()
        let discovered = Discovery.discover(
            paths: paths, forcedKind: request.forcedKind, configuration: { resolver.configuration(forFolder: $0) },
            walked: { file, configuration in readAhead.start(file.path, sizeLimit: configuration.configuration.sizeLimit) })
        problems = discovered.problems
        walk = discovered.record
        files = []
        refused = []
        let configurations = discovered.files.map { resolver.configuration(forFolder: Paths.parent($0.absolutePath)) }
        let reads = readAhead.finish()
        let loads = Self.load(discovered.files, configurations: configurations) { file, sizeLimit in
            reads[file.path].flatMap { $0.sizeLimit == sizeLimit ? $0.result : nil }
        }
        for (index, loaded) in loads.enumerated() {
            switch loaded {
            case .success(let source):
                files.append(RunFile(
                    input: LintInput(source: source, kind: discovered.files[index].kind),
                    absolutePath: discovered.files[index].absolutePath,
                    configuration: configurations[index], isStandardInput: false))
            case .failure(let failure):
                problems.append(failure.message)
                if let report = Self.refusedReport(failure, kind: discovered.files[index].kind, configuration: configurations[index]) {
                    refused.append(report)
                }
            }
        }
        if let bytes = request.standardInput, request.paths.contains(CheckRequest.standardInputPath) {
            let name = request.standardInputName ?? CheckRequest.unnamedStandardInput
            let folder = request.standardInputName.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
            let kind = request.forcedKind ?? request.standardInputName.flatMap(LintInput.kind(ofPath:))
            files.append(RunFile(
                input: LintInput(source: SourceFile(path: name, bytes: bytes), kind: kind),
                absolutePath: Paths.join(folder, (name as NSString).lastPathComponent),
                configuration: resolver.configuration(forFolder: folder), isStandardInput: true))
        }
        var present = Set(files.map(\.absolutePath))
        files += files.compactMap { Self.contextSibling(of: $0) { present.insert($0).inserted } }
        configurationErrors = resolver.errors
        resolveReleases(commandLine: request.nimkit)
    }

    /// Decides the NIMKit release that reads each file, whichever way the files arrived (a walk, standard
    /// input, git's index).
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
        guard let kind = input.kind ?? SettingsFileNameRule.intendedKind(ofPath: input.source.path) else { return nil }
        let other: SettingsKind = kind == .global ? .bubble : .global
        let absolutePath = Paths.join(Paths.parent(file.absolutePath), other.fileName)
        guard claim(absolutePath),
              case .success(let source) = FileLoader.load(path: absolutePath, sizeLimit: file.configuration.configuration.sizeLimit)
        else { return nil }
        let path = Paths.join(Paths.parent(input.source.path), other.fileName)
        return RunFile(
            input: LintInput(
                source: SourceFile(path: path, bytes: source.bytes), kind: other, isContext: true, release: input.release),
            absolutePath: absolutePath, configuration: file.configuration, isStandardInput: false)
    }

    /// The report of a file that is there but was refused, with its `unreadable-file` finding; nil for a file
    /// that is missing, or when the configuration turns the finding off.
    static func refusedReport(_ failure: FileLoader.Failure, kind: SettingsKind?, configuration: LoadedConfiguration) -> FileReport? {
        guard case .refused = failure, let finding = configuration.configuration.resolve(
            ParseRule.unreadableFile.diagnostic(failure.reason, at: .empty(at: 0)))
        else { return nil }
        return FileReport(path: failure.path, schema: kind?.rawValue, source: nil, diagnostics: [finding])
    }

    /// The files grouped by the configuration they are checked with, each group with its linter.
    func linterGroups(extraAssetFolders: [String], schemaOverride: SettingsSchema?) -> [(linter: Linter, indices: [Int])] {
        let groups = Dictionary(grouping: files.indices) { files[$0].configuration.path ?? "" }
        return groups.values.map { indices in
            (Self.linter(for: files[indices[0]].configuration, extraAssetFolders: extraAssetFolders,
                         schemaOverride: schemaOverride), indices)
        }
    }

    /// The linter for files checked with `configuration`, with the asset folders and schema the command line adds.
    static func linter(
        for configuration: LoadedConfiguration, extraAssetFolders: [String], schemaOverride: SettingsSchema?
    ) -> Linter {
        var configuration = configuration.configuration
        configuration.assetFolders += extraAssetFolders
        if let schemaOverride { configuration.use(schemaOverride) }
        return Linter(configuration: configuration)
    }

    /// Reads the files on every core, taking what `alreadyRead` has read under the same size limit.
    private static func load(
        _ files: [DiscoveredFile], configurations: [LoadedConfiguration],
        alreadyRead: (DiscoveredFile, Int) -> Result<SourceFile, FileLoader.Failure>?
    ) -> [Result<SourceFile, FileLoader.Failure>] {
        let slots = ResultSlots<Result<SourceFile, FileLoader.Failure>>(count: files.count)
        Parallel.perform(iterations: files.count) { index in
            let sizeLimit = configurations[index].configuration.sizeLimit
            slots[index] = alreadyRead(files[index], sizeLimit) ?? FileLoader.load(path: files[index].path, sizeLimit: sizeLimit)
        }
        return slots.takeValues()
    }
}

/// Reads files on other cores while the walk is still looking for more: for thousands of small files, reading
/// costs as much as walking the folders, and the walk alone keeps one core busy.
private final class ReadAhead: @unchecked Sendable {
    struct Read {
        var sizeLimit: Int
        var result: Result<SourceFile, FileLoader.Failure>
    }

    private let queue = DispatchQueue(label: "nimlint.read-ahead", attributes: .concurrent)
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var reads: [String: Read] = [:]
    /// Files the walk has found, counted on the walking thread.
    private var found = 0

    /// Reads the file on another core, unless it is among the first few: `load` reads a handful of files on
    /// the calling thread sooner than worker threads start.
    func start(_ path: String, sizeLimit: Int) {
        found += 1
        guard found > Parallel.minimumIterations else { return }
        queue.async(group: group) {
            let read = Read(sizeLimit: sizeLimit, result: FileLoader.load(path: path, sizeLimit: sizeLimit))
            self.lock.withLock { self.reads[path] = read }
        }
    }

    /// Every read started, by path, once all have finished.
    func finish() -> [String: Read] {
        group.wait()
        return lock.withLock { reads }
    }
}
