import Foundation
import XCTest
@testable import NIMLint

/// Which files a run reads and how it reads them: folders skipped by the walk, symlinked settings files, asset
/// folders that are not there, files that grow while read, and the size limit on standard input.
final class PinnedInputTests: XCTestCase {
    private func checkedPaths(_ result: CLIRunner.Result) throws -> [String] {
        try JSONDecoder().decode(JSONReport.self, from: Data(result.standardOutput.utf8)).files.map(\.path)
    }

    func testRepositoryAndBuildFoldersAreNotWalked() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("App/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        for skipped in [".git", ".build", "DerivedData", "node_modules", "Carthage"] {
            try folder.write("\(skipped)/copy/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
            try folder.write("App/\(skipped)/NIMKitBubbleSetting.plist", SampleSettings.unknownElement)
        }
        let result = try CLIRunner.run(["check", "--format", "json"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertEqual(try checkedPaths(result), ["App/NIMKitBubbleSetting.plist", "App/NIMKitGlobalSetting.plist"])
    }

    func testASymlinkedSettingsFileInAWalkIsCheckedWhereItIsLinked() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Shared/global.plist", SampleSettings.unknownElement)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: false)
        try folder.symlink("App/NIMKitGlobalSetting.plist", to: "../Shared/global.plist")
        let result = try CLIRunner.run(["check", "--format", "xcode", "App"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(
            result.relativeOutput.hasPrefix("App/NIMKitGlobalSetting.plist:5:2: error: "), result.relativeOutput)
        XCTAssertTrue(result.relativeOutput.hasSuffix("[plist-structure]\n"), result.relativeOutput)
    }

    func testAMissingAssetsFolderIsAUsageErrorNamingIt() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let result = try CLIRunner.run(["check", "--assets", "Nowhere", "."], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint check: --assets Nowhere: no such folder\n")
        XCTAssertEqual(result.standardOutput, "")
        try folder.write("Images/.keep", "")
        XCTAssertNotEqual(try CLIRunner.run(["check", "--assets", "Images", "."], in: folder.url).status, 2)
    }

    /// A file in /proc says it holds 0 bytes and then gives more: the reader must read on to the end, and stop
    /// at the size limit.
    func testAFileThatGrowsWhileReadIsReadToItsEndWithinTheLimit() throws {
        let status = "/proc/self/status"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: status), "needs Linux's /proc")
        guard case .success(let source) = FileLoader.load(path: status) else { return XCTFail("\(status) must load") }
        let text = String(decoding: source.bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("Name:"), text)
        XCTAssertTrue(text.hasSuffix("\n"), "read to its last line: \(text)")
        XCTAssertGreaterThan(source.bytes.count, 200)

        let limit = source.bytes.count / 2
        guard case .failure(.refused(let path, let reason)) = FileLoader.load(path: status, sizeLimit: limit) else {
            return XCTFail("a file that grows above the limit while read must be refused")
        }
        XCTAssertEqual(path, status)
        XCTAssertEqual(reason, "grew above the \(limit)-byte limit while being read")
    }

    func testStandardInputAboveTheSizeLimitIsRefused() throws {
        let folder = try TemporaryFolder(self)
        // Comments after the root, a kilobyte a line: nothing in them is text, so no libxml2 release limits them
        // (up to 2.13 libxml2 refuses a run of blank text past 10,000,000 bytes, from 2.14 it does not), and the
        // size limit is nimlint's alone.
        let comment = "<!--" + String(repeating: " ", count: 1_016) + "-->\n"
        let padding = String(repeating: comment, count: FileLoader.defaultSizeLimit / 1024)
        let input = folder.url.appendingPathComponent("input")
        try Data((SampleSettings.clean + padding).utf8).write(to: input)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let arguments = ["check", "-", "--stdin-filename", "NIMKitGlobalSetting.plist", "--nimkit", "1.8.0"]
        let result = try CLIRunner.run(
            executable: CLIRunner.executable, arguments, in: folder.url,
            standardInput: try FileHandle(forReadingFrom: input))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "nimlint: standard input: above the \(FileLoader.defaultSizeLimit)-byte limit for a settings file\n")
        XCTAssertEqual(result.standardOutput, "")

        let free = FileLoader.defaultSizeLimit - SampleSettings.clean.utf8.count
        let exact =
            SampleSettings.clean + String(repeating: "\n", count: free % 1024)
            + String(repeating: comment, count: free / 1024)
        XCTAssertEqual(exact.utf8.count, FileLoader.defaultSizeLimit)
        let read = try CLIRunner.run(arguments, in: folder.url, input: Data(exact.utf8))
        XCTAssertEqual(read.standardError, "", "exactly the limit is read")
        XCTAssertEqual(read.standardOutput, "1 file checked: no problems\n", "and linted")
        XCTAssertEqual(read.status, 0)
    }

    func testTheSizeLimitIsExactAndCheckedBeforeReading() throws {
        let folder = try TemporaryFolder(self)
        let atLimit = try folder.write("at.plist", String(repeating: "x", count: 1_024)).path
        let aboveLimit = try folder.write("above.plist", String(repeating: "x", count: 1_025)).path
        guard case .success(let source) = FileLoader.load(path: atLimit, sizeLimit: 1_024) else {
            return XCTFail("the limit itself is allowed")
        }
        XCTAssertEqual(source.bytes.count, 1_024)
        XCTAssertEqual(
            FileLoader.load(path: aboveLimit, sizeLimit: 1_024).failureReason,
            "1025 bytes is above the 1024-byte limit for a settings file")
    }

    func testExcludeGlobsMatchWhatTheySayAndNoMore() {
        XCTAssertTrue(Glob("**/Old?/*.plist").matches("App/Old1/NIMKitGlobalSetting.plist"))
        XCTAssertFalse(
            Glob("**/Old?/*.plist").matches("App/Old/NIMKitGlobalSetting.plist"), "? is exactly one character")
        XCTAssertFalse(Glob("**/Old?/*.plist").matches("App/Old12/NIMKitGlobalSetting.plist"))
        XCTAssertTrue(Glob("Vendor/**").matches("Vendor/a/b/NIMKitGlobalSetting.plist"))
        XCTAssertFalse(Glob("Vendor/*").matches("Vendor/a/NIMKitGlobalSetting.plist"), "* stays within one folder")
    }
}

private extension Result where Failure == FileLoader.Failure {
    var failureReason: String? {
        if case .failure(let failure) = self { return failure.reason }
        return nil
    }
}
