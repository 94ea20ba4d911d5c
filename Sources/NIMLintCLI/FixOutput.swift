import NIMLint

/// The fixing side of `check --fix` and `fix`: runs the fixes, then prints what remains, the diffs, or the fixed
/// text of standard input.
enum FixOutput {
    static let notes = [
        "Fixes are text edits: every other byte of a file stays as it was, its encoding and line endings too. "
            + "A changed file is replaced in one step and keeps its permissions; a file with nothing to fix is "
            + "not written. A file that does not parse is not fixed, and one whose fixes would break it or cause "
            + "new findings is left as it was, with the reason on standard error.",
        "After fixing, the report shows what remains, followed (in text; on standard error in the other "
            + "formats) by how many problems were fixed in how many files.",
        "A file reached through a symbolic link is fixed at the link's target, once however many paths lead "
            + "to it; a target outside the paths given is left alone, with the link and the target named on "
            + "standard error, unless --follow-symlinks is given.",
        "With '-', the fixed text of standard input goes to standard output and the report to standard error "
            + "(or to --output FILE).",
        "Exit status: as for check, on what remains after fixing; 2 also when a fixed file could not be written "
            + "(read-only, changed on disk meanwhile, or a link out of the paths given). With --diff: 0 nothing would change, 1 something would, "
            + "2 a usage, configuration or I/O error.",
    ]

    static func run(_ request: CheckRequest, _ parsed: ParsedArguments) -> Int32 {
        let previewing = parsed.flag("--diff")
        let unsafe = parsed.flag("--unsafe-fixes")
        let outcome = FixRun.run(
            FixRequest(
                check: request, unsafe: unsafe, writes: !previewing, followsSymlinks: parsed.flag("--follow-symlinks")))
        guard CheckCommand.report(problemsOf: outcome.remaining) else { return 2 }
        for notice in outcome.files.compactMap(\.notice) {
            Output.standardError("nimlint: \(notice)")
        }
        let summary = summary(of: outcome, unsafe: unsafe, previewing: previewing)
        if previewing {
            for file in outcome.files {
                Output.standardOutput(
                    printable(UnifiedDiff.render(original: file.outcome.original, fixed: file.outcome.fixed)))
            }
            Output.standardError(summary)
            if parsed.value("--output") != nil,
                !CheckCommand.emit(
                    outcome.remaining.reports, parsed, uncheckedPaths: outcome.uncheckedPathCount,
                    walk: outcome.remaining.walk)
            {
                return 2
            }
            guard outcome.remaining.problems.isEmpty,
                !CheckCommand.foundNothingToCheck(
                    outcome.remaining.tally, uncheckedPaths: outcome.uncheckedPathCount, parsed)
            else { return 2 }
            return CheckCommand.findingsExitCode(outcome.changedFileCount > 0 ? 1 : 0, parsed)
        }
        let standardInput = outcome.files.first(where: \.isStandardInput)
        if let standardInput {
            Output.standardOutput(bytes: standardInput.outcome.fixed.bytes)
        }
        let isText = (parsed.value("--format") ?? ReportFormat.text.rawValue) == ReportFormat.text.rawValue
        if !isText {
            Output.standardError(summary)
        }
        guard
            CheckCommand.emit(
                outcome.remaining.reports, parsed, uncheckedPaths: outcome.uncheckedPathCount,
                walk: outcome.remaining.walk, trailer: isText ? summary + "\n" : "",
                toStandardError: standardInput != nil),
            !CheckCommand.foundNothingToCheck(
                outcome.remaining.tally, uncheckedPaths: outcome.uncheckedPathCount, parsed)
        else { return 2 }
        return CheckCommand.findingsExitCode(outcome.remaining.exitCode(strict: parsed.flag("--strict")), parsed)
    }

    /// A diff as it goes out, to a terminal or a CI log: made printable (`PrintableText`) but for the tabs and the
    /// line breaks, carriage returns included (CRLF, or an old Mac file's lone CR), so the patch of any file's
    /// line endings still applies. A line holding another control character is shown escaped, and that hunk no
    /// longer applies as a patch: `fix` writes such a file exactly.
    private static func printable(_ diff: String) -> String {
        // Split by scalars: a CRLF is one Character, which a split at "\n" or "\r" would not see.
        diff.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\r", omittingEmptySubsequences: false).map {
                PrintableText.escaped(String(String.UnicodeScalarView($0)), keepingTabs: true)
            }.joined(separator: "\r")
        }.joined(separator: "\n")
    }

    /// `fixed 7 problems in 2 files`, with how many more `--unsafe-fixes` would take on.
    static func summary(of outcome: FixRunOutcome, unsafe: Bool, previewing: Bool) -> String {
        let problems = outcome.appliedFixCount
        let files = outcome.changedFileCount
        var line: String
        if problems == 0 {
            line = previewing ? "nothing would be fixed" : "nothing fixed"
        } else {
            line =
                (previewing ? "would fix " : "fixed ") + counted(problems, "problem") + " in " + counted(files, "file")
        }
        let unsafeLeft = outcome.remainingUnsafeFixCount
        if !unsafe, unsafeLeft > 0 {
            line += " (\(unsafeLeft) more with --unsafe-fixes)"
        }
        return line
    }
}
