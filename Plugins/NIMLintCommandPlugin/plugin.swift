import Foundation
import PackagePlugin

// A plugin names its tool by the executable target (`NIMLintCLI`); the file it runs is the `nimlint` product.
// This file also serves the binary plugins package (BinaryPlugins/, through a symlink), whose artifact bundle
// names its executable NIMLintCLI too.

/// `swift package nimlint [check|fix] [ARGUMENTS...]`: runs nimlint in the package's folder, checking the whole
/// package when no path is given. `fix` writes files, so SwiftPM asks for `--allow-writing-to-package-directory`.
@main
struct NIMLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(tool: context.tool(named: "NIMLintCLI").url, in: context.package.directoryURL, arguments: arguments)
    }

    /// Runs nimlint in `folder`; `check` unless the first argument names `check` or `fix`.
    static func run(tool: URL, in folder: URL, arguments: [String]) throws {
        let arguments = arguments.first.map { ["check", "fix"].contains($0) } == true ? arguments : ["check"] + arguments
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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for an Xcode project (File › Packages, or the project's context menu), in its folder.
extension NIMLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(tool: context.tool(named: "NIMLintCLI").url, in: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
