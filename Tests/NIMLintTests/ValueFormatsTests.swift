import XCTest
@testable import NIMLint

/// The readers that mirror NIMKit and Foundation, checked against the behaviour NIMKIT.md documents.
final class ValueFormatsTests: XCTestCase {
    func testHexColorsReadAsNIMKitReadsThem() {
        XCTAssertEqual(HexColor.nimkitValue(of: "#FFFFFF"), 0xFFFFFF)
        XCTAssertEqual(HexColor.nimkitValue(of: "#e4e7ec"), 0xE4E7EC)
        XCTAssertEqual(HexColor.nimkitValue(of: "#FFF"), 0x000FFF)
        XCTAssertEqual(HexColor.nimkitValue(of: "FFFFFF"), 0x0FFFFF)
        XCTAssertEqual(HexColor.nimkitValue(of: "#11223344"), 0x223344)
        XCTAssertEqual(HexColor.nimkitValue(of: "red"), 0x0000ED)
        XCTAssertEqual(HexColor.nimkitValue(of: "white"), 0)
        XCTAssertTrue(HexColor.isCanonical("#a1B2c3"))
        XCTAssertFalse(HexColor.isCanonical("#a1B2c"))
        XCTAssertEqual(HexColor.name(of: 0x000FFF), "a blue")
        XCTAssertEqual(HexColor.name(of: 0xFFFFFF), "white")
    }

    func testInsetsFollowUIEdgeInsetsFromString() {
        XCTAssertNil(InsetsString("{11,15,9,9}").problem)
        XCTAssertNil(InsetsString(" { 11, 15.5 ,9, -9 } ").problem)
        XCTAssertEqual(InsetsString(" { 11, 15.5 ,9, -9 } ").normalized, "{11,15.5,9,-9}")
        XCTAssertEqual(InsetsString("11,15,9,9").problem, .missingBraces)
        XCTAssertEqual(InsetsString("{11,15,9}").problem, .count(3))
        XCTAssertEqual(InsetsString("{11,15px,9,9}").problem, .notANumber("15px"))
        XCTAssertEqual(InsetsString("{11,15,9,9").problem, .unclosed)
        XCTAssertEqual(InsetsString("{11,15,9,9}x").problem, .textAfter("x"))
        XCTAssertEqual(InsetsString("").problem, .empty)
        XCTAssertEqual(InsetsString("{11；15；9；9}").problem, .separator("；"))
        XCTAssertEqual(InsetsString("{11，15,9,9}").problem, .separator("，"))
        XCTAssertEqual(InsetsString("{11 15 9 9}").problem, .separator(" "))
        XCTAssertEqual(InsetsString("{11,15,9,9,}").problem, .notANumber(""))
        XCTAssertEqual(InsetsString("{11,15px,9,9}").problem, .notANumber("15px"))
    }

    /// Insets written plainly are read by a shortcut; a leading space sends the same text through the full
    /// reading, which must find the same numbers one byte further on.
    func testPlainInsetsReadAsTheFullReadingReadsThem() {
        let texts = ["{11,15,9,9}", "{0,-7,007,12}", "{-0,1,2,3}", "{1,2,3,4,5}", "{1,2,3}", "{1.5,2,3,4}", "{1e2,2,3,4}",
                     "{+1,2,3,4}", "{1,2,3,-}", "{1,2,3,}", "{1,,2,3}", "{1234567890123456,2,3,4}",
                     "{123456789012345,2,3,4}", "{1,2,3,4}}", "{1,2,3,4 }", "{1;2;3;4}"]
        for text in texts {
            let plain = InsetsString(text)
            let spaced = InsetsString(" " + text)
            XCTAssertEqual(plain.problem, spaced.problem, text)
            XCTAssertEqual(plain.components.map(\.value), spaced.components.map(\.value), text)
            XCTAssertEqual(plain.components.map(\.range), spaced.components.map { $0.range.lowerBound - 1..<$0.range.upperBound - 1 },
                           text)
            XCTAssertEqual(plain.normalized, spaced.normalized, text)
        }
        XCTAssertEqual(InsetsString("{0,-7,007,12}").components.map(\.value), [0, -7, 7, 12])
        XCTAssertEqual(InsetsString("{0,-7,007,12}").normalized, "{0,-7,007,12}")
    }

    func testFoundationCoercions() {
        for yes in ["YES", "yes", "true", "T", "1", " 2", "+01"] { XCTAssertTrue(FoundationReading.boolValue(yes), yes) }
        for no in ["NO", "false", "0", "", "maybe", "-0"] { XCTAssertFalse(FoundationReading.boolValue(no), no) }
        XCTAssertEqual(FoundationReading.leadingNumber(" 14px")?.value, 14)
        XCTAssertEqual(FoundationReading.leadingNumber("14.5")?.isWhole, false)
        XCTAssertNil(FoundationReading.leadingNumber("px14"))
    }
}
