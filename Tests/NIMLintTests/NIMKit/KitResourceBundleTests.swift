import Foundation
import XCTest
@testable import NIMLint

/// NIMKit's own `NIMKitResource.bundle`, which CocoaPods installs beside the settings bundle: found and used
/// without `--assets`.
final class KitResourceBundleTests: XCTestCase {
    private static let resources = "Pods/NIMKit/NIMKit/Resources"

    private func app(release: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit(release)
        try folder.write(Self.resources + "/NIMKitResource.bundle/kit_bubble@2x.png", "kit image")
        try folder.write(
            Self.resources + "/NIMKitSettings.bundle/NIMKitGlobalSetting.plist",
            ChatPreviewTests.settingsPlist(
                """
                <key>Bubble</key>
                <dict>
                <key>Left</key>
                <dict><key>Normal</key><dict><key>Name</key><string>kit_bubble</string></dict></dict>
                <key>Right</key>
                <dict><key>Normal</key><dict><key>Name</key><string>app_bubble</string></dict></dict>
                </dict>
                """))
        return folder
    }

    private func missingImages(_ folder: TemporaryFolder) throws -> [String] {
        let result = try CLIRunner.run(["check", "--format", "json", "."], in: folder.url)
        let report = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            .filter { $0["rule"] as? String == "missing-image" }
            .map { "\($0["message"] ?? "") | \(($0["help"] as? [String] ?? []).joined(separator: " | "))" }
    }

    func testAReleaseThatLooksOnlyInTheKitIsJudgedByTheKitsBundle() throws {
        let found = try missingImages(app(release: "1.0.5"))
        guard found.count == 1 else { return XCTFail("one missing image, not \(found)") }
        XCTAssertTrue(found[0].hasPrefix("no image 'app_bubble' in NIMKitResource.bundle"), found[0])
        XCTAssertTrue(found[0].contains("looked in \(Self.resources)/NIMKitResource.bundle"), found[0])
    }

    func testAReleaseThatLooksInTheAppTooSaysNothingOfImagesTheAppMayHold() throws {
        XCTAssertEqual(try missingImages(app(release: "1.8.0")), [])
    }

    func testThePreviewDrawsTheKitsImageAndSaysWhereItCameFrom() throws {
        let folder = try app(release: "1.8.0")
        let preview = ChatPreview.build(
            folder: folder.url.appendingPathComponent(Self.resources + "/NIMKitSettings.bundle").path,
            assetFolders: [], nimkit: nil)
        XCTAssertEqual(preview.defaultBubble.incoming.normal.image?.bytes, Array("kit image".utf8))
        XCTAssertEqual(preview.defaultBubble.incoming.normal.image?.scale, 2)
        XCTAssertEqual(
            preview.defaultBubble.outgoing.normal.missing,
            "“app_bubble” is not the kit's own image: give the app's asset folders with --assets to draw it")
        XCTAssertTrue(
            try XCTUnwrap(preview.imageFolders.first).hasSuffix("Resources/NIMKitResource.bundle"),
            "\(preview.imageFolders)")
        XCTAssertTrue(PreviewHTML.render(preview).contains("Bubble images from: "), "the page says where")
    }

    func testShowSaysWhereEachBubbleImageIsFound() throws {
        try PythonValidators.require("jsonschema")
        let folder = try app(release: "1.8.0")
        let result = try CLIRunner.run(
            ["show", "--format", "json", Self.resources + "/NIMKitSettings.bundle"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try PythonValidators.jsonSchemaErrors(result.standardOutput, schema: ShowCommandTests.showSchema), [])
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["imageFolders"] as? [String], [Self.resources + "/NIMKitResource.bundle"])
        let settings = try XCTUnwrap(document["settings"] as? [[String: Any]])
        func image(_ title: String) -> [String: Any]? {
            settings.first { $0["title"] as? String == title }?["image"] as? [String: Any]
        }
        XCTAssertEqual(image("Global, incoming: bubble image")?["found"] as? String, "kit")
        XCTAssertEqual(
            image("Global, incoming: bubble image")?["path"] as? String,
            Self.resources + "/NIMKitResource.bundle/kit_bubble@2x.png")
        XCTAssertEqual(image("Global, outgoing: bubble image")?["found"] as? String, "app-unknown")
        let text = try CLIRunner.run(["show", Self.resources + "/NIMKitSettings.bundle"], in: folder.url).standardOutput
        XCTAssertTrue(text.contains("bubble images: looked up in \(Self.resources)/NIMKitResource.bundle"), text)
        XCTAssertTrue(text.contains("the kit's own image"), text)
    }
}
