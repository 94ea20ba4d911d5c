import Foundation

/// The constructs CoreFoundation's parser may read otherwise than libxml2 in a file libxml2 accepts. A file with
/// none of them reads the same through both (the differential tests hold this), so only files with one are
/// handed to CoreFoundation as well.
enum CoreFoundationScan {
    /// `<data>` (CoreFoundation refuses it empty and reads bad base64 as no bytes), `<real>` (`nan`, `inf`, an
    /// exponent past the range) and `<date>` (its own reader).
    @inline(__always)
    static func mayReadOtherwise(_ element: PlistElement) -> Bool {
        element == .data || element == .real || element == .date
    }

    /// An internal subset, or a `>` inside the DOCTYPE's quoted identifiers, where CoreFoundation's scan for the
    /// DOCTYPE's end stops.
    static func isUnusual(doctype: ArraySlice<UInt8>) -> Bool {
        doctype.dropLast().contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: ">") }
    }

    /// A carriage return (libxml2 reads a line break inside text as `\n`, CoreFoundation keeps `\r\n` and `\r`
    /// as written) or a byte order mark past the start (CoreFoundation drops one from a string's text).
    static func hasTextCoreFoundationReadsOtherwise(_ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            if memchr(base, 0x0D, buffer.count) != nil { return true }
            var offset = 1
            while offset < buffer.count, let found = memchr(base + offset, 0xEF, buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 2 < buffer.count, buffer[index + 1] == 0xBB, buffer[index + 2] == 0xBF { return true }
                offset = index + 1
            }
            return false
        }
    }
}
