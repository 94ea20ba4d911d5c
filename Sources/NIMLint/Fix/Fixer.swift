/// Applies the fixes a lint offers, round after round, and keeps the result only when every round left a file
/// that parses and has no finding it did not have before.
///
/// Each round takes the applicable fixes (safe ones, plus unsafe ones on request), applies the compatible
/// non-overlapping ones as text edits on the bytes on disk, then re-parses and re-lints the new bytes: fixes
/// that clashed with one already taken are offered again and picked up in a later round.
public struct Fixer: Sendable {
    /// Parses and lints one file; parse failures come back as diagnostics of a `ParseRule`.
    public typealias Lint = @Sendable (SourceFile) -> [Diagnostic]

    /// Enough for fixes that unblock one another; a rule whose fix never settles stops here.
    public static let defaultRoundLimit = 10

    public let lint: Lint
    public let roundLimit: Int

    public init(roundLimit: Int = defaultRoundLimit, lint: @escaping Lint) {
        self.roundLimit = roundLimit
        self.lint = lint
    }

    /// Fixes `source` as far as its fixes go.
    ///
    /// Safe fixes run first, on their own. With `unsafe`, the unsafe ones then run from where the safe ones left
    /// off, so `--unsafe-fixes` never fixes less than `--fix`: undoing the unsafe phase keeps the safe result.
    /// An unsafe fix may make NIMKit read what it skipped before (a key renamed to the one NIMKit looks up), and
    /// the findings in what it now reads are reported, not held against the fix; a parse error still undoes it.
    ///
    /// - Parameter unsafe: also apply fixes that change what NIMKit renders (`--unsafe-fixes`).
    /// - Returns: the fixed file with what remains in it, or the untouched file with the reason it was left
    ///   alone. Nothing is written: hand the outcome to `FileWriter` or `UnifiedDiff`.
    public func fix(_ source: SourceFile, unsafe: Bool) -> FixOutcome {
        let initialDiagnostics = lint(source)
        var outcome = FixOutcome(original: source, fixed: source, remainingDiagnostics: initialDiagnostics)
        if let parseError = initialDiagnostics.first(where: \.isParseError) {
            outcome.blockingParseError = parseError
            return outcome
        }
        let safe = run(from: source, diagnostics: initialDiagnostics, unsafe: false)
        guard unsafe, safe.rollback == nil else { return outcome.with(safe) }
        let withUnsafe = run(from: safe.current, diagnostics: safe.diagnostics, unsafe: true)
        guard let rollback = withUnsafe.rollback else {
            var combined = withUnsafe
            combined.appliedFixCount += safe.appliedFixCount
            return outcome.with(combined)
        }
        var kept = safe
        kept.rollback = rollback
        return outcome.with(kept)
    }

    /// Where one phase of the loop got to.
    struct Phase {
        var current: SourceFile
        var diagnostics: [Diagnostic]
        var appliedFixCount = 0
        var stoppedAtRoundLimit = false
        /// Set when a round failed; the phase is then undone.
        var rollback: FixRollback?
    }

    /// Rounds of fixes from `start`: safe ones only, or (with `unsafe`) all of them, when findings a round
    /// brings up are accepted.
    private func run(from start: SourceFile, diagnostics startDiagnostics: [Diagnostic], unsafe: Bool) -> Phase {
        var phase = Phase(current: start, diagnostics: startDiagnostics)
        for _ in 0..<roundLimit {
            let fixes = EditApplier.compatible(
                applicableFixes(in: phase.diagnostics, of: phase.current, unsafe: unsafe))
            guard !fixes.isEmpty else { break }
            let next = SourceFile(path: start.path, bytes: EditApplier.apply(fixes.flatMap(\.edits), to: phase.current))
            let nextDiagnostics = lint(next)
            let parseErrors = nextDiagnostics.filter(\.isParseError)
            if !parseErrors.isEmpty {
                return Phase(current: start, diagnostics: startDiagnostics, rollback: .parseError(parseErrors))
            }
            let introduced = Self.introduced(in: nextDiagnostics, comparedWith: phase.diagnostics)
            if !unsafe, !introduced.isEmpty {
                return Phase(current: start, diagnostics: startDiagnostics, rollback: .newDiagnostics(introduced))
            }
            phase.current = next
            phase.diagnostics = nextDiagnostics
            phase.appliedFixCount += fixes.count
        }
        phase.stoppedAtRoundLimit = !applicableFixes(in: phase.diagnostics, of: phase.current, unsafe: unsafe).isEmpty
        return phase
    }

    private func applicableFixes(in diagnostics: [Diagnostic], of source: SourceFile, unsafe: Bool) -> [Fix] {
        diagnostics.compactMap(\.fix).filter { fix in
            (fix.safety == .safe || unsafe) && fix.canApply(to: source)
        }
    }

