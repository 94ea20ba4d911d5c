import Foundation
import XCTest

/// A real git repository in a temporary folder, with git isolated from the machine's own configuration: its
/// own HOME, no global or system configuration, a fixed author.
struct GitSandbox {
    let folder: TemporaryFolder
    /// The environment every git and nimlint run in the sandbox gets.
    let environment: [String: String]

    var url: URL { folder.url }

    init(_ test: XCTestCase) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") || Self.onPath("git") else {
            throw XCTSkip("git is not installed")
        }
        folder = try TemporaryFolder(test)
        let home = folder.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home.path, "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            "XDG_CONFIG_HOME": home.path,
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        try git("init", "-q", "-b", "main", "repo", in: folder.url)
    }

    /// The working tree of the repository.
    var repository: URL { url.appendingPathComponent("repo") }

    /// Runs git in `folder` (the repository by default) and fails the test on a non-zero exit.
    @discardableResult
    func git(_ arguments: String..., in folder: URL? = nil) throws -> String {
        let result = try run("/usr/bin/env", ["git"] + arguments, in: folder ?? repository)
        guard result.status == 0 else {
            throw GitSandboxError(message: "git \(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return result.standardOutput
    }

    /// `git commit`, returning its result whether or not a hook stopped it.
    func commit(_ message: String, in folder: URL? = nil) throws -> CLIRunner.Result {
        try run("/usr/bin/env", ["git", "commit", "-q", "-m", message], in: folder ?? repository)
    }

    /// Runs nimlint in `folder` (the repository by default) with the sandbox's environment.
    func nimlint(_ arguments: String..., in folder: URL? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: folder ?? repository, environment: environment)
    }

    /// Writes a file in the repository, making its folders.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let file = repository.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: repository.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The index's copy of a file.
    func staged(_ path: String) throws -> String {
        try git("show", ":" + path)
    }

    func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = ErrorSink()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        return CLIRunner.Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self), folder: folder)
    }

    static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }
}

struct GitSandboxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

private final class ErrorSink: @unchecked Sendable {
    var data = Data()
}
