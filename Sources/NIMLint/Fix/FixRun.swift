import Foundation

/// What `nimlint fix` (or `check --fix`) is asked to do.
public struct FixRequest: Sendable {
    /// The files, configuration and schema, as `check` takes them.
    public var check: CheckRequest
    /// Also apply the fixes that change what NIMKit renders (`--unsafe-fixes`).
    public var unsafe: Bool
    /// Put the fixed files on disk; false for a preview (`--diff`). Standard input is never written.
    public var writes: Bool

    public init(check: CheckRequest, unsafe: Bool, writes: Bool) {
        self.check = check
        self.unsafe = unsafe
        self.writes = writes
    }
}

/// One file after the fix loop, and what became of writing it.
public struct FixedFile: Sendable {
    public var outcome: FixOutcome
    public var isStandardInput: Bool
    /// Set when the file was handed to `FileWriter`: it had changes and the run writes.
    public var write: Result<FileWriter.Outcome, FileWriter.Failure>?

    /// Whether the fixed text is what the run leaves: written, or not meant to be written (a preview or
    /// standard input). False when the write was refused and the file on disk is still the original.
    public var landed: Bool {
        if case .failure = write { return false }
        return true
    }

    /// Why the file was not fixed, or not fully, in one line naming it; nil when there is nothing to say.
    public var notice: String? {
        let path = outcome.original.path
        if let rollback = outcome.rollback {
            // Only the unsafe phase is undone when the safe one got through: its changes are still there.
            return "\(path): \(rollback.message)" + (outcome.hasChanges ? "; the safe fixes are kept" : "")
        }
        if outcome.blockedByParseErrors { return "\(path): not fixed: the file does not parse" }
        if outcome.stoppedAtRoundLimit {
            return "\(path): fixes were still on offer after \(Fixer.defaultRoundLimit) rounds; "
                + "the rounds applied are kept"
        }
        return nil
    }
}

/// What a fix run did: every file's outcome, and the report of what remains.
public struct FixRunOutcome: Sendable {
    /// One per file read, sorted by path.
    public var files: [FixedFile]
    /// The files as the run leaves them (in a preview, as it would leave them), linted again; refused writes
    /// are among its problems.
    public var remaining: CheckOutcome

    /// Fixes that landed, and the files they changed.
    public var appliedFixCount: Int { changedFiles.reduce(0) { $0 + $1.outcome.appliedFixCount } }
    public var changedFileCount: Int { changedFiles.count }

    /// Findings left whose fix is unsafe, which `--unsafe-fixes` would apply.
    public var remainingUnsafeFixCount: Int {
        remaining.reports.flatMap(\.diagnostics).count { $0.fix?.safety == .unsafe }
    }

    private var changedFiles: [FixedFile] { files.filter { $0.landed && $0.outcome.hasChanges } }
}

/// `nimlint fix` as a library call: the files `check` would read, each run through the fix loop with its
/// folder's other files beside it, written back, then linted again for the report of what remains.
public enum FixRun {
    public static func run(_ request: FixRequest) -> FixRunOutcome {
        let prepared = RunPreparation(request.check)
        guard prepared.configurationErrors.isEmpty else {
            let check = CheckOutcome(
                reports: [], problems: prepared.problems, configurationErrors: prepared.configurationErrors)
            return FixRunOutcome(files: [], remaining: check)
        }
        var files: [FixedFile] = []
        var reports: [FileReport] = []
        var problems = prepared.problems
        let groups = prepared.linterGroups(
            extraAssetFolders: request.check.assetFolders, schemaOverride: request.check.schemaOverride)
        for group in groups {
            let inputs = group.indices.map { prepared.files[$0].input }
            let results = fix(inputs, linter: group.linter, unsafe: request.unsafe)
            var standing = inputs
            var allLanded = true
            for (position, (outcome, _)) in results.enumerated() where !inputs[position].isContext {
                let isStandardInput = prepared.files[group.indices[position]].isStandardInput
                var file = FixedFile(outcome: outcome, isStandardInput: isStandardInput)
                if request.writes, !isStandardInput { FileWriter.removeStaleTemporaries(besides: outcome.original.path) }
                if request.writes, !isStandardInput, outcome.hasChanges {
                    file.write = FileWriter.write(outcome)
                    if case .failure(let failure) = file.write { problems.append(failure.message) }
                }
                standing[position].source = file.landed ? outcome.fixed : outcome.original
                allLanded = allLanded && file.landed
                files.append(file)
            }
            // A refused write leaves the original on disk, which the reports of the fixed folders do not describe.
            let standingReports = allLanded ? results.map(\.report) : group.linter.lint(standing)
            reports += zip(standing, standingReports).filter { !$0.0.isContext }.map(\.1)
        }
        return FixRunOutcome(
            files: files.sorted { $0.outcome.original.path < $1.outcome.original.path },
            remaining: CheckOutcome(
                reports: (reports + prepared.refused).sorted { $0.path < $1.path }, problems: problems,
                configurationErrors: [], walk: prepared.walk))
    }

    /// Fixes files linted by one linter, in the order given. Folders are fixed in parallel; the files of one
    /// folder one after another, each re-linted beside its siblings as they stand by then, since a rule such as
    /// `no-bubble-image` reads a folder's bubble and global files together. With each outcome comes the file's
    /// report in its folder as fixed.
    static func fix(_ inputs: [LintInput], linter: Linter, unsafe: Bool) -> [(outcome: FixOutcome, report: FileReport)] {
        let folders = LintInput.folders(of: inputs)
        let results = ResultSlots<(outcome: FixOutcome, report: FileReport)>(count: inputs.count)
        Parallel.perform(iterations: folders.count) { folderIndex in
            let members = folders[folderIndex]
            let folder = FolderLint(members.map { inputs[$0] }, linter: linter)
            let outcomes = members.enumerated().map { position, inputIndex in
                let source = inputs[inputIndex].source
                guard !inputs[inputIndex].isContext else {
                    return FixOutcome(original: source, fixed: source, remainingDiagnostics: [])
                }
                let outcome = Fixer { folder.diagnostics(at: position, reading: $0) }.fix(source, unsafe: unsafe)
                folder.settle(at: position, on: outcome.fixed)
                return outcome
            }
            for (inputIndex, result) in zip(members, zip(outcomes, folder.currentReports())) {
                results[inputIndex] = result
            }
        }
        return results.takeValues()
    }
}
