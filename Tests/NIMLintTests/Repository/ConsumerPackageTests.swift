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
        XCTAssertEqual(try consumer.readSettings("NIMKitGlobalSetting.plist"), Self.numberAsString, "check writes nothing")

        let fix = try consumer.run(["swift", "package", "--allow-writing-to-package-directory", "nimlint", "fix"])
        XCTAssertEqual(fix.status, 0, fix.output)
        XCTAssertEqual(try consumer.readSettings("NIMKitGlobalSetting.plist"), SampleSettings.clean)
    }
}
