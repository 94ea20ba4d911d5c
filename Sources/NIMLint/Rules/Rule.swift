/// A sample file for a rule's documentation and tests. `↓` marks where a diagnostic must start (a triggering
/// example may hold several); it is removed before the text is linted.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public var kind: SettingsKind
    public var text: String
    /// The file's name when it is not the settings file's own (`settings-file-name`).
    public var fileName: String?
    /// Other files of the same folder, linted together with this one (`no-bubble-image`).
    public var siblings: [RuleExample] = []
    /// Image names the app's asset folders provide (`missing-image`); nil: no asset folders given.
    public var assetImages: [String]?
    public var configuration: Configuration = .default
    /// The NIMKit release that reads the example: the same bytes can be right under one release and wrong
    /// under another. Unknown (every plist-era release) unless the example says.
    public var release: NIMKitRelease = .unknown

    public init(_ kind: SettingsKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The usual XML declaration, DOCTYPE and `<plist>` around a root `<dict>` holding `body`; a body written
    /// flush left is indented one level, so examples read like the files they stand for.
    public static func plist(_ kind: SettingsKind, _ body: String) -> RuleExample {
        let flush = !(body.first?.isWhitespace ?? true)
        let indented =
            flush
            ? body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            : body
        return RuleExample(kind, plistHeader + "<dict>\n" + indented + "</dict>\n</plist>\n")
    }

    public static let plistHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    public func named(_ fileName: String) -> RuleExample {
        var copy = self
        copy.fileName = fileName
        return copy
    }

    public func beside(_ sibling: RuleExample) -> RuleExample {
        var copy = self
        copy.siblings.append(sibling)
        return copy
    }

    public func withAssets(_ names: [String]) -> RuleExample {
        var copy = self
        copy.assetImages = names
        return copy
    }

    /// The example as read by NIMKit `version` (`"1.0.7"`).
    public func under(_ version: String) -> RuleExample {
        var copy = self
        guard let parsed = NIMKitVersion(version) else {
            // Examples are literals in the rules' source, and RuleExamplesTests runs every one of them.
            preconditionFailure("a rule example names the release '\(version)', which is no version")
        }
        copy.release = NIMKitRelease(parsed, source: .commandLine)
        return copy
    }

    /// How `nimlint explain` heads the example: the file, and the release when the example names one.
    public var title: String {
        let name = fileName ?? kind.fileName
        return release.source == .unknown ? name : "\(name), read by \(release.name)"
    }

    public func configured(_ change: (inout Configuration) -> Void) -> RuleExample {
        var copy = self
        change(&copy.configuration)
        return copy
    }

    /// The text with its markers removed, and where they were (UTF-8 offsets in that text).
    public var unmarked: (text: String, markers: [Int]) {
        var text = ""
        var markers: [Int] = []
        for character in self.text {
            if character == Self.marker { markers.append(text.utf8.count) } else { text.append(character) }
        }
        return (text, markers)
    }
}

/// A before → after pair showing what a rule's fix does.
public struct RuleCorrection: Sendable {
    public var kind: SettingsKind
    public var before: String
    public var after: String
    /// Whether the fix needs `--unsafe-fixes`.
    public var safety: FixSafety
    /// The NIMKit release that reads the file: a fix may only rename a key to one that release reads.
    public var release: NIMKitRelease = .unknown

    public init(_ kind: SettingsKind, before: String, after: String, safety: FixSafety = .safe) {
        self.kind = kind
        self.before = before
        self.after = after
        self.safety = safety
    }

    /// The correction as made under NIMKit `version`.
    public func under(_ version: String) -> RuleCorrection {
        var copy = self
        copy.release = RuleExample(kind, before).under(version).release
        return copy
    }
}

/// What a rule is, why it exists and how it looks in a file: the single source for `nimlint rules`,
/// `nimlint explain`, SARIF metadata and the rule's tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// Every severity the rule reports with, worst first: its default alone, unless the consequence decides
    /// (`out-of-range` is an error below a hard bound, a warning outside the recommended range).
    public var severities: [Severity]
    /// Style rules are off until the configuration names them.
    public var enabledByDefault: Bool
    /// One line for `nimlint rules`.
    public var summary: String
    /// The NIMKit behaviour the rule guards against, for `nimlint explain`.
    public var explanation: String
    /// The examples and corrections are built when `explain`, `rules`, SARIF metadata or a test reads them, not
    /// at every start: building them all was an eighth of a one-folder check.
    private let buildTriggeringExamples: @Sendable () -> [RuleExample]
    private let buildNonTriggeringExamples: @Sendable () -> [RuleExample]
    private let buildCorrections: @Sendable () -> [RuleCorrection]
    public var triggeringExamples: [RuleExample] { buildTriggeringExamples() }
    public var nonTriggeringExamples: [RuleExample] { buildNonTriggeringExamples() }
    public var corrections: [RuleCorrection] { buildCorrections() }
    /// False for a rule about the file itself (`unreadable-file`), which no example text can trigger.
    public var triggersOnText: Bool

    public init(
        id: String, defaultSeverity: Severity, severities: [Severity]? = nil, enabledByDefault: Bool = true,
        summary: String, explanation: String,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
        corrections: @autoclosure @escaping @Sendable () -> [RuleCorrection] = [], triggersOnText: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.severities = severities ?? [defaultSeverity]
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.explanation = explanation
        buildTriggeringExamples = triggeringExamples
        buildNonTriggeringExamples = nonTriggeringExamples
        buildCorrections = corrections
        self.triggersOnText = triggersOnText
    }

    public var isFixable: Bool { !corrections.isEmpty }
}
