import Foundation

/// Runs a program found on PATH (through `/usr/bin/env`) in a folder, feeding it `input`, and collects its exit
/// status and both output streams.
enum Subprocess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// The signal that ended the process (`status` is then its number, not an exit status), nil after an exit.
        var uncaughtSignal: Int32? = nil
        /// Both streams, for assertion messages about tools that print progress on one and errors on the other.
        var output: String { standardOutput + standardError }
    }

    /// What the process reads on standard input: bytes written up front, or a file it reads at its own pace (a
    /// pipe fed up front would block once the process stops reading).
    enum Input {
        case bytes(Data)
        case file(FileHandle)
    }

    static func run(_ arguments: [String], in folder: URL, input: Data = Data()) throws -> Result {
        try run(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder, input: .bytes(input))
    }

    /// Runs `executable` with `environment` (this process's own when nil).
    static func run(
        executable: URL, _ arguments: [String], in folder: URL, input: Input, environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        var written: (pipe: Pipe, bytes: Data)?
        switch input {
        case .bytes(let bytes):
            let pipe = Pipe()
            process.standardInput = pipe
            written = (pipe, bytes)
        case .file(let file):
            process.standardInput = file
        }
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        if let written {
            // The process may exit before it reads its input (a usage error): the write then fails, and must not
            // end the test process with SIGPIPE.
            _ = ignoreBrokenPipes
            try? written.pipe.fileHandleForWriting.write(contentsOf: written.bytes)
            try written.pipe.fileHandleForWriting.close()
        }
        // Standard error is read on another thread, so that neither pipe fills up (a crash's backtrace on standard
        // error) and stops the process while this thread waits for the end of standard output.
        var errorData = Data()
        let errorRead = DispatchWorkItem { errorData = standardError.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: errorRead)
        let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            uncaughtSignal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }
}
