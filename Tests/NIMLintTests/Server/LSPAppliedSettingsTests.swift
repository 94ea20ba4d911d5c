import Foundation
import XCTest
@testable import NIMLint

/// The outline, inlay hints and hover of `nimlint lsp` read what NIMKit applies (`AppliedSettings`) from the lint
/// the session already ran for diagnostics; driven through the session in this process.
final class LSPAppliedSettingsTests: XCTestCase {
    /// Under NIMKit 1.0.0 (no Robot): insets without braces (line 8), a Content_Color without Right (line 13),
    /// `#FFF` (line 15), a Bubble without Right (line 18), a misspelt type after a comment of Chinese and an emoji
    /// (line 31), Robot (line 33), and Unsupport's colors, `#ffffff` reading as it looks (line 42).
    static let bubble = plist(
        """
        <dict>
        \t<key>Text</key>
        \t<dict>
        \t\t<key>Content_Insets</key>
        \t\t<dict>
        \t\t\t<key>Left</key>
        \t\t\t<string>11,15,9,9</string>
        \t\t\t<key>Right</key>
        \t\t\t<string>{11,15,9,9}</string>
        \t\t</dict>
        \t\t<key>Content_Color</key>
        \t\t<dict>
        \t\t\t<key>Left</key>
        \t\t\t<string>#FFF</string>
        \t\t</dict>
        \t\t<key>Bubble</key>
        \t\t<dict>
        \t\t\t<key>Left</key>
        \t\t\t<dict>
        \t\t\t\t<key>Normal</key>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>Name</key>
        \t\t\t\t\t<string>bubble_left</string>
        \t\t\t\t</dict>
        \t\t\t</dict>
        \t\t</dict>
        \t\t<key>Content_Font_Size</key>
        \t\t<real>14</real>
        \t</dict>
        \t<!-- 文本 😀 --><key>Txt</key>
        \t<dict/>
        \t<key>Robot</key>
        \t<dict/>
        \t<key>Unsupport</key>
        \t<dict>
        \t\t<key>Content_Color</key>
        \t\t<dict>
        \t\t\t<key>Left</key>
        \t\t\t<string>#000000</string>
        \t\t\t<key>Right</key>
        \t\t\t<string>#ffffff</string>
        \t\t</dict>
        \t</dict>
        </dict>
        """)

    private func session(
        _ name: String = "NIMKitBubbleSetting.plist", _ text: String = bubble,
        capabilities: InProcessSession.Message = [:]
    ) throws -> (InProcessSession, String, TemporaryFolder) {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.0.0")
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let url = try folder.write(name, text)
        let session = try InProcessSession(capabilities: capabilities)
        return (session, try session.open(url, text), folder)
    }

    private static let hierarchical: InProcessSession.Message = [
        "textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]
    ]

    private func names(_ symbols: [[String: Any]]) -> [String] {
        symbols.compactMap { $0["name"] as? String }
    }

    private func children(_ symbol: [String: Any]?) -> [[String: Any]] {
        symbol?["children"] as? [[String: Any]] ?? []
    }

    private func child(_ symbol: [String: Any]?, _ name: String) -> [String: Any]? {
        children(symbol).first { $0["name"] as? String == name }
    }

