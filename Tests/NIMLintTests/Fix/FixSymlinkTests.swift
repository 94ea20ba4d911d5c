import Foundation
import XCTest
@testable import NIMLint

/// `fix` and symbolic links: a link is fixed at its target, once however many paths lead there, and never outside
/// the paths given unless `--follow-symlinks` says so.
final class FixSymlinkTests: XCTestCase {
    /// A global settings file with one safe fix (`Message_Limit` written as a string).
    /// Record_Max_Duration and Max_Length are there: without them NIMKit reads 0, an error no safe fix mends.
    private let fixable = RuleExample.plist(
        .global,
        "<key>Message_Limit</key>\n<string>20</string>\n<key>Record_Max_Duration</key>\n<integer>60</integer>\n"
            + "<key>Max_Length</key>\n<integer>1000</integer>\n"
    ).text
    private var fixed: String { fixable.replacingOccurrences(of: "<string>20</string>", with: "<integer>20</integer>") }

    /// `App/Settings/NIMKitGlobalSetting.plist`, a link to `Elsewhere/shared.plist` beside `App`.
    private func linkOutOfTheApp() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write("Elsewhere/shared.plist", fixable)
        try folder.write("App/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.installNIMKit(in: "App")
        try folder.symlink("App/Settings/NIMKitGlobalSetting.plist", to: "../../Elsewhere/shared.plist")
        return folder
    }

    private func isLink(_ folder: TemporaryFolder, _ path: String) throws -> Bool {
        let type = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(path).path)[.type]
        return type as? FileAttributeType == .typeSymbolicLink
    }

    func testALinkOutOfTheGivenFolderIsLeftAloneAndNamedWithItsTarget() throws {
        let folder = try linkOutOfTheApp()
        let target = try XCTUnwrap(Paths.real(folder.url.appendingPathComponent("Elsewhere/shared.plist").path))
        for operands in [["."], ["Settings"], ["Settings/NIMKitGlobalSetting.plist"]] {
            let result = try CLIRunner.run(["fix"] + operands, in: folder.url.appendingPathComponent("App"))
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertTrue(
                result.standardError.contains(
                    "Settings/NIMKitGlobalSetting.plist: a symbolic link to \(target), outside the paths given; left "
                        + "unchanged (--follow-symlinks fixes it there)"), result.standardError)
            XCTAssertEqual(try folder.read("Elsewhere/shared.plist"), fixable, operands.joined())
            XCTAssertTrue(try isLink(folder, "App/Settings/NIMKitGlobalSetting.plist"))
            // The report is of the file as it stands: the fix is still on offer.
            XCTAssertTrue(result.standardOutput.contains("[coercible-type]"), result.standardOutput)
        }
    }

    /// A folder whose name begins with the given folder's (`App-shared` beside `App`) is outside it all the same.
    func testASiblingFolderWhoseNameBeginsWithTheGivenOnesIsOutside() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App-shared/shared.plist", fixable)
        try folder.write("App/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.installNIMKit(in: "App")
        try folder.symlink("App/NIMKitGlobalSetting.plist", to: "../App-shared/shared.plist")
        let result = try CLIRunner.run(["fix", "App"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("outside the paths given; left unchanged"), result.standardError)
        XCTAssertEqual(try folder.read("App-shared/shared.plist"), fixable)
    }

    func testFollowingLinksFixesTheTargetAndKeepsTheLink() throws {
        let folder = try linkOutOfTheApp()
        let result = try CLIRunner.run(["fix", "--follow-symlinks", "."], in: folder.url.appendingPathComponent("App"))
        XCTAssertEqual(result.status, 0, result.standardError + result.standardOutput)
        XCTAssertEqual(try folder.read("Elsewhere/shared.plist"), fixed)
        XCTAssertTrue(try isLink(folder, "App/Settings/NIMKitGlobalSetting.plist"))
    }

    func testAFolderGivenThroughALinkIsTheTreeItLeadsTo() throws {
        let folder = try linkOutOfTheApp()
        try folder.symlink("Linked", to: "Elsewhere")
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("Elsewhere/shared.plist"),
            to: folder.url.appendingPathComponent("Elsewhere/NIMKitGlobalSetting.plist"))
        try folder.write("Elsewhere/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let result = try CLIRunner.run(["fix", "Linked"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try folder.read("Elsewhere/NIMKitGlobalSetting.plist"), fixed)
    }

    func testAFileReachedByThreePathsIsFixedOnceAtTheFirst() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Shared/NIMKitGlobalSetting.plist", fixable)
        for app in ["App1", "App2"] {
            try folder.write(app + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
            try folder.symlink(app + "/NIMKitGlobalSetting.plist", to: "../Shared/NIMKitGlobalSetting.plist")
        }
        let result = try CLIRunner.run(["fix", "--nimkit", "2.0.0", "."], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try folder.read("Shared/NIMKitGlobalSetting.plist"), fixed)
        XCTAssertTrue(try isLink(folder, "App2/NIMKitGlobalSetting.plist"))
        XCTAssertFalse(result.standardError.contains("changed on disk"), result.standardError)
        // The walk keeps the first path to the file, and only that one is read, fixed and reported.
        XCTAssertTrue(result.standardOutput.contains("3 files checked"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("fixed 1 problem in 1 file"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("App1/NIMKitGlobalSetting.plist"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("App2/NIMKitGlobalSetting.plist"), result.standardOutput)
    }

    func testFollowingLinksIsAFixOption() throws {
        let folder = try linkOutOfTheApp()
        let result = try CLIRunner.run(["check", "--follow-symlinks", "."], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint check: --follow-symlinks applies with --fix or --diff\n")
    }
}
