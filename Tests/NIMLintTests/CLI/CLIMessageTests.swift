import Foundation
import XCTest
import NIMLint

/// Messages users tripped on: each says what went wrong in their terms and what to type instead.
final class CLIMessageTests: XCTestCase {
    func testASchemaNameInTheWrongCaseGetsTheNameSuggested() throws {
        let folder = try TemporaryFolder(self)
        let result = try CLIRunner.run(
            ["check", "--schema", "Global", "-"], in: folder.url, input: Data(SampleSettings.clean.utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "nimlint check: --schema must be global, bubble or a schema file; "
                + "no such file: Global; did you mean 'global'?\n")
    }

    /// More input than a pipe holds, to a nimlint that stops at a usage error without reading it: the write fails
    /// and the test goes on (a test process killed by SIGPIPE took every later test with it).
    func testAUsageErrorBeforeTheInputIsReadLeavesTheCallerStanding() throws {
        let folder = try TemporaryFolder(self)
        let input = Data(repeating: UInt8(ascii: " "), count: 1 << 20) + Data(SampleSettings.clean.utf8)
        let result = try CLIRunner.run(["check", "--schema", "Global", "-"], in: folder.url, input: input)
        XCTAssertEqual(result.status, 2, result.standardError)
    }

    func testAFolderGivenAsTheConfigurationSaysWhatToName() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/NIMKitGlobalSetting.plist", SampleSettings.clean)
        let without = try CLIRunner.run(["check", "--config", "App", "App"], in: folder.url)
        XCTAssertEqual(without.status, 2)
        XCTAssertEqual(
            without.standardError,
            "nimlint: --config App is a folder; --config takes the configuration file "
                + "itself, such as App/.nimlint.json\n")
        try folder.write(".nimlint.json", "{}")
        let with = try CLIRunner.run(["check", "--config", ".", "App"], in: folder.url)
        XCTAssertEqual(
            with.standardError,
            "nimlint: --config . is a folder; --config takes the configuration file "
                + "itself; did you mean .nimlint.json?\n")
    }

    func testHelpBeforeACommandShowsThatCommandsHelp() throws {
        let folder = try TemporaryFolder(self)
        let check = try CLIRunner.run(["help", "check"], in: folder.url).standardOutput
        XCTAssertTrue(check.hasPrefix("usage: nimlint check "))
        for spelling in ["--help", "-h"] {
            let result = try CLIRunner.run([spelling, "check"], in: folder.url)
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.standardOutput, check, spelling)
        }
        XCTAssertTrue(try CLIRunner.run(["--help"], in: folder.url).standardOutput.contains("usage: nimlint <command>"))
    }

    func testAnEmptyFileIsToldWhichDefaultToStartFrom() throws {
        let folder = try TemporaryFolder(self)
        let piped = try CLIRunner.run(["check", "-"], in: folder.url)
        XCTAssertTrue(
            piped.standardOutput.contains(
                "help: start from NIMKit's default NIMKitGlobalSetting.plist or NIMKitBubbleSetting.plist\n"),
            piped.standardOutput)
        XCTAssertFalse(piped.standardOutput.contains("default <stdin>"))
        try folder.write("NIMKitBubbleSetting.plist", "")
        let named = try CLIRunner.run(["check", "NIMKitBubbleSetting.plist"], in: folder.url)
        XCTAssertTrue(named.standardOutput.contains("help: start from NIMKit's default NIMKitBubbleSetting.plist\n"))
    }

    func testAMissingPathIsNotCalledNoProblems() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let missing = try CLIRunner.run(["check", "nowhere"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardOutput, "no files checked: 1 path not checked\n")
        let partly = try CLIRunner.run(["check", "nowhere", "NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(partly.standardOutput, "1 file checked: no problems; 1 path not checked\n")
    }
}