    func testTheBubbleFilesOutlineIsItsMessageTypesTheirSettingsAndTheirSides() throws {
        let (session, uri, _) = try session(capabilities: Self.hierarchical)
        let symbols = try session.documentSymbols(uri)
        XCTAssertEqual(names(symbols), ["Text", "Txt", "Robot", "Unsupport"])
        let text = symbols.first
        XCTAssertEqual(text?["kind"] as? Int, 5, "a message type is a class")
        XCTAssertEqual(text?[path: "range", "start", "line"] as? Int, 3)
        XCTAssertEqual(text?[path: "range", "end", "line"] as? Int, 30, "to the entry's </dict>")
        XCTAssertEqual(text?[path: "selectionRange", "end", "character"] as? Int, 16, "the <key> element")
        XCTAssertEqual(names(children(text)), ["Content_Insets", "Content_Color", "Bubble", "Content_Font_Size"])
        let color = child(text, "Content_Color")
        XCTAssertEqual(color?["kind"] as? Int, 19)
        XCTAssertEqual(names(children(color)), ["Left"])
        XCTAssertEqual(child(color, "Left")?["detail"] as? String, "incoming: #000FFF (blue)")
        let insets = child(text, "Content_Insets")
        XCTAssertEqual(
            child(insets, "Left")?["detail"] as? String,
            "incoming: {0, 0, 0, 0} (not {top, left, bottom, right}: zero insets)")
        XCTAssertEqual(child(insets, "Right")?["detail"] as? String, "outgoing: {11, 15, 9, 9}")
        let bubbleLeft = child(child(text, "Bubble"), "Left")
        XCTAssertEqual(bubbleLeft?["detail"] as? String, "incoming")
        XCTAssertEqual(names(children(child(bubbleLeft, "Normal"))), ["Name"])
        XCTAssertEqual(child(text, "Content_Font_Size")?["kind"] as? Int, 16)
        XCTAssertEqual(child(text, "Content_Font_Size")?["detail"] as? String, "14")
        XCTAssertEqual(symbols[1]["detail"] as? String, "never used by NIMKit 1.0.0")
        XCTAssertEqual(symbols[2]["detail"] as? String, "never used by NIMKit 1.0.0", "1.0.0 has no Robot")
        XCTAssertNil(symbols[3]["detail"])
        // The comment before `<key>Txt</key>` holds 文本 and 😀: 15 UTF-16 units.
        XCTAssertEqual(symbols[1][path: "selectionRange", "start", "character"] as? Int, 15)
    }

