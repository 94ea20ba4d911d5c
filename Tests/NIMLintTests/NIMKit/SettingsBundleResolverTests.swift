import Foundation
import XCTest
@testable import NIMLint

/// Which settings bundle NIMKit loads for an app, found from the app's root: the app's own, else the pod's, under
/// the name the app's sources give it.
final class SettingsBundleResolverTests: XCTestCase {
    static let podBundle = "Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle"

    /// The resolution of `folder`'s root, with the root written `.` as a user at the app's root would see it.
    private func resolve(_ folder: TemporaryFolder) -> SettingsBundleResolver.Resolution {
        let root = folder.url.path
        func relative(_ text: String) -> String {
            text.replacingOccurrences(of: root + "/", with: "").replacingOccurrences(of: root, with: ".")
        }
        switch SettingsBundleResolver.resolve(folder: root) {
        case .asGiven: return .asGiven
        case .notFound(let message): return .notFound(relative(message))
        case .bundle(var choice):
            choice.path = relative(choice.path)
            choice.nameSetAt = choice.nameSetAt.map(relative)
            choice.others = choice.others.map(relative)
            choice.podsPassedOver = choice.podsPassedOver.map(relative)
            return .bundle(choice)
        }
    }

    private func chosen(_ folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) throws
        -> SettingsBundleChoice
    {
        let resolution = resolve(folder)
        guard case .bundle(let choice) = resolution else {
            XCTFail("a bundle, not \(resolution)", file: file, line: line)
            throw XCTSkip("no bundle to look at")
        }
        return choice
    }

    private func bundle(_ folder: TemporaryFolder, _ path: String) throws {
        try folder.write(path + "/NIMKitGlobalSetting.plist", SampleSettings.clean)
    }

    func testAPodsBundleIsWhatAnAppWithoutItsOwnLoads() throws {
        let folder = try TemporaryFolder(self)
        try bundle(folder, Self.podBundle)
        try bundle(folder, "Pods/NIMKit/NIMKit/Resources/NIMKitResource.bundle")
        let choice = try chosen(folder)
        XCTAssertEqual(choice.path, Self.podBundle)
        XCTAssertEqual(choice.owner, .pod)
        XCTAssertEqual(choice.others, [])
        XCTAssertEqual(
            choice.summary,
            Self.podBundle
                + " (the pod's; NIMKit loads it since the app has no NIMKitSettings.bundle of its own)")
    }

    func testTheAppsOwnBundleBeatsThePods() throws {
        let folder = try TemporaryFolder(self)
        try bundle(folder, Self.podBundle)
        try bundle(folder, "App/Resources/NIMKitSettings.bundle")
        let choice = try chosen(folder)
        XCTAssertEqual(choice.path, "App/Resources/NIMKitSettings.bundle")
        XCTAssertEqual(choice.owner, .app)
        XCTAssertEqual(
            choice.summary,
            "App/Resources/NIMKitSettings.bundle (the app's own; NIMKit loads it rather "
                + "than the pod's \(Self.podBundle))")
    }

    func testASettingBundleNameTheObjectiveCSetsPicksItsBundleAndIsNamed() throws {
        let folder = try TemporaryFolder(self)
        try bundle(folder, Self.podBundle)
        try bundle(folder, "App/Chat.bundle")
        try folder.write(
            "App/AppDelegate.m",
            """
            #import "AppDelegate.h"
            // [NIMKit sharedKit].settingBundleName = @"Old.bundle";
            - (void)setUpNIMKit {
                [NIMKit sharedKit].settingBundleName = @"Chat.bundle";
            }

            """)
        let choice = try chosen(folder)
        XCTAssertEqual(choice.path, "App/Chat.bundle")
        XCTAssertEqual(choice.bundleName, "Chat.bundle")
        XCTAssertEqual(choice.nameSetAt, "App/AppDelegate.m:4")
        XCTAssertTrue(
            choice.summary.hasSuffix("; the app names the bundle Chat.bundle at App/AppDelegate.m:4)"), choice.summary)
    }

