import CLibXML2

/// The elements of an XML property list.
enum PlistElement: String, CaseIterable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    /// Looks a libxml2 element name up without building a `String` for it: this runs for every element, so the
    /// leading bytes pick the one candidate to compare.
    init?(name: UnsafePointer<xmlChar>) {
        let candidate: PlistElement
        switch name[0] {
        case UInt8(ascii: "k"): candidate = .key
        case UInt8(ascii: "s"): candidate = .string
        case UInt8(ascii: "i"): candidate = .integer
        case UInt8(ascii: "t"): candidate = .true
        case UInt8(ascii: "f"): candidate = .false
        case UInt8(ascii: "r"): candidate = .real
        case UInt8(ascii: "a"): candidate = .array
        case UInt8(ascii: "p"): candidate = .plist
        case UInt8(ascii: "d"):
            // Each byte is read only when the one before it is not the name's end.
            if name[1] != UInt8(ascii: "a") {
                candidate = .dict
            } else {
                candidate = name[2] == UInt8(ascii: "t") && name[3] == UInt8(ascii: "e") ? .date : .data
            }
        default: return nil
        }
        guard Self.matches(name, candidate.spelling) else { return nil }
        self = candidate
    }

    private var spelling: StaticString {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .true: "true"
        case .false: "false"
        case .date: "date"
        case .data: "data"
        }
    }

    /// Compares in place, byte by byte; the name ends at its terminating zero.
    private static func matches(_ name: UnsafePointer<xmlChar>, _ candidate: StaticString) -> Bool {
        candidate.withUTF8Buffer { bytes in
            for index in bytes.indices where name[index] != bytes[index] { return false }
            return name[bytes.count] == 0
        }
    }
}
