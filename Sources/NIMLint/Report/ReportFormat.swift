/// The output formats of `nimlint check`, each rendered from the same reports.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, checkstyle, codeclimate, junit

    /// What some formats need beyond the reports.
    public struct Options: Sendable {
        /// ANSI colors in `text`.
        public var colors: Bool
        /// Rule metadata for `sarif`.
        public var rules: [RuleDescription]
        /// Paths that could not be checked (missing, unreadable), so the `text` summary does not claim a clean
        /// run when the run was not complete.
        public var uncheckedPaths: Int
        /// Only the errors in `text` (`--quiet`).
        public var errorsOnly: Bool
        /// Where the walk looked, which the `text` summary of a run that found nothing shows.
        public var walk: WalkRecord

        public init(
            colors: Bool = false, rules: [RuleDescription] = [], uncheckedPaths: Int = 0, errorsOnly: Bool = false,
            walk: WalkRecord = WalkRecord()
        ) {
            self.colors = colors
            self.rules = rules
            self.uncheckedPaths = uncheckedPaths
            self.errorsOnly = errorsOnly
            self.walk = walk
        }
    }

    /// What a run that found no settings file says, so an empty result is not mistaken for a clean one.
    public static let nothingFound = "no settings files found: nimlint checks files named "
        + SettingsKind.allCases.map(\.fileName).joined(separator: " and ")

    /// `nothingFound`, then where the walk looked and what it skipped, indented under it.
    public static func nothingFound(_ walk: WalkRecord) -> [String] {
        [nothingFound] + walk.explanation.map { "  " + $0 }
    }

    /// The whole report, ending in a newline when it is not empty.
    public func render(_ reports: [FileReport], options: Options = Options()) -> String {
        switch self {
        case .text:
            let shown = !options.errorsOnly ? reports : reports.map { report in
                var errors = report
                errors.diagnostics.removeAll { $0.severity != .error }
                return errors
            }
            return TextReport(colors: options.colors, uncheckedPaths: options.uncheckedPaths, walk: options.walk)
                .render(shown)
        case .xcode: return XcodeReport.render(reports)
        case .json: return JSONReport(reports: reports).rendered() + "\n"
        case .sarif:
            return SARIFReport(reports: reports, rules: options.rules, executionSuccessful: options.uncheckedPaths == 0)
                .rendered() + "\n"
        case .github: return GitHubReport.render(reports)
        case .checkstyle: return CheckstyleReport.render(reports)
        case .codeclimate: return CodeClimateReport(reports: reports).rendered() + "\n"
        case .junit: return JUnitReport.render(reports)
        }
    }
}

/// Counts over a whole run, shared by the formats that print a summary.
struct ReportTotals {
    var files = 0
    var errors = 0
    var warnings = 0
    var infos = 0
    var fixable = 0
    /// Of the fixable, those whose fix needs `--unsafe-fixes`.
    var unsafeFixable = 0

    init(_ reports: [FileReport]) {
        files = reports.count
        for diagnostic in reports.flatMap(\.diagnostics) {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
            if let fix = diagnostic.fix {
                fixable += 1
                if fix.safety == .unsafe { unsafeFixable += 1 }
            }
        }
    }
}
