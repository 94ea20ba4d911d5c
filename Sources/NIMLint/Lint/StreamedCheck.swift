import Foundation

/// `nimlint check` over a tree of any size in flat memory: the walk keeps only paths, and the files are read and
/// linted a batch of folders at a time, each report handed on in path order as soon as every report before it
/// is out, then dropped. A run of 40,000 files holds a few hundred files' texts at once, not 40,000.
///
/// `nimlint fix` goes the same way, each folder run through the fix loop where a check lints it.
struct StreamedCheck {
    /// What is done with each folder's files.
    enum Work {
        case check
        /// The fix loop, with unsafe fixes or without; the fixed files are written (on this thread, once the walk
        /// is over) when `writes`.
        case fix(unsafe: Bool, writes: Bool)
    }

    /// A file the walk found (or standard input), before it is read.
    fileprivate struct Entry {
        var path: String
        var absolutePath: String
        var kind: SettingsKind?
        /// Standard input's bytes, which are already read.
        var standardInput: [UInt8]?

        /// Whether a check of `other` reads and reports the same file the same way.
        func isSame(as other: Entry) -> Bool {
            path == other.path && absolutePath == other.absolutePath && kind == other.kind
                && standardInput == nil && other.standardInput == nil
        }
    }

    /// What one entry came to: its report (none for a file that vanished or whose finding is turned off), and
    /// why it could not be read.
    private struct Outcome {
        var report: FileReport?
        var problem: String?
        /// When fixing a file that was read: what the fix loop made of it, and its place among the inputs its
        /// folder was linted with.
        var fix: (file: FixedFile, position: Int)?
    }

    /// What one unit came to: each entry's outcome numbered by its place in the unit, and, when fixing, what its
    /// folder's lint read (the unit's files, then siblings read for context), to lint again should a write be
    /// refused.
    private struct UnitOutcome {
        var outcomes: [(Int, Outcome)] = []
        var folder: (inputs: [LintInput], linter: Linter)?
    }

    /// Folders handed to the workers ahead of the next report: enough for every core to stay busy, few enough that
    /// the texts in flight stay a few megabytes.
    static let foldersInFlight = 256

    /// Folders checked while the walk goes on, whose reports wait for its end: enough to keep the other core busy
    /// through the walk of a few thousand files (at 128 it sat idle some 30 ms of a 2,000-folder run of 230 ms),
    /// few enough that a walk of 40,000 files, which holds the most besides, stays within its memory (each such
    /// folder holds its files' texts until the walk is over: some 8 KB a folder).
    static let foldersCheckedWhileWalking = 512

    /// A folder checked while the walk went on: its files as the walk found them, and its job.
    private struct Speculation {
        var entries: [Entry]
        var job: Int
    }

    private let request: CheckRequest
    private let work: Work
    private let resolver: ConfigurationResolver
    private let listed: ListedFolders
    private let preparation: Preparation

    /// Whether a fix writes through a symbolic link to a file outside the paths given (`WriteScope`).
    private let followsSymlinks: Bool

    init(_ request: CheckRequest, work: Work = .check, followsSymlinks: Bool = false) {
        self.request = request
        self.work = work
        self.followsSymlinks = followsSymlinks
        let listed = ListedFolders()
        self.listed = listed
        resolver = ConfigurationResolver(explicitPath: request.configurationPath, listed: listed)
        preparation = Preparation(
            request: request, resolver: resolver,
            releases: NIMKitReleaseResolver(commandLine: request.nimkit, listed: listed),
            listed: listed)
    }

