import Foundation
import XCTest
import NIMLint

/// `nimlint check` end to end: exit codes, standard input, missing paths and the folder walk.
final class CLICheckTests: XCTestCase {
    func testExitCodes() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Clean/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Clean/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.write("Broken/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("Broken/.nimlint.json", #"{"rules": {"plist-structure": "warning"}}"#)

        let clean = try CLIRunner.run(["check", "Clean"], in: folder.url)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.standardOutput, "2 files checked: no problems\n")
        XCTAssertEqual(
            try CLIRunner.run(["check", "Broken", "--format", "xcode"], in: folder.url).status, 0,
            "a warning alone passes")
        XCTAssertEqual(try CLIRunner.run(["check", "Broken", "--strict"], in: folder.url).status, 1)
        try folder.write("Broken/.nimlint.json", "{}")
        XCTAssertEqual(try CLIRunner.run(["check", "Broken"], in: folder.url).status, 1)
        XCTAssertEqual(try CLIRunner.run(["check", "--frmat", "json"], in: folder.url).status, 2)
    }

    func testAFileNamedAloneIsCheckedBesideItsSiblingWhichIsNeitherReportedNorFixed() throws {
        let folder = try TemporaryFolder(self)
        let bubbleless = SampleSettings.clean.replacingOccurrences(of: "<key>Bubble</key>", with: "<key>Bubbles</key>")
        XCTAssertNotEqual(bubbleless, SampleSettings.clean)
        try folder.write("App/NIMKitGlobalSetting.plist", bubbleless)
        try folder.write("App/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let named = try CLIRunner.run(["check", "--format", "xcode", "App/NIMKitBubbleSetting.plist"], in: folder.url)
        XCTAssertTrue(named.standardOutput.contains("[no-bubble-image]"), named.standardOutput)
        XCTAssertFalse(named.relativeOutput.contains("NIMKitGlobalSetting.plist:"), "the sibling is read, not reported")
        let piped = try CLIRunner.run(
            ["check", "--format", "xcode", "-", "--stdin-filename", "App/NIMKitBubbleSetting.plist"], in: folder.url,
            input: Data(SampleSettings.cleanBubble.utf8))
        XCTAssertTrue(piped.standardOutput.contains("[no-bubble-image]"), piped.standardOutput)
        let fixed = try CLIRunner.run(["fix", "--unsafe-fixes", "App/NIMKitBubbleSetting.plist"], in: folder.url)
        XCTAssertEqual(try folder.read("App/NIMKitGlobalSetting.plist"), bubbleless, fixed.standardError)
    }

    func testMissingPathIsReportedAndTheOtherFilesAreStillChecked() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        let result = try CLIRunner.run(
            ["check", "--format", "xcode", "nowhere.plist", "NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint: nowhere.plist: no such file or directory\n")
        XCTAssertTrue(result.relativeOutput.hasPrefix("NIMKitGlobalSetting.plist:5:2: error:"))
        let text = try CLIRunner.run(["check", "nowhere.plist"], in: folder.url)
        XCTAssertEqual(text.standardOutput, "no files checked: 1 path not checked\n")
    }

    func testAFolderWithoutSettingsFilesSaysWhatItLookedFor() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Resources/Info.plist", SampleSettings.clean)
        let json = try CLIRunner.run(
            ["check", "--format", "json", "--allow-zero-lintable-files", "Resources"], in: folder.url)
        XCTAssertEqual(json.status, 0)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((report["files"] as? [Any])?.count, 0)
        XCTAssertEqual(
            json.standardError,
            "nimlint: no settings files found: nimlint checks files named "
                + "NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist\nnimlint:   looked in Resources (1 folder)\n"
        )
    }

    /// A mistyped path in CI must not pass forever: paths given that hold no settings file fail the run (2), as they
    /// fail SwiftLint's, unless `--allow-zero-lintable-files`; a run without paths, the pre-commit hooks
    /// (`--force-exclude`) and `--staged` are left as they were.
    func testPathsGivenThatHoldNoSettingsFileFailTheRun() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Resources/Info.plist", SampleSettings.clean)
        let failure =
            "nimlint: error: the paths given hold no settings file (exit status 2); "
            + "--allow-zero-lintable-files lets such a run pass\n"
        for command in [["check"], ["fix"], ["check", "--fix"], ["fix", "--diff"], ["check", "--format", "sarif"]] {
            let empty = try CLIRunner.run(command + ["Resources"], in: folder.url)
            XCTAssertEqual(empty.status, 2, "\(command)")
            XCTAssertTrue(empty.standardError.hasSuffix(failure), "\(command): \(empty.standardError)")
            let allowed = try CLIRunner.run(command + ["--allow-zero-lintable-files", "Resources"], in: folder.url)
            XCTAssertEqual(allowed.status, 0, "\(command): \(allowed.standardError)")
            XCTAssertFalse(allowed.standardError.contains(failure), "\(command)")
        }
        let hook = try CLIRunner.run(["check", "--force-exclude", "Resources/Info.plist"], in: folder.url)
        XCTAssertEqual(hook.status, 0, hook.standardError)
        let walked = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(walked.status, 0, walked.standardError)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let found = try CLIRunner.run(["check", "Resources", "Settings"], in: folder.url)
        XCTAssertEqual(found.status, 0, found.standardError)
    }

    func testUnreadableFileIsReported() throws {
        let folder = try TemporaryFolder(self)
        let result = try CLIRunner.run(["check", "/dev/zero"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("/dev/zero: not a regular file"))
        try folder.write("Big/NIMKitGlobalSetting.plist", String(repeating: " ", count: 11 * 1024 * 1024))
        let json = try CLIRunner.run(["check", "--format", "json", "/dev/zero", "Big"], in: folder.url)
        XCTAssertEqual(json.status, 2)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["path"] as? String }, ["/dev/zero", "Big/NIMKitGlobalSetting.plist"])
        let findings = files.compactMap { ($0["diagnostics"] as? [[String: Any]])?.first }
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["unreadable-file", "unreadable-file"])
        XCTAssertTrue((findings.last?["message"] as? String)?.contains("above the 10485760-byte limit") ?? false)
    }

    func testStandardInputTakesItsNameAndSchemaFromStdinFilename() throws {
        let folder = try TemporaryFolder(self)
        let result = try CLIRunner.run(
            ["check", "--format", "json", "-", "--stdin-filename", "App/NIMKitBubbleSetting.plist"], in: folder.url,
            input: Data(SampleSettings.mismatchedTag.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.contains(#""path" : "App/NIMKitBubbleSetting.plist""#))
        XCTAssertTrue(result.standardOutput.contains(#""schema" : "NIMKitBubbleSetting""#))
        let forced = try CLIRunner.run(
            ["check", "--format", "json", "--schema", "global", "-"], in: folder.url,
            input: Data(SampleSettings.clean.utf8))
        XCTAssertEqual(forced.status, 0)
        XCTAssertTrue(forced.standardOutput.contains(#""path" : "<stdin>""#))
        XCTAssertTrue(forced.standardOutput.contains(#""schema" : "NIMKitGlobalSetting""#))
        let withoutDash = try CLIRunner.run(["check", "--stdin-filename", "x.plist"], in: folder.url)
        XCTAssertEqual(withoutDash.status, 2)
    }

    func testExplicitFileIsCheckedWhateverItsName() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("backup.plist", SampleSettings.mismatchedTag)
        let result = try CLIRunner.run(["check", "--format", "xcode", "backup.plist"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.relativeOutput.hasPrefix("backup.plist:1:35: error:"))
        let walked = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(
            walked.standardOutput,
            "no settings files found: nimlint checks files named "
                + "NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist\n  looked in . (1 folder)\n",
            "a walk only picks NIMKit's file names")
    }

    func testFolderWalkSkipsPodsOutsideBundlesSurvivesASymlinkLoopAndSortsByPath() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("b/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("a/NIMKitBubbleSetting.plist", SampleSettings.mismatchedTag)
        try folder.write("a/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Pods/NIMKit/NIMKitGlobalSetting.plist", SampleSettings.mismatchedTag)
        try folder.write("node_modules/x/NIMKitBubbleSetting.plist", SampleSettings.mismatchedTag)
        try folder.symlink("a/loop", to: "..")
        let result = try CLIRunner.run(["check", "--format", "json", "."], in: folder.url)
        XCTAssertEqual(result.status, 1)
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let paths = (report["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        XCTAssertEqual(
            paths, ["a/NIMKitBubbleSetting.plist", "a/NIMKitGlobalSetting.plist", "b/NIMKitGlobalSetting.plist"])
    }

    func testSchemaFileReplacesTheBuiltInSchema() throws {
        let folder = try TemporaryFolder(self)
        let strict = SettingsSchema.builtInText(.global)
            .replacingOccurrences(of: "\"Message_Limit\": {", with: "\"Message_Limit\": {\"maximum\": 25, ")
        XCTAssertNotEqual(strict, SettingsSchema.builtInText(.global), "the schema must have been tightened")
        try folder.write("strict.schema.json", strict)
        let builtIn = try CLIRunner.run(
            ["check", "--schema", "global", "-"], in: folder.url,
            input: Data(SampleSettings.clean.utf8))
        XCTAssertEqual(builtIn.status, 0, builtIn.standardOutput)
        let custom = try CLIRunner.run(
            ["check", "--format", "xcode", "--schema", "strict.schema.json", "-"], in: folder.url,
            input: Data(SampleSettings.clean.utf8))
        XCTAssertEqual(custom.status, 1, custom.standardOutput + custom.standardError)
        XCTAssertTrue(custom.standardOutput.contains("[out-of-range]"), custom.standardOutput)
    }

    func testMalformedSchemaFileIsReportedWithItsLine() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("custom.json", "{\n  \"type\": \"dict\",\n}")
        let result = try CLIRunner.run(["check", "--schema", "custom.json", "-"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("custom.json:3:1: "), result.standardError)
    }

    func testSuppressionCommentsEndToEnd() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "NIMKitGlobalSetting.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<!-- nimlint-disable-next-line plist-structure -->
            \t<key>Message_Limit</key><integr>20</integr>
            \t<!-- nimlint-disable-next-line xml-syntax -->
            \t<key>Max_Length</key><integer>100</integer>
            </dict>
            </plist>

            """)
        let result = try CLIRunner.run(["check", "--format", "xcode"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.relativeOutput,
            "NIMKitGlobalSetting.plist:6:2: note: `nimlint-disable-next-line xml-syntax` silences nothing [unused-suppression]\n"
        )
    }
}
