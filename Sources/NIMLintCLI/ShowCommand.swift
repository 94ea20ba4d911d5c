import NIMLint

/// `nimlint show`: what NIMKit applies from a folder's settings files, with where each value comes from.
enum ShowCommand {
    static let spec = CommandSpec(
        name: "show", operands: "[PATH]",
        summary: "Print what NIMKit applies from the settings files in PATH, with where each value comes from. "
            + "PATH (default: the current folder) may be a settings bundle. Every global value and, per message "
            + "type and side, the content insets, text color, font size, avatar and bubble images, each with the "
            + "place it is read from and the fallbacks NIMKit takes to it; a value other than the one the release in "
            + "force ships is marked.",
        options: [
            .value(
                "--format", "FORMAT", choices: ["text", "json"],
                "text (default: a table per message type and side) or json (schemas/show.schema.json)"),
            SettingsFolderArguments.assetsOption,
            SettingsFolderArguments.nimkitOption,
        ],
        notes: [
            "When the release is known only as a range whose releases ship different defaults, a value is marked "
                + "only when none of them ships it. A file that does not load is named at the top, and every value "
                + "from it is 0 or nothing, marked so.",
            "Exit status: 0 when the settings were shown, missing files included; 2 for a usage or configuration error.",
        ])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: spec) else { return 0 }
        let named = try SettingsFolderArguments.oneFolder(parsed, command: spec.name)
        let options = try SettingsFolderArguments.parse(parsed, folders: [named], command: spec.name)
        let (folder, bundle) = try SettingsFolderArguments.settingsFolder(named, command: spec.name)
        let check = SettingsFolderCheck(
            folder: folder, assetFolders: options.assetFolders, nimkit: options.nimkit)
        guard SettingsFolderArguments.report(check) else { return 2 }
        let show = SettingsShow(
            folder: folder, applied: check.applied, imageFolders: check.imageFolders, settingsBundle: bundle)
        Output.standardOutput(parsed.value("--format") == "json" ? show.json() : show.text())
        return 0
    }
}
