/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's diff. What the
/// file gave is made printable (`PrintableText`) before the commands' own escapes, so the log viewer, which reads
/// terminal escapes in a step's output, is handed none.
///
///     ::error file=Settings/NIMKitGlobalSetting.plist,line=4,col=5,endLine=4,endColumn=13,title=nimlint (plist-structure)::message
///
/// A finding located by key path (a binary property list has no lines) is an annotation on the whole file, its
/// message led by the key path.
struct GitHubReport: StreamingReport {
    func write(_ report: FileReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let (start, end) = report.location(of: diagnostic.range)
            let position =
                start.keyPath != nil
                ? []
                : [
                    ("line", "\(start.line)"), ("col", "\(start.column)"), ("endLine", "\(end.line)"),
                    ("endColumn", "\(end.column)"),
                ]
            let properties =
                ([("file", PrintableText.escaped(report.path))] + position + [("title", "nimlint (\(diagnostic.rule))")])
                .map { "\($0)=\(Self.escapeProperty($1))" }.joined(separator: ",")
            // Each part printable first, so the only line breaks left are the ones between the parts.
            let message = ([diagnostic.message] + diagnostic.help.map { "help: \($0)" })
                .map { PrintableText.escaped($0) }.joined(separator: "\n")
            let keyPath = ReportFormat.keyPathPrefix(start)
            output += "::\(Self.command(diagnostic.severity)) \(properties)::\(Self.escapeData(keyPath + message))\n"
        }
        return output
    }

    func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String { "" }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// The runner splits a command at `::` and reads its message to the end of the line.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property also ends at `,`, and the properties at `:`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
