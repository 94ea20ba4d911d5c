/// How a value's place is named where a file has no lines to point at (a binary property list): the keys from
/// the root down, joined by dots, an array's item by its index, as `Text.Content_Color.Right` or
/// `Bubble.Left.Normal.Insets`. The root itself is the empty path.
///
/// A key of letters, digits, `_` and `-` is written as it is; any other is quoted, `"Content Color"`, with `"` and
/// `\` escaped and every character `PrintableText` escapes written as its escape, so a key path is one printable
/// line whatever the file holds.
enum KeyPath {
    static let root = ""

    /// A dict's key as a part of a key path.
    static func component(_ key: String) -> String {
        isBare(key) ? key : quoted(key)
    }

    /// The path of the key `component` (from `component(_:)`) of the dict at `path`.
    static func joining(_ path: String, _ component: String) -> String {
        path.isEmpty ? component : path + "." + component
    }

    static func appending(index: Int, to path: String) -> String {
        path + "[\(index)]"
    }

    private static func isBare(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy { scalar in
                scalar == "_" || scalar == "-"
                    || (scalar.isASCII
                        ? scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        : PrintableText.escape(of: scalar) == nil
                            && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil))
            }
    }

    private static func quoted(_ key: String) -> String {
        var quoted = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default:
                if let escape = PrintableText.escape(of: scalar) {
                    quoted += escape
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
