import Foundation
import XCTest
@testable import NIMLint

/// What the README claims about the toolchain and about fixing, checked against the sources and the binary.
final class ReadmeTests: XCTestCase {
    private static func readme() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Typed throws (`throws(UsageError)`) and `count(where:)` need the Swift 6.0 compiler.
    func testTheStatedToolchainCompilesTheSources() throws {
        let readme = try Self.readme()
        let pattern = try NSRegularExpression(pattern: "a Swift (\\d+)\\.\\d+\\+ toolchain")
        let match = try XCTUnwrap(pattern.firstMatch(in: readme, range: NSRange(readme.startIndex..., in: readme)),
                                  "the README states a version")
        let major = Range(match.range(at: 1), in: readme).flatMap { Int(readme[$0]) }
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        let text = try files.filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }.joined()
        XCTAssertTrue(text.contains("throws(UsageError)"), "the sources use typed throws")
        XCTAssertGreaterThanOrEqual(major ?? 0, 6, "typed throws need Swift 6.0")
    }

    func testTheDuplicateKeyFixIsDescribedAsItBehaves() throws {
        let text = plist("<dict>\n<key>Message_Limit</key>\n<integer>10</integer>\n<key>Message_Limit</key>\n<integer>30</integer>\n</dict>")
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        let fixes = Linter().lint(LintInput(source: source, kind: .global)).diagnostics
            .filter { $0.rule == DuplicateKeyRule.description.id }.compactMap(\.fix)
        let fixed = String(decoding: EditApplier.apply(fixes.flatMap(\.edits), to: source), as: UTF8.self)
        XCTAssertTrue(fixed.contains("<integer>30</integer>") && !fixed.contains("<integer>10</integer>"), fixed)
        XCTAssertTrue(try Self.readme().contains("removing the earlier of two duplicate\nkeys, since NIMKit reads the later one"))
    }

    func testDiffWritesNoFixedFileButTheReportStillGoesToOutput() throws {
        let folder = try TemporaryFolder(self)
        let broken = SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<string>30</string>")
        XCTAssertNotEqual(broken, SampleSettings.clean)
        try folder.write("NIMKitGlobalSetting.plist", broken)
        let result = try CLIRunner.run(["fix", "--diff", "--output", "report.txt", "."], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(try folder.read("NIMKitGlobalSetting.plist"), broken, "no fixed file is written")
        XCTAssertTrue(result.standardOutput.hasPrefix("--- "), "the diff goes to standard output")
        XCTAssertEqual(try folder.read("report.txt"), "1 file checked: no problems\n",
                       "the report of what would remain goes to --output")
        let readme = try Self.readme()
        XCTAssertTrue(readme.contains("writes no fixed file (the report still goes to `--output FILE` when\none is given)"))
        XCTAssertFalse(readme.contains("writes nothing"))
    }
}
