@testable import NIMLint

enum TextRanges {
    /// The byte range of the first `needle` in `text`, or nil when it is not there.
    static func first(_ needle: String, in text: String) -> SourceRange? {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        guard target.count <= bytes.count else { return nil }
        let start = (0...(bytes.count - target.count)).first { Array(bytes[$0..<($0 + target.count)]) == target }
        return start.map { SourceRange($0, $0 + target.count) }
    }
}
