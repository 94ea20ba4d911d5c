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
}
