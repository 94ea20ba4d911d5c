/// Looks for bytes eight at a time, for the texts every report and finding passes through: a word holds a zero
/// byte when taking one from each of its bytes borrows into a top bit that was clear, and a byte equal to `byte`
/// is zero once the word is exclusive-ored with `byte` in every lane.
enum WordScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let tops: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    static func holdsZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & tops != 0 }

    @inline(__always)
    static func holds(_ byte: UInt8, in word: UInt64) -> Bool { holdsZero(word ^ (ones &* UInt64(byte))) }

    /// Whether some byte of the word is below `limit` (at most 0x80): it borrows into its top bit when `limit` is
    /// taken from it (the borrow it passes on can set higher ones, but only past a byte found already).
    @inline(__always)
    static func holdsByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & tops != 0
    }

    /// Whether some byte of the word is a control character, below 0x20.
    @inline(__always)
    static func holdsControl(_ word: UInt64) -> Bool { holdsByte(below: 0x20, in: word) }

    /// Whether any byte of `bytes` is one `byte` picks out, asking `word` of each whole word first.
    @inline(__always)
    static func contains(
        _ bytes: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool
    ) -> Bool {
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                if word(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
                index += 8
            }
        }
        while index < bytes.count {
            if byte(bytes[index]) { return true }
            index += 1
        }
        return false
    }
}
