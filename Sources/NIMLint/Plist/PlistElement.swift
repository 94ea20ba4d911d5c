import CLibXML2

/// The elements of an XML property list.
enum PlistElement: String, CaseIterable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    /// The names, most frequent first.
    private static let names: [(name: StaticString, element: PlistElement)] = [
        ("key", .key), ("string", .string), ("integer", .integer), ("dict", .dict), ("true", .true),
        ("false", .false), ("real", .real), ("array", .array), ("date", .date), ("data", .data), ("plist", .plist),
    ]

    /// Looks a libxml2 element name up without building a `String` for it: this runs for every element.
    init?(name: UnsafePointer<xmlChar>) {
        for (candidate, element) in Self.names where Self.matches(name, candidate) {
            self = element
            return
        }
        return nil
    }

    /// Compares in place, byte by byte: most candidates differ in the first byte.
    private static func matches(_ name: UnsafePointer<xmlChar>, _ candidate: StaticString) -> Bool {
        candidate.withUTF8Buffer { bytes in
            for index in bytes.indices where name[index] != bytes[index] { return false }
            return name[bytes.count] == 0
        }
    }
}
