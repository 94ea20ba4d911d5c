import XCTest
@testable import NIMLint

/// Number text the parser must refuse as Foundation's plist reader refuses it (the whole file then fails to load
/// in the app), pinned where a lenient reader would quietly take a value.
final class PinnedParserTests: XCTestCase {
    private func structureFindings(_ body: String) -> [String] {
        let source = SourceFile(path: "x.plist", string: plist("<dict><key>A</key>\(body)</dict>"))
        return PlistParser.parse(source).diagnostics.map { "\(source.position($0)) \($0.rule): \($0.message)" }
    }

    func testLettersAreNoDecimalDigits() {
        for text in ["1a", "9f", "-2b"] {
            XCTAssertNil(PlistScalars.integer(text), text)
            let findings = structureFindings("<integer>\(text)</integer>")
            XCTAssertEqual(findings.count, 1, text)
            XCTAssertTrue(findings.first?.hasPrefix("3:28 plist-structure: malformed <integer> '\(text)'") ?? false, "\(findings)")
        }
        XCTAssertEqual(PlistScalars.integer("0x1a"), 26, "after 0x they are hexadecimal digits")
        XCTAssertEqual(PlistScalars.integer("-0x10"), -16)
    }

    func testHexadecimalRealsAreRefused() {
        for text in ["0x1p3", "0X10", "-0x1.8p1"] {
            XCTAssertNil(PlistScalars.real(text), text)
            let findings = structureFindings("<real>\(text)</real>")
            XCTAssertEqual(findings.count, 1, text)
            XCTAssertTrue(findings.first?.hasPrefix("3:25 plist-structure: malformed <real> '\(text)'") ?? false, "\(findings)")
        }
        XCTAssertEqual(PlistScalars.real(" 1e3"), 1000, "leading whitespace and exponents are strtod's own")
    }
}
