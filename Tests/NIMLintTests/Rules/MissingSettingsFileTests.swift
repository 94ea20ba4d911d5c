import Foundation
import XCTest
@testable import NIMLint

/// A settings folder without one of NIMKit's two files, or with a file under a name NIMKit never looks up: what
/// the app loses is a finding, as bad as the settings model says.
final class MissingSettingsFileTests: XCTestCase {
    private func check(_ folder: TemporaryFolder, _ arguments: [String] = ["Settings"]) throws -> CLIRunner.Result {
        try folder.installNIMKit()
        return try CLIRunner.run(["check"] + arguments, in: folder.url)
    }

    func testALoneGlobalFileIsAnErrorSayingEveryTypeHasNothingToDrawWith() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        let result = try check(folder)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "Settings/NIMKitGlobalSetting.plist:1:1: error: NIMKitBubbleSetting.plist is not beside this file, so NIMKit reads nil for it: "
            ),
            result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains("messages of types without an entry have nothing to draw with"),
            result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("Unsupport's entry"), "a file that does not load lends nothing")
        XCTAssertTrue(result.standardOutput.contains("[missing-settings-file]"), result.standardOutput)
    }

    func testALoneBubbleFileIsAnErrorSayingWhatTheGlobalZerosDo() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let result = try check(folder)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains("NIMKitGlobalSetting.plist is not beside this file"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("every page of history is empty"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "messages drawn with the default bubble and messages of types without an entry get no bubble image"),
            result.standardOutput)
    }

    /// A pre-commit hook or an editor passes one file: the other is read from disk, and nothing is missing.
    func testAFileGivenAloneIsReadBesideTheOtherOnDisk() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let result = try check(folder, ["Settings/NIMKitGlobalSetting.plist"])
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("missing-settings-file"), result.standardOutput)
    }

    /// The loss is said once, at the file under the wrong name, not again at the file that is there.
    func testACopyInPlaceOfTheOtherFileIsTheErrorNamingTheLoss() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Settings/NIMKitBubbleSetting copy.plist", SampleSettings.cleanBubble)
        let result = try check(folder)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "Settings/NIMKitBubbleSetting copy.plist:1:1: error: 'NIMKitBubbleSetting copy.plist' is not 'NIMKitBubbleSetting.plist': "
                    + "iOS looks it up by its exact name, so NIMKit never loads this file and reads nil for NIMKitBubbleSetting.plist: "
            ),
            result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("missing-settings-file"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("1 error, 0 warnings"), result.standardOutput)
    }

    func testBothFilesMisnamedAreAnErrorEach() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalsetting.plist", SampleSettings.clean)
        try folder.write("Settings/NIMKitBubbleSetting copy.plist", SampleSettings.cleanBubble)
        let result = try check(folder)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("2 files checked: 2 errors, 0 warnings"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "reads nil for NIMKitGlobalSetting.plist: NIMKit reads 0 or nil for Message_Interval"),
            result.standardOutput)
    }

    func testACopyBesideTheRealFileIsAWarningThatNIMKitLoadsTheRealOne() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.write("Settings/NIMKitBubbleSetting (1).plist", SampleSettings.cleanBubble)
        let result = try check(folder)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "'NIMKitBubbleSetting (1).plist' is not 'NIMKitBubbleSetting.plist': iOS looks it up by its exact name, so NIMKit "
                    + "never loads this file, and loads the NIMKitBubbleSetting.plist beside it [settings-file-name]"),
            result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("0 errors, 1 warning"), result.standardOutput)
    }

    func testTheRuleCanBeTurnedOff() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write(".nimlint.json", #"{"rules": {"missing-settings-file": "off"}}"#)
        let result = try check(folder)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("missing-settings-file"), result.standardOutput)
    }

    /// The finding's consequences are `show`'s values for the settings the absent file would have given.
    func testTheConsequencesAreTheModelsValues() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let check = SettingsFolderCheck(folder: folder.url.path, assetFolders: [], nimkit: NIMKitVersion("2.0.0"))
        let finding = try XCTUnwrap(
            check.outcome.reports.flatMap(\.diagnostics).first { $0.rule == "missing-settings-file" })
        XCTAssertEqual(finding.severity, .error)
        // Every value the global file would have given: its own, and the types' bubble images it lends.
        let lost = check.applied.settings.filter { $0.provenance.fallbacks.contains(.fileNotLoaded) }
        XCTAssertEqual(finding.consequences, lost)
        XCTAssertTrue(lost.contains { $0.setting == "Message_Limit" && $0.value == .integer(0) })
        XCTAssertTrue(lost.contains { $0.scope == "Audio" && $0.setting == "bubble image" && $0.value == .text(nil) })
    }
}
