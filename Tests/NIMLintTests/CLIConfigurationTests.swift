import Foundation
import XCTest
import NIMLint

/// `.nimlint.json` end to end: where it is found, what it changes, and how its mistakes are reported.
final class CLIConfigurationTests: XCTestCase {
    func testNearestConfigurationWinsAndExcludesAreRelativeToIt() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".nimlint.json", #"{"rules": {"plist-structure": "warning"}}"#)
        try folder.write("App/Settings/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("App/Legacy/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("Other/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("App/.nimlint.json", #"{"rules": {"plist-structure": "info"}, "exclude": ["Legacy/**"]}"#)
        let result = try CLIRunner.run(["check", "--format", "xcode"], in: folder.url)
        XCTAssertEqual(result.relativeOutput.split(separator: "\n").map { $0.split(separator: ":").prefix(4).joined(separator: ":") }, [
            "App/Settings/NIMKitGlobalSetting.plist:5:2: note",
            "Other/NIMKitGlobalSetting.plist:5:2: warning",
        ])
        XCTAssertEqual(result.status, 0)
        let fromInside = try CLIRunner.run(["check", "--format", "xcode", "."], in: folder.url.appendingPathComponent("App/Settings"))
        XCTAssertTrue(fromInside.relativeOutput.hasPrefix("NIMKitGlobalSetting.plist:5:2: note:"), "found above the folder")
    }

    func testExplicitConfigReplacesTheSearch() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write(".nimlint.json", #"{"rules": {"plist-structure": "off"}}"#)
        try folder.write("ci/strict.json", #"{"rules": {"plist-structure": "error"}}"#)
        XCTAssertEqual(try CLIRunner.run(["check"], in: folder.url).status, 0)
        XCTAssertEqual(try CLIRunner.run(["check", "--config", "ci/strict.json"], in: folder.url).status, 1)
    }

    func testMistakesExitTwoWithTheirLine() throws {
        let cases: [(String, String)] = [
            ("{\n  \"rulez\": {}\n}", ".nimlint.json:2:3: error: unknown key 'rulez'; did you mean 'rules'?"),
            ("{\n  \"rules\": {\n    \"xml-syntx\": \"off\"\n  }\n}",
             ".nimlint.json:3:5: error: unknown rule 'xml-syntx'; did you mean 'xml-syntax'?"),
            ("{\"rules\": {\"xml-syntax\": \"warn\"}}",
             ".nimlint.json:1:26: error: the severity of 'xml-syntax' must be one of \"error\", \"warning\", \"info\", \"off\", found \"warn\""),
            ("{\n\"assets\": [\"Images\"]}", ".nimlint.json:2:12: error: no such folder: 'Images' (resolved to "),
            ("{\"bounds\": {\"Message_Limit\": {\"minimum\": 5, \"maximum\": 1}}}",
             ".nimlint.json:1:30: error: the bounds of 'Message_Limit' are empty: 5 is above 1"),
            ("{\"schemas\": {\"NIMKitBubbleSettings\": \"b.json\"}}",
             ".nimlint.json:1:14: error: unknown settings file 'NIMKitBubbleSettings'; did you mean 'NIMKitBubbleSetting'?"),
            ("{\"exclude\": \"Pods\"}", ".nimlint.json:1:13: error: 'exclude' must be an array of strings, found \"Pods\""),
            ("{\n  \"rules\": {,}\n}", ".nimlint.json:2:13: error: invalid JSON: expected a quoted key"),
            ("{\"rules\": {\"xml-syntax\": \"eror\"}}", ".nimlint.json:1:26: error: the severity of 'xml-syntax' must be one "
                + "of \"error\", \"warning\", \"info\", \"off\", found \"eror\"; did you mean \"error\"?"),
            ("{\"bounds\": {\"Message_Limt\": {\"minimum\": 1}}}",
             ".nimlint.json:1:13: error: unknown numeric setting 'Message_Limt'; did you mean 'Message_Limit'?"),
            ("{\"bounds\": {\"Placeholder\": {\"minimum\": 1}}}", ".nimlint.json:1:13: error: unknown numeric setting 'Placeholder'"),
        ]
        for (configuration, expected) in cases {
            let folder = try TemporaryFolder(self)
            try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
            try folder.write(".nimlint.json", configuration)
            let result = try CLIRunner.run(["check"], in: folder.url)
            XCTAssertEqual(result.status, 2, configuration)
            XCTAssertTrue(result.standardError.hasPrefix(expected), "\(result.standardError) for \(configuration)")
            XCTAssertEqual(result.standardOutput, "", "nothing is checked with a broken configuration")
        }
    }

    func testAnUnreadableExplicitConfigurationIsOneLine() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let result = try CLIRunner.run(["check", "--config", "missing.json"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint: cannot read the configuration missing.json: no such file or directory\n")
    }

    func testValidConfigurationWithEveryKeyIsAccepted() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.write("Images/.keep", "")
        try folder.write("schemas/bubble.json", SettingsSchema.builtInText(.bubble))
        try folder.write(".nimlint.json", """
            {
              "rules": {"unused-suppression": "warning"},
              "exclude": ["Vendor/**", "**/Old?/*.plist"],
              "assets": ["Images"],
              "messageTypes": ["Red_Packet"],
              "schemas": {"NIMKitBubbleSetting": "schemas/bubble.json"},
              "bounds": {"Message_Limit": {"minimum": 1, "maximum": 100}}
            }
            """)
        let result = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
    }
}
