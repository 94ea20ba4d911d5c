import Foundation
import XCTest
@testable import NIMLint

/// What the README and the pages of `docs/` claim about the toolchain, fixing, `show` and `diff`, checked against
/// the sources and the binary.
final class ReadmeTests: XCTestCase {
    private static func readme() throws -> String {
        try document("README.md")
    }

    /// A Markdown file of the repository: the README, or a page of `docs/`.
    private static func document(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Where `check` and `fix` are described in full.
    private static func usage() throws -> String {
        try document("docs/usage.md")
    }

    /// The toolchain the README names is the one Package.swift requires (`swift-tools-version`), and new enough
    /// for what the sources use: typed throws (`throws(UsageError)`) need Swift 6.0, C23's `#embed` clang 19,
    /// which came with Swift 6.1 (Xcode 16.3).
    func testTheStatedToolchainCompilesTheSources() throws {
        let readme = try Self.readme()
        let pattern = try NSRegularExpression(pattern: "a Swift (\\d+\\.\\d+)\\+ toolchain \\(Xcode (\\d+\\.\\d+)\\+")
        let match = try XCTUnwrap(
            pattern.firstMatch(in: readme, range: NSRange(readme.startIndex..., in: readme)),
            "the README states a version")
        let stated = Range(match.range(at: 1), in: readme).map { String(readme[$0]) }
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(
            manifest.hasPrefix("// swift-tools-version:\(stated ?? "?")\n"),
            "Package.swift requires what the README says")
        // The first Xcode of each Swift release, from Apple's Xcode release notes.
        let firstXcode = ["6.1": "16.3", "6.2": "26.0"]
        XCTAssertEqual(
            Range(match.range(at: 2), in: readme).map { String(readme[$0]) }, stated.flatMap { firstXcode[$0] },
            "the Xcode that brought that Swift")
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        let text = try files.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") }
            .map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }.joined()
        XCTAssertTrue(text.contains("throws(UsageError)"), "the sources use typed throws")
        XCTAssertTrue(text.contains("#embed"), "the sources use #embed")
        XCTAssertGreaterThanOrEqual(stated.flatMap(Double.init) ?? 0, 6.1, "#embed needs Swift 6.1's clang")
    }

    func testTheDuplicateKeyFixIsDescribedAsItBehaves() throws {
        let text = plist(
            "<dict>\n<key>Message_Limit</key>\n<integer>10</integer>\n<key>Message_Limit</key>\n<integer>30</integer>\n</dict>"
        )
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        let fixes = Linter().lint(LintInput(source: source, kind: .global)).diagnostics
            .filter { $0.rule == DuplicateKeyRule.description.id }.compactMap(\.fix)
        let fixed = String(decoding: EditApplier.apply(fixes.flatMap(\.edits), to: source), as: UTF8.self)
        XCTAssertTrue(fixed.contains("<integer>30</integer>") && !fixed.contains("<integer>10</integer>"), fixed)
        XCTAssertTrue(
            try Self.usage().contains("removing the earlier of two duplicate\nkeys, since NIMKit reads the later one"))
    }

    func testDiffWritesNoFixedFileButTheReportStillGoesToOutput() throws {
        let folder = try TemporaryFolder(self)
        let broken = SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<string>30</string>")
        XCTAssertNotEqual(broken, SampleSettings.clean)
        try folder.write("NIMKitGlobalSetting.plist", broken)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let result = try CLIRunner.run(["fix", "--diff", "--output", "report.txt", "."], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(try folder.read("NIMKitGlobalSetting.plist"), broken, "no fixed file is written")
        XCTAssertTrue(result.standardOutput.hasPrefix("--- "), "the diff goes to standard output")
        XCTAssertEqual(
            try folder.read("report.txt"), "2 files checked: no problems\n",
            "the report of what would remain goes to --output")
        XCTAssertTrue(
            try Self.usage().contains(
                "writes no fixed file (the report still goes to `--output FILE` when\none is given)"))
        for text in [try Self.readme(), try Self.usage()] {
            XCTAssertFalse(text.contains("writes nothing"))
        }
    }

    /// The text block after `marker` in a Markdown file.
    private static func block(after marker: String, in readme: String) throws -> String {
        let start = try XCTUnwrap(readme.range(of: marker), marker)
        let open = try XCTUnwrap(readme.range(of: "```text\n", range: start.upperBound..<readme.endIndex))
        let close = try XCTUnwrap(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// The examples of show and diff in `docs/show-diff-migrate-preview.md` are what the binary prints, and the
    /// section names every option their help lists.
    func testTheShowAndDiffExamplesAreWhatTheBinaryPrints() throws {
        let readme = try Self.document("docs/show-diff-migrate-preview.md")
        let show = try CLIRunner.run(["show", "examples/Settings"], in: repositoryRoot)
        XCTAssertEqual(show.status, 0, show.standardError)
        let shown = try Self.block(after: "The\nstart of `nimlint show examples/Settings`:", in: readme)
        XCTAssertTrue(shown.contains("*  Placeholder "), shown)
        XCTAssertTrue(show.standardOutput.hasPrefix(shown), "the page's example starts the real output:\n\(shown)")
        let diff = try CLIRunner.run(["diff", "--shipped", "examples/Settings"], in: repositoryRoot)
        XCTAssertEqual(diff.status, 1, diff.standardError)
        XCTAssertEqual(
            try Self.block(after: "`nimlint diff --shipped\nexamples/Settings`:", in: readme), diff.standardOutput)

        let section = try XCTUnwrap(
            readme.components(separatedBy: "## What NIMKit applies: ").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        for command in ["show", "diff"] {
            let help = try CLIRunner.run(["help", command], in: repositoryRoot).standardOutput
            let options = help.components(separatedBy: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  --") else { return nil }
                return line.dropFirst(2).components(separatedBy: " ").first
            }.filter { $0 != "--help" }
            XCTAssertGreaterThanOrEqual(options.count, 3, help)
            for option in options {
                XCTAssertTrue(section.contains("`" + option), "the page's section names \(command)'s \(option)")
            }
        }
    }
}