    /// The findings of `next` that `previous` did not have. Positions shift when text is edited, so findings are
    /// matched by rule and message, counting repeats: a second identical finding is a new one.
    private static func introduced(in next: [Diagnostic], comparedWith previous: [Diagnostic]) -> [Diagnostic] {
        var unmatched: [DiagnosticIdentity: Int] = [:]
        for diagnostic in previous {
            unmatched[DiagnosticIdentity(diagnostic), default: 0] += 1
        }
        return next.filter { diagnostic in
            let identity = DiagnosticIdentity(diagnostic)
            guard let count = unmatched[identity], count > 0 else { return true }
            unmatched[identity] = count - 1
            return false
        }
    }
}

/// What fixing one file came to. `fixed` is what should be on disk; when the file was left alone it is
/// `original`.
public struct FixOutcome: Sendable {
    public var original: SourceFile
    public var fixed: SourceFile
    /// Fixes applied over all rounds and kept.
    public var appliedFixCount = 0
    /// What the lint finds in `fixed`; ranges index `fixed`.
    public var remainingDiagnostics: [Diagnostic]
    /// Set when fixes were undone: every fix (`fixed` is then `original`), or with `--unsafe-fixes` the unsafe
    /// phase alone, after which the safe fixes stay applied.
    public var rollback: FixRollback?
    /// The first finding that kept every fix off: the file did not parse to begin with (or gives NIMKit nothing),
    /// and edits on a tree that is not there are guesses. Ranges index `original`.
    public var blockingParseError: Diagnostic?
    /// Whether no fix was tried, for `blockingParseError`.
    public var blockedByParseErrors: Bool { blockingParseError != nil }
    /// The round limit was reached with fixes still on offer: a rule's fix does not settle. What was applied is
    /// kept, since every round passed the checks.
    public var stoppedAtRoundLimit = false

    public init(original: SourceFile, fixed: SourceFile, remainingDiagnostics: [Diagnostic]) {
        self.original = original
        self.fixed = fixed
        self.remainingDiagnostics = remainingDiagnostics
    }

    /// Whether `fixed` differs from the file as it was read, that is, whether there is anything to write.
    public var hasChanges: Bool { fixed.bytes != original.bytes }

    fileprivate func with(_ phase: Fixer.Phase) -> FixOutcome {
        var outcome = FixOutcome(original: original, fixed: phase.current, remainingDiagnostics: phase.diagnostics)
        outcome.appliedFixCount = phase.appliedFixCount
        outcome.stoppedAtRoundLimit = phase.stoppedAtRoundLimit
        outcome.rollback = phase.rollback
        return outcome
    }
}

/// Why a file's fixes, or its unsafe ones, were undone.
public enum FixRollback: Sendable, Hashable {
    /// A round of fixes left a file that no longer parses; the diagnostics are the parser's.
    case parseError([Diagnostic])
    /// A round of fixes produced findings the file did not have before it.
    case newDiagnostics([Diagnostic])

    /// One sentence for the report. Positions are left out: they point into text that was thrown away.
    public var message: String {
        switch self {
        case .parseError(let diagnostics):
            return "fixes rolled back: applying them left a file that does not parse ("
                + Self.describe(diagnostics) + ")"
        case .newDiagnostics(let diagnostics):
            return "fixes rolled back: applying them caused new findings (" + Self.describe(diagnostics) + ")"
        }
    }

    private static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.rule): \($0.message)" }.joined(separator: "; ")
    }
}

private struct DiagnosticIdentity: Hashable {
    var rule: String
    var message: String

    init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule
        message = diagnostic.message
    }
}

extension Diagnostic {
    /// Compared with the few ids in turn: `ParseRule(rawValue:)` runs a string `switch`'s generic search, and
    /// every finding of a file is asked (thousands in a file of unknown keys).
    var isParseError: Bool { Self.parseErrorRules.contains(rule) }

    private static let parseErrorRules = ParseRule.allCases.filter(\.keepsRulesOff).map(\.rawValue)
}

extension Fix {
    /// Whether this fix can be trusted with `source`: its edits lie inside the text, do not overlap one another,
    /// and change something. A fix that fails is skipped, so a faulty rule costs a fix, never the file. In a
    /// binary file's outline only an edit of the whole outline, which replaces the whole file, can apply.
    func canApply(to source: SourceFile) -> Bool {
        var previousEnd = 0
        var changesSomething = false
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            guard edit.range.start >= previousEnd, edit.range.end <= source.text.count,
                !source.isKeyPathOutline || edit.range == SourceRange(0, source.text.count)
            else { return false }
            previousEnd = edit.range.end
            if source.string(in: edit.range) != edit.replacement { changesSomething = true }
        }
        return changesSomething
    }
}
