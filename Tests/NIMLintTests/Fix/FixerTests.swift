import XCTest
@testable import NIMLint

/// A stand-in for a real rule: flags every occurrence of `find` and offers to replace it with `replacement`,
/// unless the text holds `unlessPresent`.
struct ReplacementRule: Sendable {
    var rule: String
    var find: String
    var replacement: String
    var safety: FixSafety = .safe
    var unlessPresent: String?

    func diagnostics(in source: SourceFile) -> [Diagnostic] {
        if let unlessPresent, String(decoding: source.text, as: UTF8.self).contains(unlessPresent) { return [] }
        let pattern = Array(find.utf8)
        return source.text.indices.filter { source.text[$0...].starts(with: pattern) }.map { start in
            let range = SourceRange(start, start + pattern.count)
            return Diagnostic(
                rule: rule, severity: .warning, message: "`\(find)` should be `\(replacement)`", range: range,
                fix: Fix(
                    safety: safety, title: "use `\(replacement)`",
                    edits: [Edit(range: range, replacement: replacement)]))
        }
    }
}

/// A stand-in for a rule that inserts text at `offset`, or before the first `anchor`, unless `present` is there.
struct InsertionRule: Sendable {
    var rule: String
    var present: String
    var insertion: String
    var anchor: String?

    func diagnostics(in source: SourceFile) -> [Diagnostic] {
        let text = String(decoding: source.text, as: UTF8.self)
        guard !text.contains(present) else { return [] }
        let anchorStart = anchor.flatMap { text.range(of: $0)?.lowerBound }
        let offset = anchorStart.map { text.utf8.distance(from: text.startIndex, to: $0) } ?? 0
        return [
            Diagnostic(
                rule: rule, severity: .warning, message: "missing `\(present)`", range: .empty(at: offset),
                fix: Fix(safety: .safe, title: "insert it", edits: [.insert(insertion, at: offset)]))
        ]
    }
}

enum TestLint {
    /// Parses like the real linter and runs the stand-in rules only on a file that parsed.
    static func parsing(then rules: [ReplacementRule], _ insertions: [InsertionRule] = []) -> Fixer.Lint {
        { source in
            let parseErrors = PlistParser.parse(source).diagnostics
            guard parseErrors.isEmpty else { return parseErrors }
            return rules.flatMap { $0.diagnostics(in: source) } + insertions.flatMap { $0.diagnostics(in: source) }
        }
    }

    static let numberAsString = ReplacementRule(
        rule: "coercible-number", find: "<string>14</string>", replacement: "<integer>14</integer>")
    static let shortColor = ReplacementRule(
        rule: "color-format", find: "<string>#FFF</string>", replacement: "<string>#FFFFFF</string>", safety: .unsafe)
}

