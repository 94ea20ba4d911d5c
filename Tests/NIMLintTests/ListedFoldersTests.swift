import XCTest
@testable import NIMLint

final class ListedFoldersTests: XCTestCase {
    /// Only what a listing shows absent is taken as absent: a folder never listed may hold anything.
    func testAFolderListedWithoutANameDoesNotHoldIt() {
        let listed = ListedFolders()
        listed.record(folder: "/app", entries: ["Podfile.lock", "NIMKit", "Sources"])
        listed.record(folder: "/app/Settings", entries: ["NIMKitGlobalSetting.plist", ".nimlint.json"])
        XCTAssertTrue(listed.mayHold("Podfile.lock", inFolder: "/app"))
        XCTAssertTrue(listed.mayHold("NIMKit", inFolder: "/app"))
        XCTAssertFalse(listed.mayHold("NIMKit.podspec", inFolder: "/app"))
        XCTAssertFalse(listed.mayHold(".nimlint.json", inFolder: "/app"))
        XCTAssertTrue(listed.mayHold(".nimlint.json", inFolder: "/app/Settings"))
        XCTAssertFalse(listed.mayHold("Podfile.lock", inFolder: "/app/Settings"))
        XCTAssertTrue(listed.mayHold("Podfile.lock", inFolder: "/"), "a folder above the walk was never listed")
    }

    /// A walk's listing reaches both resolvers: the configuration and the Podfile.lock inside the walked tree are
    /// found, and folders without them are not asked again.
    func testACheckFindsTheConfigurationAndReleaseInsideTheWalk() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/Podfile.lock", "PODS:\n  - NIMKit (1.8.0):\n    - NIMKit/Core (= 1.8.0)\n")
        try folder.write("App/Settings/.nimlint.json", #"{"rules": {"unknown-key": "off"}}"#)
        try folder.write("App/Settings/NIMKitSettings.bundle/NIMKitGlobalSetting.plist",
                         plist("<dict><key>Message_Limitt</key><integer>20</integer></dict>"))
        var reports: [FileReport] = []
        _ = CheckRun.run(CheckRequest(paths: [folder.url.path], knownRules: RuleRegistry.all)) { reports.append($0) }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.nimkit?.version, NIMKitVersion(1, 8, 0))
        XCTAssertEqual(reports.first?.nimkit?.source, .podfileLock)
        XCTAssertFalse(reports.first?.diagnostics.contains { $0.rule == "unknown-key" } ?? true,
                       "the configuration two folders up turns unknown-key off")
    }
}
