import Foundation

/// A small table of named colours and the nearest of them to an sRGB colour, by CIEDE2000 in CIELAB: enough to
/// tell a user that `#FFF` (read as 0x000FFF) is blue, not white, without naming every hex value.
enum NamedColors {
    /// A subset of CSS Color Module Level 4's named colours (W3C, §6.1 "Named Colors"), spelt and valued as
    /// there: the sixteen of HTML 4 (with `cyan` and `magenta` for their aliases `aqua` and `fuchsia`), the grays
    /// between them, and a few common hues. Each name is a single fixed sRGB value, unlike the system
    /// colours of UIKit, which change with the appearance and the release.
    static let table: [(name: String, rgb: UInt32)] = [
        ("black", 0x000000), ("dimgray", 0x696969), ("gray", 0x808080), ("darkgray", 0xA9A9A9),
        ("silver", 0xC0C0C0), ("lightgray", 0xD3D3D3), ("gainsboro", 0xDCDCDC), ("whitesmoke", 0xF5F5F5),
        ("white", 0xFFFFFF), ("maroon", 0x800000), ("red", 0xFF0000), ("tomato", 0xFF6347), ("coral", 0xFF7F50),
        ("darkorange", 0xFF8C00), ("orange", 0xFFA500), ("gold", 0xFFD700), ("yellow", 0xFFFF00),
        ("olive", 0x808000), ("lime", 0x00FF00), ("green", 0x008000), ("seagreen", 0x2E8B57), ("teal", 0x008080),
        ("darkslategray", 0x2F4F4F), ("cyan", 0x00FFFF), ("skyblue", 0x87CEEB), ("steelblue", 0x4682B4),
        ("navy", 0x000080), ("blue", 0x0000FF), ("indigo", 0x4B0082), ("purple", 0x800080), ("violet", 0xEE82EE),
        ("magenta", 0xFF00FF), ("pink", 0xFFC0CB), ("brown", 0xA52A2A), ("chocolate", 0xD2691E),
        ("beige", 0xF5F5DC), ("lavender", 0xE6E6FA), ("aliceblue", 0xF0F8FF),
    ]

    /// Below this CIEDE2000 distance a colour is given the name alone, and up to `nearColor` it is "near" the
    /// name; past that the hex is given alone. The bands are those of Schuessler's "Delta E 101" (a difference
    /// of 1 or less is not perceptible, 2 to 10 is perceptible at a glance, 11 to 49 is a colour more like the
    /// other than opposite to it): a colour called near a name still looks like it beside the named colour.
    static let sameColor = 1.0
    static let nearColor = 10.0

    /// `white`, `near whitesmoke`, or nil when no name of the table is within `nearColor` of 0xRRGGBB `rgb`.
    static func describe(_ rgb: UInt32) -> String? {
        let color = Lab(rgb)
        // `table` is a literal of many entries, so there is a nearest.
        let (name, distance) = table.map { ($0.name, color.distance(to: Lab($0.rgb))) }.min { $0.1 < $1.1 }!
        if distance < sameColor { return name }
        return distance <= nearColor ? "near " + name : nil
    }
}

/// A colour in CIELAB (D65 white), from sRGB through its transfer curve and IEC 61966-2-1's matrix to CIE XYZ.
struct Lab: Equatable {
    var lightness: Double
    var a: Double
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour 0xRRGGBB is in sRGB.
    init(_ rgb: UInt32) {
        // sRGB's transfer curve: a line near black, a 2.4 power above it.
        func linear(_ channel: UInt32) -> Double {
            let value = Double(channel & 0xFF) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let red = linear(rgb >> 16), green = linear(rgb >> 8), blue = linear(rgb)
        let x = 0.4124564 * red + 0.3575761 * green + 0.1804375 * blue
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = 0.0193339 * red + 0.1191920 * green + 0.9503041 * blue
        func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389
            return t > epsilon ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
        }
        let fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIEDE2000 (CIE 142-2001), as Sharma, Wu and Dalal set it out in "The CIEDE2000 Color-Difference Formula:
    /// Implementation Notes" (2005), with the parametric factors at 1.
    func distance(to other: Lab) -> Double {
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let meanChroma = (hypot(a, b) + hypot(other.a, other.b)) / 2
        let power7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (power7 / (power7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let c1 = hypot(a1, b), c2 = hypot(a2, other.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            let angle = degrees(atan2(b, a))
            return angle < 0 ? angle + 360 : angle
        }
        let h1 = hue(b, a1), h2 = hue(other.b, a2)
        let deltaL = other.lightness - lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))
        let meanL = (lightness + other.lightness) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else {
                meanHue = (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2
            }
        }
        let t =
            1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let rotation = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanC7 = pow(meanC, 7)
        let rc = 2 * (meanC7 / (meanC7 + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(radians(2 * rotation)) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
