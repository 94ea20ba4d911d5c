import Foundation

/// What `nimlint check` is asked to do, independent of how the request was spelt on a command line.
public struct CheckRequest: Sendable {
    /// Files and folders; `-` is standard input.
    public var paths: [String]
    /// The bytes of standard input, when `-` is among the paths.
    public var standardInput: [UInt8]?
    /// The name reports give standard input; its folder is where the configuration is looked for.
    public var standardInputName: String?
    /// The schema for explicitly named files and standard input, overriding what their names say.
    public var forcedKind: SettingsKind?
    /// A schema file given on the command line, used instead of the built-in schema it replaces.
    public var schemaOverride: SettingsSchema?
    /// Asset folders given on the command line, searched along with the configuration's.
    public var assetFolders: [String]
    /// A configuration file that replaces the search for `.nimlint.json`.
    public var configurationPath: String?
    /// Every rule this build knows, for checking the rule ids a configuration names.
    public var knownRules: [RuleDescription]

    public static let standardInputPath = "-"

    public init(
        paths: [String], standardInput: [UInt8]? = nil, standardInputName: String? = nil,
        forcedKind: SettingsKind? = nil, schemaOverride: SettingsSchema? = nil, assetFolders: [String] = [],
        configurationPath: String? = nil, knownRules: [RuleDescription]
    ) {
        self.schemaOverride = schemaOverride
        self.paths = paths
        self.standardInput = standardInput
        self.standardInputName = standardInputName
        self.forcedKind = forcedKind
        self.assetFolders = assetFolders
        self.configurationPath = configurationPath
        self.knownRules = knownRules
    }
}

/// What a check found: reports sorted by path, and what kept some paths from being checked.
public struct CheckOutcome: Sendable {
    public var reports: [FileReport]
    /// Missing paths and unreadable files, one message each, for standard error.
    public var problems: [String]
    /// Configuration files that could not be used; when there are any, nothing was checked.
    public var configurationErrors: [ConfigurationError]

    /// 2 for a configuration or I/O problem, 1 for an error (or, when strict, a warning), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        if !problems.isEmpty || !configurationErrors.isEmpty { return 2 }
        let failing: Set<Severity> = strict ? [.error, .warning] : [.error]
        return reports.contains { report in report.diagnostics.contains { failing.contains($0.severity) } } ? 1 : 0
    }
}

/// `nimlint check` as a library call: discovery, configuration lookup, reading, linting.
public enum CheckRun {
    public static func run(_ request: CheckRequest) -> CheckOutcome {
        let resolver = ConfigurationResolver(explicitPath: request.configurationPath, knownRules: request.knownRules)
        let paths = request.paths.filter { $0 != CheckRequest.standardInputPath }
        let discovered = Discovery.discover(paths: paths, forcedKind: request.forcedKind) {
            resolver.configuration(forFolder: $0)
        }
        var problems = discovered.problems
        var files: [(input: LintInput, configuration: LoadedConfiguration)] = []
        let configurations = discovered.files.map { resolver.configuration(forFolder: Paths.parent($0.absolutePath)) }
        for (index, loaded) in load(discovered.files, configurations: configurations).enumerated() {
            switch loaded {
            case .success(let source):
                files.append((LintInput(source: source, kind: discovered.files[index].kind), configurations[index]))
            case .failure(let failure):
                problems.append(failure.message)
            }
        }
        if let bytes = request.standardInput, request.paths.contains(CheckRequest.standardInputPath) {
            let name = request.standardInputName ?? "<stdin>"
            let folder = request.standardInputName.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
            let kind = request.forcedKind ?? request.standardInputName.flatMap(LintInput.kind(ofPath:))
            files.append((LintInput(source: SourceFile(path: name, bytes: bytes), kind: kind),
                          resolver.configuration(forFolder: folder)))
        }
        guard resolver.errors.isEmpty else {
            return CheckOutcome(reports: [], problems: problems, configurationErrors: resolver.errors)
        }
        let reports = lint(files, extraAssetFolders: request.assetFolders, schemaOverride: request.schemaOverride)
        return CheckOutcome(reports: reports, problems: problems, configurationErrors: [])
    }

    /// Reads the files on every core: for thousands of small files, reading costs as much as parsing.
    private static func load(
        _ files: [DiscoveredFile], configurations: [LoadedConfiguration]
    ) -> [Result<SourceFile, FileLoader.Failure>] {
        let slots = ResultSlots<Result<SourceFile, FileLoader.Failure>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots[index] = FileLoader.load(path: files[index].path, sizeLimit: configurations[index].configuration.sizeLimit)
        }
        return slots.values.compactMap { $0 }
    }

    /// Lints each configuration's files with that configuration; reports come back sorted by path.
    private static func lint(
        _ files: [(input: LintInput, configuration: LoadedConfiguration)], extraAssetFolders: [String],
        schemaOverride: SettingsSchema?
    ) -> [FileReport] {
        let groups = Dictionary(grouping: files.indices) { files[$0].configuration.path ?? "" }
        var reports: [FileReport] = []
        for indices in groups.values {
            var configuration = files[indices[0]].configuration.configuration
            configuration.assetFolders += extraAssetFolders
            if let schemaOverride { configuration.use(schemaOverride) }
            reports += Linter(configuration: configuration).lint(indices.map { files[$0].input })
        }
        return reports.sorted { $0.path < $1.path }
    }
}
