import Foundation
import XCTest
@testable import NIMLint

/// SARIF against the official SARIF 2.1.0 schema (OASIS, errata 01), validated by Python's `jsonschema`, and the
/// parts GitHub code scanning relies on: text regions for fixes, UTF-16 columns, fingerprints, paths.
final class SARIFReportTests: XCTestCase {
    static let officialSchema = repositoryRoot.appendingPathComponent(
        "Tests/NIMLintTests/Fixtures/sarif-schema-2.1.0.json")

    private let text = "<dict>\n\t<string>{11,-15,9,9}</string>\n\t<string>😀 #FFF</string>\n</dict>\n"

    private func report(_ diagnostics: [Diagnostic], path: String = "a b.plist", text: String? = nil) -> FileReport {
        let text = text ?? self.text
        return FileReport(
            path: path, schema: "NIMKitBubbleSetting", source: SourceFile(path: path, string: text),
            diagnostics: diagnostics)
    }

    private func range(of needle: String, in text: String? = nil) throws -> SourceRange {
        try XCTUnwrap(TextRanges.first(needle, in: text ?? self.text))
    }

    private func insetsDiagnostic() throws -> Diagnostic {
        let insets = try range(of: "{11,-15,9,9}")
        return Diagnostic(
            rule: "negative-insets", severity: .warning, message: "negative inset", range: insets,
            fix: Fix(
                safety: .unsafe, title: "use 15",
                edits: [Edit(range: SourceRange(insets.start + 4, insets.start + 7), replacement: "15")]))
    }

    private func colorDiagnostic(_ color: String = "#FFF", in text: String? = nil) throws -> Diagnostic {
        Diagnostic(
            rule: "invalid-color", severity: .error, message: "short color", range: try range(of: color, in: text))
    }

    /// The SARIF log of `reports`, held to the official schema: every test of it skips without jsonschema.
    private func sarif(_ reports: [FileReport], rules: [RuleDescription] = [], executionSuccessful: Bool = true) throws
        -> LocatedJSON
    {
        try PythonValidators.require("jsonschema")
        let rendered = SARIFReport(
            reports: reports, rules: rules, paths: ReportPaths(workingFolder: "/nonexistent/project"),
            executionSuccessful: executionSuccessful
        ).rendered()
        let errors = try PythonValidators.jsonSchemaErrors(rendered, schema: Self.officialSchema)
        XCTAssertEqual(errors, [])
        return try JSONParser.parse(Array(rendered.utf8))
    }

    func testEveryRuleAndAFixValidateAgainstTheOfficialSchema() throws {
        let log = try sarif([report([try insetsDiagnostic(), try colorDiagnostic()])], rules: RuleRegistry.all)
        let run = try XCTUnwrap(log["runs"]?.elements?.first)
        XCTAssertEqual(run["columnKind"]?.string, "utf16CodeUnits")
        XCTAssertEqual(run["tool"]?["driver"]?["rules"]?.elements?.count, RuleRegistry.all.count)
    }

    func testAFixReplacesALineAndColumnRegionWithText() throws {
        let log = try sarif([report([try insetsDiagnostic()])])
        let result = try XCTUnwrap(log["runs"]?.elements?.first?["results"]?.elements?.first)
        let replacement = try XCTUnwrap(
            result["fixes"]?.elements?.first?["artifactChanges"]?.elements?.first?["replacements"]?.elements?.first)
        let deleted = try XCTUnwrap(replacement["deletedRegion"])
        XCTAssertEqual(
            [deleted["startLine"], deleted["startColumn"], deleted["endLine"], deleted["endColumn"]].map { $0?.number },
            [2, 14, 2, 17], "`-15` in `\\t<string>{11,-15,9,9}`")
        XCTAssertNil(deleted["byteOffset"], "§3.57.2: inserted text goes with a text region, not a binary one")
        XCTAssertEqual(replacement["insertedContent"]?["text"]?.string, "15")
        XCTAssertEqual(
            result["fixes"]?.elements?.first?["description"]?["text"]?.string,
            "use 15 (unsafe: it changes what NIMKit renders)")
    }

    /// GitHub counts columns in UTF-16 code units: the emoji before `#FFF` takes two.
    func testColumnsCountUTF16CodeUnits() throws {
        let log = try sarif([report([try colorDiagnostic()])])
        let result = try XCTUnwrap(log["runs"]?.elements?.first?["results"]?.elements?.first)
        let region = result["locations"]?.elements?.first?["physicalLocation"]?["region"]
        XCTAssertEqual(region?["startColumn"]?.number, 13, "tab, <string>, two units for 😀, a space")
        XCTAssertEqual(region?["endColumn"]?.number, 17)
    }

