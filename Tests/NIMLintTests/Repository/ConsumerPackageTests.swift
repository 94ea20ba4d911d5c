import Foundation
import XCTest
@testable import NIMLint

/// nimlint as a dependency of another package: the library, the build-tool plugin and the command plugin, on one
/// consumer package that depends on a tagged copy of this checkout by URL.
final class ConsumerPackageTests: XCTestCase {
    override class func tearDown() {
        ConsumerPackage.removeShared()
        super.tearDown()
    }

    /// `Message_Limit` as a dict where NIMKit reads a number: a `type-mismatch` error at 8:2.
    private static let dictForNumber = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<dict/>")
    /// `Message_Limit` written as a string: a `coercible-type` warning whose safe fix writes `<integer>30</integer>`.
    private static let numberAsString = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<string>30</string>")

    func testTheLibraryLintsAFileForTheConsumer() throws {
        let consumer = try ConsumerPackage.shared()
        try consumer.restoreSettings()
        let settings = consumer.settingsFolder.appendingPathComponent("NIMKitGlobalSetting.plist").path
        let clean = try consumer.run([".build/debug/LintSettings", settings])
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertEqual(clean.output, "")

        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.dictForNumber)
        defer { try? consumer.restoreSettings() }
        let broken = try consumer.run([".build/debug/LintSettings", settings])
        XCTAssertEqual(broken.status, 1, broken.output)
        XCTAssertTrue(broken.output.hasPrefix("\(settings):8:2: error:"), broken.output)
        XCTAssertTrue(broken.output.contains("[type-mismatch]"), broken.output)
    }

    func testTheBuildToolPluginFailsTheBuildOnAnErrorInTheTargetsSettings() throws {
        let consumer = try ConsumerPackage.shared()
        try consumer.restoreSettings()
        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.dictForNumber)
        defer { try? consumer.restoreSettings() }
        let broken = try consumer.run(["swift", "build", "--target", "AppSettings"])
        XCTAssertNotEqual(broken.status, 0, broken.output)
        XCTAssertTrue(broken.output.contains("Settings/NIMKitGlobalSetting.plist:8:2: error:"), broken.output)

        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.numberAsString)
        let warned = try consumer.run(["swift", "build", "--target", "AppSettings"])
        XCTAssertEqual(warned.status, 0, "a warning does not fail the build\n" + warned.output)
        XCTAssertTrue(warned.output.contains("Settings/NIMKitGlobalSetting.plist:8:2: warning:"), warned.output)
        XCTAssertFalse(warned.output.contains("error:"), warned.output)
    }

    /// The build-tool plugin's output is not a source file: a target without Swift (NIMKit's apps are Objective-C)
    /// builds with the check and gets no Swift compiled into it.
    func testTheBuildToolPluginCompilesNothingIntoACTarget() throws {
        let consumer = try ConsumerPackage.shared()
        let build = try consumer.run(["swift", "build", "--target", "CAppSettings"])
        XCTAssertEqual(build.status, 0, build.output)
        let outputs = consumer.package.appendingPathComponent(".build/plugins/outputs").path
        let stamps =
            FileManager.default.enumerator(atPath: outputs)?.compactMap { $0 as? String }
            .filter { $0.contains("CAppSettings/") && $0.hasSuffix("/NIMLintChecked.txt") } ?? []
        XCTAssertEqual(stamps.count, 1, "the check did not pass on the C target's settings")
        let binPath = try consumer.run(["swift", "build", "--show-bin-path"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let objects =
            FileManager.default.enumerator(atPath: binPath + "/CAppSettings.build")?
            .compactMap { $0 as? String } ?? []
        XCTAssertFalse(objects.isEmpty, "the C target was not compiled")
        XCTAssertEqual(objects.filter { $0.contains(".swift") }, [], "Swift compiled into the C target")
    }

    /// Xcode passes `--target NAME` for each target chosen in its plugin dialog, and `swift package` takes it too:
    /// only those targets' folders are checked.
    func testTheCommandPluginChecksTheTargetsItIsGiven() throws {
        let consumer = try ConsumerPackage.shared()
        try consumer.restoreSettings()
        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.dictForNumber)
        defer { try? consumer.restoreSettings() }
        let other = try consumer.run(["swift", "package", "nimlint", "--target", "CAppSettings"])
        XCTAssertEqual(other.status, 0, "AppSettings is not checked\n" + other.output)
        XCTAssertFalse(other.output.contains("error:"), other.output)

        let chosen = try consumer.run(
            [
                "swift", "package", "nimlint", "check", "--format", "xcode", "--target", "CAppSettings", "--target",
                "AppSettings",
            ])
        XCTAssertNotEqual(chosen.status, 0, chosen.output)
        XCTAssertTrue(
            chosen.output.contains("Sources/AppSettings/Settings/NIMKitGlobalSetting.plist:8:2: error:"), chosen.output)
        XCTAssertFalse(chosen.output.contains("unknown option"), chosen.output)
    }

    /// `nimlint-fix` declares the permission to write, so Xcode asks for it; the command line refuses it unless
    /// given `--allow-writing-to-package-directory`, and `nimlint` (check) asks for nothing.
    func testTheFixCommandPluginAsksToWriteAndFixes() throws {
        let consumer = try ConsumerPackage.shared()
        try consumer.restoreSettings()
        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.numberAsString)
        defer { try? consumer.restoreSettings() }
        let refused = try consumer.run(["swift", "package", "nimlint-fix"])
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(
            refused.output.contains("nimlint fix rewrites the NIMKit settings files it fixes"), refused.output)
        XCTAssertEqual(try consumer.readSettings("NIMKitGlobalSetting.plist"), Self.numberAsString)

        let fix = try consumer.run(
            ["swift", "package", "--allow-writing-to-package-directory", "nimlint-fix", "--target", "AppSettings"])
        XCTAssertEqual(fix.status, 0, fix.output)
        XCTAssertEqual(try consumer.readSettings("NIMKitGlobalSetting.plist"), SampleSettings.clean)
    }

    func testTheCommandPluginChecksAndFixesThePackage() throws {
        let consumer = try ConsumerPackage.shared()
        try consumer.restoreSettings()
        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.dictForNumber)
        defer { try? consumer.restoreSettings() }
        let check = try consumer.run(["swift", "package", "nimlint", "check", "--format", "xcode"])
        XCTAssertNotEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("NIMKitGlobalSetting.plist:8:2: error:"), check.output)

        try consumer.writeSettings("NIMKitGlobalSetting.plist", Self.numberAsString)
        let warning = try consumer.run(["swift", "package", "nimlint", "--strict"])
        XCTAssertNotEqual(warning.status, 0, "check is the default command\n" + warning.output)
        XCTAssertTrue(warning.output.contains("[coercible-type]"), warning.output)
        XCTAssertEqual(
            try consumer.readSettings("NIMKitGlobalSetting.plist"), Self.numberAsString, "check writes nothing")

        let fix = try consumer.run(["swift", "package", "--allow-writing-to-package-directory", "nimlint", "fix"])
        XCTAssertEqual(fix.status, 0, fix.output)
        XCTAssertEqual(try consumer.readSettings("NIMKitGlobalSetting.plist"), SampleSettings.clean)
    }
}
