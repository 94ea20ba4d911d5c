import NIMLint

/// `nimlint diff`: what a change of the settings does to the chat screen, setting by setting.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff", operands: "OLD NEW | --rev REV [PATH] | --shipped [PATH]",
        summary: "Say what a change of the settings files does to the chat screen, setting by setting. Each "
            + "message type, side and setting whose effective value differs is named with both values, changes "
            + "that come only through fallbacks included (a deleted type entry drawn with Unsupport's). OLD and NEW "
            + "are settings folders (or bundles); with --rev, the settings of PATH (default: the current folder) at "
            + "a git revision against the working tree; with --shipped, the defaults the release in force ships "
            + "against PATH: what has been customised.",
        options: [
            .value(
                "--format", "FORMAT", choices: ["text", "json", "markdown"],
                "text (default), json (schemas/diff.schema.json) or markdown (a table for a pull-request comment)"),
            .value(
                "--rev", "REV",
                "compare PATH's files at git revision REV (read with git, not from the working "
                    + "tree) with the working tree's"),
            .flag("--shipped", "compare the defaults the release in force ships with PATH's files"),
            SettingsFolderArguments.assetsOption,
            SettingsFolderArguments.nimkitOption,
        ],
        notes: [
            "With --rev, PATH's files are read at REV under their paths in the repository; a file REV does not hold is "
                + "a missing file. Both sides are read with the working tree's configuration and release.",
            "--shipped needs the release named exactly (--nimkit, \"nimkit\" in .nimlint.json, or a Podfile.lock) "
                + "when the releases it could be ship different defaults.",
            "Exit status: 0 no difference; 1 differences; 2 a usage, configuration or git error.",
        ])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: spec) else { return 0 }
        let revision = parsed.value("--rev")
        let shipped = parsed.flag("--shipped")
        if revision != nil, shipped {
            throw UsageError(message: "nimlint diff: --rev and --shipped each name what to compare with; give one")
        }
        let expectsPair = revision == nil && !shipped
        guard expectsPair ? parsed.operands.count == 2 : parsed.operands.count <= 1 else {
            throw UsageError(
                message: expectsPair
                    ? "nimlint diff: expected two folders, OLD and NEW (or --rev REV [PATH], or --shipped [PATH])"
                    : "nimlint diff: one folder at most with \(shipped ? "--shipped" : "--rev")")
        }
        let named = parsed.operands.isEmpty ? ["."] : parsed.operands
        let options = try SettingsFolderArguments.parse(parsed, folders: named, command: spec.name)
        var folders: [String] = [], bundles: [SettingsBundleChoice?] = []
        for folder in named {
            let resolved = try SettingsFolderArguments.settingsFolder(
                folder, command: spec.name, mayBeEmpty: revision != nil)
            folders.append(resolved.folder)
            bundles.append(resolved.bundle)
        }
        func check(_ folder: String) -> SettingsFolderCheck {
            SettingsFolderCheck(folder: folder, assetFolders: options.assetFolders, nimkit: options.nimkit)
        }
        let new = check(folders[folders.count - 1])
        guard SettingsFolderArguments.report(new) else { return 2 }
        let old: SettingsDiff.Side
        if let revision {
            let files: RevisionFiles
            do {
                files = try RevisionFiles(revision: revision, folder: folders[0])
            } catch {
                throw UsageError(message: "nimlint diff: \(error.message)")
            }
            let checked = SettingsFolderCheck(
                folder: folders[0], revision: files, assetFolders: options.assetFolders, nimkit: options.nimkit)
            guard SettingsFolderArguments.report(checked) else { return 2 }
            old = SettingsDiff.Side(label: files.label, applied: checked.applied, settingsBundle: bundles[0])
        } else if shipped {
            let release = new.applied.release
            guard let defaults = ShippedSettings.applied(for: release) else {
                throw UsageError(
                    message: "nimlint diff: --shipped compares with the defaults the release ships, and the "
                        + "releases it may be, \(release.name), ship different ones (the release \(release.origin)); name "
                        + "the release with --nimkit VERSION, \"nimkit\": \"VERSION\" in .nimlint.json, or a Podfile.lock"
                )
            }
            old = SettingsDiff.Side(label: "the defaults \(release.name) ships", applied: defaults)
        } else {
            let checked = check(folders[0])
            guard SettingsFolderArguments.report(checked) else { return 2 }
            old = SettingsDiff.Side(label: folders[0], applied: checked.applied, settingsBundle: bundles[0])
        }
        let diff = SettingsDiff(
            old: old,
            new: SettingsDiff.Side(
                label: folders[folders.count - 1], applied: new.applied, settingsBundle: bundles[bundles.count - 1]))
        switch parsed.value("--format") {
        case "json": Output.standardOutput(diff.json())
        case "markdown": Output.standardOutput(diff.markdown())
        default: Output.standardOutput(diff.text())
        }
        return diff.isEmpty ? 0 : 1
    }
}
