/// Checkstyle XML, which Jenkins and many review bots read: a `<file>` per checked file and an `<error>` per
/// diagnostic, with the rule as `source` (`nimlint.rules.RULE`: Jenkins warnings-ng shows the segment before the
/// rule, `rules`, as the category, where `nimlint.RULE` left it empty). A finding located by key path (a binary
/// property list has no lines) is on line 1 without a column, its message led by the key path.
struct CheckstyleReport: StreamingReport {
    func begin() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    }

    func write(_ report: FileReport) -> String {
        var output = "  <file name=\"\(Self.escape(report.path))\">\n"
        for diagnostic in report.diagnostics {
            let start = report.location(of: diagnostic.range).start
            let column = start.keyPath == nil ? " column=\"\(start.column)\"" : ""
            output +=
                "    <error line=\"\(start.line)\"\(column) severity=\"\(diagnostic.severity.rawValue)\" "
                + "message=\"\(Self.escape(ReportFormat.keyPathPrefix(start) + diagnostic.message))\" "
                + "source=\"nimlint.rules.\(Self.escape(diagnostic.rule))\"/>\n"
        }
        return output + "  </file>\n"
    }

    func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String { "</checkstyle>\n" }

    /// Text for an XML attribute. XML 1.0 cannot carry most control characters at all, even as references,
    /// so they become U+FFFD; tabs and line breaks become references so attribute normalisation keeps them.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
