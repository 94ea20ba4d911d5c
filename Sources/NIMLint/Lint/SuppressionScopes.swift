/// The suppressions of one file, as text spans with the rules they silence, and which of them were used.
struct SuppressionScopes {
    struct Unused {
        var message: String
        var range: SourceRange
        var help: [String]
    }

    private struct Scope {
        /// The directive as written, for messages.
        var directive: String
        /// nil: every rule.
        var rule: String?
        /// The comment itself, where an unused-suppression points.
        var comment: SourceRange
        /// Diagnostics that start in here, either end included, are silenced.
        var covered: SourceRange
        var used = false
    }

    private var scopes: [Scope] = []
    private var problems: [Unused] = []

    init(comments: [PlistComment], source: SourceFile, entrySpans: [SourceRange] = []) {
        var open: [Scope] = []
        let end = source.text.count
        let entryEnds = Dictionary(entrySpans.map { ($0.start, $0.end) }, uniquingKeysWith: max)
        for comment in comments {
            let words = Self.words(of: comment.text)
            guard let directive = words.first, directive.hasPrefix("nimlint-") else { continue }
            let ruleWords = words.dropFirst()
            let named = ruleWords.filter { rule in
                guard Suppressions.directives.contains(directive), !Self.knownRuleIDs.contains(rule) else {
                    return true
                }
                problems.append(Self.unknownRule(rule, in: directive, at: comment.range))
                return false
            }
            // A directive whose rules are all unknown silences nothing, rather than every rule.
            guard ruleWords.isEmpty || !named.isEmpty else { continue }
            let rules: [String?] = named.isEmpty ? [nil] : named.map { $0 }
            switch directive {
            case "nimlint-disable-file":
                scopes += rules.map {
                    Scope(directive: directive, rule: $0, comment: comment.range, covered: SourceRange(0, end))
                }
            case Suppressions.nextLineDirective:
                let line = Self.entry(
                    startingOn: Self.lineAfter(comment, comments: comments, source: source),
                    entryEnds: entryEnds, source: source)
                scopes += rules.map { Scope(directive: directive, rule: $0, comment: comment.range, covered: line) }
            case "nimlint-disable":
                open += rules.map {
                    Scope(
                        directive: directive, rule: $0, comment: comment.range, covered: .empty(at: comment.range.end))
                }
            case "nimlint-enable":
                for rule in rules {
                    let closing = open.indices.filter { rule == nil || open[$0].rule == rule }
                    guard !closing.isEmpty else {
                        problems.append(
                            Unused(
                                message:
                                    "`nimlint-enable\(rule.map { " " + $0 } ?? "")` has no `nimlint-disable` before it",
                                range: comment.range, help: ["remove this comment"]))
                        continue
                    }
                    for index in closing.reversed() {
                        var scope = open.remove(at: index)
                        scope.covered = SourceRange(scope.covered.start, comment.range.start)
                        scopes.append(scope)
                    }
                }
            default:
                let suggestion = Suggestions.closest(to: directive, in: Suppressions.directives)
                problems.append(
                    Unused(
                        message: "unknown nimlint directive `\(directive)`: it silences nothing",
                        range: comment.range,
                        help: suggestion.map { ["did you mean `\($0)`?"] } ?? [
                            "known directives: " + Suppressions.directives.joined(separator: ", ")
                        ]))
            }
        }
        scopes += open.map { scope in
            var scope = scope
            scope.covered = SourceRange(scope.covered.start, end)
            return scope
        }
    }

    /// Whether a suppression covers `diagnostic`; every covering suppression counts as used.
    /// Whether any suppression was written: most files have none.
    var silencesAny: Bool { !scopes.isEmpty }

    mutating func silences(_ diagnostic: Diagnostic) -> Bool {
        var silenced = false
        for index in scopes.indices {
            let scope = scopes[index]
            guard scope.rule == nil || scope.rule == diagnostic.rule,
                scope.covered.start <= diagnostic.range.start, diagnostic.range.start <= scope.covered.end
            else { continue }
            scopes[index].used = true
            silenced = true
        }
        return silenced
    }

    /// Every suppression that silenced nothing, with the problems found while reading the directives. Unless
    /// `judgingRules`, only suppressions of the parser's own rules are judged.
    func unused(judgingRules: Bool) -> [Unused] {
        let judged = scopes.filter { scope in
            !scope.used && (judgingRules || scope.rule.flatMap(ParseRule.init(rawValue:)) != nil)
        }
        return problems
            + judged.map { scope in
                let what = scope.rule.map { "`\(scope.directive) \($0)`" } ?? "`\(scope.directive)`"
                return Unused(
                    message: "\(what) silences nothing", range: scope.comment,
                    help: ["remove \(scope.rule == nil ? "this comment" : "the rule from this comment")"])
            }
    }

    /// Every rule id a suppression may name.
    private static let knownRuleIDs = Set(RuleRegistry.all.map(\.id))

    private static func unknownRule(_ rule: String, in directive: String, at range: SourceRange) -> Unused {
        let suggestion = Suggestions.closest(to: rule, in: Array(knownRuleIDs).sorted())
        return Unused(
            message: "`\(directive)` names an unknown rule `\(rule)`: it silences nothing",
            range: range, help: [suggestion.map { "did you mean `\($0)`?" } ?? "'nimlint rules' lists the rule ids"])
    }

    /// A line that starts (after indentation) with a dict entry's `<key>`, widened to the end of the entry's
    /// value: a suppression written above a key is meant for the entry, whose value often sits on the next lines.
    private static func entry(startingOn line: SourceRange, entryEnds: [Int: Int], source: SourceFile) -> SourceRange {
        var start = line.start
        while start < line.end, source.text[start] == UInt8(ascii: " ") || source.text[start] == UInt8(ascii: "\t") {
            start += 1
        }
        guard let end = entryEnds[start], end > line.end else { return line }
        return SourceRange(line.start, end)
    }

    /// The directive and its rules: words split at spaces and commas.
    private static func words(of text: String) -> [String] {
        text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.map(String.init)
    }

    /// The first line after `comment` that holds more than comments and whitespace, as a text span.
    private static func lineAfter(_ comment: PlistComment, comments: [PlistComment], source: SourceFile) -> SourceRange
    {
        var line = source.location(of: comment.range.end).line + 1
        while line <= source.lineCount {
            let span = source.lineRange(line)
            if !isOnlyComments(span, comments: comments, source: source) { return span }
            line += 1
        }
        return .empty(at: source.text.count)
    }

    private static func isOnlyComments(_ span: SourceRange, comments: [PlistComment], source: SourceFile) -> Bool {
        var offset = span.start
        while offset < span.end {
            if let comment = comments.first(where: { $0.range.start <= offset && offset < $0.range.end }) {
                offset = comment.range.end
            } else if source.text[offset] == UInt8(ascii: " ") || source.text[offset] == UInt8(ascii: "\t") {
                offset += 1
            } else {
                return false
            }
        }
        return true
    }
}
