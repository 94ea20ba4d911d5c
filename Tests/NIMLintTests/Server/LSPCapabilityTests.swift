import Foundation
import XCTest
import NIMLint

/// Every choice of shape the server makes follows what the client declared at `initialize`, through a real
/// subprocess: a client that declares nothing is sent only what every client takes.
final class LSPCapabilityTests: XCTestCase {
    private static let duplicateAndDeprecated = plist(
        """
        <dict>
        \t<key>Message_Limit</key>
        \t<integer>20</integer>
        \t<key>Message_Limit</key>
        \t<integer>30</integer>
        \t<key>Bottom_Input_Height</key>
        \t<integer>216</integer>
        </dict>
        """)

    /// `prepare` may add files to the folder (a configuration) before the server starts.
    private func session(
        capabilities: LSPTestClient.Message, text: String = duplicateAndDeprecated,
        prepare: (TemporaryFolder) throws -> Void = { _ in }
    ) throws -> (LSPTestClient, String, [String: Any]) {
        let folder = try TemporaryFolder(self)
        // NIMKit 1.8.0 no longer reads Bottom_Input_Height: deprecated-key, tagged as deprecated, has something to say.
        try folder.installNIMKit("1.8.0")
        try prepare(folder)
        let client = try LSPTestClient(folder: folder.url)
        let initialized = try client.initialize(capabilities: capabilities)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        client.open(uri, text)
        return (client, uri, initialized)
    }

    func testAClientThatDeclaresNothingGetsPlainTextAndNoLiteralsTagsOrRelatedLocations() throws {
        let (client, uri, initialized) = try session(capabilities: [:])
        XCTAssertEqual(initialized[path: "result", "capabilities", "codeActionProvider"] as? Bool, false)
        XCTAssertEqual(initialized[path: "result", "capabilities", "documentSymbolProvider"] as? Bool, true)
        XCTAssertEqual(initialized[path: "result", "capabilities", "inlayHintProvider"] as? Bool, true)
        let diagnostics = try client.diagnostics(for: uri)
        let duplicate = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "duplicate-key" })
        XCTAssertNil(duplicate["relatedInformation"])
        // The first Message_Limit is on line 4 (1-based), where the related location points.
        XCTAssertTrue((duplicate["message"] as? String ?? "").contains("\nrelated: line 4: "), "\(duplicate)")
        let deprecated = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "deprecated-key" })
        XCTAssertNil(deprecated["tags"])

        // Line 3 is `\t<key>Message_Limit</key>`.
        let position: [String: Any] = ["line": 3, "character": 9]
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position])
        XCTAssertEqual(hover[path: "result", "contents", "kind"] as? String, "plaintext")
        let text = hover[path: "result", "contents", "value"] as? String ?? ""
        XCTAssertTrue(text.hasPrefix("Message_Limit · <integer>\n"), text)
        XCTAssertFalse(text.contains("`") || text.contains("**"), text)

        // Inside `Message_Limit`: the keys not there yet, documented in a plain string.
        let completion = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": position])
        let items = completion[path: "result", "items"] as? [[String: Any]] ?? []
        XCTAssertFalse(items.isEmpty)
        for item in items {
            XCTAssertTrue(item["documentation"] is String, "\(item)")
            XCTAssertFalse((item["documentation"] as? String ?? "").contains("**"), "\(item)")
        }

        let actions = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]],
                "context": ["diagnostics": [Any]()],
            ])
        XCTAssertEqual((actions["result"] as? [Any])?.count, 0, "\(actions)")
    }

    func testTheClientsPreferredFormatAndItsTagsAreUsedAndIsPreferredOnlyWhenDeclared() throws {
        let (client, uri, initialized) = try session(capabilities: [
            "textDocument": [
                "hover": ["contentFormat": ["plaintext", "markdown"]],
                "completion": ["completionItem": ["documentationFormat": ["markdown"]]],
                "codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]],
                "publishDiagnostics": ["tagSupport": ["valueSet": [1]]],
            ]
        ])
        XCTAssertNotNil(initialized[path: "result", "capabilities", "codeActionProvider", "codeActionKinds"])
        let diagnostics = try client.diagnostics(for: uri)
        let deprecated = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "deprecated-key" })
        XCTAssertNil(deprecated["tags"], "the client draws no deprecated tag (2)")
        let position: [String: Any] = ["line": 3, "character": 9]
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position])
        XCTAssertEqual(hover[path: "result", "contents", "kind"] as? String, "plaintext", "the client's first choice")
        let completion = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": position])
        let item = try XCTUnwrap((completion[path: "result", "items"] as? [[String: Any]])?.first)
        XCTAssertEqual(item[path: "documentation", "kind"] as? String, "markdown")
        let actions = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]],
                "context": ["diagnostics": [Any]()],
            ])
        let quickFixes = (actions["result"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "quickfix" }
        XCTAssertFalse(quickFixes.isEmpty, "\(actions)")
        XCTAssertTrue(quickFixes.allSatisfy { $0["isPreferred"] == nil }, "\(quickFixes)")
    }

    /// A key the schema marks deprecated is offered with `tags: [1]` only to a client whose completion items'
    /// `tagSupport.valueSet` lists 1; any other client is sent no `tags` it might not know.
    func testADeprecatedKeysCompletionIsTaggedOnlyForAClientListingTheDeprecatedTag() throws {
        let builtIn = SettingsSchema.builtInText(.global)
        let key = "\"Record_Max_Duration\": {"
        XCTAssertEqual(builtIn.components(separatedBy: key).count, 2, "one Record_Max_Duration in the schema")
        let schema = builtIn.replacingOccurrences(of: key, with: key + "\n      \"deprecated\": true,")
        // Line 3 is `\t<key>M`, a key being typed, where every key of the global file not there yet is offered.
        let text = plist("<dict>\n\t<key>M\n</dict>")
        let position: [String: Any] = ["line": 3, "character": 7]
        func completionItem(_ capabilities: LSPTestClient.Message) -> LSPTestClient.Message {
            ["textDocument": ["completion": ["completionItem": capabilities]]]
        }
        let clients: [(name: String, capabilities: LSPTestClient.Message, tagged: Bool)] = [
            ("no capabilities", [:], false),
            ("deprecatedSupport, no tagSupport", completionItem(["deprecatedSupport": true]), false),
            ("a valueSet without 1", completionItem(["tagSupport": ["valueSet": [Int]()]]), false),
            ("a valueSet with 1", completionItem(["tagSupport": ["valueSet": [1]]]), true),
        ]
        for client in clients {
            let (server, uri, _) = try session(capabilities: client.capabilities, text: text) { folder in
                try folder.write("schemas/global.json", schema)
                try folder.write(".nimlint.json", #"{"schemas": {"NIMKitGlobalSetting": "schemas/global.json"}}"#)
            }
            let completion = try server.request(
                "textDocument/completion", ["textDocument": ["uri": uri], "position": position])
            let items = completion[path: "result", "items"] as? [[String: Any]] ?? []
            let deprecated = try XCTUnwrap(items.first { $0["label"] as? String == "Record_Max_Duration" }, "\(items)")
            let expected: [Int]? = client.tagged ? [1] : nil
            XCTAssertEqual(deprecated["tags"] as? [Int], expected, "\(client.name): \(deprecated)")
            XCTAssertEqual(client.tagged, deprecated["tags"] != nil, "\(client.name): \(deprecated)")
            let current = try XCTUnwrap(items.first { $0["label"] as? String == "Message_Limit" }, "\(items)")
            XCTAssertNil(current["tags"], "\(client.name): a key not deprecated is never tagged: \(current)")
        }
    }
}
