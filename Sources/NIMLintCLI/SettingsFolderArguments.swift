import Foundation
import NIMLint

/// What `show`, `diff`, `preview` and `migrate` take alike: settings folders, `--assets` and `--nimkit`, checked before anything runs.
enum SettingsFolderArguments {
    static let assetsOption = OptionSpec.value(
        "--assets", "DIR", "look for bubble images in DIR too (repeatable), beside .nimlint.json's assets")
    static let nimkitOption = OptionSpec.value(
        "--nimkit", "VERSION", "the NIMKit release that reads the files (default: as for check)")

    /// The options' values, each folder checked to be one.
    static func parse(
        _ parsed: ParsedArguments, folders: [String], command: String
    ) throws(UsageError) -> (assetFolders: [String], nimkit: NIMKitVersion?) {
        for folder in folders where !FileSystemPath.isFolder(folder) {
            throw UsageError(message: "nimlint \(command): \(folder): no such folder")
        }
        for folder in parsed.all("--assets") where !FileSystemPath.isFolder(folder) {
            throw UsageError(message: "nimlint \(command): --assets \(folder): no such folder")
        }
        guard let text = parsed.value("--nimkit") else { return (parsed.all("--assets"), nil) }
        guard let version = NIMKitVersion(text) else {
            throw UsageError(message: "nimlint \(command): --nimkit must be a NIMKit release such as 1.8.0, not '\(text)'")
        }
        return (parsed.all("--assets"), version)
    }

    /// Puts a check's configuration errors and problems on standard error; false when a configuration could not
    /// be used, so nothing was read as the folder's configuration says.
    static func report(_ check: SettingsFolderCheck) -> Bool {
        CheckCommand.report(problemsOf: check.outcome)
    }
}
