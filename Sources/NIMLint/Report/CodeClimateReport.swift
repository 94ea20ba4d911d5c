import Foundation

/// Code Climate issues, the JSON array GitLab's merge-request Code Quality widget reads
/// (`artifacts: reports: codequality`): each with `description`, `check_name`, a `fingerprint` that stays the same
/// across runs, a GitLab `severity`, and a `location` whose `path` is relative to the repository's root. A finding
/// located by key path (a binary property list has no lines) is at line 1, column 1, its description led by the
/// key path.
struct CodeClimateReport {
    struct Issue: Encodable {
        var type = "issue"
        var check_name: String
        var description: String
        var content: Content?
        var categories: [String]
        var location: Location
        var severity: String
        var fingerprint: String
    }

    struct Content: Encodable {
        var body: String
    }

    struct Location: Encodable {
        var path: String
        var positions: Positions
    }

    struct Positions: Encodable {
        var begin: Position
        var end: Position
    }

    struct Position: Encodable {
        var line: Int
        var column: Int
    }

    let issues: [Issue]

    init(reports: [FileReport], paths: ReportPaths = ReportPaths()) {
        var stream = Stream(paths: paths)
        for report in reports { _ = stream.write(report) }
        issues = stream.issues
    }

    /// The issues as the files come: one per finding, never a file's text, written out at the end.
    struct Stream: StreamingReport {
        let paths: ReportPaths
        private var fingerprints = Fingerprints()
        private(set) var issues: [Issue] = []

        init(paths: ReportPaths = ReportPaths()) {
            self.paths = paths
        }

        mutating func write(_ report: FileReport) -> String {
            guard !report.diagnostics.isEmpty else { return "" }
            let path = paths.display(report)
            for diagnostic in report.diagnostics {
                let (start, end) = report.location(of: diagnostic.range)
                issues.append(
                    Issue(
                        check_name: diagnostic.rule,
                        description: ReportFormat.keyPathPrefix(start) + diagnostic.message,
                        content: diagnostic.help.isEmpty
                            ? nil : Content(body: diagnostic.help.joined(separator: "\n\n")),
                        categories: [diagnostic.severity == .error ? "Bug Risk" : "Style"],
                        location: Location(
                            path: path,
                            positions: Positions(
                                begin: Position(line: start.line, column: start.column),
                                end: Position(line: end.line, column: end.column))),
                        severity: CodeClimateReport.severity(diagnostic.severity),
                        fingerprint: fingerprints.next(
                            rule: diagnostic.rule, path: path,
                            flaggedText: Fingerprints.flaggedText(diagnostic, in: report))))
            }
            return ""
        }

        func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String {
            CodeClimateReport(issues: issues).rendered() + "\n"
        }
    }

    private init(issues: [Issue]) {
        self.issues = issues
    }

    func rendered() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(issues) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// GitLab's scale is info, minor, major, critical, blocker; an error stops the app reading its settings, which
    /// is a defect rather than an outage, so it is `major`.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
