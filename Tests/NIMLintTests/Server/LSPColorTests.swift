import Foundation
import XCTest

/// Color swatches as NIMKit draws the colors, and `#RRGGBB` for a picked color, through a real subprocess.
final class LSPColorTests: XCTestCase {
    func testEveryColorValueHasASwatchOfTheColorNIMKitDraws() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient.initialized(in: folder.url)
        let uri = folder.url.appendingPathComponent("NIMKitBubbleSetting.plist").absoluteString
        let text = plist(
            """
            <dict>
            \t<key>Text</key>
            \t<dict>
            \t\t<key>Content_Color</key>
            \t\t<dict>
            \t\t\t<key>Left</key>
            \t\t\t<string>#FFF</string>
            \t\t\t<key>Right</key>
            \t\t\t<string>#FF8000</string>
            \t\t</dict>
            \t\t<key>Content_Insets</key>
            \t\t<dict><key>Left</key><string>#FFFFFF</string></dict>
            \t</dict>
            </dict>
            """)
        client.open(uri, text)
        let response = try client.request("textDocument/documentColor", ["textDocument": ["uri": uri]])
        let colors = try XCTUnwrap(response["result"] as? [[String: Any]])
        XCTAssertEqual(colors.count, 2, "insets are not colors, whatever their text")
        // `#FFF` is 0x000FFF to NIMKit: no red, a little green, full blue.
        XCTAssertEqual(colors[0][path: "color", "red"] as? Double, 0)
        XCTAssertEqual(try XCTUnwrap(colors[0][path: "color", "green"] as? Double), 15.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(colors[0][path: "color", "blue"] as? Double, 1)
        XCTAssertEqual(colors[0][path: "color", "alpha"] as? Double, 1)
        XCTAssertEqual(colors[0][path: "range", "start", "line"] as? Int, 8)
        XCTAssertEqual(colors[0][path: "range", "start", "character"] as? Int, 11)
        XCTAssertEqual(colors[0][path: "range", "end", "character"] as? Int, 15)
        XCTAssertEqual(colors[1][path: "color", "red"] as? Double, 1)
        XCTAssertEqual(try XCTUnwrap(colors[1][path: "color", "green"] as? Double), 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(colors[1][path: "color", "blue"] as? Double, 0)

        let range: [String: Any] = ["start": ["line": 8, "character": 11], "end": ["line": 8, "character": 15]]
        let presentation = try client.request(
            "textDocument/colorPresentation",
            [
                "textDocument": ["uri": uri], "range": range,
                "color": ["red": 1.0, "green": 0.0, "blue": 0.5, "alpha": 1.0],
            ])
        let first = try XCTUnwrap((presentation["result"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["label"] as? String, "#FF0080")
        XCTAssertEqual(first[path: "textEdit", "newText"] as? String, "#FF0080")
        XCTAssertEqual(first[path: "textEdit", "range", "start", "character"] as? Int, 11)
    }
}
