import XCTest
@testable import NIMLint

/// Number text the parser must refuse as Foundation's plist reader refuses it (the whole file then fails to load
/// in the app), pinned where a lenient reader would quietly take a value.
final class PinnedParserTests: XCTestCase {
    /// Asserts that each text, in `element`, is one `plist-structure` finding at the text, and that `read` refuses it.
    private func assertRefused(
        _ texts: [String], in element: String, read: (String) -> Any?, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for text in texts {
            XCTAssertNil(read(text), text, file: file, line: line)
            let source = SourceFile(
                path: "x.plist", string: plist("<dict><key>A</key><\(element)>\(text)</\(element)></dict>"))
            let findings = PlistParser.parse(source).diagnostics.map {
                "\(source.position($0)) \($0.rule): \($0.message)"
            }
            // The text starts after `<dict><key>A</key><element>` on line 3.
            let start = "3:\(19 + element.count + 2) plist-structure: malformed <\(element)> '\(text)'"
            XCTAssertEqual(findings.count, 1, "\(findings)", file: file, line: line)
            XCTAssertTrue(findings.first?.hasPrefix(start) ?? false, "\(findings)", file: file, line: line)
        }
    }

    func testLettersAreNoDecimalDigits() {
        assertRefused(["1a", "9f", "-2b"], in: "integer", read: PlistScalars.integer)
        XCTAssertEqual(PlistScalars.integer("0x1a"), 26, "after 0x they are hexadecimal digits")
        XCTAssertEqual(PlistScalars.integer("-0x10"), -16)
    }

    func testHexadecimalRealsAreRefused() {
        assertRefused(["0x1p3", "0X10", "-0x1.8p1"], in: "real", read: PlistScalars.real)
        XCTAssertEqual(PlistScalars.real(" 1e3"), 1000, "leading whitespace and exponents are strtod's own")
    }
}
