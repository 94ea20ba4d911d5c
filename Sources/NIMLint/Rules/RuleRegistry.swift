/// Every rule nimlint has, in the order `nimlint rules` lists them: the parser's, the schema and folder rules,
/// the style rules, the rules about which settings file a file is, and the one about suppression comments. The
/// configuration's rule ids, `nimlint rules`, `explain`, SARIF's metadata and the suppression parser read it.
public enum RuleRegistry {
    static let lintRules: [any LintRule.Type] = [
        UnknownMessageTypeRule.self, UnknownKeyRule.self, MissingKeyRule.self, TypeMismatchRule.self,
        CoercibleTypeRule.self, DuplicateKeyRule.self, InvalidInsetsRule.self, NegativeInsetsRule.self,
        InvalidColorRule.self, OutOfRangeRule.self, InvalidImageNameRule.self, MissingImageRule.self,
        NoBubbleImageRule.self, DeprecatedKeyRule.self, SettingsNotReadRule.self, InsetsSpacingRule.self,
        MixedIndentationRule.self,
        MissingDoctypeRule.self, PodsOverwriteRule.self,
    ]

    public static let all: [RuleDescription] =
        ParseRule.allCases.map(\.description)
        + lintRules.map { $0.description }
        + [
            MissingSettingsFileRule.description, SettingsFileNameRule.description, InferredSettingsKindRule.description,
            NotASettingsFileRule.description,
            NestedSettingsBundleRule.description, UnusedSuppressionRule.description,
        ]

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func description(of id: String) -> RuleDescription? { byID[id] }

    /// The schema and folder rules `configuration` leaves on.
    static func enabledRules(_ configuration: Configuration) -> [any LintRule.Type] {
        lintRules.filter { configuration.severity(of: $0.description) != nil }
    }
}
