/// What a user can change about a run: which rules report and how loudly, and facts about their app that
/// nimlint cannot see in the settings files themselves.
public struct Configuration: Sendable {
    /// Per-rule severity; nil turns a rule off. Rules not named keep their default (style rules stay off).
    public var ruleSeverities: [String: Severity?]
    /// Folders searched for bubble images (`missing-image`).
    public var assetFolders: [String]
    /// Extra root keys of the bubble file that the app handles itself.
    public var extraMessageTypes: [String]
    /// Schemas that replace the built-in ones, from `SettingsSchema.load(path:)`.
    public var schemas: [SettingsKind: SettingsSchema]
    /// Per-key bounds (by plist key, `Message_Limit`) replacing the limits the schema sets for `out-of-range`.
    public var bounds: [String: NumberBounds]
    /// Largest file read, in bytes.
    public var sizeLimit: Int
    /// The NIMKit release the app uses (`nimkit`), which beats what nimlint finds next to the files.
    public var nimkit: NIMKitVersion?

    public init(
        ruleSeverities: [String: Severity?] = [:], assetFolders: [String] = [], extraMessageTypes: [String] = [],
        schemas: [SettingsKind: SettingsSchema] = [:], bounds: [String: NumberBounds] = [:],
        sizeLimit: Int = FileLoader.defaultSizeLimit
    ) {
        self.ruleSeverities = ruleSeverities
        self.assetFolders = assetFolders
        self.extraMessageTypes = extraMessageTypes
        self.schemas = schemas
        self.bounds = bounds
        self.sizeLimit = sizeLimit
    }

    public static let `default` = Configuration()

    /// The severity a rule reports at in this run, nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let configured = ruleSeverities[rule.id] { return configured }
        return rule.enabledByDefault ? rule.defaultSeverity : nil
    }

    /// The schema files of `kind` are checked against.
    public func schema(for kind: SettingsKind) -> SettingsSchema {
        schemas[kind] ?? .builtIn(kind)
    }

    /// The bounds a key's numbers are held to: the schema's, with what `bounds` sets for the key replacing them.
    func bounds(ofKey key: @autoclosure () -> String, schema: SchemaNode) -> NumberBounds {
        // Most configurations set no bounds: the key is then not even spelt out.
        bounds.isEmpty ? schema.bounds : bounds[key()].map(schema.bounds.overridden) ?? schema.bounds
    }

    /// Uses `schema` for the settings file it declares.
    public mutating func use(_ schema: SettingsSchema) {
        schemas[schema.kind] = schema
    }

    /// The diagnostic as this run reports it: nil when its rule is off; at the configured severity when the
    /// configuration names the rule, else at the severity the rule chose (`out-of-range` has two).
    func resolve(_ diagnostic: Diagnostic) -> Diagnostic? {
        var resolved = [diagnostic]
        resolve(&resolved)
        return resolved.first
    }

    /// Each of `diagnostics` as `resolve(_:)` makes it, in place, those of rules that are off removed. A file's
    /// findings come in runs of one rule (a file can hold thousands): each run's rule is looked up once.
    func resolve(_ diagnostics: inout [Diagnostic]) {
        var last: (rule: String, verdict: RuleVerdict)?
        var kept = 0
        for index in diagnostics.indices {
            let rule = diagnostics[index].rule
            let verdict: RuleVerdict
            if let last, last.rule == rule {
                verdict = last.verdict
            } else {
                verdict = self.verdict(onRule: rule)
                last = (rule, verdict)
            }
            switch verdict {
            case .off: continue
            case .asReported: break
            case .reportedAt(let severity): diagnostics[index].severity = severity
            }
            if kept != index { diagnostics.swapAt(kept, index) }
            kept += 1
        }
        diagnostics.removeLast(diagnostics.count - kept)
    }

    private enum RuleVerdict {
        case off, asReported, reportedAt(Severity)
    }

    private func verdict(onRule id: String) -> RuleVerdict {
        guard let rule = RuleRegistry.description(of: id) else { return .asReported }
        guard let severity = severity(of: rule) else { return .off }
        return ruleSeverities[rule.id] != nil ? .reportedAt(severity) : .asReported
    }
}
