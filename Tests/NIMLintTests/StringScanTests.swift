import XCTest
@testable import NIMLint

/// The scans every finding's text passes through, read from bytes where that decides: they answer as the walk by
/// characters does.
final class StringScanTests: XCTestCase {
    func testTrimmingWhitespaceFromEitherEnd() {
        let cases: [(String, String)] = [
            ("Text", "Text"), (" Text", "Text"), ("Text ", "Text"), ("\tText\r\n", "Text"), ("Te xt", "Te xt"),
            ("Text\u{A0}", "Text"), ("\u{3000}Text", "Text"), ("\u{2028}", ""), ("", ""), (" ", ""), ("\u{85}a", "a"),
            ("a\u{301}", "a\u{301}"), ("é", "é"), ("\u{1}Text\u{7F}", "\u{1}Text\u{7F}"), ("~", "~"),
        ]
        for (text, trimmed) in cases {
            XCTAssertEqual(text.trimmingWhitespace, trimmed, text.debugDescription)
        }
    }

    func testALineBreakOrTabIsFoundWhereverItStands() {
        for length in 0...20 {
            let plain = String(repeating: "a", count: length)
            XCTAssertTrue(plain.isSingleLine, plain)
            for position in 0..<length {
                for mark in ["\n", "\r", "\t"] {
                    var bytes = Array(plain.utf8)
                    bytes[position] = mark.utf8.first!
                    let text = String(decoding: bytes, as: UTF8.self)
                    XCTAssertFalse(text.isSingleLine, text.debugDescription)
                }
                // Bytes beside the three, or sharing the word test's bound, are no line break.
                for nearMark: UInt8 in [0x00, 0x08, 0x0B, 0x0C, 0x0E, 0x1F, 0x7F] {
                    var near = Array(plain.utf8)
                    near[position] = nearMark
                    XCTAssertTrue(String(decoding: near, as: UTF8.self).isSingleLine, "\(nearMark) at \(position)")
                }
            }
        }
        XCTAssertFalse("请输入\n".isSingleLine)
        XCTAssertTrue("请输入 message text".isSingleLine)
    }

    func testJoiningPartsIsTheirConcatenation() {
        let cases: [[String]] = [[""], ["", ""], ["'", "Text_2", "' is not a NIMKit message type"], ["请输入", "", "é\u{301}"],
                                 ["a", String(repeating: "long", count: 100), "\r\n", "🙂"]]
        for parts in cases {
            let joined: String
            switch parts.count {
            case 1: joined = String(joining: parts[0])
            case 2: joined = String(joining: parts[0], parts[1])
            case 3: joined = String(joining: parts[0], parts[1], parts[2])
            default: joined = String(joining: parts[0], parts[1], parts[2], parts[3])
            }
            XCTAssertEqual(Array(joined.utf8), Array(parts.joined().utf8), parts.debugDescription)
        }
    }
}
