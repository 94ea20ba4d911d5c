/// Which of NIMKit's two settings files a schema, rule or example is about.
public enum SettingsKind: String, Sendable, CaseIterable, Codable {
    case global = "NIMKitGlobalSetting"
    case bubble = "NIMKitBubbleSetting"

    /// The file name NIMKit loads from its settings bundle.
    public var fileName: String { rawValue + ".plist" }
}

/// A sample file for a rule's documentation and tests. `↓` marks where a diagnostic must start (a triggering
/// example may hold several); it is removed before the text is linted.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public var kind: SettingsKind
    public var text: String

    public init(_ kind: SettingsKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// A before → after pair showing what a rule's fix does.
public struct RuleCorrection: Sendable {
    public var kind: SettingsKind
    public var before: String
    public var after: String
    /// Whether the fix needs `--unsafe-fixes`.
    public var safety: FixSafety

    public init(_ kind: SettingsKind, before: String, after: String, safety: FixSafety = .safe) {
        self.kind = kind
        self.before = before
        self.after = after
        self.safety = safety
    }
}

/// What a rule is, why it exists and how it looks in a file: the single source for `nimlint rules`,
/// `nimlint explain`, SARIF metadata and the rule's tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// Style rules are off until the configuration names them.
    public var enabledByDefault: Bool
    /// One line for `nimlint rules`.
    public var summary: String
    /// The NIMKit behaviour the rule guards against, for `nimlint explain`.
    public var explanation: String
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    public var corrections: [RuleCorrection]

    public init(
        id: String, defaultSeverity: Severity, enabledByDefault: Bool = true, summary: String, explanation: String,
        triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [],
        corrections: [RuleCorrection] = []
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.explanation = explanation
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }

    public var isFixable: Bool { !corrections.isEmpty }
}
