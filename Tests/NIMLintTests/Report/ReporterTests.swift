import XCTest
@testable import NIMLint

/// The report formats on hand-made diagnostics, including fixes, which no rule produces yet.
final class ReporterTests: XCTestCase {
    private let text = "<dict>\n\t<string>{11,-15,9,9}</string>\n\t<string>你好 #FFF</string>\n</dict>\n"

    private func report(_ diagnostics: [Diagnostic]) -> FileReport {
        FileReport(
            path: "a,b:c%.plist", schema: "NIMKitBubbleSetting",
            source: SourceFile(path: "a,b:c%.plist", string: text), diagnostics: diagnostics)
    }

    private func range(of needle: String) throws -> SourceRange {
        try XCTUnwrap(TextRanges.first(needle, in: text))
    }

    private func insetsDiagnostic() throws -> Diagnostic {
        let insets = try range(of: "{11,-15,9,9}")
        return Diagnostic(
            rule: "negative-insets", severity: .warning, message: "negative inset", range: insets,
            help: ["NIMKit draws the text outside its bubble"],
            fix: Fix(
                safety: .unsafe, title: "use 15",
                edits: [Edit(range: SourceRange(insets.start + 4, insets.start + 7), replacement: "15")]))
    }

    func testTextUnderlinesTheSpanAndNamesTheFix() throws {
        let output = ReportFormat.text.render([report([try insetsDiagnostic()])])
        XCTAssertEqual(
            output,
            """
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
        XCTAssertEqual(
            TextReport.underline("\t<string>你好 #FFF</string>", fromColumn: 13, toColumn: 17), "\t             ^~~~")
        let multiLine = Diagnostic(
            rule: "r", severity: .error, message: "m", range: SourceRange(color.start, text.utf8.count))
        let output = ReportFormat.text.render([report([multiLine])])
        XCTAssertTrue(output.contains("   | \t             ^~~~~~~~~~~~~\n"), output)
    }

    func testXcodeMapsInfoToNote() throws {
        let diagnostic = Diagnostic(rule: "r", severity: .info, message: "m", range: try range(of: "#FFF"))
        let folder = FileManager.default.currentDirectoryPath
        XCTAssertEqual(ReportFormat.xcode.render([report([diagnostic])]), "\(folder)/a,b:c%.plist:3:13: note: m [r]\n")
    }

    func testGitHubEscapesDataAndProperties() throws {
        // The line breaks of the file's text are shown as escapes, as every control; only the breaks between the
        // message and its help are the log's.
        let diagnostic = Diagnostic(
            rule: "r", severity: .info, message: "100% sure\r\nreally\u{1B}[2J", range: try range(of: "#FFF"),
            help: ["a\u{202E}b"])
        XCTAssertEqual(
            ReportFormat.github.render([report([diagnostic])]),
            "::notice file=a%2Cb%3Ac%25.plist,line=3,col=13,endLine=3,endColumn=17,title=nimlint (r)::"
                + "100%25 sure\\r\\nreally\\u{1B}[2J%0Ahelp: a<U+202E>b\n")
    }

    func testCheckstyleEscapesMarkupQuotesAndControlCharacters() {
        XCTAssertEqual(
            CheckstyleReport.escape("<a href=\"x\">'&'</a>\u{1}\n"),
            "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;\u{FFFD}&#10;")
    }

    func testJSONCarriesTheFixAsByteEdits() throws {
        let json = ReportFormat.json.render([report([try insetsDiagnostic()])])
        let jsonSchema = try JSONSchemaValidator(
            schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        XCTAssertEqual(try jsonSchema.validate(json), [])
        XCTAssertTrue(json.contains(#""safety" : "unsafe""#))
    }

    func testTheValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = try JSONSchemaValidator(
            schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        let errors = try validator.validate(
            """
            {"version": 2, "tool": {"name": "nimlint"}, "files": [{"path": 1, "schema": null, "diagnostics": [],
             "nimkit": {"version": "1.8", "releases": [], "source": "guess", "path": null}}, {"path": "a", "schema": null, "diagnostics": []}],
             "summary": {"files": -1, "errors": 0, "warnings": 0, "infos": 0, "fixable": 0}, "extra": true}
            """)
        XCTAssertEqual(
            Set(errors),
            [
                "/version: 2.0 is not one of the enum values", "/tool: missing required property 'version'",
                "/files/0/path: expected string, found a number", "/summary/files: -1.0 is below the minimum 0.0",
                ": property 'extra' is not allowed", "/files/1: missing required property 'nimkit'",
                "/files/0/nimkit/version: \"1.8\" does not match ^[0-9]+\\.[0-9]+\\.[0-9]+$",
                "/files/0/nimkit/releases: fewer than 1 items",
                "/files/0/nimkit/source: \"guess\" is not one of the enum values",
            ])
    }
}
