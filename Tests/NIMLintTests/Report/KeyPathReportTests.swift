import Foundation
import XCTest
@testable import NIMLint

/// Every report format names a binary file's finding by its key path, since the file has no lines.
final class KeyPathReportTests: XCTestCase {
    private func binaryReports() throws -> [FileReport] {
        OtherFormatSamples.lint(
            global: try OtherFormatSamples.written(try OtherFormatSamples.global(), as: .binary),
            bubble: try OtherFormatSamples.written(try OtherFormatSamples.bubble(), as: .binary))
    }

    private let color =
        "Text.Content_Color.Right '#FFF' is not #RRGGBB: outgoing Text messages get the text color #000FFF (blue)"

    func testTextNamesTheKeyPathWhereTheLineAndColumnWouldBe() throws {
        let output = ReportFormat.text.render(try binaryReports())
        XCTAssertTrue(
            output.contains(
                """
                Settings/NIMKitBubbleSetting.plist: warning: Text.Content_Color.Right: \(color) [invalid-color]
                   = help: did you mean #FFFFFF?
                   = help: once the file is an XML property list, nimlint fixes this: write it as #FFFFFF
                   = help: fix available: \(XMLConversion.title) (unsafe: it rewrites the whole file in another format; needs --unsafe-fixes)

                """), output)
        XCTAssertTrue(
            output.contains("Settings/NIMKitGlobalSetting.plist: error: Placeholder: Placeholder is a <dict>"), output)
        XCTAssertFalse(output.contains(" | "), "no source line to show: \(output)")
        XCTAssertTrue(output.hasSuffix("2 files checked: 1 error, 4 warnings, 4 fixable with --unsafe-fixes\n"), output)
    }

