import Foundation

/// A message as the reader hands it on.
enum IncomingMessage {
    case message(LocatedJSON)
    /// Bytes that are not a JSON-RPC message (a bad header, invalid JSON): answered with ParseError.
    case unreadable(String)
    /// A request the client cancelled while it was still waiting here: answered with RequestCancelled.
    case cancelled(id: JSONValue)
}

/// The messages read but not yet handled. A reader thread adds them as they arrive, so the server sees a
/// `$/cancelRequest` for a request still waiting, and a newer change to a document it is about to lint.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [IncomingMessage] = []
    private var closed = false

    /// Adds messages read together in one step, so a request and its cancellation arrive together.
    func push(_ messages: [IncomingMessage]) {
        condition.withLock {
            for message in messages {
                if case .message(let json) = message, json["method"]?.string == "$/cancelRequest",
                    let id = json["params"]?["id"]
                {
                    cancel(id)
                } else {
                    queue.append(message)
                }
            }
            condition.broadcast()
        }
    }

    /// No more messages will come: the client closed its end.
    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// The next message, waiting for one; nil once the input has ended and everything was handled.
    func next() -> IncomingMessage? {
        condition.withLock {
            while queue.isEmpty, !closed { condition.wait() }
            return queue.isEmpty ? nil : queue.removeFirst()
        }
    }

    /// Whether a message still waiting matches: a later change makes linting an earlier one wasted work.
    func hasWaiting(where predicate: (LocatedJSON) -> Bool) -> Bool {
        condition.withLock {
            queue.contains { message in
                if case .message(let json) = message { return predicate(json) }
                return false
            }
        }
    }

    /// A cancellation of a request already handled, or never sent, does nothing, as the specification allows.
    private func cancel(_ id: LocatedJSON) {
        let key = id.jsonValue.serialized
        guard
            let index = queue.firstIndex(where: { message in
                guard case .message(let json) = message, json["method"] != nil, let waitingID = json["id"] else {
                    return false
                }
                return waitingID.jsonValue.serialized == key
            })
        else { return }
        queue[index] = .cancelled(id: id.jsonValue)
    }
}

/// Reads framed messages from a file descriptor on a thread of its own, into an `Inbox`.
enum MessageReader {
    static func start(reading descriptor: Int32, into inbox: Inbox) {
        let thread = Thread {
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                framer.append(chunk[0..<count])
                var messages: [IncomingMessage] = []
                while let frame = framer.next() { messages.append(parse(frame)) }
                if !messages.isEmpty { inbox.push(messages) }
            }
            inbox.close()
        }
        // The thread parses each message, nested JSON by recursion: a secondary thread gets 512 KiB of stack on
        // macOS, where the main thread and Linux's threads get 8 MiB, so it asks for what Linux gives.
        thread.stackSize = 8 << 20
        thread.start()
    }

    static func parse(_ frame: MessageFramer.Frame) -> IncomingMessage {
        switch frame {
        case .malformed(let reason):
            return .unreadable(reason)
        case .message(let body):
            do {
                return .message(try JSONParser.parse(body))
            } catch let error as JSONSyntaxError {
                return .unreadable("invalid JSON at byte \(error.offset) of the message: \(error.message)")
            } catch {
                return .unreadable("invalid JSON: \(error)")
            }
        }
    }
}

/// Writes framed messages to a file descriptor, one whole message at a time.
final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Sends one message. A client that has gone away loses it; the server finds out when its input ends.
    func send(_ message: JSONValue) {
        let body = Array(message.serialized.utf8)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        lock.withLock {
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
    }
}
