import Foundation
import XCTest
@testable import NIMLint

/// What `nimlint migrate` says of settings the old release drew without the plists: the row color of a release
/// that never reads `Row_Background_Color`, and the font of an entry without `Content_Font_Size`.
final class MigrateOldDrawingTests: XCTestCase {
    private func shipped(_ version: String) throws -> AppliedSettings {
        let release = NIMKitRelease(try XCTUnwrap(NIMKitVersion(version)), source: .commandLine)
        return try XCTUnwrap(ShippedSettings.applied(for: release))
    }

    private func version(_ text: String) throws -> NIMKitVersion { try XCTUnwrap(NIMKitVersion(text)) }

    func testFrom100TheRowColorItsCellsDrewIsNamedAsKept() throws {
        let migration = try Migration.plan(try shipped("1.0.0"), to: try version("2.1.0"))
        XCTAssertEqual(
            migration.kept,
            [
                "Row_Background_Color (never read by NIMKit 1.0.0, whose message cells draw #E4E7EC): NIMKit 2.1.0's "
                    + "default cellBackgroundColor keeps it"
            ])
        XCTAssertFalse(migration.assignments.contains { $0.property == "cellBackgroundColor" }, "the default draws it")
        let code = migration.code(.objc)
        XCTAssertTrue(
            code.contains("// Kept by NIMKit 2.1.0's defaults:\n// - Row_Background_Color (never read by NIMKit 1.0.0"),
            code)

        for release in ["1.7.0", "1.6.0"] {
            XCTAssertEqual(try Migration.plan(try shipped(release), to: try version("3.1.0")).kept.count, 1, release)
        }
        for release in ["1.6.1", "1.8.0", "2.0.0"] {
            XCTAssertEqual(
                try Migration.plan(try shipped(release), to: try version("3.1.0")).kept, [], "\(release) reads the key")
        }
    }

    /// A target whose default is another color gets the old cells' color set, in code that compiles.
    func testATargetDefaultOfAnotherColorIsSetToTheOldCellsColor() throws {
        var era = try XCTUnwrap(CodeConfigurationEra.era(of: try version("2.1.0")))
        let index = try XCTUnwrap(era.globals.firstIndex { $0.property == "cellBackgroundColor" })
        era.globals[index].value = .color(0xFFFFFF)
        var planner = MigrationPlanner(
            applied: try shipped("1.0.0"), shipped: try shipped("1.0.0"), era: era, target: try version("2.1.0"))
        planner.planRowBackground()
        XCTAssertEqual(planner.kept, [])
        let assignment = try XCTUnwrap(planner.assignments.first)
        XCTAssertEqual(assignment.property, "cellBackgroundColor")
        XCTAssertEqual(assignment.value, .color(0xE4E7EC))
        XCTAssertTrue(assignment.keepsOldDefault)

        let migration = Migration(
            applied: try shipped("1.0.0"), target: try version("2.1.0"), era: era, assignments: planner.assignments,
            notCarried: planner.notCarried, kept: planner.kept)
        let code = migration.code(.objc)
        XCTAssertTrue(
            code.contains(
                "config.cellBackgroundColor = [UIColor colorWithRed:0xE4 / 255.0 green:0xE7 / 255.0 blue:0xEC / 255.0 alpha:1]; "
                    + "// Row_Background_Color (never read by NIMKit 1.0.0, whose message cells draw #E4E7EC)"), code)
        _ = try NIMKitConfigBuild.clang()
        let build = try NIMKitConfigBuild(era: era, in: try TemporaryFolder(self))
        XCTAssertEqual(try build.syntaxErrors(code), "")
    }

    /// Text without a font size drew `[UIFont systemFontOfSize:0]`: said, and no font is invented.
    func testAFontSizeThePlistNeverGaveIsSaidNotGuessed() throws {
        let folder = try TemporaryFolder(self)
        let releases = try TestPaths.nimkitReleases()
        let release = try XCTUnwrap(releases.first { $0.version.description == "1.0.0" }).folder
        let global = try String(
            contentsOf: release.appendingPathComponent("NIMKitGlobalSetting.plist"), encoding: .utf8)
        var bubble = try String(
            contentsOf: release.appendingPathComponent("NIMKitBubbleSetting.plist"), encoding: .utf8)
        let text = try XCTUnwrap(bubble.range(of: "<key>Text</key>"))
        let key = try XCTUnwrap(
            bubble.range(of: "<key>Content_Font_Size</key>", range: text.upperBound..<bubble.endIndex))
        let value = try XCTUnwrap(bubble.range(of: "</", range: key.upperBound..<bubble.endIndex))
        let lineEnd = try XCTUnwrap(bubble.range(of: "\n", range: value.upperBound..<bubble.endIndex))
        bubble.removeSubrange(key.lowerBound..<lineEnd.upperBound)
        try folder.write("NIMKitGlobalSetting.plist", global)
        try folder.write("NIMKitBubbleSetting.plist", bubble)
        let applied = SettingsFolderCheck(
            folder: folder.url.path, assetFolders: [], nimkit: try version("1.0.0")
        ).applied

        let migration = try Migration.plan(applied, to: try version("2.1.0"))
        XCTAssertEqual(
            migration.notCarried.filter { $0.contains("font size") },
            [
                "Text, font size: no Content_Font_Size, so NIMKit 1.0.0 drew this text with [UIFont systemFontOfSize:0], a "
                    + "size UIKit's documentation rules out (it must be greater than 0): nothing says what it drew, so no "
                    + "font is set and NIMKit 2.1.0 keeps its default of 14 pt"
            ])
        XCTAssertFalse(migration.assignments.contains { $0.setting == "textSetting" && $0.property == "font" })
        _ = try NIMKitConfigBuild.clang()
        let build = try NIMKitConfigBuild(era: migration.era, in: try TemporaryFolder(self))
        XCTAssertEqual(try build.syntaxErrors(migration.code(.objc)), "")

        // The kit's own files leave the size out only where nothing draws text (Video, Image): nothing to say.
        let own = try Migration.plan(try shipped("1.0.0"), to: try version("2.1.0"))
        XCTAssertEqual(own.notCarried.filter { $0.contains("font size") }, [])
    }
}
