/// JUnit XML, which GitLab's test report (`artifacts: reports: junit`), Jenkins and most CI servers read: one
/// `<testsuite>` per checked file, one failing `<testcase>` per finding, and one passing `<testcase>` for a file
/// with none, so a clean file shows as passed rather than missing. Paths are relative to the repository's root,
/// as in the other CI formats, so a test report names a file the same wherever in the checkout nimlint ran.
enum JUnitReport {
    static func render(_ reports: [FileReport], paths: ReportPaths = ReportPaths()) -> String {
        let findings = reports.reduce(0) { $0 + $1.diagnostics.count }
        let tests = reports.reduce(0) { $0 + max($1.diagnostics.count, 1) }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"\(NIMLint.name)\" tests=\"\(tests)\" failures=\"\(findings)\" errors=\"0\">\n"
        for report in reports {
            let shownPath = paths.display(report)
            let path = CheckstyleReport.escape(shownPath)
            let count = report.diagnostics.count
            output += "  <testsuite name=\"\(path)\" tests=\"\(max(count, 1))\" failures=\"\(count)\" errors=\"0\" skipped=\"0\">\n"
            if report.diagnostics.isEmpty {
                output += "    <testcase classname=\"\(path)\" name=\"\(path)\" file=\"\(path)\"/>\n"
            }
            for diagnostic in report.diagnostics {
                let start = report.location(of: diagnostic.range).start
                let position = "\(start.line):\(start.column)"
                let details = ["\(shownPath):\(position): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"]
                    + diagnostic.help.map { "help: \($0)" }
                output += "    <testcase classname=\"\(path)\" name=\"\(CheckstyleReport.escape(diagnostic.rule)) at \(position)\" "
                    + "file=\"\(path)\" line=\"\(start.line)\">\n"
                output += "      <failure type=\"\(CheckstyleReport.escape(diagnostic.rule))\" "
                    + "message=\"\(CheckstyleReport.escape(diagnostic.message))\">"
                    + "\(CheckstyleReport.escape(details.joined(separator: "\n")))</failure>\n"
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }
}
