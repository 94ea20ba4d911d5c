import Foundation

extension CLIRunner {
    /// Runs any `executable` in `folder` and collects what it prints, for runs `run(_:in:input:environment:)`
    /// cannot set up: nimlint behind a shell that limits it, or standard input read from a file at nimlint's own
    /// pace (a pipe fed up front would block once nimlint stops reading).
    static func run(
        executable: URL, _ arguments: [String], in folder: URL, standardInput: FileHandle? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let standardInput { process.standardInput = standardInput }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self), folder: folder)
    }
}
