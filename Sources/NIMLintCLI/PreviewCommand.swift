import Foundation
import NIMLint

/// `nimlint preview`: the chat screen a folder's settings files make, as one HTML page.
enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview", operands: "[PATH]",
        summary: "Write one self-contained HTML page drawing the chat screen that the two settings files in PATH "
            + "(default: the current folder) make, with every finding of check at the row it affects.",
        options: [
            .value("--output", "FILE", short: "-o", "write the page to FILE instead of standard output"),
            SettingsFolderArguments.assetsOption,
            SettingsFolderArguments.nimkitOption,
        ],
        notes: [
            "Exit status: 0 when the page was written, even for missing files (the page says so); 2 for a usage "
                + "or I/O error."
        ])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try ParsedArguments.parseUnlessHelp(arguments, for: spec) else { return 0 }
        let named = try SettingsFolderArguments.oneFolder(parsed, command: spec.name)
        let options = try SettingsFolderArguments.parse(parsed, folders: [named], command: spec.name)
        let folder = try SettingsFolderArguments.settingsFolder(named, command: spec.name, announces: true).folder
        let preview = ChatPreview.build(
            folder: folder, assetFolders: options.assetFolders, nimkit: options.nimkit)
        let page = PreviewHTML.render(preview)
        return Output.emit(page, toFile: parsed.value("--output"))
    }
}
