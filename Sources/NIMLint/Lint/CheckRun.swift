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
    /// The NIMKit release given on the command line (`--nimkit`), which beats every other source.
    public var nimkit: NIMKitVersion?
    /// Whether each report keeps the dictionary NIMKit loads from its file (`FileReport.loaded`), for what reads
    /// the applied settings after the check (`show`, `diff`, the preview).
    public var keepsLoadedTrees = false

    public static let standardInputPath = "-"
    /// What reports call standard input when `standardInputName` does not name it.
    public static let unnamedStandardInput = "<stdin>"

    public init(
        paths: [String], standardInput: [UInt8]? = nil, standardInputName: String? = nil,
        forcedKind: SettingsKind? = nil, schemaOverride: SettingsSchema? = nil, assetFolders: [String] = [],
        configurationPath: String? = nil
    ) {
        self.schemaOverride = schemaOverride
        self.paths = paths
        self.standardInput = standardInput
        self.standardInputName = standardInputName
        self.forcedKind = forcedKind
        self.assetFolders = assetFolders
        self.configurationPath = configurationPath
    }
}

/// What a check found: reports sorted by path, and what kept some paths from being checked.
public struct CheckOutcome: Sendable {
    public var reports: [FileReport]
    /// Missing paths and unreadable files, one message each, for standard error.
    public var problems: [String]
    /// Configuration files that could not be used; when there are any, nothing was checked.
    public var configurationErrors: [ConfigurationError]
    /// Where the walk looked and what it skipped, for a run that finds nothing.
    public var walk = WalkRecord()
    /// What the exit status and the release note need of every report, streamed or kept.
    public private(set) var tally = ReportTally()

    public init(
        reports: [FileReport], problems: [String], configurationErrors: [ConfigurationError],
        walk: WalkRecord = WalkRecord()
    ) {
        self.reports = reports
        self.problems = problems
        self.configurationErrors = configurationErrors
        self.walk = walk
        reports.forEach { tally.add($0) }
    }

    /// Counts a report that was handed on rather than kept.
    mutating func tally(_ report: FileReport) {
        tally.add(report)
    }

    /// 2 for a configuration or I/O problem, 1 for an error (or, when strict, a warning), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        if !problems.isEmpty || !configurationErrors.isEmpty { return 2 }
        return tally.errors > 0 || strict && tally.warnings > 0 ? 1 : 0
    }
}

/// `nimlint check` as a library call: discovery, configuration lookup, reading, linting.
public enum CheckRun {
    public static func run(_ request: CheckRequest) -> CheckOutcome {
        var reports: [FileReport] = []
        var outcome = run(request) { reports.append($0) }
        outcome.reports = reports
        return outcome
    }

    /// Checks as `run` does, but hands each report to `report` in path order as soon as it and every report
    /// before it are ready, keeping none: memory stays flat however many files the walk finds. The outcome's
    /// `reports` is empty; its `tally` counts what was handed on.
    public static func run(_ request: CheckRequest, report: (FileReport) -> Void) -> CheckOutcome {
        var check = StreamedCheck(request)
        return check.run(report: report)
    }

    /// Lints files already read (from git's index, for `--staged`).
    static func run(_ prepared: RunPreparation, _ request: CheckRequest) -> CheckOutcome {
        guard prepared.configurationErrors.isEmpty else {
            return CheckOutcome(
                reports: [], problems: prepared.problems, configurationErrors: prepared.configurationErrors)
        }
        // Built in one array and sorted in place: every copy of a report on the way retains and releases each
        // file's text, thousands of times on one core once the linting is done.
        var reports: [FileReport] = []
        reports.reserveCapacity(prepared.files.count + prepared.refused.count)
        for group in prepared.linterGroups(
            extraAssetFolders: request.assetFolders, schemaOverride: request.schemaOverride,
            keepsLoadedTrees: request.keepsLoadedTrees)
        {
            let inputs = group.indices.map { prepared.files[$0].input }
            for (input, report) in zip(inputs, group.linter.lint(inputs)) where !input.isContext {
                reports.append(report)
            }
        }
        reports += prepared.refused
        reports.sort { $0.path < $1.path }
        return CheckOutcome(reports: reports, problems: prepared.problems, configurationErrors: [])
    }
}
