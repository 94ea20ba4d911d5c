import Foundation
import PackagePlugin

/// `swift package nimlint [check|fix] [ARGUMENTS...]`: runs nimlint in the package's folder, checking the whole
/// package when no path is given. `fix` writes files, so SwiftPM asks for `--allow-writing-to-package-directory`.
@main
struct NIMLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(tool: context.tool(named: "nimlint").path, in: context.package.directory, arguments: arguments)
    }

    /// Runs nimlint in `folder`; `check` unless the first argument names `check` or `fix`.
    static func run(tool: Path, in folder: Path, arguments: [String]) throws {
        let arguments = arguments.first.map { ["check", "fix"].contains($0) } == true ? arguments : ["check"] + arguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.string)
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
        try Self.run(tool: context.tool(named: "nimlint").path, in: context.xcodeProject.directory, arguments: arguments)
    }
}
#endif
