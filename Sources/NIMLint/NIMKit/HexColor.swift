/// NIMKit's hex color reader: it skips the first character, whatever it is, scans hexadecimal with
/// `NSScanner scanHexInt:` and keeps the low 24 bits as 0xRRGGBB at full opacity.
enum HexColor {
    /// `#` and exactly six hex digits, either case: the only form NIMKit reads as written.
    static func isCanonical<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.count == 7 && bytes.first == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy(isHexDigit)
    }

    /// The 0xRRGGBB NIMKit draws for `text`.
    static func nimkitValue(of text: String) -> UInt32 {
        var bytes = Array(text.utf8).dropFirst()
        while let first = bytes.first, FoundationReading.isSpace(first) { bytes = bytes.dropFirst() }
        if bytes.starts(with: Array("0x".utf8)) || bytes.starts(with: Array("0X".utf8)),
            bytes.dropFirst(2).first.map(isHexDigit) == true
        {
            bytes = bytes.dropFirst(2)
        }
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = PlistScalars.digitValue(byte) else { break }
            // scanHexInt: saturates at UINT_MAX on overflow.
            value = min(value * 16 + UInt64(digit), UInt64(UInt32.max))
        }
        return UInt32(value) & 0xFF_FFFF
    }

    /// `0x000FFF`.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// `#RRGGBB`, as CSS writes the color NIMKit reads.
    static func css(_ rgb: UInt32) -> String {
        "#" + hex(rgb).dropFirst(2)
    }

    /// The named colour 0xRRGGBB `value` is or is near (`blue`, `near whitesmoke`), so a user sees that `#FFF` is
    /// not white; nil when no name is close.
    static func name(of value: UInt32) -> String? {
        NamedColors.describe(value)
    }

    static func isHexDigit(_ byte: UInt8) -> Bool { PlistScalars.digitValue(byte) != nil }
}
