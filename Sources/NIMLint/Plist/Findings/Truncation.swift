/// A file that stops before its root element closes, as an interrupted copy, download or save leaves it. libxml2
/// names what it expected where the text ends ("expected '>'", "Premature end of data in tag key"; releases
/// differ); the finding there says, besides, that the file is cut short.
enum Truncation {
    /// The parse findings, one where the text ends, past its last markup, told that the file is cut short.
    static func explain(_ diagnostics: [Diagnostic], in source: SourceFile) -> [Diagnostic] {
        let text = source.text
        let contentEnd = (text.lastIndex { !MarkupScan.isWhitespace($0) } ?? -1) + 1
        // libxml2 ran out of text while it still expected some.
        guard let index = diagnostics.lastIndex(where: { $0.isParseError && $0.range.start >= contentEnd }) else {
            return diagnostics
        }
        var explained = diagnostics
        let line = source.location(of: contentEnd).line
        explained[index].help.insert(
            "the file ends on line \(line) before </plist>: it looks cut short, as an interrupted copy or save leaves "
                + "a file; restore the rest, for example from version control", at: 0)
        return explained
    }
}
