import Foundation
import XCTest

/// `show`, `diff`, `preview` and `migrate` at the root of a CocoaPods app whose settings are only the pod's: they read
/// the pod's bundle, as NIMKit does, and name it; with no bundle to be found they say so.
final class AppRootCommandsTests: XCTestCase {
    private static let podBundle = SettingsBundleResolverTests.podBundle
    private static let settingsLine =
        "settings: \(podBundle) (the pod's; NIMKit loads it since the app has no "
        + "NIMKitSettings.bundle of its own)"

    /// An app that installed NIMKit 1.8.0 with CocoaPods and customised the pod's own settings files.
    private func podApp() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.8.0")
        try folder.write(Self.podBundle + "/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write(Self.podBundle + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.write("App/AppDelegate.m", "#import \"AppDelegate.h\"\n")
        return folder
    }

    private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: folder.url)
    }

    func testShowReadsThePodsFilesAndNamesTheBundle() throws {
        let app = try podApp()
        let result = try run(["show", "."], in: app)
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.components(separatedBy: "\n")
        XCTAssertEqual(
            Array(lines.prefix(3)),
            [
                "\(Self.podBundle), read by NIMKit 1.8.0 (the release comes from Podfile.lock)",
                "  " + Self.settingsLine,
                "  NIMKitGlobalSetting.plist: \(Self.podBundle)/NIMKitGlobalSetting.plist",
            ])
        XCTAssertFalse(result.standardOutput.contains("missing:"), result.standardOutput)
        let limit = try XCTUnwrap(
            ShowCommandTests.row(result.standardOutput, heading: "Global", setting: "Message_Limit"))
        XCTAssertEqual(limit.split(separator: " ").prefix(3).map(String.init), ["*", "Message_Limit", "30"], limit)

        let named = try run(["show", Self.podBundle], in: app)
        XCTAssertEqual(
            named.standardOutput, lines[0] + "\n" + lines.dropFirst(2).joined(separator: "\n"),
            "the bundle's own show, with the line that names it")
        XCTAssertFalse(named.standardOutput.contains("settings: "), "a bundle named is read as it is, unannounced")
    }

    func testShowJSONNamesTheBundleAndValidates() throws {
        try PythonValidators.require("jsonschema")
        let app = try podApp()
        let result = try run(["show", "--format", "json"], in: app)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try PythonValidators.jsonSchemaErrors(result.standardOutput, schema: ShowCommandTests.showSchema), [])
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let bundle = try XCTUnwrap(document["settingsBundle"] as? [String: Any])
        XCTAssertEqual(bundle["path"] as? String, Self.podBundle)
        XCTAssertEqual(bundle["owner"] as? String, "pod")
        XCTAssertTrue(bundle["nameSetAt"] is NSNull)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["problem"] is NSNull }, [true, true], "both files load")

        let named = try run(["show", "--format", "json", Self.podBundle], in: app)
        let plain = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(named.standardOutput.utf8)) as? [String: Any])
        XCTAssertNil(plain["settingsBundle"], "a folder read as it is has no such field")
    }

    func testDiffShippedListsOnlyWhatThePodsFilesCustomise() throws {
        let app = try podApp()
        let result = try run(["diff", "--shipped"], in: app)
        XCTAssertEqual(result.status, 1, result.standardError)
        let named = try run(["diff", "--shipped", Self.podBundle], in: app)
        let lines = named.standardOutput.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Global: Message_Limit 20 → 30") }, named.standardOutput)
        XCTAssertEqual(
            result.standardOutput,
            (lines.prefix(2) + ["  " + Self.settingsLine] + lines.dropFirst(2))
                .joined(separator: "\n"), "the bundle's own diff, with the line that names it under the new side")

        try PythonValidators.require("jsonschema")
        let json = try run(["diff", "--shipped", "--format", "json", "."], in: app)
        XCTAssertEqual(
            try PythonValidators.jsonSchemaErrors(json.standardOutput, schema: DiffCommandTests.diffSchema), [])
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(
            ((document["new"] as? [String: Any])?["settingsBundle"] as? [String: Any])?["path"] as? String,
            Self.podBundle)
        XCTAssertNil((document["old"] as? [String: Any])?["settingsBundle"], "the shipped side is no bundle")

        let markdown = try run(["diff", "--shipped", "--format", "markdown"], in: app)
        XCTAssertTrue(
            markdown.standardOutput.contains(
                "\n  - settings: Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle "
                    + "(the pod's; NIMKit loads it since the app has no NIMKitSettings.bundle of its own)\n"),
            markdown.standardOutput)
    }

    func testDiffAtARevisionReadsThePodsBundleThereAndHere() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("Podfile.lock", "PODS:\n  - NIMKit (1.8.0)\n")
        try sandbox.write(Self.podBundle + "/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try sandbox.write(Self.podBundle + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("first").status, 0)
        try sandbox.write(
            Self.podBundle + "/NIMKitGlobalSetting.plist",
            SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<integer>40</integer>"))
        let result = try sandbox.nimlint("diff", "--rev", "HEAD", in: sandbox.repository)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(
            result.standardOutput.hasPrefix("old: HEAD:\(Self.podBundle), read by NIMKit 1.8.0"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\n  " + Self.settingsLine + "\nnew: "), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.hasSuffix("\n\nGlobal: Message_Limit 30 → 40\n\n1 setting differs\n"),
            result.standardOutput)
    }

    func testDiffOfTwoAppRootsReadsEachSidesBundle() throws {
        let old = try podApp(), new = try podApp()
        try new.write(
            Self.podBundle + "/NIMKitGlobalSetting.plist",
            SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<integer>40</integer>"))
        let result = try CLIRunner.run(["diff", old.url.path, new.url.path], in: old.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(
            result.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("  settings: ") }.count, 2,
            result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\nGlobal: Message_Limit 30 → 40"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("\n1 setting differs\n"), result.standardOutput)
    }

    func testPreviewAndMigrateReadThePodsFilesAndNameTheBundleOnStandardError() throws {
        let app = try podApp()
        for command in [["preview"], ["migrate", "--to", "2.1.0"]] {
            let result = try run(command + ["."], in: app)
            XCTAssertEqual(result.status, 0, "\(command): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.contains("nimlint \(command[0]): \(Self.settingsLine)\n"), result.standardError)
            let named = try run(command + [Self.podBundle], in: app)
            XCTAssertEqual(result.standardOutput, named.standardOutput, "\(command): what the bundle itself gives")
            XCTAssertFalse(named.standardError.contains("settings: "), named.standardError)
        }
    }

    func testEachCommandSaysWhenNoBundleIsFound() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/AppDelegate.m", "#import \"AppDelegate.h\"\n")
        let message = "no NIMKitSettings.bundle under .; pass the folder that holds the settings files\n"
        for command in [["show"], ["diff", "--shipped"], ["preview"], ["migrate", "--to", "2.1.0"]] {
            let result = try run(command + ["."], in: folder)
            XCTAssertEqual(result.status, 2, "\(command)")
            XCTAssertEqual(result.standardError, "nimlint \(command[0]): " + message, "\(command)")
            XCTAssertEqual(result.standardOutput, "", "\(command)")
        }
    }
}
