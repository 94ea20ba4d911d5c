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
        try folder.write(
            "App/Settings/NIMKitSettings.bundle/NIMKitGlobalSetting.plist",
            plist("<dict><key>Message_Limitt</key><integer>20</integer></dict>"))
        var reports: [FileReport] = []
        _ = CheckRun.run(CheckRequest(paths: [folder.url.path])) { reports.append($0) }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.nimkit?.version, NIMKitVersion(1, 8, 0))
        XCTAssertEqual(reports.first?.nimkit?.source, .podfileLock)
        XCTAssertFalse(
            reports.first?.diagnostics.contains { $0.rule == "unknown-key" } ?? true,
            "the configuration two folders up turns unknown-key off")
    }

    /// A folder the walk saw without evidence takes its parent's answer; the kinds of evidence keep their order
    /// all the same: a Podfile.lock two folders up outranks a podspec one folder up, and a folder that holds one
    /// is read for it. The answers are those of a resolver that never saw the walk.
    func testFoldersWithoutEvidenceTakeTheirParentsAnswer() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/Podfile.lock", "PODS:\n  - NIMKit (1.8.0):\n")
        try folder.write("App/Vendor/NIMKit.podspec", "s.version = \"1.0.2\"\n")
        try folder.write("Other/NIMKit.podspec", "s.version = \"1.0.2\"\n")
        let bundles = ["App/Vendor/Kit/A.bundle", "App/B.bundle", "Other/Kit/C.bundle", "Other/D.bundle"]
        for bundle in bundles {
            try folder.write(
                bundle + "/NIMKitGlobalSetting.plist",
                plist("<dict><key>Message_Limit</key><integer>20</integer></dict>"))
        }
        var reports: [FileReport] = []
        _ = CheckRun.run(CheckRequest(paths: [folder.url.path])) { reports.append($0) }
        let walked = Dictionary(uniqueKeysWithValues: reports.map { (Paths.parent($0.path), $0.nimkit) })
        let unwalked = NIMKitReleaseResolver(commandLine: nil)
        for bundle in bundles {
            let absolute = folder.url.appendingPathComponent(bundle).path
            let release = try XCTUnwrap(walked.first { absolute.hasSuffix($0.key) }?.value, bundle)
            let expected = unwalked.release(
                forFolder: absolute, configuration: LoadedConfiguration(path: nil, folder: absolute))
            XCTAssertEqual(release.version, expected.version, bundle)
            XCTAssertEqual(release.source, expected.source, bundle)
        }
        XCTAssertEqual(reports.map(\.nimkit?.source), [.podfileLock, .podfileLock, .podspec, .podspec])
    }
}
