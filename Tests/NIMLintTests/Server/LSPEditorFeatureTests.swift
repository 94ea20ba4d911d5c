import Foundation
import XCTest

/// Code actions, hover and completion of `nimlint lsp`, through a real subprocess.
final class LSPEditorFeatureTests: XCTestCase {
    private static let brokenGlobal =
        (try? String(
            contentsOf: repositoryRoot.appendingPathComponent("examples/Broken/NIMKitGlobalSetting.plist"),
            encoding: .utf8)) ?? ""

    private func session(_ name: String, _ text: String) throws -> (LSPTestClient, String, TemporaryFolder) {
        let folder = try TemporaryFolder(self)
        try folder.write(name, text)
        let client = try LSPTestClient.initialized(in: folder.url)
        let uri = folder.url.appendingPathComponent(name).absoluteString
        client.open(uri, text)
        _ = try client.diagnostics(for: uri)
        return (client, uri, folder)
    }

    private func codeActions(_ client: LSPTestClient, _ uri: String, only: [String]? = nil) throws -> [[String: Any]] {
        var context: [String: Any] = ["diagnostics": [Any]()]
        if let only { context["only"] = only }
        let response = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 1000, "character": 0]],
                "context": context,
            ])
        return response["result"] as? [[String: Any]] ?? []
    }

    private func edits(of action: [String: Any], _ uri: String) -> [[String: Any]] {
        action[path: "edit", "changes", uri] as? [[String: Any]] ?? []
    }

    func testQuickFixesAreOfferedLabelledAndWhenAppliedTheFindingIsGone() throws {
        let (client, uri, _) = try session("NIMKitGlobalSetting.plist", Self.brokenGlobal)
        let actions = try codeActions(client, uri)
        let quickFixes = actions.filter { $0["kind"] as? String == "quickfix" }
        XCTAssertGreaterThan(quickFixes.count, 3)
        for action in quickFixes {
            let title = action["title"] as? String ?? ""
            let code = action[path: "diagnostics", "0", "code"] as? String
            XCTAssertNotNil(code, "each quick fix names the finding it fixes")
            if action["isPreferred"] as? Bool == true {
                XCTAssertFalse(title.contains("unsafe"), title)
            } else {
                XCTAssertTrue(title.contains("(unsafe"), "a fix that is not preferred is an unsafe one: \(title)")
            }
        }
        let unsafe = try XCTUnwrap(
            quickFixes.first { $0[path: "diagnostics", "0", "code"] as? String == "invalid-color" })
        XCTAssertEqual(unsafe["isPreferred"] as? Bool, false)
        let duplicate = try XCTUnwrap(
            quickFixes.first { $0[path: "diagnostics", "0", "code"] as? String == "duplicate-key" })
        XCTAssertEqual(duplicate["isPreferred"] as? Bool, true)

        let fixed = applying(edits(of: duplicate, uri), to: Self.brokenGlobal)
        XCTAssertEqual(fixed.components(separatedBy: "<key>Message_Limit</key>").count, 2, "one Message_Limit left")
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixed]]])
        let after = try client.diagnostics(for: uri).compactMap { $0["code"] as? String }
        XCTAssertFalse(after.contains("duplicate-key"))
        XCTAssertTrue(after.contains("invalid-color"), "the other findings remain")
    }

    /// `source.fixAll.nimlint` makes exactly the change `nimlint fix` writes to the same file.
    func testFixAllGivesWhatNimlintFixWrites() throws {
        let (client, uri, folder) = try session("NIMKitGlobalSetting.plist", Self.brokenGlobal)
        let actions = try codeActions(client, uri, only: ["source.fixAll"])
        XCTAssertEqual(actions.count, 1, "only the kind asked for")
        let fixAll = try XCTUnwrap(actions.first)
        XCTAssertEqual(fixAll["kind"] as? String, "source.fixAll.nimlint")
        let fixedByServer = applying(edits(of: fixAll, uri), to: Self.brokenGlobal)
        XCTAssertNotEqual(fixedByServer, Self.brokenGlobal)

        _ = try CLIRunner.run(["fix", "NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(fixedByServer, try folder.read("NIMKitGlobalSetting.plist"))
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixedByServer]]])
        let remaining = try client.diagnostics(for: uri)
        XCTAssertFalse(remaining.isEmpty)
        XCTAssertTrue(
            try codeActions(client, uri, only: ["source.fixAll.nimlint"]).isEmpty, "nothing safe is left to fix")
    }

    func testHoverShowsWhatTheSchemaSaysAboutAKeyAndAMessageType() throws {
        let (client, uri, _) = try session("NIMKitGlobalSetting.plist", SampleSettings.clean)
        func hover(_ uri: String, line: Int, character: Int) throws -> String? {
            let response = try client.request(
                "textDocument/hover",
                [
                    "textDocument": ["uri": uri], "position": ["line": line, "character": character],
                ])
            return response[path: "result", "contents", "value"] as? String
        }
        // Line 6 is `\t<key>Message_Limit</key>`.
        let limit = try XCTUnwrap(try hover(uri, line: 6, character: 9))
        XCTAssertTrue(limit.hasPrefix("**Message_Limit** · `<integer>`"), limit)
        XCTAssertTrue(limit.contains("Limits: at least 1; recommended: 10 to 100."), limit)
        XCTAssertNil(try hover(uri, line: 3, character: 0), "the root <dict> is no key")

        let bubbleURI = uri.replacingOccurrences(of: "NIMKitGlobalSetting", with: "NIMKitBubbleSetting")
        client.open(bubbleURI, SampleSettings.cleanBubble)
        // Line 4 is `\t<key>Text</key>`, a message type; line 9 Text's `<string>{11,15,9,9}</string>`.
        let text = try XCTUnwrap(try hover(bubbleURI, line: 4, character: 7))
        XCTAssertTrue(text.contains("Text messages."), text)
        let insets = try XCTUnwrap(try hover(bubbleURI, line: 9, character: 10))
        XCTAssertTrue(insets.hasPrefix("**Left** · `<string>` · insets, `{top,left,bottom,right}`"), insets)
    }

    func testCompletionOffersTheMissingKeysOfADictAndTheFormsOfAValue() throws {
        let text = plist(
            """
            <dict>
            \t<key>Text</key>
            \t<dict>
            \t\t<key>Show_Avatar</key>
            \t\t<t
            \t\t<key>Content_Color</key>
            \t\t<dict>
            \t\t\t<key>Left</key>
            \t\t\t<string>#F</string>
            \t\t\t<key>Ri
            \t\t</dict>
            \t</dict>
            </dict>
            """)
        let (client, uri, _) = try session("NIMKitBubbleSetting.plist", text)
        func items(line: Int, character: Int) throws -> [[String: Any]] {
            let response = try client.request(
                "textDocument/completion",
                [
                    "textDocument": ["uri": uri], "position": ["line": line, "character": character],
                ])
            return response[path: "result", "items"] as? [[String: Any]] ?? []
        }
        // Line 11 is `\t\t\t<key>Ri`, unclosed: the keys of Content_Color not there yet, closed by the edit.
        let keys = try items(line: 11, character: 10)
        XCTAssertEqual(keys.compactMap { $0["label"] as? String }, ["Right"])
        XCTAssertEqual(keys.first?[path: "textEdit", "newText"] as? String, "Right</key>")
        XCTAssertEqual(keys.first?[path: "textEdit", "range", "start", "character"] as? Int, 8)
        XCTAssertNotNil(keys.first?[path: "documentation", "value"] as? String)

        // Line 6 is `\t\t<t` after Show_Avatar: the bool forms, replacing what was typed.
        let bools = try items(line: 6, character: 4)
        XCTAssertEqual(bools.compactMap { $0["label"] as? String }, ["<true/>", "<false/>"])
        XCTAssertEqual(bools.first?[path: "textEdit", "range", "start", "character"] as? Int, 2)

        // Line 10 is `\t\t\t<string>#F</string>`: the color form NIMKit reads.
        let colors = try items(line: 10, character: 13)
        XCTAssertEqual(colors.compactMap { $0["label"] as? String }, ["#000000"])

        // Line 4 is `\t<dict>` under Text; on line 5 (`\t\t<key>Show_Avatar</key>`) the other entry keys show.
        let entryKeys = try items(line: 5, character: 8).compactMap { $0["label"] as? String }
        XCTAssertTrue(entryKeys.contains("Content_Insets"))
        XCTAssertTrue(entryKeys.contains("Show_Avatar"), "the key being edited is offered again")
        XCTAssertFalse(entryKeys.contains("Content_Color"), "present in the dict already")
    }

    /// Hover and completion follow the NIMKit release found beside the file: 1.0.7 reads the input heights, 1.8.0
    /// no longer does.
    func testHoverAndCompletionFollowTheReleaseInForce() throws {
        // Line 3 is `\t<key>Top_Input_Height</key>`; line 5 `\t<key>M`, a key being typed.
        let text = plist("<dict>\n\t<key>Top_Input_Height</key>\n\t<integer>46</integer>\n\t<key>M\n</dict>")
        for (version, reads) in [("1.0.7", true), ("1.8.0", false)] {
            let folder = try TemporaryFolder(self)
            try folder.installNIMKit(version)
            try folder.write("NIMKitGlobalSetting.plist", text)
            let client = try LSPTestClient.initialized(in: folder.url)
            let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
            client.open(uri, text)
            _ = try client.diagnostics(for: uri)
            let hover =
                try client.request(
                    "textDocument/hover",
                    [
                        "textDocument": ["uri": uri], "position": ["line": 3, "character": 9],
                    ])[path: "result", "contents", "value"] as? String ?? ""
            XCTAssertTrue(hover.contains("Read by NIMKit 1.0.0–1.0.7."), hover)
            let verdict = reads ? "NIMKit \(version) reads it" : "NIMKit \(version) does not read it"
            XCTAssertTrue(hover.contains("\(verdict) (the release comes from Podfile.lock)."), hover)
            let keys =
                (try client.request(
                    "textDocument/completion",
                    [
                        "textDocument": ["uri": uri], "position": ["line": 5, "character": 7],
                    ])[path: "result", "items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
            XCTAssertTrue(keys.contains("Message_Limit"), "\(keys)")
            XCTAssertEqual(keys.contains("Bottom_Input_Height"), reads, "\(version): \(keys)")
        }
    }
}
