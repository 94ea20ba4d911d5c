import XCTest
@testable import NIMLint

/// `examples/Settings` (clean) and `examples/Broken` (every rule that text can trigger, with the style rules and
/// the folder's Assets switched on by its `.nimlint.json`; the files of `Broken/Named` are not found by the walk
/// and are named on the command line, as a pre-commit hook or an editor names them) checked by the built binary, as a user runs it, in
/// Xcode's format (with the examples folder taken off its absolute paths), and compared with `examples/Settings.expected` and `examples/Broken.expected`.
///
/// The test never writes the expected files: after a deliberate change of a message or a rule, regenerate them
/// with `scripts/regenerate-examples.sh` and review the diff before committing.
final class ExamplesTests: XCTestCase {
    private static let examples = repositoryRoot.appendingPathComponent("examples")

    func testCleanSettingsReportNothing() throws {
        let result = try CLIRunner.run(["check", "--format", "xcode", "Settings"], in: Self.examples)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        try Self.compare(result.relativeOutput, with: "Settings.expected")
    }

    func testBrokenSettingsTriggerEveryRule() throws {
        let result = try CLIRunner.run(
            ["check", "--format", "xcode", "Broken", "Broken/Named/bubble-backup.plist", "Broken/Named/Info.plist"],
            in: Self.examples)
        XCTAssertEqual(result.status, 1, result.standardError)
        let triggered = Set(
            result.standardOutput.split(separator: "\n").compactMap { $0.split(separator: "[").last?.dropLast() }.map(
                String.init))
        let textRules = Set(RuleRegistry.all.filter(\.triggersOnText).map(\.id))
        XCTAssertEqual(textRules.subtracting(triggered), [], "rules examples/Broken does not trigger")
        try Self.compare(result.relativeOutput, with: "Broken.expected")
    }

    private static func compare(_ rendered: String, with name: String) throws {
        let file = examples.appendingPathComponent(name)
        XCTAssertEqual(
            rendered, try String(contentsOf: file, encoding: .utf8),
            "examples/\(name) (scripts/regenerate-examples.sh rewrites it)")
    }
}
