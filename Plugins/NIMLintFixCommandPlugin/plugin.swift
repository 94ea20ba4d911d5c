import Foundation
import PackagePlugin

// A plugin names its tool by the executable target (`NIMLintCLI`); the file it runs is the `nimlint` product.
// This file also serves the binary plugins package (BinaryPlugins/, through a symlink).

/// `swift package nimlint-fix [--target NAME...] [ARGUMENTS...]`: `nimlint fix` in the package's folder. It
/// declares the permission to write to the package, so Xcode asks for it, where plugins run in a sandbox and
/// `--allow-writing-to-package-directory` cannot be given.
@main
struct NIMLintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NIMLintRun.run(
            tool: context.tool(named: "NIMLintCLI").url, in: context.package.directoryURL, arguments: arguments,
            command: "fix", targetPaths: context.targetSettingsFiles)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NIMLintFixCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try NIMLintRun.run(
                tool: context.tool(named: "NIMLintCLI").url, in: context.xcodeProject.directoryURL,
                arguments: arguments,
                command: "fix", targetPaths: context.targetSettingsFiles)
        }
    }
#endif