    /// Walks, then reads and lints (or fixes), handing each report to `report` in path order, and when fixing,
    /// each file read to `fixed` just before its report.
    ///
    /// A walk of folders does not wait to be over before the first files are read: each folder the walk finishes
    /// is checked at once, on the workers, as far as the window of folders in flight allows. Only once the walk is
    /// over is the order of all the files known; a folder checked early whose files turn out the same (the same
    /// paths, in the same order, of the same kinds) keeps its reports, any other is checked again.
    mutating func run(report: (FileReport) -> Void, fixed: (FixedFile) -> Void = { _ in }) -> CheckOutcome {
        let jobs = OrderedWork<UnitOutcome>()
        defer { jobs.finish() }
        // Entries named on the command line could change a walked folder's files after it was checked.
        let speculates = request.paths.allSatisfy {
            $0 != CheckRequest.standardInputPath && FileSystemPath.isFolder($0)
        }
        var speculations: [Speculation] = []
        var jobCount = 0
        let (preparation, work) = (preparation, self.work)
        /// Hands a unit to the workers, started once a few units are handed over: for fewer, starting threads costs
        /// more than the work, and this thread does it while it waits for the results.
        func addJob(_ unitEntries: [Entry], present: Set<String>) -> Int {
            let prepared = unitEntries.map(preparation.prepare)
            let job = jobCount
            jobs.add(job) { Self.check(unitEntries, prepared, present: present, work: work) }
            jobCount += 1
            // Foundation reads the cores a container may use from its control-group files: only when needed.
            if jobCount == Parallel.minimumIterations {
                jobs.addWorkers(max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
            }
            return job
        }
        let discovered = Discovery.discover(
            paths: request.paths.filter { $0 != CheckRequest.standardInputPath }, forcedKind: request.forcedKind,
            configuration: { [resolver] in resolver.configuration(forFolder: $0) }, listed: listed,
            folderWalked: { files in
                guard speculates, speculations.count < Self.foldersCheckedWhileWalking else { return }
                let unitEntries = files.map { Entry(path: $0.path, absolutePath: $0.absolutePath, kind: $0.kind) }
                let job = addJob(unitEntries, present: Set(unitEntries.map(\.absolutePath)))
                speculations.append(Speculation(entries: unitEntries, job: job))
            })
        var outcome = CheckOutcome(
            reports: [], problems: discovered.problems, configurationErrors: [], walk: discovered.record)
        var entries = discovered.files.map { Entry(path: $0.path, absolutePath: $0.absolutePath, kind: $0.kind) }
        if let bytes = request.standardInput, request.paths.contains(CheckRequest.standardInputPath) {
            let name = request.standardInputName ?? CheckRequest.unnamedStandardInput
            let folder = request.standardInputName.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
            entries.append(
                Entry(
                    path: name, absolutePath: Paths.join(folder, (name as NSString).lastPathComponent),
                    kind: request.forcedKind ?? request.standardInputName.flatMap(SettingsKind.named),
                    standardInput: bytes))
        }
        // Reports are ordered by the path they show, which differs from the walk's only for bytes that are not UTF-8.
        entries.sort { FileSystemPath.displayed($0.path) < FileSystemPath.displayed($1.path) }
        let units = folderUnits(entries)
        outcome.configurationErrors = resolver.errors
        guard outcome.configurationErrors.isEmpty else { return outcome }

        var jobOfUnit = Self.reusedJobs(speculations, units: units, entries: entries)
        let reused = Set(jobOfUnit.compactMap { $0 })
        for speculation in speculations where !reused.contains(speculation.job) { jobs.discard(speculation.job) }
        let present = Set(entries.map(\.absolutePath))
        var waiting: [Int: Outcome] = [:]
        let scope = WriteScope(paths: request.paths, followsLinksOut: followsSymlinks)
        var nextToReport = 0
        var added = 0
        for unitIndex in units.indices {
            // The workers are kept a window of folders ahead of the report, so that few texts are in flight.
            while added < min(units.count, unitIndex + Self.foldersInFlight) {
                if jobOfUnit[added] == nil {
                    jobOfUnit[added] = addJob(units[added].map { entries[$0] }, present: present)
                }
                added += 1
            }
            var unit = jobs.result(jobOfUnit[unitIndex]!)
            if case .fix(_, writes: true) = work {
                Self.write(&unit, scope: scope)
            }
            // Each outcome is numbered by its place in the unit; each is moved on, not copied (a report copied
            // counts a reference for each of its parts).
            while let (place, entryOutcome) = unit.outcomes.popLast() {
                waiting[units[unitIndex][place]] = entryOutcome
            }
            // Every entry before the next unit's first belongs to a unit already checked.
            let ready = unitIndex + 1 < units.count ? units[unitIndex + 1][0] : entries.count
            while nextToReport < ready {
                if let done = waiting.removeValue(forKey: nextToReport) {
                    if let problem = done.problem { outcome.problems.append(problem) }
                    if let fix = done.fix { fixed(fix.file) }
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

    /// The job of each unit checked while the walk went on whose files came out the same, nil for the others.
    private static func reusedJobs(_ speculations: [Speculation], units: [[Int]], entries: [Entry]) -> [Int?] {
        var jobOfUnit = [Int?](repeating: nil, count: units.count)
        guard !speculations.isEmpty else { return jobOfUnit }
        var byFirstFile: [String: Speculation] = [:]
        for speculation in speculations { byFirstFile[speculation.entries[0].absolutePath] = speculation }
        for (index, unit) in units.enumerated() {
            guard let speculation = byFirstFile[entries[unit[0]].absolutePath],
                speculation.entries.count == unit.count,
                zip(speculation.entries, unit).allSatisfy({ $0.isSame(as: entries[$1]) })
            else { continue }
            jobOfUnit[index] = speculation.job
        }
        return jobOfUnit
    }

    /// The entries' indices grouped as the linter groups them (by configuration, then folder), each group in path
    /// order and the groups in the order of their first entry.
    private func folderUnits(_ entries: [Entry]) -> [[Int]] {
        var units: [[Int]] = []
        var unitOfKey: [String: Int] = [:]
        // A folder's files mostly follow one another in path order: a file spelt in the same folder as the one
        // before it joins that unit without its configuration and key being looked up.
        var previous: (folder: String, shownFolder: String, unit: Int)?
        for (index, entry) in entries.enumerated() {
            let folder = Paths.parent(entry.absolutePath)
            let shownFolder = Paths.parent(entry.path)
            let unit: Int
            if let previous, previous.folder == folder, previous.shownFolder == shownFolder {
                unit = previous.unit
            } else {
                let configuration = resolver.configuration(forFolder: folder)
                let key = (configuration.path ?? "") + "\u{0}" + shownFolder
                if let known = unitOfKey[key] {
                    unit = known
                } else {
                    unit = units.count
                    unitOfKey[key] = unit
                    units.append([])
                }
            }
            units[unit].append(index)
            previous = (folder, shownFolder, unit)
        }
        return units
    }

    /// Reads and lints (or fixes) one unit; safe on any thread. Each outcome is numbered by its entry's place in
    /// `entries`.
    private static func check(
        _ entries: [Entry], _ prepared: [Prepared],
        present: Set<String>, work: Work
    ) -> UnitOutcome {
        var unit = UnitOutcome()
        var files: [(index: Int, file: RunFile)] = []
        for (index, (entry, setting)) in zip(entries, prepared).enumerated() {
            let loaded =
                entry.standardInput.map { Result.success(SourceFile(path: entry.path, bytes: $0)) }
                ?? FileLoader.load(path: entry.path, sizeLimit: setting.configuration.configuration.sizeLimit)
            switch loaded {
            case .success(let source):
                var input = LintInput(source: source, kind: entry.kind, release: setting.release)
                input.lacksKitBundleBeside = setting.lacksKitBundleBeside
                files.append(
                    (
                        index,
                        RunFile(
                            input: input,
                            absolutePath: entry.absolutePath, configuration: setting.configuration,
                            isStandardInput: entry.standardInput != nil)
                    ))
            case .failure(let failure):
                let refused = RunPreparation.refusedReport(
                    failure, kind: entry.kind, configuration: setting.configuration)
                unit.outcomes.append((index, Outcome(report: refused, problem: failure.message)))
            }
        }
        guard let linter = prepared.first?.linter, !files.isEmpty else { return unit }
        var claimed: Set<String> = []
        let siblings = files.compactMap { file in
            RunPreparation.contextSibling(of: file.file) { !present.contains($0) && claimed.insert($0).inserted }
        }
        let inputs = files.map(\.file.input) + siblings.map(\.input)
        // A unit is one folder's files (siblings read for context lie beside them, and come after them).
        switch work {
        case .check:
            // The reports of the siblings read for context are dropped; the others are moved out, not copied.
            var reports = linter.lint(folder: inputs)
            reports.removeLast(reports.count - files.count)
            while let report = reports.popLast() {
                unit.outcomes.append((files[reports.count].index, Outcome(report: report)))
            }
        case .fix(let unsafe, _):
            let results = FixRun.fix(folder: inputs, linter: linter, unsafe: unsafe)
            for position in files.indices {
                let file = FixedFile(
                    outcome: results[position].outcome, isStandardInput: files[position].file.isStandardInput)
                unit.outcomes.append(
                    (files[position].index, Outcome(report: results[position].report, fix: (file, position))))
            }
            unit.folder = (inputs, linter)
        }
        return unit
    }

    /// Writes the unit's fixed files (never standard input). The reports describe the folder as fixed; where a
    /// write is refused the original is still on disk, so the folder is linted again as it stands: the original
    /// there, the fixed text elsewhere (standard input's too, which goes to standard output). `scope` says where
    /// a symbolic link may lead the writes.
    private static func write(_ unit: inout UnitOutcome, scope: WriteScope) {
        var refused = false
        for index in unit.outcomes.indices {
            guard var fix = unit.outcomes[index].1.fix, !fix.file.isStandardInput else { continue }
            let outcome = fix.file.outcome
            let path = outcome.original.path
            // Nothing is touched beside a target the run may not write, not even what an interrupted fix left.
            if let target = scope.forbiddenTarget(of: path) {
                if outcome.hasChanges { fix.file.write = .failure(.outsideGivenPaths(path: path, target: target)) }
            } else {
                FileWriter.removeStaleTemporaries(besides: path)
                if outcome.hasChanges { fix.file.write = FileWriter.write(outcome) }
            }
            refused = refused || !fix.file.landed
            unit.outcomes[index].1.fix = fix
        }
        guard refused, let folder = unit.folder else { return }
        var standing = folder.inputs
        for (_, outcome) in unit.outcomes {
            if let fix = outcome.fix, fix.file.landed { standing[fix.position].source = fix.file.outcome.fixed }
        }
        let reports = folder.linter.lint(folder: standing)
        for index in unit.outcomes.indices {
            if let position = unit.outcomes[index].1.fix?.position { unit.outcomes[index].1.report = reports[position] }
        }
    }
}

/// What reading and linting an entry needs from the run's resolvers and linters, which only the thread that walks
/// and reports uses.
private final class Preparation {
    private let request: CheckRequest
    private let resolver: ConfigurationResolver
    private let releases: NIMKitReleaseResolver
    private let listed: ListedFolders
    private var linters: [String: Linter] = [:]

    init(request: CheckRequest, resolver: ConfigurationResolver, releases: NIMKitReleaseResolver, listed: ListedFolders)
    {
        (self.request, self.resolver, self.releases, self.listed) = (request, resolver, releases, listed)
    }

    func prepare(_ entry: StreamedCheck.Entry) -> Prepared {
        let folder = Paths.parent(entry.absolutePath)
        let configuration = resolver.configuration(forFolder: folder)
        let key = configuration.path ?? ""
        let linter =
            linters[key]
            ?? RunPreparation.linter(
                for: configuration, extraAssetFolders: request.assetFolders, schemaOverride: request.schemaOverride,
                keepsLoadedTrees: request.keepsLoadedTrees)
        linters[key] = linter
        // The kit's image bundle lies beside a settings bundle, in the folder above it, which the walk listed.
        let lacksKitBundle =
            folder.hasSuffix(".bundle")
            && listed.mayHold(ImageIndex.kitBundle, inFolder: Paths.parent(folder)) == false
        return Prepared(
            configuration: configuration, release: releases.release(forFolder: folder, configuration: configuration),
            linter: linter, lacksKitBundleBeside: lacksKitBundle)
    }
}

/// What an entry is read and linted with, from `Preparation`.
private struct Prepared {
    var configuration: LoadedConfiguration
    var release: NIMKitRelease
    var linter: Linter
    /// Whether the walk saw no kit image bundle beside the entry's folder (see `LintInput.lacksKitBundleBeside`).
    var lacksKitBundleBeside: Bool
}