    func testASettingBundleNameTheSwiftSetsPicksItsBundle() throws {
        let folder = try TemporaryFolder(self)
        try bundle(folder, Self.podBundle)
        try bundle(folder, "Pods/ChatTheme/Resources/Theme.bundle")
        try folder.write(
            "App/Sources/Chat.swift",
            "import NIMKit\n\nfunc setUp() {\n    NIMKit.shared().settingBundleName = \"Theme.bundle\"\n}\n")
        let choice = try chosen(folder)
        XCTAssertEqual(choice.path, "Pods/ChatTheme/Resources/Theme.bundle")
        XCTAssertEqual(choice.owner, .pod)
        XCTAssertEqual(choice.nameSetAt, "App/Sources/Chat.swift:4")
    }

    func testTheSetterFormIsReadAndNIMKitsOwnDefaultIsNot() throws {
        let folder = try TemporaryFolder(self)
        try bundle(folder, "App/Chat.bundle")
        try bundle(folder, "App/NIMKitSettings.bundle")
        // NIMKit's sources vendored into the app (walked before Setup.mm): its own default is no choice of the app's.
        try folder.write("App/NIMKit/NIMKit.m", "        _settingBundleName   = @\"Vendor.bundle\";\n")
        try folder.write("App/Setup.mm", "[[NIMKit sharedKit] setSettingBundleName:@\"Chat.bundle\"];\n")
        XCTAssertEqual(try chosen(folder).nameSetAt, "App/Setup.mm:1")
    }

    func testSeveralCandidatesNameTheOneShownAndHowToPickAnother() throws {
        let folder = try TemporaryFolder(self)
        try bundle(folder, "AppA/NIMKitSettings.bundle")
        try bundle(folder, "AppB/NIMKitSettings.bundle")
        try bundle(folder, Self.podBundle)
        let choice = try chosen(folder)
        XCTAssertEqual(choice.path, "AppA/NIMKitSettings.bundle")
        XCTAssertEqual(choice.others, ["AppB/NIMKitSettings.bundle", Self.podBundle])
        XCTAssertTrue(
            choice.summary.hasSuffix(
                "; also found: AppB/NIMKitSettings.bundle (pass a bundle's path to read that one))"), choice.summary)
    }

    func testNoBundleIsSaidSo() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/AppDelegate.m", "int main(void) { return 0; }\n")
        XCTAssertEqual(
            resolve(folder),
            .notFound(
                "no NIMKitSettings.bundle under .; pass the folder that holds the settings files"))
        try folder.write("App/Chat.m", "[NIMKit sharedKit].settingBundleName = @\"Chat.bundle\";\n")
        try bundle(folder, Self.podBundle)
        XCTAssertEqual(
            resolve(folder),
            .notFound(
                "no Chat.bundle (the name App/Chat.m:1 sets) under .; pass the folder that holds the settings files"))
    }

    func testTheWalkSkipsBuildAndDependencyFolders() throws {
        let folder = try TemporaryFolder(self)
        for skipped in [".git", "DerivedData", "build", "node_modules", "App.framework"] {
            try bundle(folder, skipped + "/x/NIMKitSettings.bundle")
            try folder.write(skipped + "/x/Setup.m", "[NIMKit sharedKit].settingBundleName = @\"Other.bundle\";\n")
        }
        try folder.write("Pods/NIMKit/Setup.m", "[NIMKit sharedKit].settingBundleName = @\"Other.bundle\";\n")
        try bundle(folder, "Pods/Headers/Public/NIMKitSettings.bundle")
        try folder.symlink("App", to: ".")
        XCTAssertEqual(
            resolve(folder),
            .notFound(
                "no NIMKitSettings.bundle under .; pass the folder that holds the settings files"))
        try bundle(folder, Self.podBundle)
        XCTAssertEqual(try chosen(folder).path, Self.podBundle, "the pod's bundle, by the default name")
    }

    func testAFolderHoldingAFileOrABundleIsReadAsGiven() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try bundle(folder, Self.podBundle)
        XCTAssertEqual(resolve(folder), .asGiven)
        let empty = try TemporaryFolder(self)
        try FileManager.default.createDirectory(
            at: empty.url.appendingPathComponent("Empty.bundle"), withIntermediateDirectories: true)
        XCTAssertEqual(
            SettingsBundleResolver.resolve(folder: empty.url.appendingPathComponent("Empty.bundle").path), .asGiven)
    }
}
