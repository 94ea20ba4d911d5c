import XCTest
@testable import NIMLint

final class LocatedJSONTests: XCTestCase {
    func testValuesAndRanges() throws {
        let text = Array(
            #"{"rules": {"unknown-key": "off"}, "assets": ["A", 1.5e2, true, null], "s": "\u00e9\ud83d\ude00\n"}"#.utf8)
        let json = try JSONParser.parse(text)
        let rules = try XCTUnwrap(json["rules"]?.members?.first)
        XCTAssertEqual(rules.key, "unknown-key")
        XCTAssertEqual(
            String(decoding: text[rules.keyRange.start..<rules.keyRange.end], as: UTF8.self), #""unknown-key""#)
        XCTAssertEqual(rules.value.string, "off")
        XCTAssertEqual(json["assets"]?.elements?.count, 4)
        XCTAssertEqual(json["assets"]?.elements?[1].number, 150)
        XCTAssertEqual(json["assets"]?.elements?[2].bool, true)
        XCTAssertEqual(json["s"]?.string, "é😀\n")
    }

    func testSyntaxErrorsCarryTheirOffset() {
        let cases: [(String, Int)] = [
            (#"{"a": 1,}"#, 8), (#"{"a" 1}"#, 5), (#"[01]"#, 1), (#"{"a": "x"#, 6), (#"{} x"#, 3),
        ]
        for (text, offset) in cases {
            XCTAssertThrowsError(try JSONParser.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.offset, offset, text)
            }
        }
    }
}
