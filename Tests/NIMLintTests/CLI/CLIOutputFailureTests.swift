import Foundation
import XCTest

/// Where nimlint's output cannot go: standard output closed or opened read-only, a report file in a folder
/// that is a folder. Each ends with the system's reason and exit status 2, never a crash.
final class CLIOutputFailureTests: XCTestCase {
    private func settingsFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        return folder
    }

    /// Runs `nimlint check Settings` through `sh` with `redirection` applied to it.
    private func checkThroughShell(_ redirection: String, in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "exec \"$0\" check Settings \(redirection)", CLIRunner.executable.path],
            in: folder)
    }

    func testAClosedStandardOutputIsReportedWithStatusTwo() throws {
        let folder = try settingsFolder()
        let result = try checkThroughShell(">&-", in: folder.url)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").last,
            "nimlint: cannot write to standard output: bad file descriptor")
    }

    func testStandardOutputOpenedReadOnlyIsReportedWithStatusTwo() throws {
        let folder = try settingsFolder()
        try folder.write("read-only.txt", "kept\n")
        let result = try checkThroughShell("1<read-only.txt", in: folder.url)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").last,
            "nimlint: cannot write to standard output: bad file descriptor")
        XCTAssertEqual(try folder.read("read-only.txt"), "kept\n")
    }

    func testAReportThatCannotBeWrittenSaysTheSystemsReason() throws {
        let folder = try settingsFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("reports"), withIntermediateDirectories: false)
        let result = try CLIRunner.run(
            ["check", "--format", "json", "--output", "reports", "Settings"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").last,
            "nimlint: cannot write the report to reports: is a directory")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["Settings", "reports"],
            "no temporary file left")
    }

    func testAReportFileReplacedInOneStepIsReadableAndLeavesNoTemporaryFile() throws {
        let folder = try settingsFolder()
        try folder.write("report.json", "an older report, longer than the new one will be in its first line\n")
        let result = try CLIRunner.run(["check", "--format", "json", "-o", "report.json", "Settings"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(try folder.read("report.json").hasPrefix("{"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["Settings", "report.json"])
        let mode = try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("report.json").path)[
                .posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o044, 0o044, "readable by others, as any file the user creates under umask 022")
    }
}
