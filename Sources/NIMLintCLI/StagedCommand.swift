import NIMLint

/// `nimlint check --staged`: what git's index holds, for pre-commit hooks.
enum StagedCommand {
    static let option = OptionSpec.flag(
        "--staged", "check the settings files staged for the next commit, as git's index holds them (no paths)")

    static let note =
        "With --staged, the settings files added, copied, modified or renamed in git's index are "
        + "checked as the index holds them, under their paths in the repository; the other settings file of each "
        + "folder is read from the index too. Nothing is printed in text when none is staged. With --fix, the "
        + "fully staged files are fixed in the working tree and the commit is stopped so the fixes can be reviewed "
        + "and staged; a partly staged file is not fixed."

    static func run(_ request: CheckRequest, _ parsed: ParsedArguments, fixing: Bool) throws(UsageError) -> Int32 {
        guard parsed.operands.isEmpty else {
            throw UsageError(message: "nimlint check: --staged checks what git has staged; it takes no paths")
        }
        for option in ["--schema", "--diff", "--stdin-filename"] where parsed.flag(option) {
            throw UsageError(message: "nimlint check: \(option) does not go with --staged")
        }
        do {
            guard fixing else { return finish(try StagedCheck.run(request), parsed) }
            let outcome = try StagedFix.run(
                FixRequest(check: request, unsafe: parsed.flag("--unsafe-fixes"), writes: true))
            for path in outcome.partlyStaged {
                Output.standardError(
                    "nimlint: \(path): not fixed: it has changes that are not staged; stage or stash "
                        + "them to have it fixed")
            }
            let status = finish(outcome.check, parsed)
            guard let fixes = outcome.fixes else { return status }
            guard CheckCommand.report(problemsOf: fixes.remaining) else { return 2 }
            for notice in fixes.files.compactMap(\.notice) {
                Output.standardError("nimlint: \(notice)")
            }
            guard fixes.changedFileCount > 0 else { return status }
            Output.standardError(
                FixOutput.summary(of: fixes, unsafe: parsed.flag("--unsafe-fixes"), previewing: false)
                    + " in the working tree; review them ('git diff'), stage them ('git add') and commit again")
            return max(status, 1)
        } catch {
            Output.standardError("nimlint: \(error.message)")
            return 2
        }
    }

    private static func finish(_ outcome: CheckOutcome, _ parsed: ParsedArguments) -> Int32 {
        guard CheckCommand.report(problemsOf: outcome) else { return 2 }
        let isText = (parsed.value("--format") ?? ReportFormat.text.rawValue) == ReportFormat.text.rawValue
        if !(isText && outcome.reports.isEmpty && outcome.problems.isEmpty) {
            guard CheckCommand.emit(outcome.reports, parsed, uncheckedPaths: outcome.problems.count, walk: outcome.walk)
            else {
                return 2
            }
        }
        return CheckCommand.findingsExitCode(outcome.exitCode(strict: parsed.flag("--strict")), parsed)
    }
}
