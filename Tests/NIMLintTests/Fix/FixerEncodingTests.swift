import XCTest
@testable import NIMLint

/// Fixes are text edits on the bytes on disk: the encoding, byte order mark, line endings and every byte around
/// an edit survive them.
final class FixerEncodingTests: XCTestCase {
    private let fixer = Fixer(lint: TestLint.parsing(then: [TestLint.numberAsString]))
    private let fixedSettings = bubbleSettings.replacingOccurrences(
        of: "<string>14</string>", with: "<integer>14</integer>")

    func testEveryEncodingIsKeptWithItsByteOrderMark() {
        let cases: [(TextEncoding, mark: [UInt8])] = [
            (.utf8, []),
            (.utf8WithBOM, [0xEF, 0xBB, 0xBF]),
            (.utf16LittleEndian, [0xFF, 0xFE]),
            (.utf16BigEndian, [0xFE, 0xFF]),
            (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00]),
            (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]),
        ]
        for (encoding, mark) in cases {
            let source = SourceFile(path: "x.plist", bytes: mark + encoding.encode(bubbleSettings))
            XCTAssertEqual(source.encoding, encoding, "\(encoding) with a \(mark.count)-byte mark")
            let outcome = fixer.fix(source, unsafe: false)
            XCTAssertEqual(outcome.appliedFixCount, 2, "\(encoding) with a \(mark.count)-byte mark")
            XCTAssertEqual(
                outcome.fixed.bytes, mark + encoding.encode(fixedSettings),
                "\(encoding) with a \(mark.count)-byte mark")
            XCTAssertEqual(outcome.fixed.encoding, encoding)
        }
    }

    func testLineEndingsAreKept() {
        for ending in ["\r\n", "\r"] {
            let text = bubbleSettings.replacingOccurrences(of: "\n", with: ending)
            let source = SourceFile(path: "x.plist", string: text)
            let outcome = fixer.fix(source, unsafe: false)
            XCTAssertEqual(outcome.appliedFixCount, 2, ending.debugDescription)
            XCTAssertEqual(
                String(decoding: outcome.fixed.bytes, as: UTF8.self),
                fixedSettings.replacingOccurrences(of: "\n", with: ending), ending.debugDescription)
        }
    }

    func testBytesAroundAnEditAreUntouched() {
        // Mixed line endings, trailing blanks, tabs, a comment and non-ASCII text: nothing a re-serialisation
        // would keep.
        let before =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<plist version=\"1.0\">  \n<dict>\r"
            + "\t<!-- 字号  -->\t\n  \t<key>Content_Font_Size</key>\t"
        let after = "   \r\n\n<key>Show_Avatar</key><true/>\r\n</dict>\n</plist>"
        let source = SourceFile(path: "x.plist", string: before + "<string>14</string>" + after)
        let fixed = fixer.fix(source, unsafe: false).fixed.bytes
        XCTAssertEqual(Array(fixed.prefix(before.utf8.count)), Array(before.utf8))
        XCTAssertEqual(Array(fixed.suffix(after.utf8.count)), Array(after.utf8))
        XCTAssertEqual(
            String(decoding: fixed.dropFirst(before.utf8.count).dropLast(after.utf8.count), as: UTF8.self),
            "<integer>14</integer>")
    }
}
