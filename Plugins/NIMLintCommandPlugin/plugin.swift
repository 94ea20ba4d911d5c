import Foundation
import PackagePlugin

/// `swift package nimlint [check|fix] [ARGUMENTS...]`: runs nimlint in the package's folder, checking the whole
/// package when no path is given. `fix` writes files, so SwiftPM asks for `--allow-writing-to-package-directory`.
@main
struct NIMLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let arguments = arguments.first.map { ["check", "fix"].contains($0) } == true ? arguments : ["check"] + arguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try context.tool(named: "nimlint").path.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("nimlint \(arguments[0]) exited with status \(process.terminationStatus)")
        }
    }
}
