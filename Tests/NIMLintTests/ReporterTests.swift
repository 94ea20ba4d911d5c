import XCTest
@testable import NIMLint

/// The report formats on hand-made diagnostics, including fixes, which no rule produces yet.
final class ReporterTests: XCTestCase {
    private let text = "<dict>\n\t<string>{11,-15,9,9}</string>\n\t<string>你好 #FFF</string>\n</dict>\n"

    private func report(_ diagnostics: [Diagnostic]) -> FileReport {
        FileReport(path: "a,b:c%.plist", schema: "NIMKitBubbleSetting",
                   source: SourceFile(path: "a,b:c%.plist", string: text), diagnostics: diagnostics)
    }

    private func range(of needle: String) throws -> SourceRange {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        let start = try XCTUnwrap((0...(bytes.count - target.count)).first { Array(bytes[$0..<($0 + target.count)]) == target })
        return SourceRange(start, start + target.count)
    }

    private func insetsDiagnostic() throws -> Diagnostic {
        let insets = try range(of: "{11,-15,9,9}")
        return Diagnostic(
            rule: "negative-insets", severity: .warning, message: "negative inset", range: insets,
            help: ["NIMKit draws the text outside its bubble"],
            fix: Fix(safety: .unsafe, title: "use 15", edits: [Edit(range: SourceRange(insets.start + 4, insets.start + 7), replacement: "15")]))
    }

    func testTextUnderlinesTheSpanAndNamesTheFix() throws {
        let output = ReportFormat.text.render([report([try insetsDiagnostic()])])
        XCTAssertEqual(output, """
            a,b:c%.plist:2:10: warning: negative inset [negative-insets]
             2 | \t<string>{11,-15,9,9}</string>
               | \t        ^~~~~~~~~~~~
               = help: NIMKit draws the text outside its bubble
               = help: fix available: use 15 (unsafe: it changes what NIMKit renders; needs --unsafe-fixes)
            1 file checked: 0 errors, 1 warning, 1 fixable with --unsafe-fixes

            """)
    }

    func testUnderlineCountsWideCharactersAndStopsAtTheEndOfTheFirstLine() throws {
        let color = try range(of: "#FFF")
        XCTAssertEqual(TextReport.underline("\t<string>你好 #FFF</string>", fromColumn: 13, toColumn: 17), "\t             ^~~~")
        let multiLine = Diagnostic(rule: "r", severity: .error, message: "m", range: SourceRange(color.start, text.utf8.count))
        let output = ReportFormat.text.render([report([multiLine])])
        XCTAssertTrue(output.contains("   | \t             ^~~~~~~~~~~~~\n"), output)
    }

    func testXcodeMapsInfoToNote() throws {
        let diagnostic = Diagnostic(rule: "r", severity: .info, message: "m", range: try range(of: "#FFF"))
        let folder = FileManager.default.currentDirectoryPath
        XCTAssertEqual(ReportFormat.xcode.render([report([diagnostic])]), "\(folder)/a,b:c%.plist:3:13: note: m [r]\n")
    }

    func testGitHubEscapesDataAndProperties() throws {
        let diagnostic = Diagnostic(rule: "r", severity: .info, message: "100% sure\r\nreally", range: try range(of: "#FFF"))
        XCTAssertEqual(ReportFormat.github.render([report([diagnostic])]),
                       "::notice file=a%2Cb%3Ac%25.plist,line=3,col=13,endLine=3,endColumn=17,title=nimlint (r)::100%25 sure%0D%0Areally\n")
    }

    func testCheckstyleEscapesMarkupQuotesAndControlCharacters() {
        XCTAssertEqual(CheckstyleReport.escape("<a href=\"x\">'&'</a>\u{1}\n"),
                       "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;\u{FFFD}&#10;")
    }

