import Foundation
import XCTest

/// `nimlint diff` judges a bubble image by what its name resolves to among each side's own images (the file, its
/// scale, or nothing), not by the name.
final class DiffImageTests: XCTestCase {
    /// Folders `old` and `new`, each read by NIMKit 1.8.0 with its own `Images` folder, whose global Bubble draws
    /// incoming messages with the image `name` and whose files are `images` (file name: bytes).
    private func folders(old: (name: String, images: [String: String]), new: (name: String, images: [String: String]))
        throws -> TemporaryFolder
    {
        let folder = try TemporaryFolder(self)
        for (side, name, images) in [("old", old.name, old.images), ("new", new.name, new.images)] {
            try folder.write("\(side)/.nimlint.json", #"{"nimkit": "1.8.0", "assets": ["Images"]}"#)
            try folder.write(
                "\(side)/NIMKitGlobalSetting.plist", plist("<dict>\n\(SampleSettings.leftBubble(name: name))\n</dict>"))
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent("\(side)/Images"), withIntermediateDirectories: true)
            for (file, bytes) in images { try folder.write("\(side)/Images/\(file)", bytes) }
        }
        return folder
    }

    private func diff(_ folder: TemporaryFolder, _ format: String = "text") throws -> CLIRunner.Result {
        try CLIRunner.run(["diff", "--format", format, "old", "new"], in: folder.url)
    }

    private static func document(_ json: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func testAFileWhoseScaleAloneChangedIsSaidToHaveChangedScale() throws {
        let folder = try folders(
            old: ("chat_in", ["chat_in@2x.png": "picture"]), new: ("chat_in", ["chat_in@3x.png": "picture"]))
        let text = try diff(folder)
        XCTAssertEqual(text.status, 1, text.standardError)
        XCTAssertTrue(
            text.standardOutput.contains(
                "\nGlobal, incoming: bubble image \"chat_in\" → \"chat_in\" (image file's scale @2x → @3x)\n"),
            text.standardOutput)

        let json = try diff(folder, "json")
        let change = try XCTUnwrap((Self.document(json.standardOutput)["changes"] as? [[String: Any]])?.first)
        let image = try XCTUnwrap(change["image"] as? [String: Any])
        XCTAssertEqual(image["change"] as? String, "scale")
        XCTAssertEqual(image["oldScale"] as? Double, 2)
        XCTAssertEqual(image["newScale"] as? Double, 3)
        try PythonValidators.require("jsonschema", "markdown_it")
        XCTAssertEqual(
            try PythonValidators.jsonSchemaErrors(json.standardOutput, schema: DiffCommandTests.diffSchema), [])

        let markdown = try PythonValidators.markdownHTML(try diff(folder, "markdown").standardOutput)
        XCTAssertTrue(markdown.contains("<td>image file's scale @2x → @3x</td>"), markdown)
    }

    func testARemovedImageFileIsReportedThoughTheNameStays() throws {
        let folder = try folders(old: ("chat_in", ["chat_in@2x.png": "picture"]), new: ("chat_in", [:]))
        let removed = try diff(folder)
        XCTAssertEqual(removed.status, 1, removed.standardError)
        XCTAssertTrue(
            removed.standardOutput.contains(
                "\nGlobal, incoming: bubble image \"chat_in\" → \"chat_in\" (image now missing: no bubble image)\n"),
            removed.standardOutput)

        let added = try folders(old: ("chat_in", [:]), new: ("chat_in", ["chat_in.png": "picture"]))
        XCTAssertTrue(try diff(added).standardOutput.contains("\"chat_in\" → \"chat_in\" (image now found)\n"))
    }

    func testARenameWithTheSameBytesIsNoChangeOfTheScreen() throws {
        let folder = try folders(
            old: ("chat_in", ["chat_in@2x.png": "picture"]), new: ("bubble_left", ["bubble_left@2x.png": "picture"]))
        let text = try diff(folder)
        XCTAssertEqual(text.status, 0, "the same picture: " + text.standardOutput)
        XCTAssertTrue(
            text.standardOutput.hasSuffix(
                """

                Renamed, the same picture (no change of the screen):
                Global, incoming: bubble image "chat_in" → "bubble_left"

                no difference in what NIMKit applies; 1 bubble image renamed, the same picture

                """), text.standardOutput)
        let document = try Self.document(try diff(folder, "json").standardOutput)
        XCTAssertEqual((document["changes"] as? [Any])?.count, 0)
        let renamed = try XCTUnwrap((document["renamed"] as? [[String: Any]])?.first)
        XCTAssertEqual((renamed["image"] as? [String: Any])?["change"] as? String, "renamed")

        let repainted = try folders(
            old: ("chat_in", ["chat_in@2x.png": "picture"]), new: ("bubble_left", ["bubble_left@2x.png": "another"]))
        let other = try diff(repainted)
        XCTAssertEqual(other.status, 1)
        XCTAssertTrue(
            other.standardOutput.contains(
                "\nGlobal, incoming: bubble image \"chat_in\" → \"bubble_left\" (image file's content changed)\n"),
            other.standardOutput)
    }

    /// Without the app's images nothing says where a name resolves: a new name is a change, as before.
    func testWithoutImagesANewNameIsAChange() throws {
        let folder = try folders(
            old: ("chat_in", ["chat_in@2x.png": "picture"]), new: ("bubble_left", ["bubble_left@2x.png": "picture"]))
        for side in ["old", "new"] {
            try folder.write("\(side)/.nimlint.json", #"{"nimkit": "1.8.0"}"#)
        }
        let text = try diff(folder)
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(
            text.standardOutput.contains("\nGlobal, incoming: bubble image \"chat_in\" → \"bubble_left\"\n"),
            text.standardOutput)
    }
}
