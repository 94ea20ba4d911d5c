import Foundation
import XCTest
import NIMLint

/// Help, version, rules, explain, and how mistakes on the command line are answered.
final class CLIUsageTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: FileManager.default.temporaryDirectory)
    }

    func testVersionAndHelpFitAnEightyColumnTerminal() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.standardOutput.hasPrefix("nimlint "))
        let commands = [
            ["--help"], ["help"], ["help", "check"], ["check", "--help"], ["help", "fix"], ["fix", "--help"],
            ["rules", "-h"], ["explain", "--help"], ["help", "help"], ["rules"], ["help", "show"], ["help", "diff"],
        ]
        for arguments in commands + RuleRegistry.all.map({ ["explain", $0.id] }) {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertFalse(result.standardOutput.isEmpty, "\(arguments)")
            // Example files are shown verbatim, indented by four spaces; everything else is wrapped.
            let isExample = { (line: Substring) in arguments.first == "explain" && line.hasPrefix("    ") }
            for line in result.standardOutput.split(separator: "\n") where !isExample(line) {
                XCTAssertLessThanOrEqual(line.count, 80, "\(arguments): \(line)")
            }
        }
        XCTAssertTrue(try run(["help", "check"]).standardOutput.hasPrefix("usage: nimlint check [options] [PATH...]"))
        XCTAssertTrue(try run(["help", "fix"]).standardOutput.hasPrefix("usage: nimlint fix [options] [PATH...]"))
    }

    func testTheOverviewGivesEachCommandOneSentence() throws {
        let overview = try run(["--help"]).standardOutput
        XCTAssertTrue(overview.contains("\n  check       Check settings files.\n  fix "), overview)
        XCTAssertFalse(overview.contains("'-' reads standard input"), "the details are in 'nimlint help check'")
        XCTAssertTrue(try run(["help", "check"]).standardOutput.contains("'-' reads standard input"))
    }

    func testMistakesGetOneLineWithADidYouMean() throws {
        let cases: [([String], String)] = [
            (["chek"], "nimlint: unknown command 'chek'; did you mean 'check'?\n"),
            (["--verison"], "nimlint: unknown option '--verison'; did you mean '--version'?\n"),
            (["check", "--strickt"], "nimlint check: unknown option '--strickt'; did you mean '--strict'?\n"),
            (
                ["check", "--color", "allways"],
                "nimlint check: --color must be one of auto, always, never, not 'allways'; did you mean 'always'?\n"
            ),
            (["check", "--format"], "nimlint check: --format needs a value (FORMAT)\n"),
            (["check", "--strict=yes"], "nimlint check: --strict takes no value\n"),
            (["help", "explian"], "nimlint help: unknown command 'explian'; did you mean 'explain'?\n"),
            (["explain", "xml-syntx"], "nimlint explain: unknown rule 'xml-syntx'; did you mean 'xml-syntax'?\n"),
            (["explain"], "nimlint explain: expected one rule id; 'nimlint rules' lists them\n"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardError, expected)
            XCTAssertEqual(result.standardOutput, "")
        }
        let bare = try run([])
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.standardError.contains("usage: nimlint <command> [options]"))
    }

    func testRulesTableListsEveryRule() throws {
        let lines = try run(["rules"]).standardOutput.split(separator: "\n")
        // The first column is as wide as the longest rule id, and two spaces.
        let width = (RuleRegistry.all.map(\.id.count).max() ?? 0) + 2
        func cell(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        // The second, as wide as the longest list of severities a rule reports.
        func severities(_ text: String) -> String { text.padding(toLength: 22, withPad: " ", startingAt: 0) }
        XCTAssertEqual(lines.first.map(String.init), cell("RULE") + severities("REPORTS") + "FIX  SUMMARY")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix(cell("unused-suppression") + severities("info") + "-    a nimlint suppression comment")
            })
        XCTAssertTrue(lines.contains { $0.hasPrefix(cell("xml-syntax") + severities("error") + "-    ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix(cell("out-of-range") + severities("error, warning") + "-    ") })
        XCTAssertTrue(
            lines.contains { $0.hasPrefix(cell("missing-key") + severities("error, warning, info") + "-    ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix(cell("insets-spacing") + severities("off (warning)") + "yes  ") })
        for rule in RuleRegistry.all {
            XCTAssertTrue(lines.contains { $0.hasPrefix(rule.id + " ") }, rule.id)
        }
    }

    func testExplainShowsExplanationAndExamples() throws {
        let output = try run(["explain", "unused-suppression"]).standardOutput
        XCTAssertTrue(output.hasPrefix("unused-suppression: a nimlint suppression comment that silences nothing\n"))
        XCTAssertTrue(output.contains("severity: info, on by default"))
        XCTAssertTrue(output.contains("    ↓<!-- nimlint-disable-next-line xml-syntax -->"))
    }
}
