import Foundation

/// `nimlint check` over a tree of any size in flat memory: the walk keeps only paths, and the files are read and
/// linted a batch of folders at a time, each report handed on in path order as soon as every report before it
/// is out, then dropped. A run of 40,000 files holds a few hundred files' texts at once, not 40,000.
struct StreamedCheck {
    /// A file the walk found (or standard input), before it is read.
    private struct Entry {
        var path: String
        var absolutePath: String
        var kind: SettingsKind?
        /// Standard input's bytes, which are already read.
        var standardInput: [UInt8]?
    }

    /// What one entry came to: its report (none for a file that vanished or whose finding is turned off), and
    /// why it could not be read.
    private struct Outcome {
        var report: FileReport?
        var problem: String?
    }

    /// Folders handed to the workers ahead of the next report: enough for every core to stay busy, few enough that
    /// the texts in flight stay a few megabytes.
    static let foldersInFlight = 256

    private let request: CheckRequest
    private let resolver: ConfigurationResolver
    private let releases: NIMKitReleaseResolver
    private let listed: ListedFolders
    private var linters: [String: Linter] = [:]

    init(_ request: CheckRequest) {
        self.request = request
        let listed = ListedFolders()
        self.listed = listed
        resolver = ConfigurationResolver(explicitPath: request.configurationPath, knownRules: request.knownRules, listed: listed)
        releases = NIMKitReleaseResolver(commandLine: request.nimkit, listed: listed)
    }

    /// Walks, then reads and lints, handing each report to `report` in path order.
    mutating func run(report: (FileReport) -> Void) -> CheckOutcome {
        let discovered = Discovery.discover(
            paths: request.paths.filter { $0 != CheckRequest.standardInputPath }, forcedKind: request.forcedKind,
            configuration: { [resolver] in resolver.configuration(forFolder: $0) }, listed: listed)
        var outcome = CheckOutcome(reports: [], problems: discovered.problems, configurationErrors: [], walk: discovered.record)
        var entries = discovered.files.map { Entry(path: $0.path, absolutePath: $0.absolutePath, kind: $0.kind) }
        if let bytes = request.standardInput, request.paths.contains(CheckRequest.standardInputPath) {
            let name = request.standardInputName ?? CheckRequest.unnamedStandardInput
            let folder = request.standardInputName.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
            entries.append(Entry(
                path: name, absolutePath: Paths.join(folder, (name as NSString).lastPathComponent),
                kind: request.forcedKind ?? request.standardInputName.flatMap(LintInput.kind(ofPath:)), standardInput: bytes))
        }
        // Reports are ordered by the path they show, which differs from the walk's only for bytes that are not UTF-8.
        entries.sort { FileSystemPath.displayed($0.path) < FileSystemPath.displayed($1.path) }
        let units = folderUnits(entries)
        outcome.configurationErrors = resolver.errors
        guard outcome.configurationErrors.isEmpty else { return outcome }

        let present = Set(entries.map(\.absolutePath))
        // A few folders are checked on this thread: starting workers would cost more than the work.
        let work = units.count < Parallel.minimumIterations
            ? nil : OrderedWork<[(Int, Outcome)]>(workers: max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
        defer { work?.finish() }
        var waiting: [Int: Outcome] = [:]
        var nextToReport = 0
        var added = 0
        for unitIndex in units.indices {
            // The workers are kept a window of folders ahead of the report, so that few texts are in flight.
            while let work, added < min(units.count, unitIndex + Self.foldersInFlight) {
                let (unit, files) = (units[added], units[added].map { prepare(entries[$0]) })
                work.add(added) { Self.check(unit, files, entries: entries, present: present) }
                added += 1
            }
            let result = work?.result(unitIndex)
                ?? Self.check(units[unitIndex], units[unitIndex].map { prepare(entries[$0]) }, entries: entries, present: present)
            for (entryIndex, entryOutcome) in result { waiting[entryIndex] = entryOutcome }
            // Every entry before the next unit's first belongs to a unit already checked.
            let ready = unitIndex + 1 < units.count ? units[unitIndex + 1][0] : entries.count
            while nextToReport < ready {
                if let done = waiting.removeValue(forKey: nextToReport) {
                    if let problem = done.problem { outcome.problems.append(problem) }
                    if let fileReport = done.report {
                        outcome.tally(fileReport)
                        report(fileReport)
                    }
                }
                nextToReport += 1
            }
        }
        return outcome
    }

    /// The entries' indices grouped as the linter groups them (by configuration, then folder), each group in path
    /// order and the groups in the order of their first entry.
    private func folderUnits(_ entries: [Entry]) -> [[Int]] {
        var units: [[Int]] = []
        var unitOfKey: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let configuration = resolver.configuration(forFolder: Paths.parent(entry.absolutePath))
            let key = (configuration.path ?? "") + "\u{0}" + Paths.parent(entry.path)
            if let unit = unitOfKey[key] {
                units[unit].append(index)
            } else {
                unitOfKey[key] = units.count
                units.append([index])
            }
        }
        return units
    }

    /// What reading and linting an entry needs from the run's resolvers and linters, which only this thread uses.
    private mutating func prepare(_ entry: Entry) -> (configuration: LoadedConfiguration, release: NIMKitRelease, linter: Linter) {
        let folder = Paths.parent(entry.absolutePath)
        let configuration = resolver.configuration(forFolder: folder)
        let key = configuration.path ?? ""
        let linter = linters[key] ?? RunPreparation.linter(
            for: configuration, extraAssetFolders: request.assetFolders, schemaOverride: request.schemaOverride)
        linters[key] = linter
        return (configuration, releases.release(forFolder: folder, configuration: configuration), linter)
    }

    /// Reads and lints one unit; safe on any thread.
    private static func check(
        _ unit: [Int], _ prepared: [(configuration: LoadedConfiguration, release: NIMKitRelease, linter: Linter)],
        entries: [Entry], present: Set<String>
    ) -> [(Int, Outcome)] {
        var outcomes: [(Int, Outcome)] = []
        var files: [(index: Int, file: RunFile)] = []
        for (index, setting) in zip(unit, prepared) {
            let entry = entries[index]
            let loaded = entry.standardInput.map { Result.success(SourceFile(path: entry.path, bytes: $0)) }
                ?? FileLoader.load(path: entry.path, sizeLimit: setting.configuration.configuration.sizeLimit)
            switch loaded {
            case .success(let source):
                files.append((index, RunFile(
                    input: LintInput(source: source, kind: entry.kind, release: setting.release),
                    absolutePath: entry.absolutePath, configuration: setting.configuration,
                    isStandardInput: entry.standardInput != nil)))
            case .failure(let failure):
                let refused = RunPreparation.refusedReport(failure, kind: entry.kind, configuration: setting.configuration)
                outcomes.append((index, Outcome(report: refused, problem: failure.message)))
            }
        }
        guard let linter = prepared.first?.linter, !files.isEmpty else { return outcomes }
        var claimed: Set<String> = []
        let siblings = files.compactMap { file in
            RunPreparation.contextSibling(of: file.file) { !present.contains($0) && claimed.insert($0).inserted }
        }
        let inputs = files.map(\.file.input) + siblings.map(\.input)
        for (file, report) in zip(files, linter.lint(inputs)) {
            outcomes.append((file.index, Outcome(report: report)))
        }
        return outcomes
    }
}
