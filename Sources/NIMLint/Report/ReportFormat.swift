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
    public static let nothingFound =
        "no settings files found: nimlint checks files named "
        + SettingsKind.allCases.map(\.fileName).joined(separator: " and ")

    /// `nothingFound`, then where the walk looked and what it skipped, indented under it.
    public static func nothingFound(_ walk: WalkRecord) -> [String] {
        [nothingFound] + walk.explanation.map { "  " + $0 }
    }

    /// The whole report, ending in a newline when it is not empty.
    public func render(_ reports: [FileReport], options: Options = Options()) -> String {
        var text = ""
        let stream = ReportStream(format: self, options: options) { text += $0 }
        reports.forEach(stream.write)
        stream.finish(uncheckedPaths: options.uncheckedPaths, walk: options.walk)
        return text
    }

    /// The format's writer, which `ReportStream` feeds a file at a time.
    func streaming(_ options: Options) -> any StreamingReport {
        switch self {
        case .text: return TextReport(colors: options.colors, errorsOnly: options.errorsOnly)
        case .xcode: return XcodeReport()
        case .json: return JSONReport.Stream()
        case .sarif: return SARIFReport.Stream(rules: options.rules)
        case .github: return GitHubReport()
        case .checkstyle: return CheckstyleReport()
        case .codeclimate: return CodeClimateReport.Stream()
        case .junit: return JUnitReport()
        }
    }
}

extension ReportFormat {
    /// `Text.Content_Color.Right: `, printable, which the one-line formats put before the message of a finding
    /// located by key path (a binary property list has no lines); empty for one located by line and column, or
    /// about the file's root.
    static func keyPathPrefix(_ location: SourceLocation) -> String {
        guard let keyPath = location.keyPath, !keyPath.isEmpty else { return "" }
        return PrintableText.escaped(keyPath) + ": "
    }
}
