import Foundation
import XCTest

/// The JSON-RPC and lifecycle side of `nimlint lsp`, through a real subprocess.
final class LSPProtocolTests: XCTestCase {
    func testInitializeNegotiatesUTF8WhenOfferedAndUTF16Otherwise() throws {
        let folder = try TemporaryFolder(self)
        let offered = try LSPTestClient(folder: folder.url)
        let withUTF8 = try offered.initialize(positionEncodings: ["utf-16", "utf-8"])
        XCTAssertEqual(withUTF8[path: "result", "capabilities", "positionEncoding"] as? String, "utf-8")
        XCTAssertEqual(withUTF8[path: "result", "capabilities", "textDocumentSync", "change"] as? Int, 2)
        XCTAssertEqual(withUTF8[path: "result", "serverInfo", "name"] as? String, "nimlint")
        let plain = try LSPTestClient(folder: folder.url)
        let withoutUTF8 = try plain.initialize()
        XCTAssertEqual(withoutUTF8[path: "result", "capabilities", "positionEncoding"] as? String, "utf-16")
    }

    func testTheCommandTakesNoOperandsAndHasHelp() throws {
        let folder = try TemporaryFolder(self)
        let extra = try CLIRunner.run(["lsp", "Settings"], in: folder.url)
        XCTAssertEqual(extra.status, 2)
        XCTAssertEqual(extra.standardError, "nimlint lsp: unexpected argument 'Settings'\n")
        let help = try CLIRunner.run(["lsp", "--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.hasPrefix("usage: nimlint lsp [options]\n"), help.standardOutput)
    }

    func testExitStatusIsZeroAfterShutdownAndOneWithout() throws {
        let folder = try TemporaryFolder(self)
        let orderly = try LSPTestClient(folder: folder.url)
        _ = try orderly.initialize()
        let shutdown = try orderly.request("shutdown")
        XCTAssertTrue(shutdown.keys.contains("result"))
        XCTAssertNil(shutdown["error"])
        let late = try orderly.request("textDocument/hover")
        XCTAssertEqual(late[path: "error", "code"] as? Int, -32600, "only exit is accepted after shutdown")
        orderly.notify("exit")
        XCTAssertEqual(orderly.exitStatus(), 0)

        let abrupt = try LSPTestClient(folder: folder.url)
        _ = try abrupt.initialize()
        abrupt.notify("exit")
        XCTAssertEqual(abrupt.exitStatus(), 1)

        let closed = try LSPTestClient(folder: folder.url)
        _ = try closed.initialize()
        try closed.closeInput()
        XCTAssertEqual(closed.exitStatus(), 1, "input that ends without shutdown")
    }

    func testRequestsBeforeInitializeAndUnknownMethodsGetTheirErrors() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient(folder: folder.url)
        let early = try client.request("textDocument/hover")
        XCTAssertEqual(early[path: "error", "code"] as? Int, -32002)
        _ = try client.initialize()
        let unknown = try client.request("nimlint/doesNotExist")
        XCTAssertEqual(unknown[path: "error", "code"] as? Int, -32601)
        let again = try client.request("initialize", ["capabilities": [String: Any]()])
        XCTAssertEqual(again[path: "error", "code"] as? Int, -32600)
    }

    func testMalformedMessagesGetParseErrorsAndTheSessionGoesOn() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient.initialized(in: folder.url)
        client.write(Data("Content-Length: 5\r\n\r\n{nope".utf8))
        client.write(Data("Content-Type: application/json\r\n\r\n".utf8))
        client.write(Data("Content-Length: many\r\n\r\n".utf8))
        client.write(Data("Content-Length: 2\r\n\r\n[]".utf8))
        client.write(Data("Content-Length: 1\r\n\r\n".utf8) + Data([0xFF]))
        var errors: [Int] = []
        for _ in 0..<5 {
            let response = try client.next { $0["error"] != nil }
            XCTAssertTrue(response.keys.contains("id"))
            XCTAssertTrue(response["id"] is NSNull, "an unreadable message has no id to answer")
            errors.append(response[path: "error", "code"] as? Int ?? 0)
        }
        XCTAssertEqual(errors, [-32700, -32700, -32700, -32600, -32700])
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": "file:///none"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(hover[path: "error", "code"] as? Int, -32602, "the server still answers after bad input")
        _ = try client.request("shutdown")
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 0)
    }

    /// The base protocol's own example header: Content-Length first, then a Content-Type; and a charset the
    /// server cannot read, answered with its name while the session goes on.
    func testTheSpecificationsHeaderFormGetsPastInitialize() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient(folder: folder.url)
        func framed(_ message: LSPTestClient.Message, contentType: String) -> Data {
            let body = try! JSONSerialization.data(withJSONObject: message)
            return Data("Content-Length: \(body.count)\r\nContent-Type: \(contentType)\r\n\r\n".utf8) + body
        }
        let initialize: LSPTestClient.Message = [
            "jsonrpc": "2.0", "id": "first", "method": "initialize",
            "params": ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()],
        ]
        client.write(framed(initialize, contentType: "application/vscode-jsonrpc; charset=utf-8"))
        let response = try client.next { $0["id"] as? String == "first" }
        XCTAssertNil(response["error"], "\(response)")
        XCTAssertEqual(response[path: "result", "serverInfo", "name"] as? String, "nimlint")
        let latin: LSPTestClient.Message = ["jsonrpc": "2.0", "id": 2, "method": "shutdown"]
        client.write(framed(latin, contentType: "application/vscode-jsonrpc; charset=latin1"))
        let refused = try client.next { $0["error"] != nil }
        XCTAssertEqual(refused[path: "error", "code"] as? Int, -32700)
        XCTAssertTrue(
            (refused[path: "error", "message"] as? String ?? "").contains("'latin1' is not UTF-8"), "\(refused)")
        let shutdown = try client.request("shutdown")
        XCTAssertNil(shutdown["error"], "the refused shutdown's body was skipped, so this one is the first")
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 0)
    }

    func testACancelledRequestStillWaitingIsAnsweredAsCancelled() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient.initialized(in: folder.url)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        // One write: the server reads the request and its cancellation together, before handling either.
        let hover: [String: Any] = [
            "jsonrpc": "2.0", "id": 99, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]],
        ]
        let cancel: [String: Any] = ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 99]]
        client.write(LSPTestClient.frame(hover) + LSPTestClient.frame(cancel))
        let response = try client.next { $0["id"] as? Int == 99 }
        XCTAssertEqual(response[path: "error", "code"] as? Int, -32800)
    }

    /// Positions past the text, negative ones, ranges that end before they start and parameters of the wrong
    /// type are answered, never crashed on.
    func testHostilePositionsAndParametersAreAnsweredNotCrashedOn() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient(folder: folder.url)
        _ = try client.initialize(positionEncodings: ["utf-8"])
        let uri = folder.url.appendingPathComponent("NIMKitBubbleSetting.plist").absoluteString
        client.open(uri, SampleSettings.cleanBubble)
        _ = try client.diagnostics(for: uri)
        let document: [String: Any] = ["uri": uri]
        let far: [String: Any] = ["line": 1_000_000_000, "character": 1_000_000_000]
        let negative: [String: Any] = ["line": -3, "character": -7]
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": far, "end": negative], "text": "😀<key>"]],
            ])
        XCTAssertFalse(try client.diagnostics(for: uri).isEmpty, "the text, appended at its end, no longer parses")
        for position in [far, negative, ["line": 2.5, "character": "x"] as [String: Any]] {
            for method in ["textDocument/hover", "textDocument/completion"] {
                let response = try client.request(method, ["textDocument": document, "position": position])
                XCTAssertTrue(response["result"] != nil || response["error"] != nil, "\(method) \(position)")
            }
            let actions = try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": document, "range": ["start": far, "end": position],
                    "context": ["diagnostics": [Any]()],
                ])
            XCTAssertTrue(actions["result"] != nil || actions["error"] != nil)
        }
        let wrongType = try client.request("textDocument/hover", ["textDocument": ["uri": 7], "position": far])
        XCTAssertEqual(wrongType[path: "error", "code"] as? Int, -32602)
        _ = try client.request("shutdown")
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 0)
    }
}
