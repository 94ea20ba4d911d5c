/// What a user can change about a run: which rules report and how loudly, and facts about their app that
/// nimlint cannot see in the settings files themselves.
public struct Configuration: Sendable {
    /// Per-rule severity; nil turns a rule off. Rules not named keep their default (style rules stay off).
    public var ruleSeverities: [String: Severity?]
    /// Folders searched for bubble images (`missing-image`).
    public var assetFolders: [String]
    /// Extra root keys of the bubble file that the app handles itself.
    public var extraMessageTypes: [String]
    /// Schema files that replace the built-in ones.
    public var schemaPaths: [SettingsKind: String]
    /// Largest file read, in bytes.
    public var sizeLimit: Int
    /// Per-key numeric limits the app needs (`Message_Limit` at most 100), for the rules that check values.
    public var bounds: [String: NumericBounds]

    public init(
        ruleSeverities: [String: Severity?] = [:], assetFolders: [String] = [], extraMessageTypes: [String] = [],
        schemaPaths: [SettingsKind: String] = [:], sizeLimit: Int = FileLoader.defaultSizeLimit,
        bounds: [String: NumericBounds] = [:]
    ) {
        self.ruleSeverities = ruleSeverities
        self.assetFolders = assetFolders
        self.extraMessageTypes = extraMessageTypes
        self.schemaPaths = schemaPaths
        self.sizeLimit = sizeLimit
        self.bounds = bounds
    }

    public static let `default` = Configuration()

    /// The severity a rule reports at in this run, nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let configured = ruleSeverities[rule.id] { return configured }
        return rule.enabledByDefault ? rule.defaultSeverity : nil
    }

    /// The severity a finding of `rule`, reported at `reported`, has in this run; nil when the rule is off.
    public func severity(ofRule rule: String, reported: Severity) -> Severity? {
        if let configured = ruleSeverities[rule] { return configured }
        return reported
    }
}

/// Inclusive limits for one numeric setting; either side may be open.
public struct NumericBounds: Sendable, Equatable {
    public var minimum: Double?
    public var maximum: Double?

    public init(minimum: Double? = nil, maximum: Double? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
