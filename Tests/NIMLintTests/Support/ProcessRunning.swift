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
        // Standard error is read on another thread, so that a long one (a crash's backtrace) cannot fill its pipe
        // and stop the process while this thread waits for the end of standard output.
        var errorData = Data()
        let errorRead = DispatchWorkItem { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: errorRead)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self), folder: folder,
            uncaughtSignal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }

    /// The shell script that runs its operands with every thread's stack limited to `kibibytes`: see
    /// `SmallStackTests`.
    static func stackLimitScript(kibibytes: Int) -> String {
        "ulimit -s \(kibibytes) && exec \"$0\" \"$@\""
    }

    /// Runs nimlint with `arguments` in `folder`, its stack (and every thread's, on Linux) limited to `kibibytes`.
    static func run(_ arguments: [String], in folder: URL, stackLimit kibibytes: Int) throws -> Result {
        try run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", stackLimitScript(kibibytes: kibibytes), executable.path] + arguments, in: folder)
    }
}
