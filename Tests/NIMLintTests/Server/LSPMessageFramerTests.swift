import XCTest
@testable import NIMLint

/// The base protocol's framing: header blocks of `Name: value` lines in any case and order, an exact
/// `Content-Length`, a UTF-8 `Content-Type`, and a bad block answered without losing the messages after it.
final class LSPMessageFramerTests: XCTestCase {
    /// Every frame the stream holds, read after each chunk of `chunkSize` bytes (the whole stream by default).
    private func frames(_ stream: String, chunkSize: Int? = nil) -> [MessageFramer.Frame] {
        frames(Array(stream.utf8), chunkSize: chunkSize)
    }

    private func frames(_ bytes: [UInt8], chunkSize: Int? = nil) -> [MessageFramer.Frame] {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        let size = chunkSize ?? max(bytes.count, 1)
        var index = 0
        while index < bytes.count {
            framer.append(bytes[index..<min(index + size, bytes.count)])
            index += size
            while let frame = framer.next() { frames.append(frame) }
        }
        return frames
    }

    private func reasons(_ frames: [MessageFramer.Frame]) -> [String] {
        frames.compactMap { frame in
            if case .malformed(let reason) = frame { return reason }
            return nil
        }
    }

    private let message = MessageFramer.Frame.message(Array("{}".utf8))

    func testHeaderNamesInAnyCaseAndAnyOrderWithUnknownOnesIgnored() {
        let headers = [
            "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8",
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2",
            "content-length:2",
            "CONTENT-LENGTH: \t2 \t",
            "X-Editor: 1.0\r\nContent-Length: 2\r\nX-Trace: a: b",
            "cOnTeNt-TyPe: application/json\r\nContent-Length: 2\r\nContent-Length: 2",
        ]
        for header in headers {
            XCTAssertEqual(frames(header + "\r\n\r\n{}"), [message], header)
        }
    }

    func testEveryCharsetSpellingOfUTF8IsReadAndAnotherIsAnsweredWithItsName() {
        for charset in ["utf-8", "utf8", "UTF-8", "\"utf-8\"", "Utf8"] {
            let header = "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=\(charset)\r\n\r\n"
            XCTAssertEqual(frames(header + "{}"), [message], charset)
        }
        XCTAssertEqual(frames("Content-Type: application/vscode-jsonrpc\r\nContent-Length: 2\r\n\r\n{}"), [message])
        let latin = frames(
            "Content-Length: 2\r\nContent-Type: text/plain; charset=latin1\r\n\r\n{}Content-Length: 2\r\n\r\n{}")
        XCTAssertEqual(latin.count, 2, "\(latin)")
        XCTAssertEqual(latin.last, message, "the body of the refused message is skipped, the next one read")
        XCTAssertTrue(reasons(latin).first?.contains("charset 'latin1' is not UTF-8") ?? false, "\(latin)")
    }

    func testUnusableContentLengthsAreMalformedAndTheNextMessageIsStillRead() {
        let cases = [
            ("Content-Type: application/json", "without a Content-Length"),
            ("Content-Length: -1", "not a number"),
            ("Content-Length: many", "not a number"),
            ("Content-Length: +2", "not a number"),
            ("Content-Length: 2.0", "not a number"),
            ("Content-Length:", "not a number"),
            ("Content-Length: 2\r\nContent-Length: 3", "disagree: 2, 3"),
            ("Content-Length: 99999999999", "limit"),
            ("Content-Length: 999999999999999999999999", "limit"),
        ]
        for (header, reason) in cases {
            let read = frames(header + "\r\n\r\nContent-Length: 2\r\n\r\n{}")
            XCTAssertEqual(read.count, 2, "\(header): \(read)")
            XCTAssertTrue(reasons(read).first?.contains(reason) ?? false, "\(header): \(read)")
            XCTAssertEqual(read.last, message, header)
        }
    }

    func testALineThatIsNoHeaderSkipsItsMessageByItsLength() {
        let read = frames("Content-Length: 2\r\nnot a header\r\n\r\n[]Content-Length: 2\r\n\r\n{}")
        XCTAssertEqual(reasons(read).count, 1, "\(read)")
        XCTAssertTrue(reasons(read)[0].contains("not 'Name: value': 'not a header'"), "\(read)")
        XCTAssertEqual(read.last, message)
    }

    /// Bytes left over from a message whose Content-Length was too short come before the next header: they are
    /// answered as unreadable, and that header is still found, so one wrong length costs one message.
    func testAHeaderAfterLeftoverBytesIsStillRead() {
        for leftover in ["\"a\":1}", "1}\r\n", "123", "{\r\n  \"a\": 1\r\n}"] {
            let read = frames("Content-Length: 1\r\n\r\n{" + leftover + "Content-Length: 2\r\n\r\n{}")
            XCTAssertEqual(read.first, .message(Array("{".utf8)), leftover)
            XCTAssertEqual(reasons(read).count, 1, "\(leftover): \(read)")
            XCTAssertEqual(read.last, message, leftover)
        }
        XCTAssertEqual(frames("\r\nContent-Length: 2\r\n\r\n{}"), [message], "a stray line break before a header")
    }

    func testFramesAreTheSameWhateverChunksTheBytesArriveIn() {
        let stream =
            "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
            + "Content-Type: x\r\ncontent-length:3\r\n\r\n[1]"
            + "Content-Length: x\r\n\r\n"
            + "Content-Length: 1\r\nContent-Type: a; charset=ascii\r\n\r\n7"
            + "Content-Length: 1\r\n\r\n{xyzContent-Length: 6\r\n\r\n\"😀\""
        let whole = frames(stream)
        XCTAssertEqual(whole.count, 7, "\(whole)")
        XCTAssertEqual(whole[0], message)
        XCTAssertEqual(whole[1], .message(Array("[1]".utf8)))
        XCTAssertEqual(whole.last, .message(Array("\"😀\"".utf8)), "Content-Length counts bytes")
        for chunkSize in [1, 2, 3, 7] {
            XCTAssertEqual(frames(stream, chunkSize: chunkSize), whole, "chunks of \(chunkSize)")
        }
    }

    func testAHeaderThatNeverEndsIsDropped() {
        let read = frames(Array(repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 1))
        XCTAssertEqual(read.count, 1)
        XCTAssertTrue(reasons(read).first?.contains("without an empty line") ?? false, "\(read)")
    }
}
