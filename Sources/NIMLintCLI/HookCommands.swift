import Foundation
import NIMLint

/// `nimlint install-hook` and `nimlint uninstall-hook`: a plain git pre-commit hook without the pre-commit
/// framework.
enum HookCommands {
    static let installSpec = CommandSpec(
        name: "install-hook", operands: "",
        summary: "Install a git pre-commit hook that runs 'nimlint check --staged', so a commit with an error in a "
            + "staged settings file is blocked. It goes where git looks for hooks (core.hooksPath when set).",
        options: [
            .flag("--strict", "block the commit on warnings too"),
            .flag(
                "--fix",
                "let the hook apply the safe fixes to fully staged files and stop the commit so they "
                    + "can be reviewed and staged"),
            .flag(
                "--force",
                "when another pre-commit hook is there, keep it (as pre-commit.nimlint-kept) and run "
                    + "it before nimlint"),
        ],
        notes: [
            "A pre-commit hook nimlint did not write is never replaced: without --force, install-hook says so and "
                + "exits 1. Installing again rewrites nimlint's own hook with the options given.",
            "The hook runs the nimlint that installed it, by its absolute path, or the nimlint on PATH when that "
                + "file is gone.",
        ])

    static let uninstallSpec = CommandSpec(
        name: "uninstall-hook", operands: "",
        summary: "Remove the pre-commit hook that 'nimlint install-hook' wrote, and put back the hook it kept. "
            + "A hook nimlint did not write is left alone (exit 1).",
        options: [])

    static func install(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: installSpec) else { return 0 }
        try noOperands(parsed, installSpec)
        let options = PreCommitHook.Options(fix: parsed.flag("--fix"), strict: parsed.flag("--strict"))
        do {
            let outcome = try PreCommitHook.install(
                inFolder: ".", nimlintPath: executablePath(), options: options, force: parsed.flag("--force"))
            let verb = outcome.changedExisting ? "updated" : "installed"
            var message = "nimlint: \(verb) the pre-commit hook \(outcome.hookPath)"
            if let kept = outcome.keptHookPath { message += "; it runs \(kept) first" }
            Output.standardOutput(message + "\n")
            return 0
        } catch {
            Output.standardError("nimlint install-hook: \(error.message)")
            return 1
        }
    }

    static func uninstall(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: uninstallSpec) else { return 0 }
        try noOperands(parsed, uninstallSpec)
        do {
            let outcome = try PreCommitHook.uninstall(inFolder: ".")
            guard outcome.changedExisting else {
                Output.standardOutput("nimlint: no pre-commit hook at \(outcome.hookPath); nothing to remove\n")
                return 0
            }
            var message = "nimlint: removed the pre-commit hook \(outcome.hookPath)"
            if outcome.keptHookPath != nil { message += " and put back the hook it kept" }
            Output.standardOutput(message + "\n")
            return 0
        } catch {
            Output.standardError("nimlint uninstall-hook: \(error.message)")
            return 1
        }
    }

    private static func noOperands(_ parsed: ParsedArguments, _ command: CommandSpec) throws(UsageError) {
        guard let operand = parsed.operands.first else { return }
        throw UsageError(
            message: "nimlint \(command.name): unexpected argument '\(operand)'; run it inside the repository")
    }

    /// This binary as the user reached it: a path typed or found on PATH, made absolute but with symlinks kept,
    /// so a package manager's stable link (not the versioned file behind it) goes into the hook.
    private static func executablePath() -> String {
        let invoked = CommandLine.arguments[0]
        if invoked.contains("/") {
            return URL(fileURLWithPath: invoked).standardizedFileURL.path
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(invoked).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return Bundle.main.executablePath ?? invoked
    }
}
