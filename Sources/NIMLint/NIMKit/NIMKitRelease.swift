/// The NIMKit release a settings file is read by, and where nimlint learnt it. One decision per file, made by
/// `NIMKitReleaseResolver`; every rule judges the file by it.
public struct NIMKitRelease: Sendable, Hashable {
    /// Where the release came from, most explicit first.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case commandLine = "--nimkit"
        case configuration = ".nimlint.json"
        case podfileLock = "Podfile.lock"
        case podspec = "NIMKit.podspec"
        case readingCode = "NIMKitUIConfig.m"
        case unknown
    }

    /// The releases that may read the file, never none: one when the release is known, those sharing the
    /// vendored reading code when only that was found, every plist-era release when nothing was.
    public var candidates: [NIMKitVersion]
    public var source: Source
    /// The file that named the release (a `Podfile.lock`, a configuration); nil for the command line and unknown.
    public var path: String?

    public init(candidates: [NIMKitVersion], source: Source, path: String? = nil) {
        precondition(!candidates.isEmpty, "a release is judged by at least one version")
        self.candidates = Array(Set(candidates)).sorted()
        self.source = source
        self.path = path
    }

    public init(_ version: NIMKitVersion, source: Source, path: String? = nil) {
        self.init(candidates: [version], source: source, path: path)
    }

    /// Nothing says which release: judge by what holds in every plist-era release.
    public static let unknown = NIMKitRelease(candidates: NIMKitVersion.plistEra, source: .unknown)

    /// The release, when exactly one is known.
    public var version: NIMKitVersion? { candidates.count == 1 ? candidates[0] : nil }

    /// `NIMKit 1.8.0`, `NIMKit 1.1.0–1.6.0`, for messages.
    public var name: String { "NIMKit \(NIMKitVersion.describe(candidates))" }

    /// `comes from Podfile.lock`, `is set in .nimlint.json`: the end of a help line naming the release.
    public var origin: String {
        switch source {
        case .commandLine: return "is given with --nimkit"
        case .configuration: return "is set in \(path ?? ".nimlint.json")"
        case .podfileLock, .podspec, .readingCode: return "comes from \(path ?? source.rawValue)"
        case .unknown: return "is assumed: no release was found"
        }
    }

    /// Whether some candidate falls in `span`; `nil` spans hold for every release.
    func anyReads(_ span: ReleaseSpan?) -> Bool {
        guard let span else { return true }
        return candidates.contains { span.contains($0) }
    }

    /// Whether every candidate falls in `span`.
    func allRead(_ span: ReleaseSpan?) -> Bool {
        guard let span else { return true }
        return candidates.allSatisfy { span.contains($0) }
    }

    /// What a run says once (on standard error, so that every report format stays as it is) when some files were
    /// judged without knowing their release exactly and the verdict would differ between releases; nil otherwise.
    /// Takes what the run kept of its reports, which are written and gone by then.
    public static func note(for tally: ReportTally) -> String? {
        guard tally.unsettledFiles > 0 else { return nil }
        let files = tally.unsettledFiles == 1 ? "1 file" : "\(tally.unsettledFiles) files"
        let releases = tally.unsettledRanges.sorted().joined(separator: "; ")
        let judged =
            tally.unsettledAllUnknown
            ? "the NIMKit release is unknown for \(files) whose settings differ between releases: judged by what holds "
                + "in every release that reads the plists (\(releases))"
            : "the NIMKit release is known only as \(releases) for \(files) whose settings differ between those "
                + "releases: judged by what holds in all of them"
        return judged + "; name it with --nimkit VERSION or \"nimkit\": \"VERSION\" in .nimlint.json"
    }
}
