/// A path in a diff header as git writes it: between double quotes with C escapes when it holds a byte that is
/// not UTF-8 (`\377`, in octal), a control or bidirectional character, a quote or a backslash, so the header
/// stays one line of printable text and `git apply` and `patch` read back the exact bytes. Other paths, non-ASCII
/// names included, stay as they are, as git writes them with `core.quotePath` off.
enum GitQuoting {
    static func quoted(_ path: String) -> String {
        guard FileSystemPath.bytes(of: path) != Array(path.utf8) || path.unicodeScalars.contains(where: needsEscape)
        else {
            return path
        }
        var result = "\""
        for scalar in path.unicodeScalars {
            let bytes = FileSystemPath.bytes(of: String(scalar))
            if bytes != Array(String(scalar).utf8) {
                // A byte that is not UTF-8, carried in the string as described in `FileSystemPath`.
                result += bytes.map(octal).joined()
            } else if let escape = escapes[scalar] {
                result += escape
            } else if needsEscape(scalar) {
                // Its UTF-8 bytes in octal, as git writes every non-ASCII byte with `core.quotePath` on.
                result += Array(String(scalar).utf8).map(octal).joined()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static let escapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\u{07}": "\\a", "\u{08}": "\\b", "\t": "\\t", "\n": "\\n", "\u{0B}": "\\v",
        "\u{0C}": "\\f", "\r": "\\r",
    ]

    /// A quote, a backslash, and what `PrintableText` escapes: controls, and the characters that would show the
    /// header otherwise than it reads (line separators, bidirectional controls).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || PrintableText.escape(of: scalar) != nil
    }

    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
