import Foundation
import XCTest
@testable import NIMLint

/// A `ServerSession` in the test's own process, driven through the handlers the server routes messages to, with
/// every message the session sends kept: what a request answers, and whether it linted anything to answer.
final class InProcessSession {
    typealias Message = [String: Any]

    private final class Outbox {
        var messages: [JSONValue] = []
    }

    let session: ServerSession
    private let outbox = Outbox()
    /// Whether the session is told a newer change to the document is waiting (its lint is then put off).
    var changeWaiting = false

    init(capabilities: Message = [:]) throws {
        let outbox = outbox
        var waiting: () -> Bool = { false }
        session = ServerSession(
            send: { outbox.messages.append($0) },
            changeWaiting: { _ in waiting() })
        waiting = { [unowned self] in changeWaiting }
        _ = InitializeHandler.handle(session, try Self.params(["capabilities": capabilities]))
    }

    /// How many `publishDiagnostics` the session has sent for `uri`: one for each lint of its folder.
    func publishedDiagnostics(for uri: String) -> Int {
        outbox.messages.map(Self.object).filter {
            $0["method"] as? String == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] as? String == uri
        }.count
    }

    /// The diagnostics of the last `publishDiagnostics` the session sent for `uri`.
    func lastDiagnostics(for uri: String) -> [Message] {
        let published = outbox.messages.map(Self.object).filter {
            $0["method"] as? String == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] as? String == uri
        }
        return published.last?[path: "params", "diagnostics"] as? [Message] ?? []
    }

    func open(_ url: URL, _ text: String) throws -> String {
        let uri = url.absoluteString
        try DocumentSyncHandlers.didOpen(
            session,
            Self.params([
                "textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]
            ]))
        return uri
    }

    func replaceText(_ uri: String, _ text: String, version: Int) throws {
        try DocumentSyncHandlers.didChange(
            session,
            Self.params([
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]],
            ]))
    }

    func documentSymbols(_ uri: String) throws -> [Message] {
        Self.value(try DocumentSymbolHandler.handle(session, Self.params(["textDocument": ["uri": uri]]))) as? [Message]
            ?? []
    }

    /// The inlay hints from line `from` to line `to` (0-based, `to` exclusive).
    func inlayHints(_ uri: String, lines: Range<Int> = 0..<10_000) throws -> [Message] {
        let range: Message = [
            "start": ["line": lines.lowerBound, "character": 0], "end": ["line": lines.upperBound, "character": 0],
        ]
        let result = try InlayHintHandler.handle(session, Self.params(["textDocument": ["uri": uri], "range": range]))
        return Self.value(result) as? [Message] ?? []
    }

    /// The hover text at a 0-based line and character; nil when the server has nothing to say.
    func hover(_ uri: String, line: Int, character: Int) throws -> String? {
        let result = try HoverHandler.handle(
            session,
            Self.params([
                "textDocument": ["uri": uri], "position": ["line": line, "character": character],
            ]))
        return (Self.value(result) as? Message)?[path: "contents", "value"] as? String
    }

    static func params(_ object: Message) throws -> LocatedJSON {
        try JSONParser.parse(Array(JSONSerialization.data(withJSONObject: object)))
    }

    private static func value(_ json: JSONValue) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(json.serialized.utf8), options: [.fragmentsAllowed])
    }

    private static func object(_ json: JSONValue) -> Message {
        value(json) as? Message ?? [:]
    }
}
