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
            .value("--assets", "DIR", "look for bubble images in DIR too (repeatable), beside .nimlint.json's assets"),
            .value("--nimkit", "VERSION", "the NIMKit release that reads the files (default: as for check)"),
        ],
        notes: ["Exit status: 0 when the page was written, even for missing files (the page says so); 2 for a usage "
            + "or I/O error."])

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, for: spec)
        if parsed.flag("--help") {
            Output.standardOutput(Usage.help(for: spec))
            return 0
        }
        guard parsed.operands.count <= 1 else { throw UsageError(message: "nimlint preview: one folder at most") }
        let named = parsed.operands.first ?? "."
        let options = try SettingsFolderArguments.parse(parsed, folders: [named], command: spec.name)
        let folder = try SettingsFolderArguments.settingsFolder(named, command: spec.name, announces: true).folder
        let preview = ChatPreview.build(
            folder: folder, assetFolders: options.assetFolders, nimkit: options.nimkit)
        let page = PreviewHTML.render(preview)
        return Output.emit(page, toFile: parsed.value("--output"))
    }
}
