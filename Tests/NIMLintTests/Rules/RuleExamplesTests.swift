import XCTest
@testable import NIMLint

/// Every rule's own examples are its tests: a finding lands exactly on each `↓`, non-triggering examples stay
/// silent, and corrections turn `before` into `after` with fixes of the stated safety.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasExamples() {
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            if rule.triggersOnText {
                XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            }
            XCTAssertEqual(rule.isFixable, !rule.corrections.isEmpty)
        }
        XCTAssertEqual(Set(RuleRegistry.all.map(\.id)).count, RuleRegistry.all.count, "rule ids are unique")
    }

    func testTriggeringExamplesReportAtEveryMarker() {
        for rule in RuleRegistry.all {
            for example in rule.triggeringExamples {
                let (text, markers) = example.unmarked
                XCTAssertFalse(markers.isEmpty, "\(rule.id): a triggering example without a ↓ marker")
                let found = Self.lint(example, text: text, rule: rule).map(\.range.start)
                XCTAssertEqual(found.sorted(), markers.sorted(), "\(rule.id) in:\n\(example.text)")
            }
        }
    }

    /// `nimlint rules` and `explain` list the severities a rule reports: its examples report each of them, and
    /// no other.
    func testEachRuleReportsTheSeveritiesItListsAndNoOther() {
        for rule in RuleRegistry.all where rule.triggersOnText {
            let reported = rule.triggeringExamples.flatMap { example in
                Self.lint(example, text: example.unmarked.text, rule: rule).map(\.severity)
            }
            XCTAssertEqual(Set(reported), Set(rule.severities), rule.id)
            XCTAssertEqual(rule.severities, rule.severities.sorted(by: >), "\(rule.id): worst first")
        }
    }

    func testNonTriggeringExamplesStaySilent() {
        for rule in RuleRegistry.all {
            for example in rule.nonTriggeringExamples {
                let found = Self.lint(example, text: example.text, rule: rule)
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) in:\n\(example.text)")
            }
        }
    }

    func testCorrectionsTurnBeforeIntoAfter() {
        for rule in RuleRegistry.all {
            for correction in rule.corrections {
                var text = correction.before
                for _ in 0..<8 {
                    var example = RuleExample(correction.kind, text)
                    example.release = correction.release
                    let fixes = Self.lint(example, text: text, rule: rule).compactMap(\.fix)
                        .filter { correction.safety == .unsafe || $0.safety == .safe }
                    guard !fixes.isEmpty else { break }
                    let source = SourceFile(path: correction.kind.fileName, string: text)
                    let edits = EditApplier.compatible(fixes).flatMap(\.edits)
                    text = String(decoding: EditApplier.apply(edits, to: source), as: UTF8.self)
                }
                XCTAssertEqual(text, correction.after, "\(rule.id) correction of:\n\(correction.before)")
                if correction.safety == .unsafe {
                    var example = RuleExample(correction.kind, correction.before)
                    example.release = correction.release
                    let fixes = Self.lint(example, text: correction.before, rule: rule).compactMap(\.fix)
                    XCTAssertTrue(
                        fixes.contains { $0.safety == .unsafe },
                        "\(rule.id): an unsafe correction without an unsafe fix")
                    XCTAssertFalse(
                        fixes.contains { $0.safety == .safe },
                        "\(rule.id): the correction is marked unsafe but its fix is safe")
                }
            }
        }
    }

    func testExplanationShowsExamples() {
        let text = UnknownKeyRule.description.explanationText()
        XCTAssertTrue(text.hasPrefix("unknown-key: "))
        XCTAssertTrue(text.contains("↓<key>content_insets</key>"))
        XCTAssertTrue(text.contains("Fix (unsafe: needs --unsafe-fixes):"))
        XCTAssertFalse(text.contains("<!DOCTYPE"), "the shared header is left out of examples")
        XCTAssertTrue(
            InvalidColorRule.description.explanationText().replacingOccurrences(of: "\n", with: " ")
                .contains("fixable (some fixes need --unsafe-fixes)"), "a rule with safe and unsafe fixes says both")
    }

    /// The examples show the rules under the release families that differ: 1.0.x (input heights), 1.1–1.6
    /// (neither heights nor Robot; the kit-only image lookup up to 1.1.1), and 1.6.1/1.8–2.0 (Robot and the row
    /// color), besides after 2.0.0 (no plist at all).
    func testExamplesCoverTheReleaseFamilies() {
        let examples = RuleRegistry.all.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
        let versions = Set(examples.compactMap(\.release.version))
        let families: [(String, ClosedRange<NIMKitVersion>)] = [
            ("1.0.x", NIMKitVersion(1, 0, 0)...NIMKitVersion(1, 0, 7)),
            ("1.1.0–1.1.1", NIMKitVersion(1, 1, 0)...NIMKitVersion(1, 1, 1)),
            ("1.2.0–1.6.0", NIMKitVersion(1, 2, 0)...NIMKitVersion(1, 6, 0)),
            ("1.7.0", NIMKitVersion(1, 7, 0)...NIMKitVersion(1, 7, 0)),
            ("1.8.0–2.0.0", NIMKitVersion(1, 8, 0)...NIMKitVersion(2, 0, 0)),
            ("after 2.0.0", NIMKitVersion(2, 1, 0)...NIMKitVersion(99, 0, 0)),
        ]
        for (name, range) in families {
            XCTAssertTrue(versions.contains { range.contains($0) }, "no rule example is read by NIMKit \(name)")
        }
        let explained = DeprecatedKeyRule.description.explanationText()
        XCTAssertTrue(explained.contains("NIMKitGlobalSetting.plist, read by NIMKit 1.1.0:"), explained)
    }

    /// The findings of `rule` alone, with the rule switched on even when it is off by default.
    static func lint(_ example: RuleExample, text: String, rule: RuleDescription) -> [Diagnostic] {
        var configuration = example.configuration
        if configuration.severity(of: rule) == nil {
            configuration.ruleSeverities[rule.id] = .some(rule.defaultSeverity)
        }
        let folder = "Example"
        let name = example.fileName ?? example.kind.fileName
        var inputs = [
            LintInput(
                source: SourceFile(path: folder + "/" + name, string: text), kind: SettingsKind.named(name),
                release: example.release)
        ]
        for sibling in example.siblings {
            let path = folder + "/" + (sibling.fileName ?? sibling.kind.fileName)
            inputs.append(
                LintInput(
                    source: SourceFile(path: path, string: sibling.unmarked.text), kind: sibling.kind,
                    release: example.release))
        }
        let linter = Linter(configuration: configuration, images: example.assetImages.map { ImageIndex(names: $0) })
        return linter.lint(inputs)[0].diagnostics.filter { $0.rule == rule.id }
    }
}
