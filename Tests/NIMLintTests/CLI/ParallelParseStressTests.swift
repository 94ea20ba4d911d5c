import Foundation
import XCTest
@testable import NIMLint

/// Parse errors on every core at once, through each command that parses broken files, with the binary under
/// test (`NIMLINT_EXECUTABLE`: in CI, the static executable users install) against the plain build's.
///
/// libxml2 keeps its last error per thread only when it believes the process has threads; a static link once
/// left it believing otherwise, and concurrent parse errors freed and rewrote one shared error under each other:
/// heap corruption, a report cut off, an abort. That took hundreds of errors on two threads at a time, so every
/// folder here holds two files full of them, and each command runs several times.
final class ParallelParseStressTests: XCTestCase {
    /// With the shared error state, 12 runs out of 12 of `check` on this many folders gave a wrong report or
    /// crashed.
    private static let folderCount = 120
    /// Runs of the binary under test: the plain build is slow, and is its own reference.
    private static let runs = separateBinary ? 6 : 1
    private static var separateBinary: Bool { CLIRunner.executable != CLIRunner.plainBuild }

    /// Each bubble file raises three errors per string (an undefined entity twice, a character reference to
    /// NUL); each global file one per key, or, with `fixableGlobal`, parses and has a key twice, which `fix`
    /// mends while the bubble files' errors are raised on the other threads.
    private func brokenTree(fixableGlobal: Bool = false) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        let examples = repositoryRoot.appendingPathComponent("examples/Settings")
        let bubble = try String(
            contentsOf: examples.appendingPathComponent("NIMKitBubbleSetting.plist"), encoding: .utf8)
        let global = try String(
            contentsOf: examples.appendingPathComponent("NIMKitGlobalSetting.plist"), encoding: .utf8)
        let brokenBubble = bubble.replacingOccurrences(of: "<string>", with: "<string>&x;&y;&#0;")
        let brokenGlobal =
            fixableGlobal
            ? global.replacingOccurrences(
                of: "\t<key>Message_Limit</key>",
                with: "\t<key>Max_Length</key>\n\t<integer>9</integer>\n\t<key>Message_Limit</key>")
            : global.replacingOccurrences(of: "<key>", with: "<key>&nbsp;")
        XCTAssertNotEqual(brokenGlobal, global)
        for index in 0..<Self.folderCount {
            let name = Self.bundle(index)
            try folder.write("\(name)/NIMKitBubbleSetting.plist", brokenBubble)
            try folder.write("\(name)/NIMKitGlobalSetting.plist", brokenGlobal)
        }
        return folder
    }

    private static func bundle(_ index: Int) -> String { String(format: "App%04d/NIMKitSettings.bundle", index) }

    /// Runs `arguments` once with the plain build and `runs` times with the binary under test, and holds every
    /// run to the plain build's status and both outputs, byte for byte.
    private func assertSameEveryRun(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:], status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let reference = try CLIRunner.run(
            arguments, in: folder, environment: environment, executable: CLIRunner.plainBuild)
        XCTAssertEqual(reference.status, status, reference.standardError, file: file, line: line)
        XCTAssertFalse(reference.standardOutput.isEmpty, file: file, line: line)
        guard Self.separateBinary else { return }
        for run in 1...Self.runs {
            let result = try CLIRunner.run(arguments, in: folder, environment: environment)
            XCTAssertEqual(
                result.status, reference.status, "run \(run): \(result.standardError.prefix(500))", file: file,
                line: line)
            XCTAssertTrue(
                result.standardOutput == reference.standardOutput,
                "run \(run): \(result.standardOutput.utf8.count) bytes of output, the plain build's \(reference.standardOutput.utf8.count)",
                file: file, line: line)
            XCTAssertEqual(result.standardError, reference.standardError, "run \(run)", file: file, line: line)
        }
    }

    func testCheckReportsEveryBrokenFileTheSameEveryRun() throws {
        let tree = try brokenTree()
        try assertSameEveryRun(["check", "--format", "json", "."], in: tree.url, status: 1)
    }

    func testFixBesideBrokenFilesShowsAndWritesTheSameEveryRun() throws {
        let preview = try brokenTree(fixableGlobal: true)
        try assertSameEveryRun(["fix", "--diff", "."], in: preview.url, status: 1)
        let reference = try brokenTree(fixableGlobal: true)
        let fixed = try CLIRunner.run(
            ["fix", "--format", "json", "."], in: reference.url, executable: CLIRunner.plainBuild)
        XCTAssertEqual(fixed.status, 1, fixed.standardError)
        let expected = try snapshot(of: reference.url)
        XCTAssertNotEqual(expected, try snapshot(of: preview.url), "the plain build fixed the global files")
        for run in 1...Self.runs where Self.separateBinary {
            let tree = try brokenTree(fixableGlobal: true)
            let result = try CLIRunner.run(["fix", "--format", "json", "."], in: tree.url)
            XCTAssertEqual(result.status, fixed.status, "run \(run): \(result.standardError.prefix(500))")
            XCTAssertTrue(
                result.standardOutput == fixed.standardOutput, "run \(run): the report differs from the plain build's")
            XCTAssertTrue(
                try snapshot(of: tree.url) == expected, "run \(run): the files written differ from the plain build's")
        }
    }

    func testStagedCheckOfBrokenFilesIsTheSameEveryRun() throws {
        let sandbox = try GitSandbox(self)
        let tree = try brokenTree()
        for app in try FileManager.default.contentsOfDirectory(atPath: tree.url.path) {
            try FileManager.default.copyItem(
                at: tree.url.appendingPathComponent(app), to: sandbox.repository.appendingPathComponent(app))
        }
        try sandbox.git("add", ".")
        try assertSameEveryRun(
            ["check", "--staged", "--format", "json"], in: sandbox.repository, environment: sandbox.environment,
            status: 1)
    }

    /// The preview parses one folder's two files; run many at once, each must draw the page the plain build draws.
    func testPreviewsOfBrokenFoldersAtOnceAreThePlainBuilds() throws {
        let tree = try brokenTree()
        let folders = (0..<8).map(Self.bundle)
        let reference = try CLIRunner.run(["preview", folders[0]], in: tree.url, executable: CLIRunner.plainBuild)
        XCTAssertEqual(reference.status, 0, reference.standardError)
        let results = ResultSlots<Result<CLIRunner.Result, Error>>(count: folders.count * Self.runs)
        DispatchQueue.concurrentPerform(iterations: folders.count * Self.runs) { index in
            results[index] = Result { try CLIRunner.run(["preview", folders[index % folders.count]], in: tree.url) }
        }
        for (index, result) in results.values.enumerated() {
            let result = try XCTUnwrap(result).get()
            XCTAssertEqual(result.status, 0, result.standardError)
            let folder = folders[index % folders.count]
            XCTAssertEqual(
                result.standardOutput.replacingOccurrences(of: folder, with: folders[0]), reference.standardOutput,
                folder)
        }
    }

    /// The server parses one document at a time; forty broken ones opened in a row each get the errors the
    /// command line reports for that file.
    func testLanguageServerReportsEveryBrokenDocument() throws {
        let tree = try brokenTree()
        let documents = (0..<40).map { tree.url.appendingPathComponent(Self.bundle($0) + "/NIMKitBubbleSetting.plist") }
        let expected = try CLIRunner.run(
            ["check", "--format", "json", documents[0].path], in: tree.url, executable: CLIRunner.plainBuild)
        let report = try JSONSerialization.jsonObject(with: Data(expected.standardOutput.utf8)) as? [String: Any]
        let expectedCount = try XCTUnwrap(
            ((report?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [Any])?.count)
        // Many errors per document, so that error reporting runs on every parse: libxml2 2.9 reports over a hundred
        // of this file's, 2.12 stops reporting some of them sooner (68).
        XCTAssertGreaterThan(expectedCount, 50)
        let client = try LSPTestClient(folder: tree.url)
        _ = try client.initialize()
        for document in documents {
            client.open(document.absoluteString, try String(contentsOf: document, encoding: .utf8))
        }
        for document in documents {
            XCTAssertEqual(try client.diagnostics(for: document.absoluteString).count, expectedCount, document.path)
        }
    }

    /// Every file under `folder` by its path inside it, with its bytes.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
