import Foundation

/// Runs a program found on PATH (through `/usr/bin/env`) in a folder, feeding it `input`, and collects its exit
/// status and both output streams.
enum Subprocess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Both streams, for assertion messages about tools that print progress on one and errors on the other.
        var output: String { standardOutput + standardError }
    }

    static func run(_ arguments: [String], in folder: URL, input: Data = Data()) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        _ = ignoreBrokenPipes
        try? standardInput.fileHandleForWriting.write(contentsOf: input)
        try standardInput.fileHandleForWriting.close()
        // Standard error is read on another thread so that neither pipe fills up while the other is drained.
        var errorData = Data()
        let errorRead = DispatchWorkItem { errorData = standardError.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: errorRead)
        let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
