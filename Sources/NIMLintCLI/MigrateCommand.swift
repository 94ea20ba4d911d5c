import Foundation
import NIMLint

/// `nimlint migrate`: the plists' settings as code for NIMKit 2.1.0 and later, which reads no plist.
enum MigrateCommand {
    static let spec = CommandSpec(
        name: "migrate", operands: "[PATH]",
        summary:
            "Write the code that carries the settings of the two plists in PATH (default: the current folder) into "
            + "the code configuration of NIMKit 2.1.0 and later ([NIMKit sharedKit].config): one function setting exactly "
            + "the settings whose value, as the release in force applied it, differs from the new release's default.",
        options: [
            .value("--to", "VERSION", "the NIMKit release to migrate to (2.1.0 or later, with NIMKitConfig); required"),
            .value(
                "--language", "LANG", choices: MigrationLanguage.allCases.map(\.rawValue),
                "write Objective-C (objc, the default) or Swift (swift)"),
            .value("--output", "FILE", short: "-o", "write the code to FILE instead of standard output"),
            SettingsFolderArguments.assetsOption,
            .value("--nimkit", "VERSION", "the NIMKit release that read the plists (default: as for check)"),
        ],
        notes: [
            "What the new release cannot express, or what the app crashed on, is listed in the code's header and on "
                + "standard error. Exit status: 0 when the code was written; 1 when the files cannot be migrated (one "
                + "does not load, the release that read them is not settled); 2 for a usage or I/O error."
        ])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: spec) else { return 0 }
        let named = try SettingsFolderArguments.oneFolder(parsed, command: spec.name)
        guard let targetText = parsed.value("--to") else {
            throw UsageError(
                message: "nimlint migrate: --to VERSION is required (the NIMKit release to migrate to, such as 2.1.0)")
        }
        guard let target = NIMKitVersion(targetText) else {
            throw UsageError(
                message: "nimlint migrate: --to must be a NIMKit release such as 2.1.0, not '\(targetText)'")
        }
        // A release that still reads the plists is a wrong --to, as the help's exit status 2 says of usage errors.
        if let problem = Migration.targetProblem(target) { throw UsageError(message: "nimlint migrate: " + problem) }
        let options = try SettingsFolderArguments.parse(parsed, folders: [named], command: spec.name)
        let folder = try SettingsFolderArguments.settingsFolder(named, command: spec.name, announces: true).folder
        let language = parsed.value("--language").flatMap(MigrationLanguage.init) ?? .objc
        let checked = SettingsFolderCheck(
            folder: folder, assetFolders: options.assetFolders, nimkit: options.nimkit)
        let migration: Migration
        do {
            migration = try Migration.plan(checked.applied, to: target, findings: checked.outcome.reports)
        } catch {
            Output.standardError("nimlint migrate: " + error.message)
            return 1
        }
        for line in migration.notCarriedSummary { Output.standardError(line) }
        let code = migration.code(language)
        return Output.emit(code, toFile: parsed.value("--output"))
    }
}
