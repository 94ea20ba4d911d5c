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

    func testACharacterToEscapeIsFoundWhereverItStands() {
        for length in 0...20 {
            let plain = String(repeating: "a", count: length)
            XCTAssertTrue(PrintableText.isPrintable(plain), plain)
            for position in 0..<length {
                for mark in [
                    "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}",
                    "\u{2066}", "\u{61C}", "\u{2028}",
                ] {
                    var scalars = Array(plain.unicodeScalars)
                    scalars[position] = mark.unicodeScalars.first!
                    let text = String(String.UnicodeScalarView(scalars))
                    XCTAssertFalse(PrintableText.isPrintable(text), text.debugDescription)
                }
                // Bytes beside those, sharing the word test's bounds, and characters sharing their lead bytes
                // print as they are.
                for near in [
                    "\u{20}", "~", "\u{A0}", "é", "\u{2027}", "\u{2030}", "\u{202F}",
                    "\u{2065}", "\u{206A}", "\u{61B}", "请", "🙂",
                ] {
                    var scalars = Array(plain.unicodeScalars)
                    scalars[position] = near.unicodeScalars.first!
                    let text = String(String.UnicodeScalarView(scalars))
                    XCTAssertTrue(PrintableText.isPrintable(text), text.debugDescription)
                    XCTAssertEqual(PrintableText.escaped(text), text)
                }
            }
        }
        XCTAssertFalse(PrintableText.isPrintable("请输入\n"))
        XCTAssertTrue(PrintableText.isPrintable("请输入 message text"))
        XCTAssertTrue(PrintableText.isPrintable("a\tb", keepingTabs: true))
    }

    func testJoiningPartsIsTheirConcatenation() {
        let cases: [[String]] = [
            [""], ["", ""], ["'", "Text_2", "' is not a NIMKit message type"], ["请输入", "", "é\u{301}"],
            ["a", String(repeating: "long", count: 100), "\r\n", "🙂"],
        ]
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
