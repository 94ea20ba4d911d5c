import Foundation
import XCTest

/// The paths users pass as they really do: files named one by one, a folder with a dangling link where a
/// settings file should be.
final class CLIPathTests: XCTestCase {
    func testAFileNamedOnTheCommandLineIsAlwaysChecked() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("README.md", "# App\n")
        try folder.write("App/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        let result = try CLIRunner.run(
            ["check", "--format", "xcode", "README.md", "App/NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "")
        let lines = result.relativeOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.standardOutput)
        XCTAssertTrue(lines[0].hasPrefix("App/NIMKitGlobalSetting.plist:5:2: error:"), result.standardOutput)
        XCTAssertTrue(
            lines[1].hasPrefix("README.md:1:1: error: this is not an XML property list"), result.standardOutput)
        XCTAssertTrue(lines[1].hasSuffix("[unsupported-format]"), result.standardOutput)

        let forced = try CLIRunner.run(
            ["check", "--schema", "global", "--format", "xcode", "README.md"], in: folder.url)
        XCTAssertEqual(forced.status, 1)
        XCTAssertTrue(forced.relativeOutput.hasPrefix("README.md:1:1: error:"), forced.standardOutput)
    }

    func testAFolderWithoutSettingsFilesSaysWhatItLooksFor() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("README.md", "# App\n")
        let result = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("no settings files found"), result.standardOutput)
    }

    func testAMissingFileIsOneLowerCaseLineOnStandardError() throws {
        let folder = try TemporaryFolder(self)
        let result = try CLIRunner.run(["check", "Deleted/NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint: Deleted/NIMKitGlobalSetting.plist: no such file or directory\n")
    }

    func testABrokenSymlinkInPlaceOfASettingsFileIsReported() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit()
        try folder.write("App/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.symlink("App/NIMKitGlobalSetting.plist", to: "Shared/NIMKitGlobalSetting.plist")
        try folder.symlink("App/notes.txt", to: "nowhere")
        let walked = try CLIRunner.run(["check", "App"], in: folder.url)
        XCTAssertEqual(walked.status, 2)
        XCTAssertEqual(
            walked.standardError,
            "nimlint: App/NIMKitGlobalSetting.plist: broken symbolic link to "
                + "Shared/NIMKitGlobalSetting.plist (no such file or directory)\n")
        XCTAssertEqual(
            walked.standardOutput, "1 file checked: no problems; 1 path not checked\n",
            "a broken link is no missing file: it is reported as it is")
        let named = try CLIRunner.run(["check", "App/NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(named.standardError, walked.standardError)
    }
}
