import Foundation

/// The types a property list value can have, named as the XML elements that hold them.
public enum PlistType: String, Sendable, CaseIterable, Codable {
    case dict, array, string, integer, real, bool, date, data

    /// How a person reads the type in a message: `<string>`, `<true/> or <false/>`.
    public var elementDescription: String {
        self == .bool ? "<true/> or <false/>" : "<\(rawValue)>"
    }
}

/// One value of a plist, with where it sits in the file.
public struct PlistNode: Sendable {
    public enum Value: Sendable {
        case dict([PlistEntry])
        case array([PlistNode])
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data([UInt8])
    }

    public var value: Value
    /// The whole element, from `<` of its start tag to `>` of its end tag.
    public var range: SourceRange
    /// The start tag alone (`<dict>`), where a "missing key" diagnostic points.
    public var startTag: SourceRange
    /// What stands between the start and end tags; empty (at the end of the tag) for `<true/>`.
    public var content: SourceRange

    public init(value: Value, range: SourceRange, startTag: SourceRange, content: SourceRange) {
        self.value = value
        self.range = range
        self.startTag = startTag
        self.content = content
    }

    public var type: PlistType {
        switch value {
        case .dict: return .dict
        case .array: return .array
        case .string: return .string
        case .integer: return .integer
        case .real: return .real
        case .bool: return .bool
        case .date: return .date
        case .data: return .data
        }
    }

    public var entries: [PlistEntry]? {
        if case .dict(let entries) = value { return entries }
        return nil
    }

    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The last entry named `key`: NIMKit, like `NSDictionary`, keeps the later of two duplicates.
    public func entry(_ key: String) -> PlistEntry? {
        entries?.last { $0.key == key }
    }
}

/// A `<key>` and the value after it, in document order.
public struct PlistEntry: Sendable {
    public var key: String
    /// The whole `<key>…</key>` element.
    public var keyRange: SourceRange
    /// The key's text between its tags.
    public var keyContent: SourceRange
    public var value: PlistNode

    public init(key: String, keyRange: SourceRange, keyContent: SourceRange, value: PlistNode) {
        self.key = key
        self.keyRange = keyRange
        self.keyContent = keyContent
        self.value = value
    }
}

/// An XML comment, kept for inline suppressions.
public struct PlistComment: Sendable {
    public var text: String
    public var range: SourceRange
}

/// A parsed settings file: the located value tree plus what lies around it.
public struct PlistDocument: Sendable {
    public let source: SourceFile
    /// The value inside `<plist>`; nil when the file did not parse.
    public var root: PlistNode?
    public var comments: [PlistComment]
    /// `<?xml …?>`, when the file has one.
    public var xmlDeclaration: SourceRange?
    /// `<!DOCTYPE …>`, when the file has one.
    public var doctype: SourceRange?
    /// The `<plist>` start tag.
    public var plistStartTag: SourceRange?
}
