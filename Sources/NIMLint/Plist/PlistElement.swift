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
        guard candidate.isSpelled(by: name) else { return nil }
        self = candidate
    }

    /// The length of the element's name in bytes, which places its tags' `<` from their `>`.
    var nameLength: Int {
        switch self {
        case .key: 3
        case .dict, .real, .true, .date, .data: 4
        case .plist, .array, .false: 5
        case .string: 6
        case .integer: 7
        }
    }

    /// Whether `name`, up to its terminating zero, is this element's name: each case compares with its own
    /// literal, which the compiler unrolls.
    private func isSpelled(by name: UnsafePointer<xmlChar>) -> Bool {
        switch self {
        case .plist: Self.matches(name, "plist")
        case .dict: Self.matches(name, "dict")
        case .array: Self.matches(name, "array")
        case .key: Self.matches(name, "key")
        case .string: Self.matches(name, "string")
        case .integer: Self.matches(name, "integer")
        case .real: Self.matches(name, "real")
        case .true: Self.matches(name, "true")
        case .false: Self.matches(name, "false")
        case .date: Self.matches(name, "date")
        case .data: Self.matches(name, "data")
        }
    }

    /// Compares in place, byte by byte; the name ends at its terminating zero.
    @inline(__always)
    private static func matches(_ name: UnsafePointer<xmlChar>, _ candidate: StaticString) -> Bool {
        candidate.withUTF8Buffer { bytes in
            for index in bytes.indices where name[index] != bytes[index] { return false }
            return name[bytes.count] == 0
        }
    }
}
