import XCTest
@testable import NIMLint

/// The server's pure parts: message framing, position conversion, and the fix-all edit.
final class LSPUnitTests: XCTestCase {
    func testFramesAreSplitWhateverChunksTheBytesArriveIn() {
        let stream = Array("Content-Length: 2\r\n\r\n{}Content-Type: x\r\ncontent-length:3\r\n\r\n[1]".utf8)
        for chunkSize in [1, 3, stream.count] {
            var framer = MessageFramer()
            var frames: [MessageFramer.Frame] = []
            var index = 0
            while index < stream.count {
                framer.append(stream[index..<min(index + chunkSize, stream.count)])
                index += chunkSize
                while let frame = framer.next() { frames.append(frame) }
            }
            XCTAssertEqual(frames, [.message(Array("{}".utf8)), .message(Array("[1]".utf8))], "chunks of \(chunkSize)")
        }
    }

    func testBadHeadersAreDroppedWithAReasonAndReadingGoesOn() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: -1\r\n\r\nContent-Type: x\r\n\r\nContent-Length: 1\r\n\r\n7".utf8))
        guard case .malformed(let negative) = framer.next(), case .malformed(let missing) = framer.next() else {
            return XCTFail("two malformed frames expected")
        }
        XCTAssertTrue(negative.contains("not a number"), negative)
        XCTAssertTrue(missing.contains("without a Content-Length"), missing)
        XCTAssertEqual(framer.next(), .message(Array("7".utf8)))
        XCTAssertNil(framer.next())

        var huge = MessageFramer()
        huge.append(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        guard case .malformed(let tooLarge) = huge.next() else { return XCTFail("a refused length expected") }
        XCTAssertTrue(tooLarge.contains("limit"), tooLarge)
    }

    /// Bytes left over from a message whose Content-Length was too short come before the next header: that
    /// header is still found, so one wrong length costs one message.
    func testAHeaderAfterLeftoverBytesIsStillRead() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 2\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(framer.next(), .message(Array("{\"".utf8)))
        XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
        XCTAssertNil(framer.next())
    }

    func testPositionsCountUTF16UnitsOrUTF8BytesAndRoundTrip() {
        let source = SourceFile(path: "x", string: "a😀é\r\nb\rc\n")
        // `é` starts after `a` and the emoji: 3 UTF-16 units, 5 bytes.
        XCTAssertEqual(PositionEncoding.utf16.position(of: 5, in: source), LSPPosition(line: 0, character: 3))
        XCTAssertEqual(PositionEncoding.utf8.position(of: 5, in: source), LSPPosition(line: 0, character: 5))
        // Lines start at 0, 9 (after `\r\n`), 11 (after `\r`) and 13, the empty last line.
        XCTAssertEqual(PositionEncoding.utf16.position(of: 9, in: source), LSPPosition(line: 1, character: 0))
        XCTAssertEqual(PositionEncoding.utf16.position(of: 12, in: source), LSPPosition(line: 2, character: 1))
        for encoding in [PositionEncoding.utf8, .utf16] {
            for offset in [0, 1, 5, 7, 9, 10, 11, 12, 13] {
                let position = encoding.position(of: offset, in: source)
                XCTAssertEqual(encoding.offset(of: position, in: source), offset, "\(encoding) \(offset)")
            }
        }
        XCTAssertEqual(PositionEncoding.utf16.offset(of: LSPPosition(line: 0, character: 99), in: source), 7, "past the line's end")
        XCTAssertEqual(PositionEncoding.utf16.offset(of: LSPPosition(line: 9, character: 0), in: source), 13, "past the last line")
        XCTAssertEqual(PositionEncoding.negotiated(offered: ["utf-32", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiated(offered: []), .utf16)
    }

    func testTheFixAllEditSpansOnlyWhatChangedAndNeverSplitsACharacter() {
        func check(_ original: String, _ fixed: String, file: StaticString = #filePath, line: UInt = #line) -> Edit {
            let edit = CodeActionHandler.changedSpan(from: Array(original.utf8), to: Array(fixed.utf8))
            var bytes = Array(original.utf8)
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), fixed, file: file, line: line)
            return edit
        }
        XCTAssertEqual(check("<a>1</a>", "<a>2</a>"), Edit(range: SourceRange(3, 4), replacement: "2"))
        XCTAssertEqual(check("xéy", "xèy").range, SourceRange(1, 3), "é and è share their first byte")
        XCTAssertEqual(check("xéy", "xĩy").range, SourceRange(1, 3), "é and ĩ share their last byte")
        XCTAssertEqual(check("aaa", "aa").range.length, 1)
        XCTAssertEqual(check("ab", "ab").replacement, "")
    }
}
