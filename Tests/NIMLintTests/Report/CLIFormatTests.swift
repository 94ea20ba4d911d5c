import Foundation
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every report format, produced by the built binary on a folder with two broken settings files.
final class CLIFormatTests: XCTestCase {
    private func brokenFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.mismatchedTag)
        return folder
    }

    func testTextShowsSourceLineUnderlineHelpAndSummary() throws {
        let folder = try brokenFolder()
        let result = try CLIRunner.run(["check", "--color", "never"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            Settings/NIMKitBubbleSetting.plist:1:35: error: closing tag </dict> does not match <string> opened on line 1 [xml-syntax]
             1 | <plist><dict><key>A</key><string>x</dict></plist>
               |                                   ^~~~~~~
               = help: NSDictionary cannot load this file, so NIMKit reads every setting in it as 0 or nil
               = help: libxml2 says: Opening and ending tag mismatch: string line 1 and dict
            Settings/NIMKitBubbleSetting.plist:1:26: note: <string> opens here
             1 | <plist><dict><key>A</key><string>x</dict></plist>
               |                          ^~~~~~~~
            Settings/NIMKitGlobalSetting.plist:5:2: error: unknown element <integr>: a property list is made of <dict>, <array>, <key>, <string>, <integer>, <real>, <true>, <false>, <date>, <data> [plist-structure]
             5 | \t<integr>20</integr>
               | \t^~~~~~~~
               = help: did you mean <integer>?
               = help: NSDictionary cannot load this file, so NIMKit reads every setting in it as 0 or nil
            2 files checked: 2 errors, 0 warnings

            """)
        XCTAssertEqual(result.standardError, "")
    }

    func testColorsFollowTheFlagAndNoColor() throws {
        let folder = try brokenFolder()
        let always = try CLIRunner.run(["check", "--color", "always"], in: folder.url, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(always.standardOutput.contains("\u{1B}[1;31merror:"))
        let automatic = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertFalse(automatic.standardOutput.contains("\u{1B}["), "a pipe is not a terminal")
    }

    /// Xcode opens the file an issue names, so the path is absolute whatever path the run was given.
    func testXcodeFormat() throws {
        let result = try CLIRunner.run(["check", "--format", "xcode"], in: try brokenFolder().url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(realPath(result.folder) + "/Settings/"),
            result.standardOutput)
        XCTAssertEqual(
            result.relativeOutput.split(separator: "\n"),
            [
                "Settings/NIMKitBubbleSetting.plist:1:35: error: closing tag </dict> does not match <string> opened on line 1 [xml-syntax]",
                "Settings/NIMKitBubbleSetting.plist:1:26: note: <string> opens here",
                "Settings/NIMKitGlobalSetting.plist:5:2: error: unknown element <integr>: a property list is made of <dict>, "
                    + "<array>, <key>, <string>, <integer>, <real>, <true>, <false>, <date>, <data> [plist-structure]",
            ])
    }

    func testJSONMatchesItsSchema() throws {
        let result = try CLIRunner.run(["check", "--format", "json"], in: try brokenFolder().url)
        XCTAssertEqual(result.status, 1)
        let validator = try JSONSchemaValidator(
            schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        XCTAssertEqual(try validator.validate(result.standardOutput), [])
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        XCTAssertEqual(
            files.map { $0["path"] as? String },
            ["Settings/NIMKitBubbleSetting.plist", "Settings/NIMKitGlobalSetting.plist"])
    }

    func testSARIFMatchesTheOfficialSchemaAndCarriesRuleMetadata() throws {
        try PythonValidators.require("jsonschema")
        let result = try CLIRunner.run(["check", "--format", "sarif"], in: try brokenFolder().url)
        XCTAssertEqual(result.status, 1)
        let errors = try PythonValidators.jsonSchemaErrors(
            result.standardOutput, schema: SARIFReportTests.officialSchema)
        XCTAssertEqual(errors, [])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ruleIds = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        XCTAssertTrue(ruleIds.contains("xml-syntax") && ruleIds.contains("unused-suppression"))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["xml-syntax", "plist-structure"])
        let region =
            (((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"])
            as? [String: Int]
        XCTAssertEqual(
            region,
            ["startLine": 1, "startColumn": 35, "endLine": 1, "endColumn": 42, "byteOffset": 34, "byteLength": 7])
    }

    func testGitHubWorkflowCommands() throws {
        let result = try CLIRunner.run(["check", "--format", "github"], in: try brokenFolder().url)
        XCTAssertEqual(result.status, 1)
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(
            lines.first,
            "::error file=Settings/NIMKitBubbleSetting.plist,line=1,col=35,endLine=1,endColumn=42,"
                + "title=nimlint (xml-syntax)::closing tag </dict> does not match <string> opened on line 1"
                + "%0Ahelp: NSDictionary cannot load this file, so NIMKit reads every setting in it as 0 or nil"
                + "%0Ahelp: libxml2 says: Opening and ending tag mismatch: string line 1 and dict")
        XCTAssertTrue(
            lines.last?.hasSuffix(
                "<data>%0Ahelp: did you mean <integer>?%0Ahelp: NSDictionary cannot load this file, so NIMKit reads every setting in it as 0 or nil"
            ) ?? false)
    }

    func testCheckstyleIsEscapedXML() throws {
        let result = try CLIRunner.run(["check", "--format", "checkstyle"], in: try brokenFolder().url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">"))
        XCTAssertTrue(
            result.standardOutput.contains(
                "<error line=\"1\" column=\"35\" severity=\"error\" message=\"closing tag &lt;/dict&gt; does not match "
                    + "&lt;string&gt; opened on line 1\" source=\"nimlint.rules.xml-syntax\"/>"))
        let document = try XMLDocument(data: Data(result.standardOutput.utf8))
        XCTAssertEqual(try document.nodes(forXPath: "//file").count, 2)
    }

    func testOutputFileTakesTheReport() throws {
        let folder = try brokenFolder()
        let result = try CLIRunner.run(["check", "--format", "json", "--output", "report.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(try folder.read("report.json").contains("\"xml-syntax\""))
        let unwritable = try CLIRunner.run(["check", "--output", "missing/folder/report.txt"], in: folder.url)
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertEqual(
            unwritable.standardError,
            "nimlint check: --output missing/folder/report.txt: no such folder: missing/folder\n")
        XCTAssertEqual(unwritable.standardOutput, "", "nothing runs when the report has nowhere to go")
        try folder.write(
            "Settings/NIMKitGlobalSetting.plist",
            "<plist><dict><key>Message_Limit</key><string>14</string></dict></plist>\n")
        let fixing = try CLIRunner.run(["fix", "--output", "missing/report.txt"], in: folder.url)
        XCTAssertEqual(fixing.status, 2)
        XCTAssertEqual(
            try folder.read("Settings/NIMKitGlobalSetting.plist"),
            "<plist><dict><key>Message_Limit</key><string>14</string></dict></plist>\n", "no file is fixed either")
    }
}
