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
        // NSScanner skips whitespace before the digits and takes a 0x prefix; scanHexInt: saturates at UINT_MAX.
        XCTAssertEqual(HexColor.nimkitValue(of: "# FFFFFF"), 0xFFFFFF)
        XCTAssertEqual(HexColor.nimkitValue(of: "#\t\n00FF00"), 0x00FF00)
        XCTAssertEqual(HexColor.nimkitValue(of: "#0x112233"), 0x112233)
        XCTAssertEqual(HexColor.nimkitValue(of: "#0X0000FF"), 0x0000FF)
        XCTAssertEqual(HexColor.nimkitValue(of: "#0xZ"), 0)
        XCTAssertEqual(HexColor.nimkitValue(of: "#123456789"), 0xFFFFFF)
        XCTAssertTrue(HexColor.isCanonical("#a1B2c3".utf8))
        XCTAssertFalse(HexColor.isCanonical("#a1B2c".utf8))
    }

    func testInsetsFollowUIEdgeInsetsFromString() {
        XCTAssertNil(InsetsString("{11,15,9,9}").problem)
        XCTAssertNil(InsetsString(" { 11, 15.5 ,9, -9 } ").problem)
        XCTAssertEqual(InsetsString(" { 11, 15.5 ,9, -9 } ").normalized, "{11,15.5,9,-9}")
        XCTAssertEqual(InsetsString("11,15,9,9").problem, .missingBraces)
        XCTAssertEqual(InsetsString("{11,15,9}").problem, .count(3))
        XCTAssertEqual(InsetsString("{11,15,9,9,4}").problem, .count(5))
        XCTAssertFalse(
            Array("{11,15,9,9,4}".utf8).withUnsafeBufferPointer(InsetsString.isCanonical), "five numbers are no insets")
        XCTAssertTrue(Array("{11,15,9,9}".utf8).withUnsafeBufferPointer(InsetsString.isCanonical))
        let five = Linter().lintBesideTheOtherFile(
            LintInput(
                source: SourceFile(
                    path: "NIMKitGlobalSetting.plist",
                    string: SampleSettings.clean.replacingOccurrences(
                        of: "<string>{18,25,17,25}</string>", with: "<string>{18,25,17,25,1}</string>")), kind: .global)
        )
        XCTAssertTrue(
            five.diagnostics.contains {
                $0.rule == "invalid-insets" && $0.message.contains("has 5 numbers, not the 4")
            },
            "\(five.diagnostics.map(\.message))")
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
        let texts = [
            "{11,15,9,9}", "{0,-7,007,12}", "{-0,1,2,3}", "{1,2,3,4,5}", "{1,2,3}", "{1.5,2,3,4}", "{1e2,2,3,4}",
            "{+1,2,3,4}", "{1,2,3,-}", "{1,2,3,}", "{1,,2,3}", "{1234567890123456,2,3,4}",
            "{123456789012345,2,3,4}", "{1,2,3,4}}", "{1,2,3,4 }", "{1;2;3;4}",
        ]
        for text in texts {
            let plain = InsetsString(text)
            let spaced = InsetsString(" " + text)
            XCTAssertEqual(plain.problem, spaced.problem, text)
            XCTAssertEqual(plain.components.map(\.value), spaced.components.map(\.value), text)
            XCTAssertEqual(
                plain.components.map(\.range),
                spaced.components.map { $0.range.lowerBound - 1..<$0.range.upperBound - 1 },
                text)
            XCTAssertEqual(plain.normalized, spaced.normalized, text)
        }
        XCTAssertEqual(InsetsString("{0,-7,007,12}").components.map(\.value), [0, -7, 7, 12])
        XCTAssertEqual(InsetsString("{0,-7,007,12}").normalized, "{0,-7,007,12}")
    }

    /// The insets strings the rules never see (`SettingsFile` leaves them out) are ones every insets rule passes:
    /// no problem, no negative side, already in normal form. Checked over the texts above and random ones.
    func testCanonicalInsetsAreOnesNoInsetsRuleSpeaksOf() {
        var random = SeededGenerator(seed: 0x1A5E_75)
        let alphabet = Array("{}0123456789,-+. e;")
        var texts = [
            "{11,15,9,9}", "{0,-7,007,12}", "{-0,1,2,3}", "{1,2,3,4,5}", "{1,2,3}", "{1.5,2,3,4}", "{+1,2,3,4}",
            "{1,2,3,}", "{1,,2,3}", "{1234567890123456,2,3,4}", "{123456789012345,2,3,4}", "{1,2,3,4 }", "{1,2,3,4}}",
        ]
        for _ in 0..<20_000 {
            var text = Array(
                "{\(Int.random(in: 0...40, using: &random)),15,9,\(Int.random(in: 0...9, using: &random))}")
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let index = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: text.remove(at: index)
                case 1: text.insert(alphabet.randomElement(using: &random)!, at: index)
                default: text[index] = alphabet.randomElement(using: &random)!
                }
            }
            texts.append(String(text))
        }
        var canonical = 0
        func isCanonical(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer(InsetsString.isCanonical) }
        for text in texts where isCanonical(text) {
            canonical += 1
            let insets = InsetsString(text)
            XCTAssertNil(insets.problem, text)
            XCTAssertFalse(insets.components.contains { $0.value < 0 }, text)
            XCTAssertEqual(insets.normalized, text)
        }
        XCTAssertTrue(isCanonical("{11,15,9,9}"))
        XCTAssertTrue(isCanonical("{123456789012345,2,3,4}"))
        for irregular in ["{-0,1,2,3}", "{1,2,3,4 }", "{1.5,2,3,4}", "{1,2,3}", "{1,2,3,4,5}", "11,15,9,9"] {
            XCTAssertFalse(isCanonical(irregular), irregular)
        }
        XCTAssertGreaterThan(canonical, 5_000, "most of the random texts are still canonical")
        XCTAssertLessThan(canonical, texts.count - 5_000, "many are not")
    }

    func testFoundationCoercions() {
        for yes in ["YES", "yes", "true", "T", "1", " 2", "+01"] {
            XCTAssertTrue(FoundationReading.boolValue(yes), yes)
        }
        for no in ["NO", "false", "0", "", "maybe", "-0"] { XCTAssertFalse(FoundationReading.boolValue(no), no) }
        XCTAssertEqual(FoundationReading.leadingNumber(" 14px")?.value, 14)
        XCTAssertEqual(FoundationReading.leadingNumber("14.5")?.isWhole, false)
        XCTAssertNil(FoundationReading.leadingNumber("px14"))
        XCTAssertEqual(FoundationReading.leadingNumber("\n\t 7")?.value, 7)
        XCTAssertEqual(FoundationReading.leadingNumber("1e2px")?.value, 100)
        XCTAssertEqual(FoundationReading.leadingNumber("1e2")?.isWhole, false)
        XCTAssertEqual(FoundationReading.leadingNumber("2e")?.value, 2, "an exponent needs digits")
        XCTAssertEqual(FoundationReading.leadingNumber("2e")?.length, 1)
        XCTAssertEqual(FoundationReading.leadingNumber("-.5")?.value, -0.5)
        XCTAssertEqual(FoundationReading.leadingInteger(" 1e2")?.value, 1)
        XCTAssertEqual(FoundationReading.leadingInteger(" 1e2")?.length, 2)
        XCTAssertEqual(FoundationReading.leadingInteger("-14.9px")?.value, -14)
        XCTAssertNil(FoundationReading.leadingInteger(".5"))
        XCTAssertNil(FoundationReading.leadingInteger("+"))
        for yes in ["\t\nYES", "-1", "007", "+9"] { XCTAssertTrue(FoundationReading.boolValue(yes), yes) }
        for no in ["00", "+", " -0.5"] { XCTAssertFalse(FoundationReading.boolValue(no), no) }
    }

    /// Apple's documentation of `-[NSString boolValue]`: an optional sign, then zeros, then Y, y, T, t or 1–9.
    func testBoolValueTakesASignBeforeTheLetter() {
        for yes in ["-y", "+t", "-00t", " +0Y", "-007"] { XCTAssertTrue(FoundationReading.boolValue(yes), yes) }
        for no in ["-n", "+-y", "--1", "- y", "-0"] { XCTAssertFalse(FoundationReading.boolValue(no), no) }
    }

    /// `integerValue` saturates both ways: of a string as Apple documents it, of a double as an iPhone (arm64)
    /// converts it.
    func testIntegerValueSaturates() {
        XCTAssertEqual(FoundationReading.leadingInteger("9223372036854775807")?.value, Int.max)
        XCTAssertEqual(FoundationReading.leadingInteger("9223372036854775808")?.value, Int.max)
        XCTAssertEqual(FoundationReading.leadingInteger(" 99999999999999999999px")?.value, Int.max)
        XCTAssertEqual(FoundationReading.leadingInteger(" 99999999999999999999px")?.length, 21)
        XCTAssertEqual(FoundationReading.leadingInteger("-9223372036854775808")?.value, Int.min)
        XCTAssertEqual(FoundationReading.leadingInteger("-99999999999999999999")?.value, Int.min)
        XCTAssertEqual(FoundationReading.leadingInteger("-9223372036854775807")?.value, -Int.max)
        for (real, integer) in [
            (1e20, Int.max), (-1e20, Int.min), (.infinity, Int.max), (-.infinity, Int.min),
            (.nan, 0), (0x1p63, Int.max), (-0x1p63, Int.min), (14.9, 14), (-14.9, -14),
        ] {
            XCTAssertEqual(FoundationReading.integer(of: real), integer, "\(real)")
        }
    }
}
