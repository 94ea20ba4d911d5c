extension SourceFile {
    /// The 1-based column of a text offset counted in UTF-16 code units, as GitHub code scanning, editors and
    /// SARIF's default `columnKind` count: a character outside the Basic Multilingual Plane (an emoji) takes two.
    public func utf16Column(of offset: Int) -> Int {
        let clamped = min(max(offset, 0), text.count)
        let lineStart = lineRange(location(of: clamped).line).start
        var column = 1
        for byte in text[lineStart..<clamped] where byte & 0xC0 != 0x80 {
            column += byte >= 0xF0 ? 2 : 1
        }
        return column
    }
}