    func testFingerprintsFollowTheFlaggedTextNotTheLine() throws {
        func fingerprints(_ text: String, path: String = "a b.plist", color: String = "#FFF") throws -> [String] {
            let diagnostics = [try colorDiagnostic(color, in: text)]
            let results =
                try sarif([report(diagnostics, path: path, text: text)])["runs"]?.elements?.first?["results"]?.elements
                ?? []
            return results.compactMap { $0["partialFingerprints"]?[SARIFReport.fingerprintKey]?.string }
        }
        let original = try fingerprints(text)
        XCTAssertEqual(original.count, 1)
        XCTAssertEqual(try fingerprints("<!-- a line added above -->\n" + text), original)
        XCTAssertNotEqual(try fingerprints(text, path: "other.plist"), original)
        XCTAssertNotEqual(
            try fingerprints(text.replacingOccurrences(of: "#FFF", with: "#EEE"), color: "#EEE"), original)
        var repeated = Fingerprints()
        let first = repeated.next(rule: "r", path: "p", flaggedText: "t")
        XCTAssertEqual(
            repeated.next(rule: "r", path: "p", flaggedText: "t"), first.replacingOccurrences(of: ":1", with: ":2"))
        XCTAssertEqual(
            Fingerprints.hash(""), "cbf29ce484222325", "FNV-1a's offset basis: the hash is the published one")
    }

    func testRulesCarryMarkdownHelpWithTheirExamples() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: "invalid-color"))
        let log = try sarif([], rules: [rule])
        let help = try XCTUnwrap(log["runs"]?.elements?.first?["tool"]?["driver"]?["rules"]?.elements?.first?["help"])
        let markdown = try XCTUnwrap(help["markdown"]?.string)
        XCTAssertTrue(markdown.hasPrefix("**invalid-color**: \(rule.summary)\n\n\(rule.explanation)"), markdown)
        let example = try XCTUnwrap(rule.triggeringExamples.first).unmarked.text
        XCTAssertTrue(
            markdown.contains("Reported:\n\n```xml\n" + example.dropFirst(RuleExample.plistHeader.count)), markdown)
        XCTAssertEqual(help["text"]?.string, rule.explanationText())
    }

    func testTheInvocationSaysWhetherEveryPathWasChecked() throws {
        let complete = try sarif([], executionSuccessful: true)["runs"]?.elements?.first?["invocations"]?.elements?
            .first
        XCTAssertEqual(complete?["executionSuccessful"]?.bool, true)
        XCTAssertEqual(complete?["workingDirectory"]?["uri"]?.string, "file:///nonexistent/project/")
        let partial = try sarif([], executionSuccessful: false)["runs"]?.elements?.first?["invocations"]?.elements?
            .first
        XCTAssertEqual(partial?["executionSuccessful"]?.bool, false)
    }

    /// Inside a git repository paths start at its root, whichever folder nimlint ran in, and a symlink is
    /// reported where it points.
    func testPathsAreRelativeToTheRepositoryRootWithSymlinksResolved() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try folder.write("repo/App/Settings/a b.plist", text)
        try folder.write("outside/x.plist", text)
        try folder.symlink(
            "repo/App/link.plist", to: folder.url.appendingPathComponent("repo/App/Settings/a b.plist").path)
        let paths = ReportPaths(workingFolder: folder.url.appendingPathComponent("repo/App").path)
        let realRoot = ReportPaths.resolved(folder.url.appendingPathComponent("repo").path)
        XCTAssertEqual(paths.root, realRoot)
        let inside = SARIFReport.artifactLocation("Settings/a b.plist", paths: paths)
        XCTAssertEqual(inside.uri, "App/Settings/a%20b.plist")
        XCTAssertEqual(inside.uriBaseId, "%SRCROOT%")
        XCTAssertEqual(SARIFReport.artifactLocation("./link.plist", paths: paths).uri, "App/Settings/a%20b.plist")
        let outside = SARIFReport.artifactLocation("../../outside/x.plist", paths: paths)
        XCTAssertEqual(
            outside.uri,
            SARIFReport.uri(ReportPaths.resolved(folder.url.appendingPathComponent("outside/x.plist").path)))
        XCTAssertNil(outside.uriBaseId)
        XCTAssertEqual(SARIFReport.artifactLocation("<stdin>", paths: paths).uri, "%3Cstdin%3E")
        let log = try JSONParser.parse(Array(SARIFReport(reports: [], rules: [], paths: paths).rendered().utf8))
        XCTAssertEqual(
            log["runs"]?.elements?.first?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.string,
            SARIFReport.uri(realRoot + "/"))
    }

    /// The validator is the real thing: it rejects a property the schema does not allow deep inside a result.
    func testTheOfficialSchemaRejectsWhatSARIFForbids() throws {
        try PythonValidators.require("jsonschema")
        var rendered = SARIFReport(reports: [report([try colorDiagnostic()])], rules: []).rendered()
        rendered = rendered.replacingOccurrences(of: #""startLine" : 3"#, with: #""startLine" : 3, "startRow" : 3"#)
        let errors = try PythonValidators.jsonSchemaErrors(rendered, schema: Self.officialSchema)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("'startRow' was unexpected") ?? false, "\(errors)")
    }
}
