import Foundation
import XCTest

/// Every choice of shape the server makes follows what the client declared at `initialize`, through a real
/// subprocess: a client that declares nothing is sent only what every client takes.
final class LSPCapabilityTests: XCTestCase {
    private static let duplicateAndDeprecated = plist("""
        <dict>
        \t<key>Message_Limit</key>
        \t<integer>20</integer>
        \t<key>Message_Limit</key>
        \t<integer>30</integer>
        \t<key>Bottom_Input_Height</key>
        \t<integer>216</integer>
        </dict>
        """)

    private func session(capabilities: LSPTestClient.Message) throws -> (LSPTestClient, String, [String: Any]) {
        let folder = try TemporaryFolder(self)
        // NIMKit 1.8.0 no longer reads Bottom_Input_Height: deprecated-key, tagged as deprecated, has something to say.
        try folder.installNIMKit("1.8.0")
        let client = try LSPTestClient(folder: folder.url)
        let initialized = try client.initialize(capabilities: capabilities)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        client.open(uri, Self.duplicateAndDeprecated)
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
        let completion = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position])
        let items = completion[path: "result", "items"] as? [[String: Any]] ?? []
        XCTAssertFalse(items.isEmpty)
        for item in items {
            XCTAssertTrue(item["documentation"] is String, "\(item)")
            XCTAssertFalse((item["documentation"] as? String ?? "").contains("**"), "\(item)")
        }

        let actions = try client.request("textDocument/codeAction", [
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
            ],
        ])
        XCTAssertNotNil(initialized[path: "result", "capabilities", "codeActionProvider", "codeActionKinds"])
        let diagnostics = try client.diagnostics(for: uri)
        let deprecated = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "deprecated-key" })
        XCTAssertNil(deprecated["tags"], "the client draws no deprecated tag (2)")
        let position: [String: Any] = ["line": 3, "character": 9]
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position])
        XCTAssertEqual(hover[path: "result", "contents", "kind"] as? String, "plaintext", "the client's first choice")
        let completion = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position])
        let item = try XCTUnwrap((completion[path: "result", "items"] as? [[String: Any]])?.first)
        XCTAssertEqual(item[path: "documentation", "kind"] as? String, "markdown")
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]],
            "context": ["diagnostics": [Any]()],
        ])
        let quickFixes = (actions["result"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "quickfix" }
        XCTAssertFalse(quickFixes.isEmpty, "\(actions)")
        XCTAssertTrue(quickFixes.allSatisfy { $0["isPreferred"] == nil }, "\(quickFixes)")
    }
}
