import Foundation
import XCTest
@testable import NIMLint

/// The preview, the language server's hover, `show` and `diff` read one model: for the same setting they give the
/// same value, however NIMKit comes to it.
final class AppliedValueAgreementTests: XCTestCase {
    /// Text's incoming color `#FFF` (blue, as NIMKit reads it), its incoming insets without braces (zero), and
    /// Audio without an entry of its own, so drawn with Unsupport's font size.
    private static let bubble = plist(
        """
        <dict>
        \t<key>Text</key>
        \t<dict>
        \t\t<key>Content_Color</key>
        \t\t<dict>
        \t\t\t<key>Left</key>
        \t\t\t<string>#FFF</string>
        \t\t</dict>
        \t\t<key>Content_Insets</key>
        \t\t<dict>
        \t\t\t<key>Left</key>
        \t\t\t<string>11,15,9,9</string>
        \t\t</dict>
        \t</dict>
        \t<key>Unsupport</key>
        \t<dict>
        \t\t<key>Content_Font_Size</key>
        \t\t<integer>13</integer>
        \t</dict>
        </dict>
        """)

    /// The same file before: black text, insets in braces, and Unsupport's font 12.
    private static let before = bubble.replacingOccurrences(of: "#FFF", with: "#000000")
        .replacingOccurrences(of: "11,15,9,9", with: "{11,15,9,9}").replacingOccurrences(
            of: "<integer>13", with: "<integer>12")

    func testEveryReaderGivesTheModelsValue() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.8.0")
        try folder.write("App/NIMKitGlobalSetting.plist", SampleSettings.clean)
        let url = try folder.write("App/NIMKitBubbleSetting.plist", Self.bubble)
        try folder.write("Old/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("Old/NIMKitBubbleSetting.plist", Self.before)
        let app = folder.url.appendingPathComponent("App").path

        // The model, as SettingsFolderCheck reads it.
        let model = SettingsFolderCheck(folder: app, assetFolders: [], nimkit: nil).applied
        func value(_ title: String) throws -> String {
            try XCTUnwrap(model.settings.first { $0.title == title }, title).value.description
        }
        let color = try value("Text, incoming: text color")
        let insets = try value("Text, incoming: content insets")
        let font = try value("Audio, incoming: font size")
        XCTAssertEqual([color, insets, font], ["#000FFF (blue)", "{0, 0, 0, 0}", "13"])

        // The preview draws the same values.
        let preview = ChatPreview.build(folder: app, assetFolders: [], nimkit: nil)
        let text = try XCTUnwrap(preview.messageTypes.first { $0.name == "Text" })
        let audio = try XCTUnwrap(preview.messageTypes.first { $0.name == "Audio" })
        XCTAssertEqual(SettingValue.color(text.incoming.textColor).description, color)
        XCTAssertEqual(SettingValue.insets(text.incoming.contentInsets).description, insets)
        XCTAssertEqual(SettingValue.number(audio.incoming.fontSize).description, font)

        // show prints them.
        let shown = try CLIRunner.run(["show", "--format", "json", "App"], in: folder.url)
        let settings = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])?["settings"]
                as? [[String: Any]],
            shown.standardError)
        func shownValue(_ title: String) -> String? {
            (settings.first { $0["title"] as? String == title }?["value"] as? [String: Any])?["display"] as? String
        }
        XCTAssertEqual(shownValue("Text, incoming: text color"), color)
        XCTAssertEqual(shownValue("Text, incoming: content insets"), insets)
        XCTAssertEqual(shownValue("Audio, incoming: font size"), font)

        // diff says the change to each, in the same words.
        let diff = try CLIRunner.run(["diff", "Old", "App"], in: folder.url)
        XCTAssertEqual(diff.status, 1, diff.standardError)
        XCTAssertTrue(
            diff.standardOutput.contains("Text, incoming: text color #000000 (black) → \(color)"), diff.standardOutput)
        XCTAssertTrue(
            diff.standardOutput.contains("Text, incoming: content insets {11, 15, 9, 9} → \(insets)"),
            diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("Audio, incoming: font size 12 → \(font)"), diff.standardOutput)

        // Hover on each value says what NIMKit applies there.
        let session = try InProcessSession(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
        let uri = try session.open(url, Self.bubble)
        let lines = Self.bubble.split(separator: "\n", omittingEmptySubsequences: false)
        func hover(at needle: String) throws -> String {
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(needle) }, needle)
            let character = try XCTUnwrap(lines[line].range(of: needle)).lowerBound.utf16Offset(in: lines[line]) + 1
            return try XCTUnwrap(try session.hover(uri, line: line, character: character), needle)
        }
        for (needle, value) in [("#FFF", color), ("11,15,9,9", insets), ("<integer>13", font)] {
            let shown = try hover(at: needle)
            XCTAssertTrue(shown.contains("applies `\(value)"), shown)
        }
    }
}
