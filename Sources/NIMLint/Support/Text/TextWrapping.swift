/// Terminal text: words wrapped to a width, for help, rule tables and explanations.
public enum TextWrapping {
    public static let width = 80

    /// `text` in lines of at most `width` columns, each indented by `indent`; a line break in `text` starts a
    /// new paragraph.
    public static func wrap(_ text: String, indent: Int, width: Int = width) -> [String] {
        let padding = String(repeating: " ", count: indent)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = padding
            for word in paragraph.split(separator: " ") {
                if line.count > indent, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = padding
                }
                line += (line.count > indent ? " " : "") + word
            }
            lines.append(line)
        }
        return lines
    }
}
