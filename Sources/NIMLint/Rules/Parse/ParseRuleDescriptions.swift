extension ParseRule {
    /// The parser's rules described like every other rule, for `nimlint rules`, `explain` and the example tests;
    /// each is in its own file under `Rules/Parse/`.
    public var description: RuleDescription {
        switch self {
        case .xmlSyntax: XMLSyntaxRule.description
        case .plistStructure: PlistStructureRule.description
        case .settingsNotLoaded: SettingsNotLoadedRule.description
        case .toleratedMarkup: ToleratedMarkupRule.description
        case .unsupportedFormat: UnsupportedFormatRule.description
        case .unreadableFile: UnreadableFileRule.description
        }
    }
}
