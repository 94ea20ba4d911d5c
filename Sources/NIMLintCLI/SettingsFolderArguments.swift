import Foundation
import NIMLint

/// What `show`, `diff`, `preview` and `migrate` take alike: settings folders, `--assets` and `--nimkit`, checked before anything runs.
enum SettingsFolderArguments {
    static let assetsOption = OptionSpec.value(
        "--assets", "DIR", "look for bubble images in DIR too (repeatable), beside .nimlint.json's assets")
    static let nimkitOption = OptionSpec.value(
        "--nimkit", "VERSION", "the NIMKit release that reads the files (default: as for check)")

    /// The one folder a command reads: its operand, or the current folder.
    static func oneFolder(_ parsed: ParsedArguments, command: String) throws(UsageError) -> String {
        guard parsed.operands.count <= 1 else { throw UsageError(message: "nimlint \(command): one folder at most") }
        return parsed.operands.first ?? "."
    }

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
        guard let version = PublishedReleases.release(text) else {
            throw UsageError(message: "nimlint \(command): --nimkit: \(PublishedReleases.problem(with: text))")
        }
        return (parsed.all("--assets"), version)
    }

    /// The folder a command reads for `folder`: the folder itself when it holds a settings file, or at an app's root
    /// the bundle NIMKit loads (`SettingsBundleResolver`), with the line saying which one on standard error when
    /// `announces` (for the commands whose standard output is a page or code, not a report). Finding no bundle is
    /// an error unless `mayBeEmpty`: a folder read at a git revision may hold the files there and not in the tree.
    static func settingsFolder(
        _ folder: String, command: String, announces: Bool = false, mayBeEmpty: Bool = false
    ) throws(UsageError) -> (folder: String, bundle: SettingsBundleChoice?) {
        switch SettingsBundleResolver.resolve(folder: folder) {
        case .asGiven:
            return (folder, nil)
        case .bundle(let choice):
            if announces { Output.standardError("nimlint \(command): settings: " + choice.summary) }
            return (choice.path, choice)
        case .notFound where mayBeEmpty:
            return (folder, nil)
        case .notFound(let message):
            throw UsageError(message: "nimlint \(command): " + message)
        }
    }

    /// Puts a check's configuration errors and problems on standard error; false when a configuration could not
    /// be used, so nothing was read as the folder's configuration says.
    static func report(_ check: SettingsFolderCheck) -> Bool {
        CheckCommand.report(problemsOf: check.outcome)
    }
}
