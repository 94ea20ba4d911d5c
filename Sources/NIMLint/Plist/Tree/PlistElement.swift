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

    /// Looks up a name the plain reader met in a file's text, read into one word, its first byte the lowest: `key`
    /// is 0x79656B. One switch finds the element; the end tag is checked against the same word.
    init?(word: UInt64) {
        switch word {
        case 0x74_73_69_6C_70: self = .plist
        case 0x74_63_69_64: self = .dict
        case 0x79_61_72_72_61: self = .array
        case 0x79_65_6B: self = .key
        case 0x67_6E_69_72_74_73: self = .string
        case 0x72_65_67_65_74_6E_69: self = .integer
        case 0x6C_61_65_72: self = .real
        case 0x65_75_72_74: self = .true
        case 0x65_73_6C_61_66: self = .false
        case 0x65_74_61_64: self = .date
        case 0x61_74_61_64: self = .data
        default: return nil
        }
    }

    /// The element's name, to compare with bytes in place.
    private var literal: StaticString {
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

    /// Whether `name`, up to its terminating zero, is this element's name.
    private func isSpelled(by name: UnsafePointer<xmlChar>) -> Bool {
        Self.matches(name, literal)
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
