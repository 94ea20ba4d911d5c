import XCTest
@testable import NIMLint

final class SourceFileTests: XCTestCase {
    func testLinesAndColumnsCountScalarsAcrossLineEndings() {
        for ending in ["\n", "\r\n", "\r"] {
            let source = SourceFile(path: "x", string: "ab\(ending)请输c")
            let offset = source.text.count - 1
            let location = source.location(of: offset)
            XCTAssertEqual(location.line, 2, "line ending \(ending.debugDescription)")
            XCTAssertEqual(location.column, 3, "line ending \(ending.debugDescription)")
            XCTAssertEqual(location.offset, offset)
            XCTAssertEqual(source.lineEnding, ending)
        }
    }

    func testByteOrderMarkIsNotAColumn() {
        let source = SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("<plist>".utf8))
        XCTAssertEqual(source.encoding, .utf8WithBOM)
        XCTAssertEqual(source.location(of: 3).column, 1)
        XCTAssertEqual(source.location(of: 4).column, 2)
    }

    func testUTF16OffsetsMapBackToDiskBytes() {
        let string = "<a>请x</a>"
        for encoding in [TextEncoding.utf16LittleEndian, .utf16BigEndian] {
            let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            let source = SourceFile(path: "x", bytes: mark + encoding.encode(string))
            XCTAssertEqual(source.encoding, encoding)
            XCTAssertEqual(source.string(in: SourceRange(0, source.text.count)), string)
            let xOffset = Array(string.utf8).firstIndex(of: UInt8(ascii: "x"))!
            XCTAssertEqual(source.location(of: xOffset).offset, 2 + 2 * 4, "\(encoding)")
            XCTAssertEqual(source.location(of: xOffset).column, 5)
        }
    }

    /// An offset at a line's first byte is on that line, column 1, whichever way it is asked for; a range's end is
    /// sought from its start's line.
    func testAnOffsetAtALineStartIsOnThatLine() {
        let source = SourceFile(path: "x.plist", string: "a\nbc\n\nd")
        for (offset, line, column) in [(0, 1, 1), (1, 1, 2), (2, 2, 1), (4, 2, 3), (5, 3, 1), (6, 4, 1), (7, 4, 2)] {
            let location = source.location(of: offset)
            XCTAssertEqual([location.line, location.column], [line, column], "offset \(offset)")
            let ends = source.locations(of: SourceRange(0, offset))
            XCTAssertEqual([ends.end.line, ends.end.column], [line, column], "range to \(offset)")
            XCTAssertEqual([ends.start.line, ends.start.column], [1, 1])
        }
    }
}
