import Foundation

/// A git command that failed, with what git said.
public struct GitError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Runs git as a subprocess in one folder. Paths come back NUL-separated (`-z`) and go in as literal
/// pathspecs, so a name with spaces, quotes, newlines or non-ASCII letters passes through untouched: git's
/// quoted output (`"caf\303\251.plist"`) is never parsed.
struct Git {
    var folder: String

    /// Standard output of `git ARGUMENTS`; a non-zero exit is an error carrying git's own message.
    func run(_ arguments: [String]) throws(GitError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--literal-pathspecs"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GitError(message: "cannot run git in \(folder): \(error.localizedDescription)")
        }
        // Standard error is drained on another thread, so neither pipe can fill up and stall git.
        let errorText = ErrorCollector()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        reading.wait()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if process.terminationStatus == 127, said.contains("git") {
                throw GitError(message: "git is not installed or not on PATH")
            }
            throw GitError(message: said.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : said)
        }
        return bytes
    }

    /// One line of output, without its line break.
    func line(_ arguments: [String]) throws(GitError) -> String {
        let text = String(decoding: try run(arguments), as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Output split at NUL bytes, for `-z` listings.
    func records(_ arguments: [String]) throws(GitError) -> [String] {
        try run(arguments).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}

private final class ErrorCollector: @unchecked Sendable {
    var data = Data()
}
