import Foundation

/// `nimlint lsp`: a language server over standard input and output, following LSP 3.17.
///
/// Messages are read on a thread of their own and handled in order on the calling one, so handlers never run
/// at the same time and the session needs no locks. Each method has one small handler; this type only keeps
/// the lifecycle (initialize, shutdown, exit) and routes the rest.
public final class LanguageServer {
    typealias RequestHandler = @Sendable (ServerSession, LocatedJSON?) throws(ResponseError) -> JSONValue
    typealias NotificationHandler = @Sendable (ServerSession, LocatedJSON?) throws(ResponseError) -> Void

    private static let requests: [String: RequestHandler] = [
        "textDocument/codeAction": CodeActionHandler.handle,
        "textDocument/hover": HoverHandler.handle,
        "textDocument/completion": CompletionHandler.handle,
        "textDocument/documentColor": ColorHandlers.documentColor,
        "textDocument/colorPresentation": ColorHandlers.colorPresentation,
        "textDocument/documentSymbol": DocumentSymbolHandler.handle,
        "textDocument/inlayHint": InlayHintHandler.handle,
    ]

    private static let notifications: [String: NotificationHandler] = [
        "initialized": { session, _ in session.registerConfigurationWatcher() },
        "textDocument/didOpen": DocumentSyncHandlers.didOpen,
        "textDocument/didChange": DocumentSyncHandlers.didChange,
        "textDocument/didSave": DocumentSyncHandlers.didSave,
        "textDocument/didClose": DocumentSyncHandlers.didClose,
        "workspace/didChangeWatchedFiles": WatchedFilesHandler.didChangeWatchedFiles,
    ]

    private enum State {
        case waitingForInitialize
        case running
        /// `shutdown` was answered: only `exit` is accepted now.
        case shutDown
    }

    private let input: Int32
    private let writer: MessageWriter
    private let inbox = Inbox()
    private let session: ServerSession
    private var state = State.waitingForInitialize

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        let writer = MessageWriter(descriptor: output)
        let inbox = self.inbox
        self.writer = writer
        self.session = ServerSession(
            send: writer.send,
            changeWaiting: { uri in
                inbox.hasWaiting { message in
                    message["method"]?.string == "textDocument/didChange"
                        && message["params"]?["textDocument"]?["uri"]?.string == uri
                }
            })
    }

    /// Serves until the client sends `exit` or closes its end; the exit status is 0 when `shutdown` came first,
    /// 1 otherwise, as the specification asks.
    public func run() -> Int32 {
        // A client that goes away mid-write must end the session through its closed input, not kill it.
        signal(SIGPIPE, SIG_IGN)
        MessageReader.start(reading: input, into: inbox)
        while let message = inbox.next() {
            switch message {
            case .unreadable(let reason):
                respond(to: .null, with: .failure(.parseError(reason)))
            case .cancelled(let id):
                respond(to: id, with: .failure(.requestCancelled))
            case .message(let json):
                if let status = dispatch(json) { return status }
            }
        }
        return state == .shutDown ? 0 : 1
    }

    /// Handles one message; returns the exit status when it was `exit`.
    private func dispatch(_ message: LocatedJSON) -> Int32? {
        guard message.members != nil else {
            respond(to: .null, with: .failure(.invalidRequest("a message must be a JSON object")))
            return nil
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request of the server's own (client/registerCapability) needs nothing more.
            if id != nil, message["result"] != nil || message["error"] != nil { return nil }
            respond(to: id?.jsonValue ?? .null, with: .failure(.invalidRequest("a message without a method")))
            return nil
        }
        if let id {
            guard id.string != nil || id.integer != nil else {
                respond(to: .null, with: .failure(.invalidRequest("a request id must be an integer or a string")))
                return nil
            }
            respond(to: id.jsonValue, with: request(method, params: message["params"]))
            return nil
        }
        if method == "exit" { return state == .shutDown ? 0 : 1 }
        notify(method, params: message["params"])
        return nil
    }

    private func request(_ method: String, params: LocatedJSON?) -> Result<JSONValue, ResponseError> {
        switch (state, method) {
        case (.waitingForInitialize, "initialize"):
            state = .running
            return .success(InitializeHandler.handle(session, params))
        case (.waitingForInitialize, _):
            return .failure(.serverNotInitialized)
        case (_, "initialize"):
            return .failure(.invalidRequest("initialize was already received"))
        case (.shutDown, _):
            return .failure(.invalidRequest("the server is shutting down: only exit is accepted"))
        case (.running, "shutdown"):
            state = .shutDown
            return .success(.null)
        case (.running, _):
            guard let handler = Self.requests[method] else { return .failure(.methodNotFound(method)) }
            do {
                return .success(try handler(session, params))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Notifications before `initialize` or after `shutdown` are dropped, as are unknown ones, which cannot be
    /// answered; bad parameters are reported in the client's log.
    private func notify(_ method: String, params: LocatedJSON?) {
        guard state == .running, let handler = Self.notifications[method] else { return }
        do {
            try handler(session, params)
        } catch {
            session.log("\(method): \(error.message)")
        }
    }

    private func respond(to id: JSONValue, with result: Result<JSONValue, ResponseError>) {
        switch result {
        case .success(let value):
            writer.send(["jsonrpc": "2.0", "id": id, "result": value])
        case .failure(let error):
            writer.send(["jsonrpc": "2.0", "id": id, "error": error.json])
        }
    }
}
