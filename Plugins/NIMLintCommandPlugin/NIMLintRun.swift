import Foundation
import PackagePlugin

// Shared by the two command plugins through a symlink.

/// How a command plugin runs nimlint. `--target NAME`, which Xcode passes for each target chosen in its plugin
/// dialog and `swift package` takes too, is SwiftPM's option and not nimlint's: it is taken out, and nimlint checks
/// the settings files among those targets' resources instead of the whole folder.
enum NIMLintRun {
    /// Runs nimlint in `folder`: `command` unless the first argument names `check` or `fix`, the other arguments,
    /// then the settings files of the targets named by `--target`, which `targetPaths` gives.
    static func run(
        tool: URL, in folder: URL, arguments: [String], command: String, targetPaths: ([String]) throws -> [String]
    ) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var arguments = extractor.remainingArguments
        if !["check", "fix"].contains(arguments.first ?? "") { arguments.insert(command, at: 0) }
        if !targets.isEmpty {
            let paths = try targetPaths(targets)
            guard !paths.isEmpty else {
                Diagnostics.remark("no NIMKit settings files in \(targets.joined(separator: ", "))")
                return
            }
            arguments += paths
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("nimlint \(arguments[0]) exited with status \(process.terminationStatus)")
        }
    }
}

extension PluginContext {
    /// The settings files among the resources of the package's targets named `names`, the files the build-tool
    /// plugin checks (an unknown name is an error).
    func targetSettingsFiles(_ names: [String]) throws -> [String] {
        try package.targets(named: names).compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.filter { $0.type == .resource }.map(\.url.path) }
            .flatMap(SettingsFiles.at).sorted()
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension XcodePluginContext {
        /// The settings files among the resources of the project's targets named `names`: an Xcode target has no
        /// folder of its own.
        func targetSettingsFiles(_ names: [String]) -> [String] {
            xcodeProject.targets.filter { names.contains($0.displayName) }
                .flatMap { $0.inputFiles.filter { $0.type == .resource }.map(\.url.path) }
                .flatMap(SettingsFiles.at).sorted()
        }
    }
#endif
