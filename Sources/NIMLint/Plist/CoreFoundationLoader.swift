import Foundation

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

    /// Whether a value CoreFoundation read is `<true/>` or `<false/>`, not a number: an integer 1 casts to
    /// `Bool` too. Linux's Foundation hands out Swift's `Bool`, Apple's its `CFBoolean`.
    static func isBool(_ value: Any) -> Bool {
        #if canImport(Darwin)
        return CFGetTypeID(value as CFTypeRef) == CFBooleanGetTypeID()
        #else
        return type(of: value) == Bool.self
        #endif
    }
}
