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
        guard !fullyStaged.isEmpty else {
            return StagedFixOutcome(check: check, fixes: nil, partlyStaged: partlyStaged)
        }
        var fixRequest = request
        fixRequest.check.paths = fullyStaged
        fixRequest.writes = true
        let fixes = FixRun.run(fixRequest)
        return StagedFixOutcome(
            check: withoutAppliedFixes(check, fixes, index: index), fixes: fixes, partlyStaged: partlyStaged)
    }

    /// The staged check with the fixes just applied in the working tree no longer offered, so that its summary does
    /// not call fixable what is fixed: a finding the fixed file still holds keeps its fix.
    private static func withoutAppliedFixes(_ check: CheckOutcome, _ fixes: FixRunOutcome, index: StagedFiles)
        -> CheckOutcome
    {
        let changed = Set(fixes.files.filter { $0.landed && $0.outcome.hasChanges }.map(\.outcome.original.path))
        var left: [String: Set<[String]>] = [:]
        for report in fixes.remaining.reports {
            left[report.path, default: []].formUnion(report.diagnostics.map { [$0.rule, $0.message] })
        }
        let reports = check.reports.map { report in
            let path = index.workingTreePath(of: report.path)
            guard changed.contains(path) else { return report }
            var report = report
            for position in report.diagnostics.indices {
                let finding = report.diagnostics[position]
                if left[path]?.contains([finding.rule, finding.message]) != true {
                    report.diagnostics[position].fix = nil
                }
            }
            return report
        }
        return CheckOutcome(
            reports: reports, problems: check.problems, configurationErrors: check.configurationErrors, walk: check.walk
        )
    }
}
