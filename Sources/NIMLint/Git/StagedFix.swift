/// What `nimlint check --staged --fix` did.
public struct StagedFixOutcome: Sendable {
    /// The staged content, checked as it was before any fix: what the commit would have recorded.
    public var check: CheckOutcome
    /// The fixes applied in the working tree to the fully staged files; nil when none had a fix to apply.
    public var fixes: FixRunOutcome?
    /// Repository paths of staged files with fixes on offer that were left alone because their working tree
    /// copy holds changes that are not staged.
    public var partlyStaged: [String]
}

/// `nimlint check --staged --fix`: fixes the staged settings files in the working tree, and leaves staging the
/// fixes to the user, as the pre-commit framework does: a hook that changes files stops the commit, so nothing
/// is committed that nobody has seen. A partly staged file is not fixed: its working tree copy holds changes
/// that are not part of the commit, and fixing it would mix the two (lint-staged stashes them away and merges
/// them back; here the user decides).
public enum StagedFix {
    public static func run(_ request: FixRequest, inFolder folder: String = ".") throws(GitError) -> StagedFixOutcome {
        let index = try StagedFiles(inFolder: folder)
        let check = try StagedCheck.run(request.check, inFolder: folder)
        var fullyStaged: [String] = []
        var partlyStaged: [String] = []
        for report in check.reports {
            guard let staged = report.source,
                  report.diagnostics.contains(where: { $0.fix.map { $0.safety == .safe || request.unsafe } ?? false })
            else { continue }
            let path = index.workingTreePath(of: report.path)
            if case .success(let working) = FileLoader.load(path: path), working.bytes == staged.bytes {
                fullyStaged.append(path)
            } else {
                partlyStaged.append(report.path)
            }
        }
        guard !fullyStaged.isEmpty else { return StagedFixOutcome(check: check, fixes: nil, partlyStaged: partlyStaged) }
        var fixRequest = request
        fixRequest.check.paths = fullyStaged
        fixRequest.writes = true
        return StagedFixOutcome(check: check, fixes: FixRun.run(fixRequest), partlyStaged: partlyStaged)
    }
}
