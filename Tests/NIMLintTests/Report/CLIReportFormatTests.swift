import Foundation
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import NIMLint

/// The CI formats and the options users of ruff and SwiftLint type without thinking, through the built binary.
final class CLIReportFormatTests: XCTestCase {
    /// A git repository whose settings folder holds one error, one warning and a clean file.
    private func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try folder.write(
            "App/Settings/NIMKitGlobalSetting.plist",
            SampleSettings.clean
                .replacingOccurrences(of: "<integer>30</integer>", with: "<string>30</string>")
                .replacingOccurrences(of: "<integer>60</integer>", with: "<dict/>"))
        try folder.write("App/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        return folder
    }

    private var codeQualitySchema: URL {
        repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/code-quality.schema.json")
    }

    func testCodeClimateValidatesForGitLabWithRepositoryPathsAndStableFingerprints() throws {
        try PythonValidators.require("jsonschema")
        let folder = try repository()
        let result = try CLIRunner.run(
            ["check", "--format", "codeclimate", "Settings"], in: folder.url.appendingPathComponent("App"))
        XCTAssertEqual(result.status, 1, result.standardError)
        let errors = try PythonValidators.jsonSchemaErrors(result.standardOutput, schema: codeQualitySchema)
        XCTAssertEqual(errors, [])
        let issues = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.compactMap { $0["check_name"] as? String }, ["coercible-type", "type-mismatch"])
        XCTAssertEqual(issues.compactMap { $0["severity"] as? String }, ["minor", "major"])
        let location = try XCTUnwrap(issues.first?["location"] as? [String: Any])
        XCTAssertEqual(
            location["path"] as? String, "App/Settings/NIMKitGlobalSetting.plist", "relative to the repository")
        XCTAssertEqual((location["positions"] as? [String: [String: Int]])?["begin"], ["line": 8, "column": 2])

        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, 2)
        let global = try folder.read("App/Settings/NIMKitGlobalSetting.plist")
        try folder.write(
            "App/Settings/NIMKitGlobalSetting.plist",
            global.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<!-- moved -->\n"))
        let moved = try CLIRunner.run(["check", "--format", "codeclimate"], in: folder.url)
        let movedIssues = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(moved.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(
            movedIssues.compactMap { $0["fingerprint"] as? String }, fingerprints, "lines moved, findings did not")
    }

    /// GitLab's own schema, which its Code Quality parser validates each issue against and drops an issue that
    /// fails (gitlab-org/gitlab `app/validators/json_schemas/codeclimate.json`, used by
    /// `Gitlab::Ci::Reports::CodequalityReports#valid_degradation?`). It is loose, so the stricter schema above,
    /// written from GitLab's documentation, checks the rest.
    func testEveryCodeClimateIssuePassesGitLabsOwnSchema() throws {
        try PythonValidators.require("jsonschema")
        let folder = try repository()
        let result = try CLIRunner.run(["check", "--format", "codeclimate"], in: folder.url)
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [Any])
        XCTAssertEqual(issues.count, 2)
        let gitLabSchema = repositoryRoot.appendingPathComponent(
            "Tests/NIMLintTests/Fixtures/gitlab-codeclimate.schema.json")
        for issue in issues {
            let text = String(decoding: try JSONSerialization.data(withJSONObject: issue), as: UTF8.self)
            let errors = try PythonValidators.jsonSchemaErrors(text, schema: gitLabSchema)
            XCTAssertEqual(errors, [], text)
        }
        let dropped = try PythonValidators.jsonSchemaErrors(
            #"{"description": "d", "fingerprint": 7, "location": {"lines": {"begin": "8"}}}"#, schema: gitLabSchema)
        XCTAssertEqual(dropped.count, 3, "the schema is read: what GitLab drops fails")
    }

    func testJUnitPathsAreRelativeToTheRepositoryLikeTheOtherCIFormats() throws {
        let folder = try repository()
        let app = folder.url.appendingPathComponent("App")
        let junit = try CLIRunner.run(["check", "--format", "junit", "Settings"], in: app)
        let codeQuality = try CLIRunner.run(["check", "--format", "codeclimate", "Settings"], in: app)
        let document = try XMLDocument(data: Data(junit.standardOutput.utf8))
        let files = try document.nodes(forXPath: "//testcase/@file").compactMap(\.stringValue)
        XCTAssertEqual(
            Set(files), ["App/Settings/NIMKitGlobalSetting.plist", "App/Settings/NIMKitBubbleSetting.plist"])
        let suites = try document.nodes(forXPath: "//testsuite/@name").compactMap(\.stringValue)
        XCTAssertEqual(suites, ["App/Settings/NIMKitBubbleSetting.plist", "App/Settings/NIMKitGlobalSetting.plist"])
        let issues = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(codeQuality.standardOutput.utf8)) as? [[String: Any]])
        let codeQualityPaths = issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
        XCTAssertTrue(Set(codeQualityPaths).isSubset(of: Set(files)), "the same path in both reports")
        XCTAssertTrue(
            junit.standardOutput.contains(">App/Settings/NIMKitGlobalSetting.plist:8:2: warning: "),
            junit.standardOutput)
    }

    func testTheCodeQualitySchemaRejectsWhatGitLabCannotRead() throws {
        try PythonValidators.require("jsonschema")
        let errors = try PythonValidators.jsonSchemaErrors(
            #"[{"description": "d", "check_name": "c", "fingerprint": "f", "severity": "error", "location": {"path": "/abs"}}]"#,
            schema: codeQualitySchema)
        XCTAssertEqual(errors.count, 3, "\(errors)")
    }

    func testJUnitHasASuitePerFileAndAFailingCasePerFinding() throws {
        try PythonValidators.require("junitparser")
        let folder = try repository()
        let result = try CLIRunner.run(["check", "--format", "junit"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        let reading = try PythonValidators.junitReading(result.standardOutput)
        XCTAssertEqual(
            reading,
            [
                "App/Settings/NIMKitBubbleSetting.plist 1 0",
                "  App/Settings/NIMKitBubbleSetting.plist: ",
                "App/Settings/NIMKitGlobalSetting.plist 2 2",
                "  coercible-type at 8:2: failure coercible-type: Message_Limit is the string '30': NIMKit's integerValue "
                    + "reads it as 30, but a number belongs in <integer>",
                "  type-mismatch at 10:2: failure type-mismatch: Record_Max_Duration is a <dict>, but NIMKit reads a number "
                    + "from it: an NSDictionary has none, so the app crashes when NIMKit builds its global settings; Text, Audio, Video and 5 "
                    + "other types' messages and messages drawn with the default bubble and messages of types without an entry crash "
                    + "the app when NIMKit builds the global settings their bubble comes from",
            ])
        let document = try XMLDocument(data: Data(result.standardOutput.utf8))
        XCTAssertEqual(try document.nodes(forXPath: "/testsuites[@tests='3'][@failures='2']").count, 1)
        XCTAssertEqual(
            try document.nodes(forXPath: "//testcase[@file='App/Settings/NIMKitGlobalSetting.plist'][@line='8']").count,
            1)
    }

    func testQuietShowsOnlyErrorsAndExitZeroKeepsTheBuildGoing() throws {
        let folder = try repository()
        let quiet = try CLIRunner.run(["check", "--quiet", "--color", "never"], in: folder.url)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertTrue(quiet.standardOutput.contains("[type-mismatch]"), quiet.standardOutput)
        XCTAssertFalse(quiet.standardOutput.contains("[coercible-type]"), quiet.standardOutput)
        // The summary says what --quiet hid, and counts every fix --fix would apply, hidden or not.
        let full = try CLIRunner.run(["check", "--color", "never"], in: folder.url)
        XCTAssertEqual(
            full.standardOutput.split(separator: "\n").last, "2 files checked: 1 error, 1 warning, 1 fixable with --fix"
        )
        XCTAssertEqual(
            quiet.standardOutput.split(separator: "\n").last,
            "2 files checked: 1 error (1 warning hidden by --quiet), 1 fixable with --fix")
        let zero = try CLIRunner.run(["check", "--exit-zero", "--format", "xcode"], in: folder.url)
        XCTAssertEqual(zero.status, 0)
        XCTAssertTrue(zero.standardOutput.contains("error:"))
        let missing = try CLIRunner.run(["check", "--exit-zero", "nowhere"], in: folder.url)
        XCTAssertEqual(missing.status, 2, "a path that is not there is still a failure to run")
    }

    func testShortOutputVersionAliasAndForcedColors() throws {
        let folder = try repository()
        let short = try CLIRunner.run(["check", "-o", "report.xml", "--format", "checkstyle"], in: folder.url)
        XCTAssertEqual(short.status, 1)
        XCTAssertTrue(try folder.read("report.xml").contains("source=\"nimlint.rules.type-mismatch\""))
        XCTAssertEqual(
            try CLIRunner.run(["--version"], in: folder.url).standardOutput,
            try CLIRunner.run(["version"], in: folder.url).standardOutput)
        let escape = "\u{1B}["
        for variable in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
            let forced = try CLIRunner.run(["check"], in: folder.url, environment: [variable: "1"])
            XCTAssertTrue(forced.standardOutput.contains(escape), variable)
            let off = try CLIRunner.run(["check"], in: folder.url, environment: [variable: "0"])
            XCTAssertFalse(off.standardOutput.contains(escape), variable)
        }
        let never = try CLIRunner.run(["check", "--color", "never"], in: folder.url, environment: ["FORCE_COLOR": "1"])
        XCTAssertFalse(never.standardOutput.contains(escape))
        _ = try CLIRunner.run(["check", "-o", "report.txt"], in: folder.url, environment: ["FORCE_COLOR": "1"])
        XCTAssertFalse(try folder.read("report.txt").contains(escape), "a report file never gets colors")
    }
}
