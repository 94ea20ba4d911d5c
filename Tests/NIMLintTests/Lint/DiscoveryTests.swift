import Foundation
import XCTest
@testable import NIMLint

final class DiscoveryTests: XCTestCase {
    func testGlobs() {
        let cases: [(String, String, Bool)] = [
            ("Legacy/**", "Legacy/a/b/NIMKitGlobalSetting.plist", true),
            ("Legacy/**", "Legacy", true),
            ("**/Old?", "App/Old1", true),
            ("**/Old?", "Old12", false),
            ("*.plist", "NIMKitGlobalSetting.plist", true),
            ("*.plist", "App/NIMKitGlobalSetting.plist", false),
            ("App/**/Settings/*", "App/x/y/Settings/NIMKitBubbleSetting.plist", true),
            ("App/**/Settings/*", "App/Settings/NIMKitBubbleSetting.plist", true),
            ("App/*Kit*", "App/NIMKitResource", true),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(Glob(pattern).matches(path), expected, "\(pattern) ~ \(path)")
        }
    }

    func testWalkFindsSettingsFilesAndNearMissesOnceEachInPathOrder() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("z/NIMKitGlobalSetting.plist", "")
        try folder.write("a/nimkitglobalsetting.plist", "")
        try folder.write("a/NIMKitBubbleSetting.plist", "")
        try folder.write("Carthage/NIMKitBubbleSetting.plist", "")
        try folder.write("DerivedData/NIMKitBubbleSetting.plist", "")
        try folder.symlink("z/again", to: "../a")
        try folder.symlink("z/self", to: ".")
        let result = Discovery.discover(paths: [folder.url.path], forcedKind: nil) {
            LoadedConfiguration(path: nil, folder: $0)
        }
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(
            result.files.map { String($0.path.dropFirst(folder.url.path.count)) },
            ["/a/NIMKitBubbleSetting.plist", "/a/nimkitglobalsetting.plist", "/z/NIMKitGlobalSetting.plist"])
        XCTAssertEqual(result.files.map(\.kind), [.bubble, nil, .global], "a near miss is linted as the file it means")
    }

    func testExcludesOfTheGoverningConfigurationApply() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Vendor/NIMKitGlobalSetting.plist", "")
        try folder.write("App/NIMKitGlobalSetting.plist", "")
        let configuration = LoadedConfiguration(path: "x", folder: folder.url.path, excludes: [Glob("Vendor")])
        let result = Discovery.discover(paths: [folder.url.path], forcedKind: .bubble) { _ in configuration }
        XCTAssertEqual(
            result.files.map { ($0.path as NSString).pathComponents.suffix(2).joined(separator: "/") },
            ["App/NIMKitGlobalSetting.plist"])
        XCTAssertEqual(result.files.first?.kind, .global, "--schema applies to named files only")
    }
}
