/// A half-open span of a `SourceFile`'s text, in UTF-8 byte offsets.
///
/// Every stage after reading speaks in these offsets; only `SourceFile` knows how they map back to the bytes on
/// disk (identical for UTF-8 files, translated for UTF-16 ones), to lines and to columns.
public struct SourceRange: Hashable, Sendable, Comparable, BitwiseCopyable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        precondition(start <= end, "a range never ends before it starts")
        self.start = start
        self.end = end
    }

    public static func empty(at offset: Int) -> SourceRange { SourceRange(offset, offset) }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    public func contains(_ other: SourceRange) -> Bool { start <= other.start && other.end <= end }
    public func overlaps(_ other: SourceRange) -> Bool { start < other.end && other.start < end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A point in a file as a person reads it: 1-based line and column (columns count Unicode scalars), plus the
/// byte offset in the file as it is on disk. A file without lines (a binary property list) names the key path
/// of the value instead (`KeyPath`: `Text.Content_Color.Right`, empty for the root), at line 1, column 1.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var offset: Int
    /// The value's key path in a file without lines; nil in a file with them.
    public var keyPath: String?

    public init(line: Int, column: Int, offset: Int, keyPath: String? = nil) {
        self.line = line
        self.column = column
        self.offset = offset
        self.keyPath = keyPath
    }
}
