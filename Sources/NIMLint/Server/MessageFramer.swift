import Foundation

/// Splits the byte stream a client writes into LSP messages: header lines (`Content-Length: 123`) ended by an
/// empty line, then exactly that many bytes of JSON.
///
/// A header block without a usable `Content-Length` is dropped with a reason, and reading goes on after it, so
/// one bad message costs that message, never the session.
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
    /// The body length of the header block already read, while its body is still arriving.
    private var pendingLength: Int?

    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, nil when more bytes are needed.
    mutating func next() -> Frame? {
        defer { compact() }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .message(body)
        }
        guard let end = headerEnd() else {
            guard buffer.count - start > Self.maximumHeaderLength else { return nil }
            start = buffer.count
            return .malformed("a header of more than \(Self.maximumHeaderLength) bytes without an empty line after it")
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        start = end + Self.headerEnd.count
        switch Self.contentLength(in: header) {
        case .success(let length):
            pendingLength = length
            return next()
        case .failure(let reason):
            return .malformed(reason.message)
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count - start >= Self.headerEnd.count else { return nil }
        var index = start
        while index + Self.headerEnd.count <= buffer.count {
            if buffer[index] == Self.headerEnd[0], buffer[index..<index + Self.headerEnd.count].elementsEqual(Self.headerEnd) {
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

    struct HeaderError: Error {
        var message: String
    }

    /// The last `Content-Length` of a header block, wherever it starts on its line: the bytes a message of a
    /// wrong length leaves over come before the next header, and reading resumes at that header instead of
    /// failing every message after it.
    private static func contentLength(in header: String) -> Result<Int, HeaderError> {
        guard let name = header.range(of: "content-length:", options: [.caseInsensitive, .backwards]) else {
            return .failure(HeaderError(message: "a message without a Content-Length header: '\(header.prefix(80))'"))
        }
        let value = header[name.upperBound...].prefix { $0 != "\r" && $0 != "\n" }
        guard let length = Int(String(value).trimmingWhitespace), length >= 0 else {
            return .failure(HeaderError(message: "Content-Length is not a number: '\(value.prefix(80))'"))
        }
        guard length <= maximumBodyLength else {
            return .failure(HeaderError(message: "Content-Length \(length) is above the \(maximumBodyLength)-byte limit"))
        }
        return .success(length)
    }
}
