import Foundation
import XCTest

/// Runs tools (git, pre-commit) with git isolated from the machine's own configuration: its own HOME, no
/// global or system configuration, a fixed author.
struct Shell {
    let environment: [String: String]

    init(environment extra: [String: String], home: URL) throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home.path, "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            "XDG_CONFIG_HOME": home.path,
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ].merging(extra) { $1 }
    }

    /// Runs a tool found on PATH and returns its standard output; a non-zero exit is an error.
    @discardableResult
    func run(_ arguments: [String], in folder: URL) throws -> String {
        let result = try self.result("/usr/bin/env", arguments, in: folder)
        guard result.status == 0 else {
            throw GitSandboxError(message: "\(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return result.standardOutput
    }

    func result(_ executable: String, _ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        let result = try Subprocess.run(
            executable: URL(fileURLWithPath: executable), arguments, in: folder, input: .file(FileHandle.nullDevice),
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
        return CLIRunner.Result(result, folder: folder)
    }

    static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }
}

/// A real git repository in a temporary folder, removed when the test ends.
struct GitSandbox {
    let folder: TemporaryFolder
    let shell: Shell

    var url: URL { folder.url }
    /// The environment every git and nimlint run in the sandbox gets.
    var environment: [String: String] { shell.environment }

    init(_ test: XCTestCase, extraEnvironment: [String: String] = [:]) throws {
        guard Shell.onPath("git") else {
            throw XCTSkip("git is not installed")
        }
        folder = try TemporaryFolder(test)
        shell = try Shell(environment: extraEnvironment, home: folder.url.appendingPathComponent("home"))
        try shell.run(["git", "init", "-q", "-b", "main", "repo"], in: folder.url)
    }

    /// The working tree of the repository.
    var repository: URL { url.appendingPathComponent("repo") }

    /// Runs git in `folder` (the repository by default) and fails on a non-zero exit.
    @discardableResult
    func git(_ arguments: String..., in folder: URL? = nil) throws -> String {
        try shell.run(["git"] + arguments, in: folder ?? repository)
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
        try writeFile(path, text, under: repository)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: repository.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The index's copy of a file.
    func staged(_ path: String) throws -> String {
        try git("show", ":" + path)
    }

    func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try shell.result(executable, arguments, in: folder)
    }
}

struct GitSandboxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
