public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding: which rule, how bad, what and where, and how to mend it when that can be done mechanically.
public struct Diagnostic: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    /// Extra lines shown as `help:` (a did-you-mean, what NIMKit will do instead).
    public var help: [String]
    public var fix: Fix?
    /// Other places in the same file the finding is about (the earlier of two duplicate keys), for editors.
    public var related: [RelatedLocation]
    /// What NIMKit applies because of what the finding points at, as the settings model says (`show`'s values):
    /// empty for a finding about no applied setting.
    public var consequences: [AppliedSetting] = []

    public init(
        rule: String, severity: Severity, message: String, range: SourceRange,
        help: [String] = [], fix: Fix? = nil, related: [RelatedLocation] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.help = help
        self.fix = fix
        self.related = related
    }

    /// The order reports list a file's findings in: by position, then by rule.
    public static func inReadingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.range.start, lhs.range.end, lhs.rule) < (rhs.range.start, rhs.range.end, rhs.rule)
    }
}

extension [Diagnostic] {
    /// Whether no finding comes before the one ahead of it in `Diagnostic.inReadingOrder`.
    var isInReadingOrder: Bool {
        indices.dropFirst().allSatisfy { !Diagnostic.inReadingOrder(self[$0], self[$0 - 1]) }
    }
}

/// A second place a finding points to, with what it is.
public struct RelatedLocation: Sendable, Hashable {
    public var message: String
    public var range: SourceRange

    public init(message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }
}
