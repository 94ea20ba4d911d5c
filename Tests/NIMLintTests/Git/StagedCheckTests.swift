import Foundation
import XCTest

/// `nimlint check --staged` in real git repositories: what is checked is what the commit would record.
final class StagedCheckTests: XCTestCase {
    /// The clean global file with Message_Limit written as a string: a `coercible-type` warning with a safe fix.
    static let coercible = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<string>30</string>")

    func testChecksTheIndexNotTheWorkingTreeBeforeTheFirstCommit() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try sandbox.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")
        try sandbox.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)

        let blocked = try sandbox.nimlint("check", "--staged")
        XCTAssertEqual(blocked.status, 1, blocked.standardError)
        XCTAssertTrue(
            blocked.standardOutput.contains("Settings/NIMKitGlobalSetting.plist:5:2: error:"), blocked.standardOutput)
        XCTAssertTrue(blocked.standardOutput.contains("[plist-structure]"))

        try sandbox.git("add", ".")
        try sandbox.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        let clean = try sandbox.nimlint("check", "--staged")
        XCTAssertEqual(clean.status, 0, clean.standardOutput)
        XCTAssertTrue(clean.standardOutput.contains("2 files checked: no problems"), clean.standardOutput)
    }

    func testReportsRepositoryPathsWithSpacesAndNonASCIIFromASubfolder() throws {
        let sandbox = try GitSandbox(self)
        let path = "App Res/设置 \"café\"/NIMKitGlobalSetting.plist"
        try sandbox.write(path, SampleSettings.clean)
        try sandbox.write("README.md", "not a settings file\n")
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("first").status, 0)

        try sandbox.write(path, SampleSettings.unknownElement)
        try sandbox.git("add", ".")
        let result = try sandbox.nimlint(
            "check", "--staged", "--format", "json", in: sandbox.repository.appendingPathComponent("App Res"))
        XCTAssertEqual(result.status, 1, result.standardError)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let files = report?["files"] as? [[String: Any]]
        XCTAssertEqual(files?.compactMap { $0["path"] as? String }, [path])
    }

    func testAStagedFileTheConfigurationExcludesIsNotChecked() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write(".nimlint.json", #"{"exclude": ["Vendor/**"]}"#)
        try sandbox.write("Vendor/Kit/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try sandbox.write("App/NIMKitGlobalSetting.plist", Self.coercible)
        try sandbox.write("App/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")

        let result = try sandbox.nimlint("check", "--staged")
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("App/NIMKitGlobalSetting.plist:"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("Vendor/"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("2 files checked"), result.standardOutput)
    }

    func testARenamedSettingsFileIsCheckedAndADeletedOneIsNot() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("Old/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try sandbox.write("Gone/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("first").status, 0)

        try sandbox.git("rm", "-q", "Gone/NIMKitBubbleSetting.plist")
        let nothing = try sandbox.nimlint("check", "--staged")
        XCTAssertEqual(nothing.status, 0)
        XCTAssertEqual(nothing.standardOutput, "", "nothing is said when no settings file is staged")

        try sandbox.git("mv", "Old", "New")
        let renamed = try sandbox.nimlint("check", "--staged")
        XCTAssertEqual(renamed.status, 1)
        XCTAssertTrue(
            renamed.standardOutput.contains("New/NIMKitGlobalSetting.plist:5:2: error:"), renamed.standardOutput)
    }

    func testANearMissNameIsCheckedAndOtherFilesAreNot() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("NIMKitGlobalSettings.plist", SampleSettings.clean)
        try sandbox.write("Info.plist", SampleSettings.mismatchedTag)
        try sandbox.git("add", ".")
        let result = try sandbox.nimlint("check", "--staged")
        // No NIMKitGlobalSetting.plist beside it: NIMKit reads nil for the global file.
        XCTAssertTrue(result.standardOutput.contains("NIMKitGlobalSettings.plist:1:1: error:"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("reads nil for NIMKitGlobalSetting.plist"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("[settings-file-name]"))
        XCTAssertFalse(result.standardOutput.contains("Info.plist"))
        XCTAssertEqual(result.status, 1)
    }

    /// `no-bubble-image` reads the folder's global file: it must be the staged one, not the edited working copy.
    func testTheOtherSettingsFileOfTheFolderIsReadFromTheIndex() throws {
        let sandbox = try GitSandbox(self)
        let bubble = plist("<dict>\n<key>Text</key>\n<dict/>\n</dict>")
        let noGlobalBubble = plist("<dict>\n<key>Message_Limit</key>\n<integer>20</integer>\n</dict>")
        try sandbox.write("S/NIMKitGlobalSetting.plist", noGlobalBubble)
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("global without bubble").status, 0)
        try sandbox.write("S/NIMKitBubbleSetting.plist", bubble)
        try sandbox.git("add", ".")
        // The working copy of the global file gains a complete Bubble, unstaged: the commit would not have it.
        try sandbox.write("S/NIMKitGlobalSetting.plist", SampleSettings.clean)

        let staged = try sandbox.nimlint("check", "--staged")
        XCTAssertTrue(staged.standardOutput.contains("[no-bubble-image]"), staged.standardOutput)
        XCTAssertFalse(
            staged.standardOutput.contains("S/NIMKitGlobalSetting.plist:"), "the sibling is read, not reported")
        XCTAssertFalse(
            try sandbox.nimlint("check", "S").standardOutput.contains("[no-bubble-image]"),
            "the working tree's global file has the bubble")
    }

    func testWorksInALinkedWorktree() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("first").status, 0)
        let worktree = sandbox.url.appendingPathComponent("linked tree")
        try sandbox.git("worktree", "add", "-q", "-b", "side", worktree.path)
        try Data(SampleSettings.unknownElement.utf8).write(
            to: worktree.appendingPathComponent("NIMKitGlobalSetting.plist"))
        try sandbox.git("add", ".", in: worktree)

        let result = try sandbox.nimlint("check", "--staged", in: worktree)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("NIMKitGlobalSetting.plist:5:2: error:"), result.standardOutput)
        XCTAssertEqual(try sandbox.nimlint("check", "--staged").status, 0, "the main worktree stages nothing")
    }

    func testFixRepairsAFullyStagedFileInTheWorkingTreeAndStopsTheCommit() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("NIMKitGlobalSetting.plist", Self.coercible)
        try sandbox.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")
        let result = try sandbox.nimlint("check", "--staged", "--fix")
        XCTAssertEqual(result.status, 1, "fixes waiting to be staged stop the commit")
        XCTAssertTrue(
            result.standardError.contains("fixed 1 problem in 1 file in the working tree"), result.standardError)
        // The report is of what is staged, but what was just fixed is not offered as fixable again.
        XCTAssertTrue(result.standardOutput.contains("[coercible-type]"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("fixable"), result.standardOutput)
        XCTAssertEqual(try sandbox.read("NIMKitGlobalSetting.plist"), SampleSettings.clean)
        XCTAssertEqual(
            try sandbox.staged("NIMKitGlobalSetting.plist"), Self.coercible, "the index is the user's to change")

        try sandbox.git("add", ".")
        let again = try sandbox.nimlint("check", "--staged", "--fix")
        XCTAssertEqual(again.status, 0, again.standardError)
    }

    func testFixLeavesAPartlyStagedFileAlone() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("NIMKitGlobalSetting.plist", Self.coercible)
        try sandbox.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")
        let unstaged = Self.coercible.replacingOccurrences(of: "<integer>60</integer>", with: "<integer>61</integer>")
        try sandbox.write("NIMKitGlobalSetting.plist", unstaged)

        let result = try sandbox.nimlint("check", "--staged", "--fix")
        XCTAssertEqual(result.status, 0, "a warning alone does not block")
        XCTAssertTrue(
            result.standardError.contains("NIMKitGlobalSetting.plist: not fixed: it has changes that are not staged"),
            result.standardError)
        XCTAssertTrue(result.standardOutput.contains("[coercible-type]"))
        XCTAssertEqual(try sandbox.read("NIMKitGlobalSetting.plist"), unstaged)
        XCTAssertEqual(try sandbox.staged("NIMKitGlobalSetting.plist"), Self.coercible)
    }

    func testUsageMistakesAndAFolderOutsideARepository() throws {
        let sandbox = try GitSandbox(self)
        let withPath = try sandbox.nimlint("check", "--staged", "Settings")
        XCTAssertEqual(withPath.status, 2)
        XCTAssertTrue(withPath.standardError.contains("--staged checks what git has staged; it takes no paths"))

        let outside = try sandbox.nimlint("check", "--staged", in: sandbox.url)
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.standardError.contains("not a git repository"), outside.standardError)
    }

    /// The release that reads the staged files is found as for files on disk: the Podfile.lock beside them, or
    /// `--nimkit`.
    func testTheNIMKitReleaseNextToTheFilesJudgesTheStagedFiles() throws {
        let sandbox = try GitSandbox(self)
        let early = SampleSettings.clean.replacingOccurrences(
            of: "\t<key>Message_Interval</key>",
            with: "\t<key>Top_Input_Height</key>\n\t<integer>46</integer>\n\t<key>Message_Interval</key>")
        try sandbox.write("Podfile.lock", "PODS:\n  - NIMKit (1.8.0):\n    - SDWebImage\n\nCOCOAPODS: 1.5.3\n")
        try sandbox.write("Settings/NIMKitGlobalSetting.plist", early)
        try sandbox.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")

        let pinned = try sandbox.nimlint("check", "--staged", "--format", "json")
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(pinned.standardOutput.utf8)) as? [String: Any])
        let file = try XCTUnwrap(
            (report["files"] as? [[String: Any]])?.first {
                ($0["path"] as? String)?.hasSuffix("NIMKitGlobalSetting.plist") == true
            })
        XCTAssertEqual((file["nimkit"] as? [String: Any])?["version"] as? String, "1.8.0", pinned.standardOutput)
        XCTAssertEqual((file["nimkit"] as? [String: Any])?["source"] as? String, "Podfile.lock")
        let rules = (file["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
        XCTAssertEqual(rules, ["deprecated-key"], "1.8.0 no longer reads Top_Input_Height")

        let early107 = try sandbox.nimlint("check", "--staged", "--nimkit", "1.0.7")
        XCTAssertEqual(early107.status, 0, early107.standardOutput)
        XCTAssertFalse(early107.standardOutput.contains("deprecated-key"), early107.standardOutput)
    }
}
