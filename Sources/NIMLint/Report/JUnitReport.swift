/// JUnit XML, which GitLab's test report (`artifacts: reports: junit`), Jenkins and most CI servers read: one
/// `<testsuite>` per checked file, one failing `<testcase>` per finding, and one passing `<testcase>` for a file
/// with none, so a clean file shows as passed rather than missing. Paths are relative to the repository's root,
/// as in the other CI formats, so a test report names a file the same wherever in the checkout nimlint ran.
///
/// The root element carries the run's totals, so the test suites are kept as text (never a file's source) until
/// the last file is in.
struct JUnitReport: StreamingReport {
    private let paths = ReportPaths()
    private var suites = ""
    private var tests = 0

    mutating func write(_ report: FileReport) -> String {
        let shownPath = paths.display(report)
        let path = CheckstyleReport.escape(shownPath)
        let count = report.diagnostics.count
        tests += max(count, 1)
        suites +=
            "  <testsuite name=\"\(path)\" tests=\"\(max(count, 1))\" failures=\"\(count)\" errors=\"0\" skipped=\"0\">\n"
        if report.diagnostics.isEmpty {
            suites += "    <testcase classname=\"\(path)\" name=\"\(path)\" file=\"\(path)\"/>\n"
        }
        for diagnostic in report.diagnostics {
            let start = report.location(of: diagnostic.range).start
            // A finding located by key path (a binary property list has no lines) is at that key path, on no line.
            let keyPath = start.keyPath.map { $0.isEmpty ? "the root" : PrintableText.escaped($0) }
            let position = keyPath ?? "\(start.line):\(start.column)"
            let line = keyPath == nil ? " line=\"\(start.line)\"" : ""
            let details =
                [
                    "\(shownPath)\(keyPath == nil ? ":" + position : ""): \(diagnostic.severity.rawValue): "
                        + "\(ReportFormat.keyPathPrefix(start))\(diagnostic.message) [\(diagnostic.rule)]"
                ]
                + diagnostic.help.map { "help: \($0)" }
            let name = "\(CheckstyleReport.escape(diagnostic.rule)) at \(CheckstyleReport.escape(position))"
            suites += "    <testcase classname=\"\(path)\" name=\"\(name)\" file=\"\(path)\"\(line)>\n"
            suites +=
                "      <failure type=\"\(CheckstyleReport.escape(diagnostic.rule))\" "
                + "message=\"\(CheckstyleReport.escape(diagnostic.message))\">"
                + "\(CheckstyleReport.escape(details.joined(separator: "\n")))</failure>\n"
            suites += "    </testcase>\n"
        }
        suites += "  </testsuite>\n"
        return ""
    }

    func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String {
        let findings = tally.errors + tally.warnings + tally.infos
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(NIMLint.name)\" tests=\"\(tests)\" failures=\"\(findings)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }
}
