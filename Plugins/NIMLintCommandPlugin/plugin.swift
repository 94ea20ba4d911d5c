import Foundation
import PackagePlugin

// A plugin names its tool by the executable target (`NIMLintCLI`); the file it runs is the `nimlint` product.
// This file also serves the binary plugins package (BinaryPlugins/, through a symlink), whose artifact bundle
// names its executable NIMLintCLI too.

/// `swift package nimlint [check|fix] [--target NAME...] [ARGUMENTS...]`: runs nimlint in the package's folder,
/// checking the settings files among the named targets' resources, or the whole package when no path or target
/// is given. It declares no permission, so `check` runs without a prompt; `fix` here needs
/// `--allow-writing-to-package-directory`, and from Xcode the `nimlint-fix` command (NIMLintFixCommandPlugin),
/// which asks for it.
@main
struct NIMLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NIMLintRun.run(
            tool: context.tool(named: "NIMLintCLI").url, in: context.package.directoryURL, arguments: arguments,
            command: "check", targetPaths: context.targetSettingsFiles)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same command for an Xcode project (File › Packages, or the project's context menu), in its folder.
    extension NIMLintCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try NIMLintRun.run(
                tool: context.tool(named: "NIMLintCLI").url, in: context.xcodeProject.directoryURL,
                arguments: arguments,
                command: "check", targetPaths: context.targetSettingsFiles)
        }
    }
#endif