    func testJSONAndSARIFCarryTheFixAsByteEdits() throws {
        let reports = [report([try insetsDiagnostic()])]
        let json = ReportFormat.json.render(reports)
        let jsonSchema = try JSONSchemaValidator(schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        XCTAssertEqual(try jsonSchema.validate(json), [])
        XCTAssertTrue(json.contains(#""safety" : "unsafe""#))
        let sarif = ReportFormat.sarif.render(reports)
        let sarifSchema = try JSONSchemaValidator(
            schemaFile: repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/sarif-2.1.0-subset.schema.json"))
        XCTAssertEqual(try sarifSchema.validate(sarif), [])
        let log = try JSONParser.parse(Array(sarif.utf8))
        let result = try XCTUnwrap(log["runs"]?.elements?.first?["results"]?.elements?.first)
        let replacement = try XCTUnwrap(result["fixes"]?.elements?.first?["artifactChanges"]?.elements?.first?["replacements"]?.elements?.first)
        XCTAssertEqual(replacement["deletedRegion"]?["byteOffset"]?.number, 20)
        XCTAssertEqual(replacement["deletedRegion"]?["byteLength"]?.number, 3)
        XCTAssertEqual(replacement["insertedContent"]?["text"]?.string, "15")
        XCTAssertEqual(result["ruleIndex"]?.number, nil, "a rule this run has no metadata for gets no index")
        XCTAssertEqual(result["fixes"]?.elements?.first?["description"]?["text"]?.string,
                       "use 15 (unsafe: it changes what NIMKit renders)", "SARIF says which fixes are unsafe too")
        XCTAssertEqual(SARIFReport.uri("/project/a b.plist"), "file:///project/a%20b.plist")
    }

    /// Code scanning resolves a relative URI against `%SRCROOT%`; the run says where that was.
    func testSARIFArtifactLocationsAreRelativeToTheSourceRoot() throws {
        let relative = SARIFReport.artifactLocation("./App/a b.plist")
        XCTAssertEqual(relative.uri, "App/a%20b.plist")
        XCTAssertEqual(relative.uriBaseId, "%SRCROOT%")
        let absolute = SARIFReport.artifactLocation("/project/a.plist")
        XCTAssertEqual(absolute.uri, "file:///project/a.plist")
        XCTAssertNil(absolute.uriBaseId)
        let sarif = SARIFReport(reports: [report([try insetsDiagnostic()])], rules: [], workingFolder: "/work space").rendered()
        let log = try JSONParser.parse(Array(sarif.utf8))
        let run = try XCTUnwrap(log["runs"]?.elements?.first)
        XCTAssertEqual(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.string, "file:///work%20space/")
        let location = run["results"]?.elements?.first?["locations"]?.elements?.first?["physicalLocation"]?["artifactLocation"]
        XCTAssertEqual(location?["uriBaseId"]?.string, "%SRCROOT%")
    }

    func testTheValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = try JSONSchemaValidator(schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        let errors = try validator.validate("""
            {"version": 2, "tool": {"name": "nimlint"}, "files": [{"path": 1, "schema": null, "diagnostics": [],
             "nimkit": {"version": "1.8", "releases": [], "source": "guess", "path": null}}, {"path": "a", "schema": null, "diagnostics": []}],
             "summary": {"files": -1, "errors": 0, "warnings": 0, "infos": 0, "fixable": 0}, "extra": true}
            """)
        XCTAssertEqual(Set(errors), [
            "/version: 2.0 is not one of the enum values", "/tool: missing required property 'version'",
            "/files/0/path: expected string, found a number", "/summary/files: -1.0 is below the minimum 0.0",
            ": property 'extra' is not allowed", "/files/1: missing required property 'nimkit'",
            "/files/0/nimkit/version: \"1.8\" does not match ^[0-9]+\\.[0-9]+\\.[0-9]+$",
            "/files/0/nimkit/releases: fewer than 1 items", "/files/0/nimkit/source: \"guess\" is not one of the enum values",
        ])
    }
}
