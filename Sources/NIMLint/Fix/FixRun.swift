import Foundation

/// What `nimlint fix` (or `check --fix`) is asked to do.
public struct FixRequest: Sendable {
    /// The files, configuration and schema, as `check` takes them.
    public var check: CheckRequest
    /// Also apply the fixes that change what NIMKit renders (`--unsafe-fixes`).
    public var unsafe: Bool
    /// Put the fixed files on disk; false for a preview (`--diff`). Standard input is never written.
    public var writes: Bool
    /// Write through a symbolic link to a file outside the paths given (`--follow-symlinks`); such a link is
    /// left alone otherwise (`WriteScope`).
    public var followsSymlinks: Bool

    public init(check: CheckRequest, unsafe: Bool, writes: Bool, followsSymlinks: Bool = false) {
        self.check = check
        self.unsafe = unsafe
        self.writes = writes
        self.followsSymlinks = followsSymlinks
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
        if let blocking = outcome.blockingParseError {
            // What keeps the fixes off, where, in the report's words: a file NIMKit's loader refuses is well-formed
            // XML, so "does not parse" would send the reader looking for the wrong thing.
            let location = outcome.original.location(of: blocking.range.start)
            return "\(path): not fixed: \(location.line):\(location.column): \(blocking.message) [\(blocking.rule)]"
        }
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

    /// Paths that could not be read, which a report counts as not checked: a refused write is among the problems
    /// too, but its file was read and checked.
    public var uncheckedPathCount: Int { remaining.problems.count - files.count { !$0.landed } }

    /// Findings left whose fix is unsafe, which `--unsafe-fixes` would apply.
    public var remainingUnsafeFixCount: Int {
        remaining.reports.flatMap(\.diagnostics).count { $0.fix?.safety == .unsafe }
    }

    private var changedFiles: [FixedFile] { files.filter { $0.landed && $0.outcome.hasChanges } }
}

/// `nimlint fix` as a library call: the files `check` would read, each run through the fix loop with its
/// folder's other files beside it, written back, with the report of what remains.
public enum FixRun {
    public static func run(_ request: FixRequest) -> FixRunOutcome {
        var files: [FixedFile] = []
        var reports: [FileReport] = []
        var check = StreamedCheck(
            request.check, work: .fix(unsafe: request.unsafe, writes: request.writes),
            followsSymlinks: request.followsSymlinks)
        let outcome = check.run(report: { reports.append($0) }, fixed: { files.append($0) })
        // Refused writes come after the files that could not be read, as the run meets them.
        let refusedWrites = files.compactMap { file -> String? in
            guard case .failure(let failure) = file.write else { return nil }
            return failure.message
        }
        return FixRunOutcome(
            files: files.sorted { $0.outcome.original.path < $1.outcome.original.path },
            remaining: CheckOutcome(
                reports: reports.sorted { $0.path < $1.path }, problems: outcome.problems + refusedWrites,
                configurationErrors: outcome.configurationErrors, walk: outcome.walk))
    }

    /// Fixes the files of one folder, on this thread, one after another, each re-linted beside its siblings as
    /// they stand by then, since a rule such as `no-bubble-image` reads a folder's bubble and global files
    /// together. Files read for context are not fixed. With each outcome comes the file's report in its folder as
    /// fixed.
    static func fix(folder inputs: [LintInput], linter: Linter, unsafe: Bool) -> [(
        outcome: FixOutcome, report: FileReport
    )] {
        let folder = FolderLint(inputs, linter: linter)
        let outcomes = inputs.enumerated().map { position, input in
            guard !input.isContext else {
                return FixOutcome(original: input.source, fixed: input.source, remainingDiagnostics: [])
            }
            let outcome = Fixer { folder.diagnostics(at: position, reading: $0) }.fix(input.source, unsafe: unsafe)
            folder.settle(at: position, on: outcome.fixed)
            return outcome
        }
        return Array(zip(outcomes, folder.currentReports()))
    }
}
