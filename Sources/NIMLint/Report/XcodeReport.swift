/// One line per diagnostic, as Xcode's run-script phases and most editors parse it:
/// `path:line:column: error|warning|note: message [rule]`, each followed by the notes of the other places it is
/// about (`path:line:column: note: message`). Paths are absolute: Xcode opens the file an issue
/// names, and a path relative to wherever the script ran is one it cannot find. A finding located by key path
/// (a binary property list has no lines) is Xcode's issue on the whole file, `path: error: Key.Path: message
/// [rule]`.
struct XcodeReport: StreamingReport {
    func write(_ report: FileReport) -> String {
        guard !report.diagnostics.isEmpty else { return "" }
        var output = ""
        let path = PrintableText.escaped(
            report.path == CheckRequest.unnamedStandardInput ? report.path : Paths.absolute(report.path))
        for diagnostic in report.diagnostics {
            let start = report.location(of: diagnostic.range).start
            let position = start.keyPath == nil ? ":\(start.line):\(start.column)" : ""
            output +=
                "\(path)\(position): \(Self.level(diagnostic.severity)): \(ReportFormat.keyPathPrefix(start))"
                + "\(PrintableText.escaped(diagnostic.message)) [\(diagnostic.rule)]\n"
            // Xcode shows a note after the issue it follows, at its own place.
            for related in diagnostic.related {
                let location = report.location(of: related.range).start
                guard location.keyPath == nil else { continue }
                output +=
                    "\(path):\(location.line):\(location.column): note: \(PrintableText.escaped(related.message))\n"
            }
        }
        return output
    }

    func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String { "" }

    /// Xcode knows no "info"; a note is its quietest level.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
