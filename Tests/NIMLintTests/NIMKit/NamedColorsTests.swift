import XCTest
@testable import NIMLint

/// Colour names in messages: the nearest of a small table by CIEDE2000, or none when no name is close.
final class NamedColorsTests: XCTestCase {
    /// Sharma, Wu and Dalal's test pairs (2005), with the differences they publish to four places: they catch a
    /// slip in the hue terms, the rotation term or the a* rescaling that typical colours would hide.
    func testDistanceMatchesThePublishedCIEDE2000Pairs() {
        let pairs: [(Lab, Lab, Double)] = [
            (Lab(lightness: 50, a: 2.6772, b: -79.7751), Lab(lightness: 50, a: 0, b: -82.7485), 2.0425),
            (Lab(lightness: 50, a: 0, b: 0), Lab(lightness: 50, a: -1, b: 2), 2.3669),
            (Lab(lightness: 50, a: 2.49, b: -0.001), Lab(lightness: 50, a: -2.49, b: 0.0009), 7.1792),
            (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 73, a: 25, b: -18), 27.1492),
            (
                Lab(lightness: 60.2574, a: -34.0099, b: 36.2677), Lab(lightness: 60.4626, a: -34.1751, b: 39.4387),
                1.2644
            ),
            (Lab(lightness: 2.0776, a: 0.0795, b: -1.135), Lab(lightness: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
        ]
        for (first, second, expected) in pairs {
            XCTAssertEqual(first.distance(to: second), expected, accuracy: 0.00005, "\(first) to \(second)")
            XCTAssertEqual(second.distance(to: first), expected, accuracy: 0.00005, "the formula is symmetric")
        }
    }

    /// sRGB is decoded through its transfer curve before the matrix: a plain 0–1 scaling puts mid gray at L* 53.4
    /// instead of 53.6 and red's a* elsewhere.
    func testSRGBConvertsToCIELABWithItsTransferCurve() {
        let red = Lab(0xFF0000)
        XCTAssertEqual(red.lightness, 53.2408, accuracy: 0.001)
        XCTAssertEqual(red.a, 80.0925, accuracy: 0.001)
        XCTAssertEqual(red.b, 67.2032, accuracy: 0.001)
        XCTAssertEqual(Lab(0xFFFFFF).lightness, 100, accuracy: 0.001)
        XCTAssertEqual(Lab(0x808080).lightness, 53.585, accuracy: 0.001)
        XCTAssertEqual(Lab(0x000000).lightness, 0, accuracy: 0.001)
    }

    func testEveryNamedColourIsGivenItsOwnName() {
        for (name, rgb) in NamedColors.table {
            XCTAssertEqual(HexColor.name(of: rgb), name, HexColor.css(rgb))
        }
        XCTAssertEqual(Set(NamedColors.table.map(\.name)).count, NamedColors.table.count, "each name once")
        XCTAssertEqual(Set(NamedColors.table.map(\.rgb)).count, NamedColors.table.count, "each value once")
    }

    func testAColourNearANameIsSaidToBeNearIt() {
        // A shade apart from white, and nearer CSS's whitesmoke: not plain "white".
        XCTAssertEqual(HexColor.name(of: 0xF2F4F7), "near whitesmoke")
        XCTAssertEqual(HexColor.name(of: 0xE4E7EC), "near gainsboro", "NIMKit's own row background is no white")
        XCTAssertEqual(HexColor.name(of: 0x1A1A1A), "near black")
        // Within a difference of 1, the name alone: #FFF read as 0x000FFF is blue.
        XCTAssertEqual(HexColor.name(of: 0x000FFF), "blue")
        XCTAssertEqual(HexColor.name(of: 0xFFFFFE), "white")
    }

    func testAColourFarFromEveryNameGetsNone() {
        XCTAssertNil(HexColor.name(of: 0x123456))
        XCTAssertNil(HexColor.name(of: 0x333333), "between black and dimgray, near neither")
        XCTAssertEqual(SettingValue.color(0x123456).description, "#123456")
        XCTAssertEqual(SettingValue.color(0xF2F4F7).description, "#F2F4F7 (near whitesmoke)")
        XCTAssertEqual(SettingValue.color(0xFFFFFF).description, "#FFFFFF (white)")
    }

    /// NIMKit keeps the low 24 bits, so `#RRGGBBAA` is named by the GGBBAA it draws, never by its alpha.
    func testAnAlphaByteIsReadAsNIMKitReadsIt() {
        let value = HexColor.nimkitValue(of: "#FFFFFF80")
        XCTAssertEqual(value, 0xFFFF80)
        XCTAssertEqual(HexColor.name(of: value), "near yellow")
        XCTAssertEqual(SettingValue.color(value).description, "#FFFF80 (near yellow)")
    }
}
