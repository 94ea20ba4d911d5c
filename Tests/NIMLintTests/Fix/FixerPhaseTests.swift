import XCTest
@testable import NIMLint

/// Safe fixes first, then the unsafe ones from where the safe ones left off.
final class FixerPhaseTests: XCTestCase {
    func testUndoingTheUnsafePhaseKeepsTheSafeFixes() {
        let breaking = ReplacementRule(
            rule: "color-format", find: "<string>#FFF</string>", replacement: "<string>#FFFFFF</strin>",
            safety: .unsafe)
        let fixer = Fixer(lint: TestLint.parsing(then: [TestLint.numberAsString, breaking]))
        let outcome = fixer.fix(SourceFile(path: "x.plist", string: bubbleSettings), unsafe: true)
        let expected = bubbleSettings.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>")
        XCTAssertEqual(String(decoding: outcome.fixed.bytes, as: UTF8.self), expected)
        XCTAssertEqual(outcome.appliedFixCount, 2)
        XCTAssertEqual(outcome.remainingDiagnostics.map(\.rule), ["color-format"])
        guard case .parseError? = outcome.rollback else {
            return XCTFail("expected the unsafe phase to be undone, got \(String(describing: outcome.rollback))")
        }
    }

    /// A renamed key makes NIMKit read its entry; what is wrong in it is reported, and the rename stays.
    func testUnsafeFixMayBringUpFindingsInWhatNIMKitNowReads() {
        let rename = ReplacementRule(
            rule: "unknown-message-type", find: "<key>Text</key>", replacement: "<key>Image</key>", safety: .unsafe)
        let lint: Fixer.Lint = { source in
            let text = String(decoding: source.text, as: UTF8.self)
            let revealed =
                text.contains("<key>Image</key>")
                ? [
                    Diagnostic(
                        rule: "missing-key", severity: .warning, message: "Image has no Bubble", range: .empty(at: 0))
                ]
                : []
            return rename.diagnostics(in: source) + revealed
        }
        let source = SourceFile(path: "x.plist", string: bubbleSettings)
        let unsafe = Fixer(lint: lint).fix(source, unsafe: true)
        XCTAssertNil(unsafe.rollback)
        XCTAssertEqual(unsafe.appliedFixCount, 1)
        XCTAssertTrue(String(decoding: unsafe.fixed.bytes, as: UTF8.self).contains("<key>Image</key>"))
        XCTAssertEqual(unsafe.remainingDiagnostics.map(\.message), ["Image has no Bubble"])

        let safeRename = ReplacementRule(rule: rename.rule, find: rename.find, replacement: rename.replacement)
        let safeLint: Fixer.Lint = { source in
            lint(source).filter { $0.rule != rename.rule } + safeRename.diagnostics(in: source)
        }
        let safe = Fixer(lint: safeLint).fix(source, unsafe: true)
        XCTAssertEqual(safe.fixed.bytes, source.bytes, "a safe fix must not bring up new findings")
        XCTAssertNotNil(safe.rollback)
    }
}
