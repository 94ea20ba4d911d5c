/// Inline suppressions, written as XML comments in the settings file:
///
///     <!-- nimlint-disable-next-line RULE[, RULE] -->   the next line that is not only a comment; when that
///                                                       line starts with a <key>, the whole entry
///     <!-- nimlint-disable RULE -->  …  <!-- nimlint-enable RULE -->
///     <!-- nimlint-disable-file [RULE, …] -->
///
/// Without rules, a directive covers every rule. The comments
/// are the ones the parser read: a comment beyond the point where libxml2 gave up was never seen, so it cannot
/// silence that file's parse error.
public enum Suppressions {
    public static let nextLineDirective = "nimlint-disable-next-line"
    public static let directives = [nextLineDirective, "nimlint-disable", "nimlint-enable", "nimlint-disable-file"]

    /// Brings `diagnostics` to those that remain after the configuration's severities (a rule set to off drops
    /// its findings) and the file's suppressions, plus an `unused-suppression` for each suppression that
    /// silenced nothing, in reading order. In place: a file can hold thousands of findings, and each copied is a
    /// reference counted for each of its parts. `entrySpans` are the file's dict entries, key through value
    /// (`PlistDocument.entrySpans`).
    public static func apply(
        to diagnostics: inout [Diagnostic], comments: [PlistComment], source: SourceFile?, configuration: Configuration,
        entrySpans: [SourceRange] = []
    ) {
        // A file that failed to parse was never given to the rules, so their suppressions cannot be judged.
        let rulesRan = !diagnostics.contains(where: \.isParseError)
        configuration.resolve(&diagnostics)
        if let source {
            var scopes = SuppressionScopes(comments: comments, source: source, entrySpans: entrySpans)
            if scopes.silencesAny { diagnostics.removeAll { scopes.silences($0) } }
            if let severity = configuration.severity(of: UnusedSuppressionRule.description) {
                diagnostics += scopes.unused(judgingRules: rulesRan).map {
                    Diagnostic(
                        rule: UnusedSuppressionRule.description.id, severity: severity, message: $0.message,
                        range: $0.range, help: $0.help)
                }
            }
        }
        // Most files' findings come in reading order already: only a file's rules interleave them.
        if !diagnostics.isInReadingOrder { diagnostics.sort(by: Diagnostic.inReadingOrder) }
    }
}
