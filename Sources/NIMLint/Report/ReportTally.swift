/// What a run keeps of its reports once they are written: counts for the summaries and the exit status, and what
/// the release note needs. Nothing of a file's text.
public struct ReportTally: Sendable {
    public private(set) var files = 0
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var infos = 0
    public private(set) var fixable = 0
    /// Of the fixable, those whose fix needs `--unsafe-fixes`.
    public private(set) var unsafeFixable = 0
    /// Files judged without knowing their release exactly, where the verdict would differ between releases.
    private(set) var unsettledFiles = 0
    /// Those files' candidate releases.
    private var unsettledCandidates: Set<[NIMKitVersion]> = []
    /// The last of them added: files in a row mostly share one, which compares without hashing it again.
    private var lastCandidates: [NIMKitVersion] = []
    /// Those files' candidate releases, described.
    var unsettledRanges: Set<String> { Set(unsettledCandidates.map(NIMKitVersion.describe)) }
    /// Whether no release source named even a range for any of those files.
    private(set) var unsettledAllUnknown = true

    public init() {}

    init(_ reports: [FileReport]) {
        reports.forEach { add($0) }
    }

    public mutating func add(_ report: FileReport) {
        files += 1
        for diagnostic in report.diagnostics {
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
        if report.dependsOnUnsettledRelease, let release = report.nimkit {
            unsettledFiles += 1
            if release.candidates != lastCandidates {
                unsettledCandidates.insert(release.candidates)
                lastCandidates = release.candidates
            }
            unsettledAllUnknown = unsettledAllUnknown && release.source == .unknown
        }
    }
}
