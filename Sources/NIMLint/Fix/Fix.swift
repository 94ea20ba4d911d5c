/// Replace `range` of a file's text with `replacement`.
public struct Edit: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> Edit {
        Edit(range: .empty(at: offset), replacement: text)
    }

    public static func delete(_ range: SourceRange) -> Edit {
        Edit(range: range, replacement: "")
    }
}

/// Whether applying a fix keeps what NIMKit renders (`safe`) or changes it (`unsafe`, applied only on request).
public enum FixSafety: String, Sendable, Codable {
    case safe
    case unsafe
}

/// A mechanical mend for one diagnostic: non-overlapping edits applied together.
public struct Fix: Sendable, Hashable {
    public var safety: FixSafety
    public var title: String
    public var edits: [Edit]
    /// Why an unsafe fix waits to be asked for, as reports finish "it …": most change what NIMKit renders.
    public var unsafeBecause: String

    public init(safety: FixSafety, title: String, edits: [Edit], unsafeBecause: String = "changes what NIMKit renders")
    {
        self.safety = safety
        self.title = title
        self.edits = edits.sorted { $0.range < $1.range }
        self.unsafeBecause = unsafeBecause
    }
}
