import Foundation
import NIMLint

/// `nimlint check`: turns the command line into a `CheckRequest`, runs it, prints the report.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check", operands: "[PATH...]",
        summary: "Check settings files. A folder is searched for NIMKitGlobalSetting.plist and "
            + "NIMKitBubbleSetting.plist; '-' reads standard input. Without a path, the current folder.",
        options: [
            .value("--format", "FORMAT", choices: ReportFormat.allCases.map(\.rawValue),
                   "text (default), xcode, json, sarif, github or checkstyle"),
            .value("--output", "FILE", "write the report to FILE instead of standard output"),
            .value("--color", "WHEN", choices: ["auto", "always", "never"],
                   "colors in text: auto (default: on a terminal, unless NO_COLOR is set), always, never"),
            .flag("--strict", "exit 1 on warnings too"),
            .value("--config", "FILE", "use FILE instead of the nearest .nimlint.json"),
            .value("--schema", "SCHEMA", "check named files and standard input as global, bubble or a schema FILE"),
            .value("--assets", "DIR", "also look for bubble images in DIR (repeatable)"),
            .value("--stdin-filename", "NAME", "the path standard input stands for (its name picks the schema)"),
        ],
        notes: [
            "Exit status: 0 no errors; 1 errors (or warnings with --strict); 2 a usage, configuration or I/O error.",
            "Configuration: the nearest .nimlint.json in the checked folder or above. Folders named .git, .build, "
                + "DerivedData, Pods, Carthage and node_modules are skipped.",
        ])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, for: spec)
        if parsed.flag("--help") {
            Output.standardOutput(Usage.help(for: spec))
            return 0
        }
        let paths = parsed.operands.isEmpty ? ["."] : parsed.operands
        let readsStandardInput = paths.contains(CheckRequest.standardInputPath)
        if parsed.value("--stdin-filename") != nil, !readsStandardInput {
            throw UsageError(message: "nimlint check: --stdin-filename names standard input; add '-' to the paths")
        }
        let schemaOverride = try schema(parsed.value("--schema"))
        for folder in parsed.all("--assets") where !isFolder(folder) {
            throw UsageError(message: "nimlint check: --assets \(folder): no such folder")
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
        let outcome = CheckRun.run(CheckRequest(
            paths: paths, standardInput: standardInput, standardInputName: parsed.value("--stdin-filename"),
            forcedKind: schemaOverride?.kind, schemaOverride: schemaOverride?.schema, assetFolders: parsed.all("--assets"),
            configurationPath: parsed.value("--config"), knownRules: knownRules))
        for error in outcome.configurationErrors {
            Output.standardError(error.description)
        }
        guard outcome.configurationErrors.isEmpty else { return 2 }
        for problem in outcome.problems {
            Output.standardError("nimlint: \(problem)")
        }
        let format = parsed.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        let output = parsed.value("--output")
        let colors = useColors(parsed.value("--color") ?? "auto", writingToFile: output != nil)
        let report = format.render(outcome.reports, options: ReportFormat.Options(colors: colors, rules: knownRules))
        if let output {
            if let failure = Output.write(report, toFile: output) {
                Output.standardError(failure)
                return 2
            }
        } else {
            Output.standardOutput(report)
        }
        return outcome.exitCode(strict: parsed.flag("--strict"))
    }

    /// `global` and `bubble` name the built-in schemas; anything else is a schema file, which says itself which
    /// settings file it describes.
    private static func schema(_ value: String?) throws(UsageError) -> (kind: SettingsKind, schema: SettingsSchema?)? {
        guard let value else { return nil }
        switch value {
        case "global": return (.global, nil)
        case "bubble": return (.bubble, nil)
        default:
            guard FileManager.default.fileExists(atPath: value) else {
                throw UsageError(message: "nimlint check: --schema must be global, bubble or a schema file; "
                    + "no such file: \(value)")
            }
            do {
                let schema = try SettingsSchema.load(path: value)
                return (schema.kind, schema)
            } catch {
                throw UsageError(message: "\(error)")
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Colors only where a person reads them: `NO_COLOR` (any non-empty value) and a dumb terminal turn the
    /// automatic choice off, and `--color always` overrides both.
    private static func useColors(_ choice: String, writingToFile: Bool) -> Bool {
        switch choice {
        case "always": return true
        case "never": return false
        default:
            let environment = ProcessInfo.processInfo.environment
            return !writingToFile && isatty(STDOUT_FILENO) == 1
                && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
