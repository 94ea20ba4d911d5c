import Foundation
import NIMLint

/// `nimlint check` and `nimlint fix`: turns the command line into a request, runs it, prints the report.
enum CheckCommand {
    /// What `check` and `fix` both take: which files, how they are checked, how the report is written.
    private static let commonOptions: [OptionSpec] = [
        .value(
            "--format", "FORMAT", choices: ReportFormat.allCases.map(\.rawValue),
            "text (default), xcode, json, sarif, github, checkstyle, codeclimate or junit"),
        .value("--output", "FILE", short: "-o", "write the report to FILE instead of standard output (also -o)"),
        .value(
            "--color", "WHEN", choices: ["auto", "always", "never"],
            "colors in text: auto (default: on a terminal, unless NO_COLOR is set; FORCE_COLOR or "
                + "CLICOLOR_FORCE turn them on without a terminal, but not in a file), always, never"),
        .flag("--strict", "exit 1 on warnings too"),
        .flag("--quiet", "show only errors in text output, leaving warnings and notes out"),
        .flag("--exit-zero", "exit 0 even when there are errors (2 still means nimlint could not run)"),
        .flag(allowZeroFiles, "exit 0 when the paths given hold no settings file (exit 2 otherwise)"),
        .value("--config", "FILE", "use FILE instead of the nearest .nimlint.json"),
        .value("--schema", "SCHEMA", "check named files and standard input as global, bubble or a schema FILE"),
        .value("--assets", "DIR", "also look for bubble images in DIR (repeatable)"),
        .value("--stdin-filename", "NAME", "the path standard input stands for (its name picks the schema)"),
        .value(
            "--nimkit", "VERSION",
            "the NIMKit release that reads the files (default: .nimlint.json's nimkit, "
                + "else the nearest Podfile.lock, NIMKit.podspec or vendored NIMKit code)"),
    ]

    private static let fixOptions: [OptionSpec] = [
        .flag("--unsafe-fixes", "also apply the fixes that change what NIMKit renders"),
        .flag(
            "--diff",
            "print what the fixes would change as a unified diff instead of the report "
                + "(--output FILE still gets it); write no fixed file"),
        .flag(
            "--follow-symlinks",
            "fix a file that a symbolic link leads to outside the paths given (left "
                + "alone otherwise)"),
    ]

    private static let pathsSummary =
        "A folder is searched for NIMKitGlobalSetting.plist and "
        + "NIMKitBubbleSetting.plist; '-' reads standard input. Without a path, the current folder."
    private static let configurationNote =
        "Configuration: the nearest .nimlint.json in the checked folder or above. "
        + "Folders named \(listed(WalkScope.skippedFolderNames)) are skipped; in "
        + "\(listed(WalkScope.bundleSearchedFolderNames)) only settings files inside a .bundle are looked for."

    static let spec = CommandSpec(
        name: "check", operands: "[PATH...]",
        summary: "Check settings files. " + pathsSummary,
        options: commonOptions + [
            .flag("--fix", "apply the safe fixes, write the files back, report what remains (as 'nimlint fix')")
        ] + fixOptions + [StagedCommand.option, ForceExclude.option],
        notes: [
            "Exit status: 0 no errors; 1 errors (or warnings with --strict); 2 a usage, configuration or I/O error, "
                + "or paths given that hold no settings file (unless --allow-zero-lintable-files).",
            "With --fix or --diff, check is 'nimlint fix'; 'nimlint help fix' tells how files are fixed.",
            configurationNote, StagedCommand.note, ForceExclude.note,
        ])

    static let fixSpec = CommandSpec(
        name: "fix", operands: "[PATH...]",
        summary: "Fix settings files as 'nimlint check --fix' does: apply the safe fixes, write each changed "
            + "file back, report what remains. " + pathsSummary,
        options: commonOptions + fixOptions + [ForceExclude.option],
        notes: FixOutput.notes + [configurationNote, ForceExclude.note])

