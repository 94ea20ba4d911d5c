import XCTest
@testable import NIMLint

/// The server's pure parts: position conversion and the fix-all edit (framing: `LSPMessageFramerTests`).
final class LSPUnitTests: XCTestCase {
    func testPositionsCountUTF16UnitsOrUTF8BytesAndRoundTrip() {
        let source = SourceFile(path: "x", string: "a😀é\r\nb\rc\n")
        // `é` starts after `a` and the emoji: 3 UTF-16 units, 5 bytes.
        XCTAssertEqual(PositionEncoding.utf16.position(of: 5, in: source), LSPPosition(line: 0, character: 3))
        XCTAssertEqual(PositionEncoding.utf8.position(of: 5, in: source), LSPPosition(line: 0, character: 5))
        XCTAssertEqual(PositionEncoding.utf32.position(of: 5, in: source), LSPPosition(line: 0, character: 2))
        // Lines start at 0, 9 (after `\r\n`), 11 (after `\r`) and 13, the empty last line.
        XCTAssertEqual(PositionEncoding.utf16.position(of: 9, in: source), LSPPosition(line: 1, character: 0))
        XCTAssertEqual(PositionEncoding.utf16.position(of: 12, in: source), LSPPosition(line: 2, character: 1))
        for encoding in PositionEncoding.allCases {
            for offset in [0, 1, 5, 7, 9, 10, 11, 12, 13] {
                let position = encoding.position(of: offset, in: source)
                XCTAssertEqual(encoding.offset(of: position, in: source), offset, "\(encoding) \(offset)")
            }
        }
        XCTAssertEqual(
            PositionEncoding.utf16.offset(of: LSPPosition(line: 0, character: 99), in: source), 7, "past the line's end"
        )
        XCTAssertEqual(
            PositionEncoding.utf16.offset(of: LSPPosition(line: 9, character: 0), in: source), 13, "past the last line")
        XCTAssertEqual(PositionEncoding.negotiated(offered: ["utf-32", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiated(offered: ["utf-16", "utf-32"]), .utf32)
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
