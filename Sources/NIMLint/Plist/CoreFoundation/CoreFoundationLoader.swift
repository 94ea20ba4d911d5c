import Foundation
#if canImport(CoreFoundation)
    import CoreFoundation
#endif

/// What CoreFoundation's property-list parser, the one behind NIMKit's `NSDictionary
/// dictionaryWithContentsOfFile:`, makes of a file's bytes. Foundation's `PropertyListSerialization` runs that
/// parser in process: on Linux the open-source CoreFoundation, on macOS the system's own.
enum CoreFoundationLoader {
    enum Verdict {
        case loaded(Any)
        /// CoreFoundation's reason, without the line it names, and that line.
        case rejected(reason: String, line: Int?)
    }

    static func load(_ bytes: [UInt8]) -> Verdict {
        do {
            return .loaded(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
        } catch let error as NSError {
            let description = error.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            return rejected(description)
        }
    }

    /// Splits "Encountered empty <data> on line 5" into its reason and its line.
    static func rejected(_ description: String) -> Verdict {
        let words = description.split(separator: " ", omittingEmptySubsequences: false)
        guard let index = words.lastIndex(of: "line"), index >= 1, index + 1 < words.count,
            let line = Int(words[index + 1].prefix { $0.isNumber })
        else { return .rejected(reason: description, line: nil) }
        let before = words[..<(index - 1)].joined(separator: " ")
        let after = words[(index + 2)...].joined(separator: " ")
        return .rejected(reason: after.isEmpty ? before : before + " " + after, line: line)
    }

    /// The encoding CoreFoundation converts a file from: the one `declaredEncodingName` names, nil for UTF-8 or a
    /// name it does not know (it refuses the file then).
    static func declaredEncoding(_ text: [UInt8]) -> String.Encoding? {
        declaredEncodingName(text).flatMap(encoding(named:)).flatMap { $0 == .utf8 ? nil : $0 }
    }

    /// The encoding named as CoreFoundation finds it: `encoding=` and a quoted name anywhere in a `<?xml` at the
    /// very start (no byte order mark, which decides alone) before its first `?` or `>`; nil for no name or
    /// `utf-8` in any case.
    static func declaredEncodingName(_ text: [UInt8]) -> String? {
        guard text.starts(with: Array("<?xml".utf8)) else { return nil }
        let key = Array("encoding=".utf8)
        var index = 5
        while index < text.count, text[index] != UInt8(ascii: "?"), text[index] != UInt8(ascii: ">") {
            if text[index...].starts(with: key) {
                let quote = index + key.count
                guard quote < text.count, text[quote] == UInt8(ascii: "\"") || text[quote] == UInt8(ascii: "'"),
                    let close = text[(quote + 1)...].firstIndex(of: text[quote])
                else { return nil }
                let bytes = text[(quote + 1)..<close]
                if bytes.count == 5,
                    bytes.elementsEqual("utf-8".utf8, by: { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 })
                {
                    return nil
                }
                // As ASCII, each other byte a replacement character: decoding as `Unicode.ASCII` does the same
                // through casts the runtime looks up at every file's first call.
                return String(String.UnicodeScalarView(bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }))
            }
            index += 1
        }
        return nil
    }

    private static func encoding(named name: String) -> String.Encoding? {
        #if canImport(Darwin)
            let encoding = CFStringConvertIANACharSetNameToEncoding(name as CFString)
        #else
            let encoding = CFStringConvertIANACharSetNameToEncoding(
                unsafeBitCast(name._bridgeToObjectiveC(), to: CFString.self))
        #endif
        guard encoding != kCFStringEncodingInvalidId else { return nil }
        return String.Encoding(rawValue: UInt(CFStringConvertEncodingToNSStringEncoding(encoding)))
    }

    /// Whether a value CoreFoundation read is `<true/>` or `<false/>`, not a number: an integer 1 casts to
    /// `Bool` too. Linux's Foundation hands out Swift's `Bool`, Apple's its `CFBoolean`.
    static func isBool(_ value: Any) -> Bool {
        #if canImport(Darwin)
            return CFGetTypeID(value as CFTypeRef) == CFBooleanGetTypeID()
        #else
            return type(of: value) == Bool.self
        #endif
    }

    /// Whether a number CoreFoundation read is a `<real>`: it holds a double or a float, an `<integer>` a whole
    /// number type.
    static func isReal(_ number: NSNumber) -> Bool {
        ["d", "f"].contains(String(cString: number.objCType))
    }
}