let bubbleSettings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<!-- 文本消息 -->
    \t<key>Text</key>
    \t<dict>
    \t    <key>Content_Font_Size</key>
    \t\t<string>14</string>
    \t\t<key>Content_Color</key>
    \t\t<dict><key>Left</key><string>#FFF</string></dict>
    \t</dict>
    \t<key>Tip</key>
    \t<dict>
    \t\t<key>Content_Font_Size</key>   <string>14</string>
    \t</dict>
    </dict>
    </plist>

    """

final class FixerTests: XCTestCase {
    func testSafeFixesReplaceOnlyTheFlaggedSpans() {
        let source = SourceFile(path: "NIMKitBubbleSetting.plist", string: bubbleSettings)
        let outcome = Fixer(lint: TestLint.parsing(then: [TestLint.numberAsString])).fix(source, unsafe: false)
        let expected = bubbleSettings.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>")
        XCTAssertEqual(String(decoding: outcome.fixed.bytes, as: UTF8.self), expected)
        XCTAssertEqual(outcome.appliedFixCount, 2)
        XCTAssertTrue(outcome.remainingDiagnostics.isEmpty)
        XCTAssertNil(outcome.rollback)
        XCTAssertTrue(outcome.hasChanges)
        XCTAssertEqual(outcome.fixed.path, source.path)
    }

    func testFixingTwiceEqualsFixingOnce() {
        let fixer = Fixer(
            lint: TestLint.parsing(
                then: [TestLint.numberAsString, TestLint.shortColor],
                [InsertionRule(rule: "xml-declaration", present: "<?xml", insertion: "<?xml version=\"1.0\"?>\n")]))
        let source = SourceFile(
            path: "x.plist",
            string: bubbleSettings.replacingOccurrences(
                of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: ""))
        let once = fixer.fix(source, unsafe: true)
        let twice = fixer.fix(once.fixed, unsafe: true)
        XCTAssertEqual(once.appliedFixCount, 4)
        XCTAssertEqual(twice.fixed.bytes, once.fixed.bytes)
        XCTAssertEqual(twice.appliedFixCount, 0)
        XCTAssertFalse(twice.hasChanges)
    }

    func testUnsafeFixesNeedTheFlag() {
        let fixer = Fixer(lint: TestLint.parsing(then: [TestLint.numberAsString, TestLint.shortColor]))
        let source = SourceFile(path: "x.plist", string: bubbleSettings)

        let safeOnly = fixer.fix(source, unsafe: false)
        let safeText = String(decoding: safeOnly.fixed.bytes, as: UTF8.self)
        XCTAssertFalse(safeText.contains("<string>14</string>"))
        XCTAssertTrue(safeText.contains("<string>#FFF</string>"))
        XCTAssertEqual(safeOnly.remainingDiagnostics.map(\.rule), ["color-format"])
        XCTAssertFalse(safeOnly.stoppedAtRoundLimit)

        let withUnsafe = fixer.fix(source, unsafe: true)
        let unsafeText = String(decoding: withUnsafe.fixed.bytes, as: UTF8.self)
        XCTAssertTrue(unsafeText.contains("<string>#FFFFFF</string>"))
        XCTAssertTrue(withUnsafe.remainingDiagnostics.isEmpty)
        XCTAssertEqual(withUnsafe.appliedFixCount, 3)
    }

    func testClashingFixesAreAppliedInLaterRounds() {
        let declaration = InsertionRule(
            rule: "xml-declaration", present: "<?xml", insertion: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        let doctype = InsertionRule(
            rule: "doctype", present: "<!DOCTYPE",
            insertion: "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n", anchor: "<plist")
        let fixer = Fixer(lint: TestLint.parsing(then: [], [declaration, doctype]))
        let body = "<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        let outcome = fixer.fix(SourceFile(path: "x.plist", string: body), unsafe: false)
        XCTAssertEqual(
            String(decoding: outcome.fixed.bytes, as: UTF8.self),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            \(body)
            """)
        XCTAssertEqual(outcome.appliedFixCount, 2)
        XCTAssertTrue(outcome.remainingDiagnostics.isEmpty)
    }

    func testFixThatBreaksTheXMLIsRolledBack() {
        let breaking = ReplacementRule(rule: "broken", find: "<string>14</string>", replacement: "<integer>14</string>")
        let source = SourceFile(path: "x.plist", string: bubbleSettings)
        let outcome = Fixer(lint: TestLint.parsing(then: [breaking])).fix(source, unsafe: false)
        XCTAssertEqual(outcome.fixed.bytes, source.bytes)
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.appliedFixCount, 0)
        XCTAssertEqual(outcome.remainingDiagnostics.map(\.rule), ["broken", "broken"])
        guard case .parseError(let errors)? = outcome.rollback else {
            return XCTFail("expected a rollback for a parse error, got \(String(describing: outcome.rollback))")
        }
        XCTAssertEqual(errors.first?.rule, ParseRule.xmlSyntax.rawValue)
        XCTAssertEqual(
            outcome.rollback?.message.hasPrefix("fixes rolled back: applying them left a file that does not parse"),
            true)
    }

    func testFixThatCausesANewFindingIsRolledBack() {
        let fixer = Fixer(
            lint: TestLint.parsing(then: [
                ReplacementRule(
                    rule: "coercible-number", find: "<string>14</string>", replacement: "<real>14.0</real>"),
                ReplacementRule(rule: "needless-real", find: "<real>14.0</real>", replacement: "<integer>14</integer>"),
            ]))
        let source = SourceFile(path: "x.plist", string: bubbleSettings)
        let outcome = fixer.fix(source, unsafe: false)
        XCTAssertEqual(outcome.fixed.bytes, source.bytes)
        XCTAssertEqual(outcome.appliedFixCount, 0)
        guard case .newDiagnostics(let introduced)? = outcome.rollback else {
            return XCTFail("expected a rollback for new findings, got \(String(describing: outcome.rollback))")
        }
        XCTAssertEqual(introduced.map(\.rule), ["needless-real", "needless-real"])
        XCTAssertEqual(
            outcome.rollback?.message,
            "fixes rolled back: applying them caused new findings (needless-real: `<real>14.0</real>` should be "
                + "`<integer>14</integer>`; needless-real: `<real>14.0</real>` should be `<integer>14</integer>`)")
    }

    /// Findings are counted, not only named: a fix that adds a second copy of a finding the file already has
    /// caused a new finding.
    func testAFixThatRepeatsAFindingTheFileHadIsRolledBack() throws {
        let first = try XCTUnwrap(bubbleSettings.range(of: "<string>14</string>"))
        let text = bubbleSettings.replacingCharacters(in: first, with: "<real>14.0</real>")
        XCTAssertEqual(text.components(separatedBy: "<string>14</string>").count, 2, "one string left to fix")
        let fixer = Fixer(
            lint: TestLint.parsing(then: [
                ReplacementRule(
                    rule: "coercible-number", find: "<string>14</string>", replacement: "<real>14.0</real>"),
                ReplacementRule(
                    rule: "needless-real", find: "<real>14.0</real>", replacement: "<integer>14</integer>",
                    safety: .unsafe),
            ]))
        let source = SourceFile(path: "x.plist", string: text)
        let outcome = fixer.fix(source, unsafe: false)
        XCTAssertEqual(outcome.fixed.bytes, source.bytes)
        guard case .newDiagnostics(let introduced)? = outcome.rollback else {
            return XCTFail("expected a rollback for a repeated finding, got \(String(describing: outcome.rollback))")
        }
        XCTAssertEqual(introduced.map(\.rule), ["needless-real"])
    }

    func testRollbackUndoesEveryRoundNotOnlyTheLastOne() {
        // The declaration fix wins round 1 (its range comes first); the breaking fix of the same tag is offered
        // again and applied in round 2, which must undo round 1 too.
        let declaration = ReplacementRule(
            rule: "xml-declaration", find: "<plist ", replacement: "<?xml version=\"1.0\"?>\n<plist ",
            unlessPresent: "<?xml")
        let breaking = ReplacementRule(
            rule: "broken", find: "<plist version=\"1.0\">", replacement: "<plist version=\"1.0\"")
        let text = "<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        let source = SourceFile(path: "x.plist", string: text)
        let onlyDeclaration = Fixer(lint: TestLint.parsing(then: [declaration])).fix(source, unsafe: false)
        XCTAssertEqual(onlyDeclaration.appliedFixCount, 1, "the first round alone succeeds")

        let outcome = Fixer(lint: TestLint.parsing(then: [declaration, breaking])).fix(source, unsafe: false)
        XCTAssertEqual(String(decoding: outcome.fixed.bytes, as: UTF8.self), text)
        XCTAssertEqual(outcome.appliedFixCount, 0)
        XCTAssertNotNil(outcome.rollback)
    }

    func testFileWithParseErrorsIsNotFixed() {
        let broken = bubbleSettings.replacingOccurrences(of: "</dict>\n</plist>", with: "</plist>")
        let source = SourceFile(path: "x.plist", string: broken)
        let flaggingAnyway: Fixer.Lint = { source in
            PlistParser.parse(source).diagnostics + TestLint.numberAsString.diagnostics(in: source)
        }
        let outcome = Fixer(lint: flaggingAnyway).fix(source, unsafe: true)
        XCTAssertTrue(outcome.blockedByParseErrors)
        XCTAssertEqual(outcome.fixed.bytes, source.bytes)
        XCTAssertEqual(outcome.appliedFixCount, 0)
        XCTAssertNil(outcome.rollback)
        XCTAssertTrue(outcome.remainingDiagnostics.contains { $0.rule == ParseRule.xmlSyntax.rawValue })
    }

    func testFixThatNeverSettlesStopsAtTheRoundLimit() {
        let growing = ReplacementRule(rule: "grows", find: "<string>a", replacement: "<string>aa")
        let source = SourceFile(path: "x.plist", string: "<plist version=\"1.0\"><string>a</string></plist>")
        let outcome = Fixer(roundLimit: 3, lint: TestLint.parsing(then: [growing])).fix(source, unsafe: false)
        XCTAssertEqual(
            String(decoding: outcome.fixed.bytes, as: UTF8.self),
            "<plist version=\"1.0\"><string>aaaa</string></plist>")
        XCTAssertEqual(outcome.appliedFixCount, 3)
        XCTAssertTrue(outcome.stoppedAtRoundLimit)
        XCTAssertNil(outcome.rollback)
    }

    func testFaultyFixesAreSkipped() {
        let text = "<plist version=\"1.0\"><string>14</string></plist>"
        let faulty: Fixer.Lint = { source in
            let end = source.text.count
            return [
                Diagnostic(
                    rule: "past-the-end", severity: .warning, message: "m", range: .empty(at: end),
                    fix: Fix(
                        safety: .safe, title: "t", edits: [Edit(range: SourceRange(end, end + 5), replacement: "x")])),
                Diagnostic(
                    rule: "overlapping", severity: .warning, message: "m", range: .empty(at: 0),
                    fix: Fix(
                        safety: .safe, title: "t",
                        edits: [
                            Edit(range: SourceRange(0, 6), replacement: "<plist"),
                            Edit(range: SourceRange(3, 9), replacement: "x"),
                        ])),
                Diagnostic(
                    rule: "no-op", severity: .warning, message: "m", range: .empty(at: 0),
                    fix: Fix(
                        safety: .safe, title: "t", edits: [Edit(range: SourceRange(0, 6), replacement: "<plist")])),
            ]
        }
        let outcome = Fixer(lint: faulty).fix(SourceFile(path: "x.plist", string: text), unsafe: true)
        XCTAssertEqual(String(decoding: outcome.fixed.bytes, as: UTF8.self), text)
        XCTAssertEqual(outcome.appliedFixCount, 0)
        XCTAssertFalse(outcome.stoppedAtRoundLimit)
        XCTAssertEqual(outcome.remainingDiagnostics.count, 3)
    }
}
