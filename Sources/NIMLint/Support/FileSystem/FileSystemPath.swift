import Foundation

/// File names are bytes, Swift strings Unicode. A path whose bytes are not all UTF-8 (`mkdir $'x\xff'`) keeps
/// each stray byte in its string as a private-use scalar, U+10FF00 plus the byte, from the last private-use
/// plane, which file names do not use; every system call gets the exact bytes back, and reports show the byte
/// as `\xFF`. Paths come in at two places only, the command line and folder listings, and go out to the system
/// through `withCString`.
public enum FileSystemPath {
    private static let strayByteBase: UInt32 = 0x10FF00

    /// A path's bytes as a string, stray bytes carried as described above.
    public static func string(decoding bytes: some Collection<UInt8>) -> String {
        // Most names are ASCII, which is UTF-8 as it stands: they are decoded without the copy and the check below,
        // which cost a walk about a thousand instructions for every entry of every folder it lists.
        if let ascii = bytes.withContiguousStorageIfAvailable({ buffer in
            WordScan.contains(buffer, word: { $0 & WordScan.tops != 0 }, byte: { $0 >= 0x80 })
                ? nil : String(decoding: buffer, as: UTF8.self)
        }), let ascii {
            return ascii
        }
        let bytes = Array(bytes)
        if let valid = validUTF8(bytes) { return valid }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let longest = min(4, bytes.count - index)
            if let length = (1...longest).first(where: { validUTF8(bytes[index..<(index + $0)]) != nil }) {
                // Decoded just above, so the scalars are there.
                result.append(contentsOf: validUTF8(bytes[index..<(index + length)])!.unicodeScalars)
                index += length
            } else {
                // U+10FF00 to U+10FFFF are valid scalars.
                result.append(Unicode.Scalar(strayByteBase + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(result)
    }

    /// The bytes as a string when they are all UTF-8. `String(validating:as:)` says the same, but only from
    /// macOS 15: decoding replaces each ill-formed sequence with U+FFFD, so the bytes are UTF-8 exactly when the
    /// decoded string's UTF-8 is those bytes again.
    static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    /// The bytes the file system knows the path by.
    public static func bytes(of path: String) -> [UInt8] {
        guard hasStrayBytes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isStrayByte(scalar) {
                bytes.append(UInt8(scalar.value - strayByteBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the path as the file system spells it.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
        -> Result
    {
        guard hasStrayBytes(path) else { return try path.withCString(body) }
        let characters = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        // Never empty: it ends in the terminating zero.
        return try characters.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// Whether `path` names a folder, a symlink to one included, asked of the system by the path's own bytes.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return withCString(path) { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The path for a person or a report: stray bytes as `\xFF`.
    public static func displayed(_ path: String) -> String {
        guard hasStrayBytes(path) else { return path }
        var result = ""
        for scalar in path.unicodeScalars {
            if isStrayByte(scalar) {
                let byte = String(scalar.value - strayByteBase, radix: 16, uppercase: true)
                result += "\\x" + (byte.count == 1 ? "0" : "") + byte
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the path carries a stray byte: looked for by scalar only when a byte that leads one (`F4`, as
    /// every scalar from U+100000 on begins) is there, since paths are checked at every system call.
    private static func hasStrayBytes(_ path: String) -> Bool {
        let mayHold = path.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) }
        return (mayHold ?? path.utf8.contains(0xF4)) && path.unicodeScalars.contains(where: isStrayByte)
    }

    private static func isStrayByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= strayByteBase
    }
}
