import NIMLint

/// Every rule this build knows, for configuration checks, `nimlint rules`, `nimlint explain` and SARIF metadata.
/// The rule registry replaces the parser-only list here.
let knownRules: [RuleDescription] = parseRuleDescriptions + [Suppressions.unusedSuppression]

/// The parser's own rules, described for users until the rule registry describes them with the schema rules.
private let parseRuleDescriptions: [RuleDescription] = ParseRule.allCases.map { rule in
    switch rule {
    case .xmlSyntax:
        return RuleDescription(
            id: rule.rawValue, defaultSeverity: .error, summary: "the file is not well-formed XML",
            explanation: "NIMKit loads the file with NSDictionary, which returns nil for XML it cannot parse: "
                + "every setting then reads as 0 or nil, silently.")
    case .plistStructure:
        return RuleDescription(
            id: rule.rawValue, defaultSeverity: .error, summary: "well-formed XML that is not a property list",
            explanation: "An unknown element, a key without a value, stray text or a malformed number makes "
                + "NSDictionary reject the whole file, so NIMKit gets no settings at all.")
    case .unsupportedFormat:
        return RuleDescription(
            id: rule.rawValue, defaultSeverity: .error, summary: "a binary, JSON, old-style or empty file",
            explanation: "nimlint checks XML property lists only. Convert the file with "
                + "`plutil -convert xml1 FILE`; an empty file gives NIMKit no settings at all.")
    case .unreadableFile:
        return RuleDescription(
            id: rule.rawValue, defaultSeverity: .error, summary: "a path nimlint cannot read as a settings file",
            explanation: "The path is not a regular file, is above the size limit, or cannot be read.")
    }
}
