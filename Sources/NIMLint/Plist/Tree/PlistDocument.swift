/// The types a property list value can have, named as the XML elements that hold them.
public enum PlistType: String, Sendable, CaseIterable, Codable, BitwiseCopyable {
    case dict, array, string, integer, real, bool, date, data

    /// How a person reads the type in a message: `<string>`, `<true/> or <false/>`.
    public var elementDescription: String {
        self == .bool ? "<true/> or <false/>" : "<\(rawValue)>"
    }
}

/// An XML comment, kept for inline suppressions.
public struct PlistComment: Sendable, Equatable {
    public var text: String
    public var range: SourceRange
}

/// The ways CoreFoundation, NIMKit's loader, writes a property list, each of which it reads.
public enum PlistFormat: String, Sendable {
    case xml
    /// `bplist00`: located by key path, since the file has no lines (`BinaryPlistOutline`).
    case binary
    /// NeXTSTEP's old-style text, `{ Key = value; }`, or a strings file's `Key = value;` lines.
    case openStep
}

/// A parsed settings file: the located value tree plus what lies around it.
public struct PlistDocument: Sendable {
    public let source: SourceFile
    public var format: PlistFormat = .xml
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