    /// Runs `check`, or `fix` when `command` is `fixSpec`.
    static func run(_ arguments: [String], as command: CommandSpec) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: command) else { return 0 }
        let paths = ForceExclude.apply(parsed.operands.isEmpty ? ["."] : parsed.operands, parsed)
        let readsStandardInput = paths.contains(CheckRequest.standardInputPath)
        if parsed.value("--stdin-filename") != nil, !readsStandardInput {
            throw UsageError(
                message: "nimlint \(command.name): --stdin-filename names standard input; add '-' to the paths")
        }
        let fixing = command.name == fixSpec.name || parsed.flag("--fix") || parsed.flag("--diff")
        for flag in ["--unsafe-fixes", "--follow-symlinks"] where !fixing && parsed.flag(flag) {
            throw UsageError(message: "nimlint check: \(flag) applies with --fix or --diff")
        }
        let schemaOverride = try schema(parsed.value("--schema"), command: command)
        for folder in parsed.all("--assets") where !FileSystemPath.isFolder(folder) {
            throw UsageError(message: "nimlint \(command.name): --assets \(folder): no such folder")
        }
        if let output = parsed.value("--output") {
            // Checked before anything runs, so a fix never writes files whose report then has nowhere to go.
            let folder = (output as NSString).deletingLastPathComponent
            guard folder.isEmpty || FileSystemPath.isFolder(folder) else {
                throw UsageError(message: "nimlint \(command.name): --output \(output): no such folder: \(folder)")
            }
        }
        let nimkit = try nimkitVersion(parsed.value("--nimkit"), command: command)
        if parsed.flag(StagedCommand.option.name) {
            var request = CheckRequest(
                paths: [], assetFolders: parsed.all("--assets"), configurationPath: parsed.value("--config"))
            request.nimkit = nimkit
            return try StagedCommand.run(request, parsed, fixing: fixing)
        }
        var standardInput: [UInt8]?
        if readsStandardInput {
            switch FileLoader.readStandardInput() {
            case .success(let bytes): standardInput = bytes
            case .failure(let failure):
                Output.standardError("nimlint: \(failure.message)")
                return 2
            }
        }
        var request = CheckRequest(
            paths: paths, standardInput: standardInput, standardInputName: parsed.value("--stdin-filename"),
            forcedKind: schemaOverride?.kind, schemaOverride: schemaOverride?.schema,
            assetFolders: parsed.all("--assets"),
            configurationPath: parsed.value("--config"))
        request.nimkit = nimkit
        if fixing {
            return FixOutput.run(request, parsed)
        }
        // Each report is written as soon as it is ready, so a tree of any size is checked in flat memory.
        guard let output = ReportOutput(file: parsed.value("--output"), toStandardError: false) else { return 2 }
        let stream = ReportStream(format: format(parsed), options: options(parsed, awayFromStandardOutput: false)) {
            output.write($0)
        }
        let outcome = CheckRun.run(request) { stream.write($0) }
        guard report(problemsOf: outcome) else {
            output.discard()
            return 2
        }
        guard finish(stream, output, parsed, uncheckedPaths: outcome.problems.count, walk: outcome.walk) else {
            return 2
        }
        if foundNothingToCheck(outcome.tally, uncheckedPaths: outcome.problems.count, parsed) { return 2 }
        return findingsExitCode(outcome.exitCode(strict: parsed.flag("--strict")), parsed)
    }

    static let allowZeroFiles = "--allow-zero-lintable-files"

    /// Paths given that hold no settings file fail the run, as they fail SwiftLint's, so that a mistyped path in CI
    /// cannot pass forever; says so on standard error. `--allow-zero-lintable-files` lets such a run pass. The
    /// pre-commit hooks (`--force-exclude`, which may be handed only other files), a run without paths and
    /// `--staged` never fail for it.
    static func foundNothingToCheck(_ tally: ReportTally, uncheckedPaths: Int, _ parsed: ParsedArguments) -> Bool {
        guard !parsed.operands.isEmpty, tally.files == 0, uncheckedPaths == 0, !parsed.flag(allowZeroFiles),
            !parsed.flag(ForceExclude.option.name)
        else { return false }
        Output.standardError(
            "nimlint: error: the paths given hold no settings file (exit status 2); "
                + "\(allowZeroFiles) lets such a run pass")
        return true
    }

    /// `--exit-zero` turns the status findings give (1) into 0, never a failure to run (2).
    static func findingsExitCode(_ code: Int32, _ parsed: ParsedArguments) -> Int32 {
        parsed.flag("--exit-zero") && code == 1 ? 0 : code
    }

    /// Puts a run's configuration errors and problems on standard error; false when the configuration errors
    /// mean nothing was checked.
    static func report(problemsOf outcome: CheckOutcome) -> Bool {
        for error in outcome.configurationErrors {
            Output.standardError(error.description)
        }
        guard outcome.configurationErrors.isEmpty else { return false }
        for problem in outcome.problems {
            Output.standardError("nimlint: \(problem)")
        }
        return true
    }

    /// Renders the report in the chosen format and writes it to `--output FILE`, or else to standard output
    /// (standard error with `toStandardError`); false when the file could not be written. A run that found no
    /// settings file says so: in its summary in `text`, on standard error in the formats machines read.
    static func emit(
        _ reports: [FileReport], _ parsed: ParsedArguments, uncheckedPaths: Int, walk: WalkRecord, trailer: String = "",
        toStandardError: Bool = false
    ) -> Bool {
        guard let output = ReportOutput(file: parsed.value("--output"), toStandardError: toStandardError) else {
            return false
        }
        let stream = ReportStream(
            format: format(parsed), options: options(parsed, awayFromStandardOutput: toStandardError)
        ) { output.write($0) }
        reports.forEach(stream.write)
        return finish(stream, output, parsed, uncheckedPaths: uncheckedPaths, walk: walk, trailer: trailer)
    }

    private static func format(_ parsed: ParsedArguments) -> ReportFormat {
        parsed.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .text
    }

    private static func options(_ parsed: ParsedArguments, awayFromStandardOutput: Bool) -> ReportFormat.Options {
        let toFile = parsed.value("--output") != nil
        let colors = useColors(
            parsed.value("--color") ?? "auto", toFile: toFile, awayFromStandardOutput: toFile || awayFromStandardOutput)
        return ReportFormat.Options(colors: colors, rules: RuleRegistry.all, errorsOnly: parsed.flag("--quiet"))
    }

    /// Ends a report whose files were written: says on standard error what the machine formats cannot, then the
    /// summary or footer, then `trailer`.
    private static func finish(
        _ stream: ReportStream, _ output: ReportOutput, _ parsed: ParsedArguments, uncheckedPaths: Int,
        walk: WalkRecord,
        trailer: String = ""
    ) -> Bool {
        if format(parsed) != .text, stream.tally.files == 0, uncheckedPaths == 0 {
            Output.standardError(ReportFormat.nothingFound(walk).map { "nimlint: " + $0 }.joined(separator: "\n"))
        }
        if let note = NIMKitRelease.note(for: stream.tally) {
            Output.standardError("nimlint: note: \(note)")
        }
        stream.finish(uncheckedPaths: uncheckedPaths, walk: walk)
        output.write(trailer)
        return output.finish()
    }

    private static func nimkitVersion(_ value: String?, command: CommandSpec) throws(UsageError) -> NIMKitVersion? {
        guard let value else { return nil }
        guard let version = PublishedReleases.release(value) else {
            throw UsageError(message: "nimlint \(command.name): --nimkit: \(PublishedReleases.problem(with: value))")
        }
        return version
    }

    /// `global` and `bubble` name the built-in schemas; anything else is a schema file, which says itself which
    /// settings file it describes.
    private static func schema(
        _ value: String?, command: CommandSpec
    ) throws(UsageError) -> (kind: SettingsKind, schema: SettingsSchema?)? {
        guard let value else { return nil }
        switch value {
        case "global": return (.global, nil)
        case "bubble": return (.bubble, nil)
        default:
            guard FileManager.default.fileExists(atPath: value) else {
                let suggestion = Suggestions.closest(to: value, in: ["global", "bubble"]).map {
                    "; did you mean '\($0)'?"
                }
                throw UsageError(
                    message: "nimlint \(command.name): --schema must be global, bubble or a schema file; "
                        + "no such file: \(value)\(suggestion ?? "")")
            }
            do {
                let schema = try SettingsSchema.load(path: value)
                return (schema.kind, schema)
            } catch {
                throw UsageError(message: "\(error)")
            }
        }
    }

    /// `a, b and c`.
    private static func listed(_ names: [String]) -> String {
        // An array, not a slice, is joined: the slice's join is generic code that looks its types up in the
        // runtime's conformance tables on every start (a twentieth of checking one folder).
        names.count < 2
            ? names.joined() : Array(names.dropLast()).joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// Colors only where a person reads them: `NO_COLOR` (any non-empty value) and a dumb terminal turn the
    /// automatic choice off, and `--color always` overrides both. `FORCE_COLOR` and `CLICOLOR_FORCE` (set and not
    /// `0`) turn colors on where nimlint cannot see a terminal, as CI logs that render them ask, but never in a file.
    private static func useColors(_ choice: String, toFile: Bool, awayFromStandardOutput: Bool) -> Bool {
        // `getenv` reads the one variable; `ProcessInfo.environment` copies them all into a dictionary first.
        func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        let forced = ["FORCE_COLOR", "CLICOLOR_FORCE"].contains { name in
            environment(name).map { !$0.isEmpty && $0 != "0" } ?? false
        }
        switch choice {
        case "always": return true
        case "never": return false
        default:
            return forced && !toFile
                || !awayFromStandardOutput && isatty(STDOUT_FILENO) == 1
                    && (environment("NO_COLOR") ?? "").isEmpty && environment("TERM") != "dumb"
        }
    }
}
