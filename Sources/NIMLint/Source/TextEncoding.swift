/// How a settings file is stored. Fixes write back in the same encoding, byte order mark included.
public enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"

    /// Recognises the encoding from the first bytes: a byte order mark, or the `<?` of an XML declaration
    /// written in UTF-16 without one. Everything else is read as UTF-8, as XML requires.
    static func detect(_ bytes: [UInt8]) -> (encoding: TextEncoding, markLength: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8WithBOM, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (.utf16LittleEndian, 0) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (.utf16BigEndian, 0) }
        return (.utf8, 0)
    }

    var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }

    /// `string` as this encoding stores it, without a byte order mark.
    func encode(_ string: String) -> [UInt8] {
        switch self {
        case .utf8, .utf8WithBOM:
            return Array(string.utf8)
        case .utf16LittleEndian:
            return string.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        case .utf16BigEndian:
            return string.utf16.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        }
    }
}
