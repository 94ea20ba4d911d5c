import Foundation

extension CLIRunner {
    /// Runs any `executable` in `folder` and collects what it prints, for runs `run(_:in:input:environment:)`
    /// cannot set up: nimlint behind a shell that limits it, or standard input read from a file at nimlint's own
    /// pace.
    static func run(
        executable: URL, _ arguments: [String], in folder: URL, standardInput: FileHandle? = nil
    ) throws -> Result {
        let input: Subprocess.Input = standardInput.map { .file($0) } ?? .bytes(Data())
        return Result(try Subprocess.run(executable: executable, arguments, in: folder, input: input), folder: folder)
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