    func testXcodeGitHubCheckstyleJUnitAndCodeClimateLeadWithTheKeyPath() throws {
        let reports = try binaryReports()
        let xcode = ReportFormat.xcode.render(reports)
        XCTAssertTrue(
            xcode.contains(
                "/Settings/NIMKitBubbleSetting.plist: warning: Text.Content_Color.Right: \(color) [invalid-color]\n"),
            xcode)
        let github = ReportFormat.github.render(reports)
        XCTAssertTrue(
            github.contains(
                "::warning file=Settings/NIMKitBubbleSetting.plist,title=nimlint (invalid-color)::Text.Content_Color.Right: \(color)%0A"
            ), github)
        XCTAssertFalse(github.contains("line="), github)
        let checkstyle = ReportFormat.checkstyle.render(reports)
        XCTAssertTrue(
            checkstyle.contains(
                "<error line=\"1\" severity=\"warning\" message=\"Text.Content_Color.Right: Text.Content_Color.Right &apos;#FFF&apos; is not #RRGGBB"
            ),
            checkstyle)
        XCTAssertFalse(checkstyle.contains("column="), checkstyle)
        let junit = ReportFormat.junit.render(reports)
        XCTAssertTrue(
            junit.contains(
                "<testcase classname=\"Settings/NIMKitBubbleSetting.plist\" name=\"invalid-color at Text.Content_Color.Right\" "
                    + "file=\"Settings/NIMKitBubbleSetting.plist\">"), junit)
        XCTAssertTrue(
            junit.contains(
                ">Settings/NIMKitBubbleSetting.plist: warning: Text.Content_Color.Right: Text.Content_Color.Right"),
            junit)
        XCTAssertFalse(junit.contains(" line="), junit)
        let codeClimate = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(ReportFormat.codeclimate.render(reports).utf8)) as? [[String: Any]])
        XCTAssertEqual(
            Set(codeClimate.compactMap { $0["description"] as? String }.map { $0.prefix { $0 != ":" } }),
            Set(OtherFormatSamples.findings.keys.map { Substring($0) }))
    }

    func testJSONHasTheKeyPathAndValidates() throws {
        let json = ReportFormat.json.render(try binaryReports())
        let validator = try JSONSchemaValidator(
            schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        XCTAssertEqual(try validator.validate(json), [])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let entries = files.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(
            Dictionary(
                uniqueKeysWithValues: entries.compactMap { entry in
                    (entry["keyPath"] as? String).map { ($0, entry["rule"] as? String ?? "") }
                }), OtherFormatSamples.findings)
        for entry in entries {
            XCTAssertEqual(
                [entry["line"], entry["column"], entry["endLine"], entry["endColumn"]] as? [Int], [1, 1, 1, 1])
        }
        // The conversion replaces every byte of the file.
        let bubbleSize = try OtherFormatSamples.written(try OtherFormatSamples.bubble(), as: .binary).count
        let colorFix = try XCTUnwrap(
            entries.first { $0["rule"] as? String == "invalid-color" }?["fix"] as? [String: Any])
        let edit = try XCTUnwrap((colorFix["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual([edit["offset"], edit["length"]] as? [Int], [0, bubbleSize])
        XCTAssertTrue(
            (edit["replacement"] as? String)?.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") ?? false)
    }

    /// SARIF names the key path as a logical location, and a fix replaces the file's bytes with bytes.
    func testSARIFHasALogicalLocationAndAByteFix() throws {
        let reports = try binaryReports()
        let rendered = SARIFReport(reports: reports, rules: RuleRegistry.all).rendered()
        if (try? PythonValidators.require("jsonschema")) != nil {
            XCTAssertEqual(try PythonValidators.jsonSchemaErrors(rendered, schema: SARIFReportTests.officialSchema), [])
        }
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let result = try XCTUnwrap(results.first { $0["ruleId"] as? String == "invalid-color" })
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
        XCTAssertEqual(
            (location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String,
            "Text.Content_Color.Right")
        let region = try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        XCTAssertEqual(region["startLine"] as? Int, 1)
        XCTAssertNil(region["startColumn"])
        let replacement = try XCTUnwrap(
            (((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first?[
                "replacements"]
                as? [[String: Any]])?.first)
        let deleted = try XCTUnwrap(replacement["deletedRegion"] as? [String: Any])
        XCTAssertEqual(deleted["byteOffset"] as? Int, 0)
        XCTAssertEqual(deleted["byteLength"] as? Int, reports[1].source?.bytes.count)
        let inserted = try XCTUnwrap((replacement["insertedContent"] as? [String: Any])?["binary"] as? String)
        let xml = try XCTUnwrap(Data(base64Encoded: inserted))
        var format = PropertyListSerialization.PropertyListFormat.binary
        let readBack = try PropertyListSerialization.propertyList(from: xml, format: &format)
        XCTAssertEqual(format, .xml)
        XCTAssertTrue(PropertyListValues.same(readBack, try OtherFormatSamples.bubble()))
        // Fingerprints follow the key path.
        let fingerprints = results.compactMap {
            ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey]
        }
        XCTAssertEqual(Set(fingerprints).count, results.count)
    }

    /// A key path is made of the file's keys: what it holds is escaped, and a finding about the root has none.
    func testKeyPathsAreEscapedAndTheRootHasNone() throws {
        let bytes = try OtherFormatSamples.written(["\u{1B}[2J\u{202E}": "x"], as: .binary)
        let report = Linter().lint(
            LintInput(source: SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes), kind: .global))
        let text = ReportFormat.text.render([report])
        XCTAssertTrue(
            text.contains("NIMKitGlobalSetting.plist: warning: \"\\u{1B}[2J<U+202E>\": NIMKit never reads"), text)
        XCTAssertTrue(
            text.contains("NIMKitGlobalSetting.plist: error: NIMKitGlobalSetting.plist has no 'Message_Limit'"), text)
        XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, text)
        let github = ReportFormat.github.render([report])
        XCTAssertFalse(github.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, github)
    }
}
