import Foundation
import PackagePlugin

// A plugin names its tool by the executable target (`NIMLintCLI`); the file it runs is the `nimlint` product.
// This file also serves the binary plugins package (BinaryPlugins/, through a symlink), whose artifact bundle
// names its executable NIMLintCLI too.

/// Lints the NIMKit settings files among a target's resources on every build that changes them, in Xcode's
/// `path:line:column: error: …` format, so findings show in the build log and the issue navigator and an error
/// fails the build.
@main
struct NIMLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            resources: module.sourceFiles.filter { $0.type == .resource }.map(\.url.path), targetName: target.name,
            tool: context.tool(named: "NIMLintCLI").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(resources: [String], targetName: String, tool: URL, workDirectory: URL) -> [Command] {
        let settings = resources.flatMap(SettingsFiles.at).sorted()
        guard !settings.isEmpty else { return [] }
        // A build command runs only when something needs its output. A text file is that output: the build copies
        // it among the target's resources (which hold the settings files already) and compiles nothing, so an
        // Objective-C or C target gets no Swift. It is written only when nimlint found no error, so a failed check
        // runs again on the next build.
        let stamp = workDirectory.appendingPathComponent("NIMLintChecked.txt")
        let script =
            #""$0" check --format xcode "$@" && printf 'nimlint found no error in the settings files\n' > "$NIMLINT_STAMP""#
        return [
            .buildCommand(
                displayName: "nimlint: checking \(settings.count) settings files of \(targetName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, tool.path] + settings,
                environment: ["NIMLINT_STAMP": stamp.path],
                inputFiles: settings.map { URL(fileURLWithPath: $0) },
                outputFiles: [stamp]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same check for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins).
    extension NIMLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                resources: target.inputFiles.filter { $0.type == .resource }.map(\.url.path),
                targetName: target.displayName,
                tool: context.tool(named: "NIMLintCLI").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
