import Foundation
import XCTest
@testable import NIMLint

/// The walk in a CocoaPods app's repository: the NIMKit pod's settings bundle is found under `Pods/`, the rest of
/// `Pods/` is not searched, and a run that finds nothing says where it looked.
final class PodsDiscoveryTests: XCTestCase {
    private static let podBundle = "Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle"

    private func discover(_ folder: TemporaryFolder) -> Discovery.Result {
        Discovery.discover(paths: [folder.url.path], forcedKind: nil) { LoadedConfiguration(path: nil, folder: $0) }
    }

    private func relative(_ result: Discovery.Result, _ folder: TemporaryFolder) -> [String] {
        result.files.map { String($0.path.dropFirst(folder.url.path.count + 1)) }
    }

    func testSettingsFilesInBundlesUnderPodsAreFound() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(Self.podBundle + "/NIMKitGlobalSetting.plist", "")
        try folder.write(Self.podBundle + "/NIMKitBubbleSetting.plist", "")
        try folder.write("Pods/OtherKit/Assets/Theme.bundle/NIMKitBubbleSetting.plist", "")
        try folder.write("Pods/NIMKit/NIMKit/Resources/NIMKitBubbleSetting.plist", "")
        try folder.write("Pods/Headers/Public/NIMKit/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", "")
        try folder.write("Pods/Target Support Files/NIMKit/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", "")
        try folder.write("Pods/NIMSDK/NIMSDK.framework/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", "")
        try folder.write("Pods/NIMKit/Images.xcassets/x.bundle/NIMKitGlobalSetting.plist", "")
        let result = discover(folder)
        XCTAssertEqual(
            relative(result, folder),
            [
                "Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle/NIMKitBubbleSetting.plist",
                "Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle/NIMKitGlobalSetting.plist",
                "Pods/OtherKit/Assets/Theme.bundle/NIMKitBubbleSetting.plist",
            ], "only bundles under Pods, and not in the trees CocoaPods generates, frameworks or asset catalogs")
        let root = folder.url.path
        XCTAssertEqual(result.record.bundleSearched, [root + "/Pods"])
        XCTAssertEqual(
            result.record.skipped,
            [
                root + "/Pods/Headers", root + "/Pods/NIMKit/Images.xcassets", root + "/Pods/NIMSDK/NIMSDK.framework",
                root + "/Pods/Target Support Files",
            ])
    }

    func testANamedPodsFolderIsWalkedWhole() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Pods/NIMKit/NIMKit/Resources/NIMKitBubbleSetting.plist", "")
        let result = Discovery.discover(paths: [folder.url.appendingPathComponent("Pods").path], forcedKind: nil) {
            LoadedConfiguration(path: nil, folder: $0)
        }
        XCTAssertEqual(result.files.count, 1, "a folder the user names is searched whatever its name")
    }

    func testACopyNestedInASecondSettingsBundleIsFoundAndReported() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(Self.podBundle + "/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write(Self.podBundle + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.write(Self.podBundle + "/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", SampleSettings.clean)
        let result = try CLIRunner.run(["check", "--format", "xcode"], in: folder.url)
        XCTAssertEqual(
            result.relativeOutput,
            Self.podBundle + "/NIMKitSettings.bundle/NIMKitGlobalSetting.plist:1:1: "
                + "warning: this NIMKitGlobalSetting.plist is in a NIMKitSettings.bundle inside another "
                + "NIMKitSettings.bundle: NIMKit reads only the outer bundle's files, so it never loads this copy "
                + "[nested-settings-bundle]\n")
        let inside = try CLIRunner.run(
            ["check", "--format", "xcode", "."], in: folder.url.appendingPathComponent(Self.podBundle))
        XCTAssertTrue(
            inside.standardOutput.contains("[nested-settings-bundle]"), "seen from inside the outer bundle too")
    }

    func testACocoaPodsAppRootIsCheckedWithThePodsSettingsFiles() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Podfile.lock", "PODS:\n  - NIMKit (1.8.0)\n")
        try folder.write("App/AppDelegate.m", "")
        try folder.write(Self.podBundle + "/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write(Self.podBundle + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let result = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(result.standardOutput, "2 files checked: no problems\n", result.standardError)
    }

    func testFindingNothingSaysWhereItLookedAndWhatItSkipped() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/main.m", "")
        try folder.write(".git/HEAD", "")
        try folder.write("node_modules/x/index.js", "")
        try folder.write("Pods/Headers/Public/x.h", "")
        try folder.write("Pods/Alamofire/Source/Session.swift", "")
        try folder.write("Vendor/Old/NIMKitGlobalSetting.plist", "")
        try folder.write(".nimlint.json", #"{"exclude": ["Vendor"]}"#)
        let text = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(
            text.standardOutput,
            """
            no settings files found: nimlint checks files named NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist
              looked in . (5 folders), and for settings bundles only in Pods
              skipped .git, Pods/Headers, node_modules
              left out 1 path excluded by the configuration

            """)
        let json = try CLIRunner.run(
            ["check", "--format", "json", "--allow-zero-lintable-files", "App"], in: folder.url)
        XCTAssertEqual(
            json.standardError,
            """
            nimlint: no settings files found: nimlint checks files named NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist
            nimlint:   looked in App (1 folder)

            """)
    }
}