    func testTheGlobalFilesOutlineNestsBubbleSidesAndStatesAndIsFlatForAClientWithoutTrees() throws {
        let (tree, treeURI, _) = try session(
            "NIMKitGlobalSetting.plist", SampleSettings.clean, capabilities: Self.hierarchical)
        let symbols = try tree.documentSymbols(treeURI)
        XCTAssertEqual(names(symbols).first, "Message_Interval")
        let bubble = try XCTUnwrap(symbols.first { $0["name"] as? String == "Bubble" })
        XCTAssertEqual(names(children(bubble)), ["Left", "Right"])
        XCTAssertEqual(child(bubble, "Right")?["detail"] as? String, "outgoing")
        XCTAssertEqual(names(children(child(bubble, "Left"))), ["Normal", "Highlighted"])
        XCTAssertEqual(names(children(child(child(bubble, "Left"), "Normal"))), ["Name", "Insets"])
        XCTAssertEqual(symbols.first { $0["name"] as? String == "Message_Limit" }?["detail"] as? String, "30")

        let (flat, flatURI, _) = try session("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let information = try flat.documentSymbols(flatURI)
        XCTAssertNil(information.first?["children"], "SymbolInformation has no children")
        XCTAssertEqual(information.first?[path: "location", "uri"] as? String, flatURI)
        let normals = information.filter { $0["name"] as? String == "Normal" }
        XCTAssertEqual(normals.compactMap { $0["containerName"] as? String }, ["Left", "Right"])
        XCTAssertEqual(
            information.count, names(symbols).count + 2 + 4 + 8, "every key once: sides, states, names and insets")
    }

    func testTextBeingTypedIsOutlinedAsFarAsItGoesAndNothingFails() throws {
        let typed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Text</key>
            \t<dict>
            \t\t<key>Content_Color</key>
            \t\t<dict>
            \t\t\t<key>Le
            """
        let (session, uri, _) = try session(capabilities: Self.hierarchical)
        try session.replaceText(uri, typed, version: 2)
        let symbols = try session.documentSymbols(uri)
        XCTAssertEqual(names(symbols), ["Text"])
        XCTAssertEqual(names(children(child(symbols.first, "Content_Color"))), ["Le"])
        XCTAssertEqual(
            symbols.first?[path: "range", "end", "line"] as? Int, 7, "an open dict runs to the end of the text")
        XCTAssertEqual(try session.inlayHints(uri).count, 0, "nothing NIMKit reads: the file does not load")
        XCTAssertNil(try session.hover(uri, line: 7, character: 9))
        for text in ["", "<", "<dict><key>", "</dict></dict><key>A</key>", "<plist><array><key>x</key></array>"] {
            try session.replaceText(uri, text, version: 3)
            XCTAssertNoThrow(try session.documentSymbols(uri), text)
            XCTAssertNoThrow(try session.inlayHints(uri), text)
        }
    }

    func testInlayHintsSayWhereNIMKitReadsAValueOtherwiseThanItLooks() throws {
        let (session, uri, _) = try session()
        let hints = try session.inlayHints(uri)
        func hint(_ line: Int) -> [String: Any]? { hints.first { $0[path: "position", "line"] as? Int == line } }
        XCTAssertEqual(hints.compactMap { $0[path: "position", "line"] as? Int }, [8, 13, 15, 18, 31, 33])
        XCTAssertEqual(hint(8)?["label"] as? String, "zero insets")
        XCTAssertEqual(hint(8)?[path: "position", "character"] as? Int, 29, "after </string>")
        XCTAssertEqual(hint(13)?["label"] as? String, "Right: nil")
        XCTAssertEqual(hint(13)?[path: "position", "character"] as? Int, 8, "after the dict's start tag")
        XCTAssertEqual(hint(13)?["kind"] as? Int, 2)
        XCTAssertEqual(hint(15)?["label"] as? String, "reads #000FFF (blue)")
        XCTAssertEqual(hint(15)?[path: "position", "character"] as? Int, 24)
        XCTAssertEqual(hint(15)?["kind"] as? Int, 1)
        XCTAssertEqual(hint(18)?["label"] as? String, "Right: the global Bubble's")
        XCTAssertEqual(hint(31)?["label"] as? String, "never used by NIMKit 1.0.0")
        XCTAssertEqual(hint(31)?[path: "position", "character"] as? Int, 29, "after </key>, in UTF-16 units")
        XCTAssertEqual(hint(33)?["label"] as? String, "never used by NIMKit 1.0.0")
        XCTAssertTrue(hints.allSatisfy { $0["paddingLeft"] as? Bool == true })

        XCTAssertEqual(
            try session.inlayHints(uri, lines: 13..<16).compactMap { $0[path: "position", "line"] as? Int }, [13, 15])
        XCTAssertEqual(try session.inlayHints(uri, lines: 40..<46).count, 0, "#000000 and #ffffff read as they look")

        let (utf8, utf8URI, _) = try self.session(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        let txt = try utf8.inlayHints(utf8URI, lines: 31..<32).first
        XCTAssertEqual(txt?[path: "position", "character"] as? Int, 35, "after </key>, in UTF-8 bytes")
    }

    func testAMissingSideOfTheGlobalBubbleIsNil() throws {
        let global = SampleSettings.clean.replacingOccurrences(
            of: #"<key>Right</key>\s*<dict>[\s\S]*?</dict>\s*</dict>"#, with: "", options: .regularExpression)
        XCTAssertNotEqual(global, SampleSettings.clean)
        let (session, uri, _) = try session("NIMKitGlobalSetting.plist", global)
        let hints = try session.inlayHints(uri)
        XCTAssertEqual(hints.compactMap { $0["label"] as? String }, ["Right: nil"])
        XCTAssertEqual(hints.first?[path: "position", "line"] as? Int, 17, "after the Bubble's <dict>")
    }

    func testHoverAddsWhatNIMKitAppliesInTheModelsWords() throws {
        let (session, uri, folder) = try session(capabilities: [
            "textDocument": ["hover": ["contentFormat": ["markdown"]]]
        ])
        let model = SettingsFolderCheck(folder: folder.url.path, assetFolders: [], nimkit: nil).applied
        let textColor = try XCTUnwrap(model.settings.first { $0.title == "Text, incoming: text color" })
        XCTAssertEqual(textColor.appliedDescription, "#000FFF (blue)")

        let onValue = try XCTUnwrap(try session.hover(uri, line: 15, character: 12))
        XCTAssertTrue(
            onValue.hasPrefix("**Left** · `<string>` · a color"), "the schema's documentation first: \(onValue)")
        XCTAssertTrue(
            onValue.hasSuffix(
                "In NIMKit 1.0.0:\n- Text, incoming: text color: applies `\(textColor.appliedDescription)`"), onValue)
        XCTAssertEqual(try session.hover(uri, line: 14, character: 8), onValue, "the key says what its value applies")

        let insets = try XCTUnwrap(try session.hover(uri, line: 8, character: 12))
        XCTAssertTrue(
            insets.contains(
                "- Text, incoming: content insets: applies `{0, 0, 0, 0} (not {top, left, bottom, right}: zero insets)`"
            ), insets)
        let colors = try XCTUnwrap(try session.hover(uri, line: 12, character: 8))
        XCTAssertTrue(
            colors.hasSuffix("- Text, incoming: text color: applies `#000FFF (blue)`"), "Right is missing: \(colors)")

        let text = try XCTUnwrap(try session.hover(uri, line: 3, character: 7))
        XCTAssertTrue(text.hasSuffix("- draws Text messages with this entry"), "Text has a Bubble of its own: \(text)")
        XCTAssertEqual(
            try session.hover(uri, line: 31, character: 18),
            "In NIMKit 1.0.0:\n- never used by NIMKit 1.0.0: no message type is called Txt")
        let robot = try XCTUnwrap(try session.hover(uri, line: 33, character: 7))
        XCTAssertTrue(
            robot.hasSuffix(
                "- never used by NIMKit 1.0.0: NIMKit 1.0.0 does not read Robot: nothing of this entry is drawn"), robot
        )
        let unsupport = try XCTUnwrap(try session.hover(uri, line: 35, character: 7))
        XCTAssertTrue(unsupport.contains("- no Bubble of its own: the global Bubble's"), unsupport)
        XCTAssertTrue(unsupport.contains("- draws Audio, Video, File, Image, Location, Tip, "), unsupport)
        XCTAssertFalse(unsupport.contains("Robot"), "1.0.0 draws no Robot messages at all")
        let white = try XCTUnwrap(try session.hover(uri, line: 42, character: 12))
        XCTAssertTrue(white.contains("- Unsupport, outgoing: text color: applies `#FFFFFF (white)`"), white)
        XCTAssertTrue(white.contains("- also for Audio, Video, "), white)
        XCTAssertTrue(white.hasSuffix(": no entry of its own: Unsupport's"), white)
    }

    /// The requests read the model the diagnostics' lint left; a change whose lint was put off is linted when a
    /// request needs it, once.
    func testRequestsReadTheLintOfTheDiagnosticsAndLintAChangeNotLintedYetOnce() throws {
        let (session, uri, _) = try session()
        XCTAssertEqual(session.publishedDiagnostics(for: uri), 1)
        _ = try session.inlayHints(uri)
        _ = try session.documentSymbols(uri)
        _ = try session.hover(uri, line: 15, character: 12)
        XCTAssertEqual(session.publishedDiagnostics(for: uri), 1, "no request linted again")

        session.changeWaiting = true
        try session.replaceText(
            uri, Self.bubble.replacingOccurrences(of: "<dict>\n\t<key>Text", with: "<dict>\n\n\t<key>Text"), version: 2)
        XCTAssertEqual(session.publishedDiagnostics(for: uri), 1, "the lint is put off")
        let moved = try session.inlayHints(uri, lines: 15..<17)
        XCTAssertEqual(moved.first?[path: "position", "line"] as? Int, 16, "#FFF is a line further down now")
        XCTAssertEqual(session.publishedDiagnostics(for: uri), 2)
        _ = try session.inlayHints(uri)
        XCTAssertEqual(session.publishedDiagnostics(for: uri), 2)
    }
}
