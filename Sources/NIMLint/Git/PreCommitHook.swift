import Foundation

/// The plain git `pre-commit` hook that `nimlint install-hook` writes: a shell script running
/// `nimlint check --staged`, so a commit with an error in a staged settings file is blocked.
///
/// The hook carries a marker line, and nimlint only ever replaces or removes a hook with that line: a hook
/// somebody else wrote is left alone unless `force` asks to keep it beside ours, renamed, and run first.
public enum PreCommitHook {
    /// What the hook passes to `nimlint check --staged`.
    public struct Options: Sendable, Equatable {
        /// Fix the fully staged files in the working tree and stop the commit so the fixes can be reviewed.
        public var fix: Bool
        /// Block on warnings too.
        public var strict: Bool

        public init(fix: Bool = false, strict: Bool = false) {
            self.fix = fix
            self.strict = strict
        }

        var checkArguments: [String] {
            ["check", "--staged"] + (strict ? ["--strict"] : []) + (fix ? ["--fix"] : [])
        }
    }

    /// What an install or uninstall did, for the message the command prints.
    public struct Outcome: Sendable, Equatable {
        public var hookPath: String
        /// The other hook kept (install) or put back (uninstall), when there is one.
        public var keptHookPath: String?
        /// Install: our hook was already there and was rewritten. Uninstall: false when there was nothing to remove.
        public var changedExisting: Bool
    }

    /// The line that tells a hook nimlint wrote from any other.
    static let marker = "# nimlint-managed-hook"
    /// Where a hook found in the way is kept, beside ours, when installing with `force`.
    static let keptSuffix = ".nimlint-kept"

    /// Writes the hook into the hooks folder of the repository holding `folder` (`core.hooksPath` when set).
    /// `nimlintPath` is the binary the hook runs; when it is gone, the hook looks for `nimlint` on `PATH`.
    public static func install(
        inFolder folder: String, nimlintPath: String, options: Options, force: Bool
    ) throws(GitError) -> Outcome {
        let hookPath = try self.hookPath(inFolder: folder)
        let keptPath = hookPath + keptSuffix
        let manager = FileManager.default
        let existing = existingHook(at: hookPath)
        if existing == .foreign {
            guard force else {
                throw GitError(
                    message: "\(hookPath) is a hook nimlint did not write; it is left as it is. Run "
                        + "'nimlint install-hook --force' to keep it (renamed to \(Paths.lastComponent(keptPath))) and "
                        + "run it before nimlint, or add 'nimlint check --staged' to it yourself")
            }
            guard existingHook(at: keptPath) == .none else {
                throw GitError(message: "\(keptPath) already holds a kept hook; move it away before installing again")
            }
            try move(hookPath, to: keptPath)
        }
        let keepsOther = existingHook(at: keptPath) != .none
        let script = self.script(nimlintPath: nimlintPath, options: options, runsKeptHook: keepsOther)
        do {
            try manager.createDirectory(atPath: Paths.parent(hookPath), withIntermediateDirectories: true)
            try Data(script.utf8).write(to: URL(fileURLWithPath: hookPath), options: .atomic)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookPath)
        } catch {
            throw GitError(message: "cannot write \(hookPath): \(error.localizedDescription)")
        }
        return Outcome(
            hookPath: hookPath, keptHookPath: keepsOther ? keptPath : nil, changedExisting: existing == .nimlint)
    }

    /// Removes the hook nimlint wrote and puts back the hook it kept; a hook nimlint did not write is an error
    /// and stays.
    public static func uninstall(inFolder folder: String) throws(GitError) -> Outcome {
        let hookPath = try self.hookPath(inFolder: folder)
        let keptPath = hookPath + keptSuffix
        switch existingHook(at: hookPath) {
        case .none:
            return Outcome(hookPath: hookPath, keptHookPath: nil, changedExisting: false)
        case .foreign:
            throw GitError(message: "\(hookPath) is a hook nimlint did not write; it is left as it is")
        case .nimlint:
            do {
                try FileManager.default.removeItem(atPath: hookPath)
            } catch {
                throw GitError(message: "cannot remove \(hookPath): \(error.localizedDescription)")
            }
            guard existingHook(at: keptPath) != .none else {
                return Outcome(hookPath: hookPath, keptHookPath: nil, changedExisting: true)
            }
            try move(keptPath, to: hookPath)
            return Outcome(hookPath: hookPath, keptHookPath: hookPath, changedExisting: true)
        }
    }

    /// The `pre-commit` hook git runs for the repository holding `folder`, made absolute.
    static func hookPath(inFolder folder: String) throws(GitError) -> String {
        // `--git-path` follows core.hooksPath and linked worktrees, and answers relative to `folder`.
        let hooks = try Git(folder: folder).line(["rev-parse", "--git-path", "hooks"])
        let absolute = hooks.hasPrefix("/") ? hooks : Paths.absolute(Paths.join(Paths.absolute(folder), hooks))
        return Paths.join(absolute, "pre-commit")
    }

    /// The hook's text. The binary is named by the absolute path of the nimlint that installed it, and found
    /// on `PATH` when that path is gone (a package manager's upgrade); a kept hook is run first, with git's
    /// arguments, and its failure stops the commit as it did before.
    static func script(nimlintPath: String, options: Options, runsKeptHook: Bool) -> String {
        var lines = [
            "#!/bin/sh",
            "\(marker): written by 'nimlint install-hook'; 'nimlint uninstall-hook' removes it.",
            "# Checks the settings files staged for this commit, as git's index holds them.",
        ]
        if runsKeptHook {
            lines += [
                "kept=\"$(dirname \"$0\")/pre-commit\(keptSuffix)\"",
                "if [ -x \"$kept\" ]; then \"$kept\" \"$@\" || exit $?; fi",
            ]
        }
        lines += [
            "nimlint=\(shellQuoted(nimlintPath))",
            "if [ ! -x \"$nimlint\" ]; then",
            "    installed=$nimlint",
            "    nimlint=$(command -v nimlint) || {",
            "        echo \"nimlint pre-commit hook: nimlint is neither at $installed nor on PATH;\" \\",
            "            \"install it, or commit with --no-verify to skip this check\" >&2",
            "        exit 1",
            "    }",
            "fi",
            "exec \"$nimlint\" " + options.checkArguments.joined(separator: " "),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A word for `sh`: single-quoted, with each single quote closed, escaped and reopened.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private enum Existing {
        case none, nimlint, foreign
    }

    private static func existingHook(at path: String) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .none }
        guard let data = FileManager.default.contents(atPath: path) else { return .foreign }
        return String(decoding: data, as: UTF8.self).contains(marker) ? .nimlint : .foreign
    }

    private static func move(_ source: String, to destination: String) throws(GitError) {
        guard rename(source, destination) == 0 else {
            throw GitError(message: "cannot rename \(source) to \(destination): \(SystemError.reason())")
        }
    }
}
