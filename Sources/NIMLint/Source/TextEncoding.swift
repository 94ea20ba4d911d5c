/// How a settings file is stored. Fixes write back in the same encoding, byte order mark included.
public enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"

    /// Recognises the encoding from the first bytes: a byte order mark, or the `<?` of an XML declaration
    /// written in UTF-16 without one. Everything else is read as UTF-8, as XML requires. The marks are looked for
    /// as CoreFoundation's loader looks for them (`encodingForXMLData`): UTF-32's first, so `FF FE 00 00` is
    /// UTF-32, and only in a file longer than the mark.
    static func detect(_ bytes: [UInt8]) -> (encoding: TextEncoding, markLength: Int) {
        if bytes.count > 4, bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
        if bytes.count > 4, bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8WithBOM, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (.utf16LittleEndian, 0) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (.utf16BigEndian, 0) }
        return (.utf8, 0)
    }

    var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }
    var isUTF32: Bool { self == .utf32LittleEndian || self == .utf32BigEndian }
    /// The name an XML declaration gives this encoding.
    var declaredName: String { isUTF16 ? "UTF-16" : isUTF32 ? "UTF-32" : "UTF-8" }

    /// `string` as this encoding stores it, without a byte order mark.
    func encode(_ string: String) -> [UInt8] {
        switch self {
        case .utf8, .utf8WithBOM:
            return Array(string.utf8)
        case .utf16LittleEndian:
            return string.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        case .utf16BigEndian:
            return string.utf16.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        case .utf32LittleEndian:
            return string.unicodeScalars.flatMap { scalar in
                (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
            }
        case .utf32BigEndian:
            return string.unicodeScalars.flatMap { scalar in
                (0..<4).reversed().map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
            }
        }
    }
}
