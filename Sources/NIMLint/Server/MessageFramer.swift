import Foundation

/// Splits the byte stream a client writes into LSP messages: a header block (see `MessageHeader`) ended by an
/// empty line, then exactly `Content-Length` bytes of body.
///
/// A bad header block is answered with a reason, and reading goes on where the next message can still be
/// found, so one bad message costs that message, never the session.
struct MessageFramer {
    enum Frame: Equatable {
        case message([UInt8])
        case malformed(String)
    }

    /// Larger bodies are refused: no settings file comes near it, and a bogus length must not make the server
    /// wait for, or hold, gigabytes.
    static let maximumBodyLength = 64 * 1024 * 1024
    /// Header blocks are a few dozen bytes; this much without an empty line is not a header.
    static let maximumHeaderLength = 8 * 1024
    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)

    private var buffer: [UInt8] = []
    /// Where the unread bytes start: consumed bytes are dropped in one go, not one message at a time.
    private var start = 0
    /// The body length of the header block already read, while its body is still arriving, and the fault that
    /// makes the body one to skip rather than hand on.
    private var pending: (length: Int, fault: String?)?

    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, nil when more bytes are needed.
    mutating func next() -> Frame? {
        defer { compact() }
        if let (length, fault) = pending {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pending = nil
            return fault.map(Frame.malformed) ?? .message(body)
        }
        guard let end = headerEnd() else {
            guard buffer.count - start > Self.maximumHeaderLength else { return nil }
            start = buffer.count
            return .malformed("a header of more than \(Self.maximumHeaderLength) bytes without an empty line after it")
        }
        let block = buffer[start..<end]
        switch MessageHeader.read(block) {
        case .length(let length):
            start = end + Self.headerEnd.count
            pending = (length, nil)
            return next()
        case .faultyWithLength(let length, let fault):
            start = end + Self.headerEnd.count
            pending = (length, fault)
            return next()
        case .unusable(let reason):
            if let resumption = MessageHeader.resumption(in: block) {
                let skipped = resumption - start
                start = resumption
                return .malformed("\(skipped) bytes that are no message before a header (\(reason))")
            }
            start = end + Self.headerEnd.count
            return .malformed(reason)
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count - start >= Self.headerEnd.count else { return nil }
        var index = start
        while index + Self.headerEnd.count <= buffer.count {
            if buffer[index] == Self.headerEnd[0],
                buffer[index..<index + Self.headerEnd.count].elementsEqual(Self.headerEnd)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private mutating func compact() {
        guard start > 0, start >= buffer.count / 2 else { return }
        buffer.removeSubrange(0..<start)
        start = 0
    }
}
