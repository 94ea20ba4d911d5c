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
        XCTAssertEqual(
            result.relativeOutput.split(separator: "\n").map {
                $0.split(separator: ":").prefix(4).joined(separator: ":")
            },
            [
                "App/Settings/NIMKitGlobalSetting.plist:5:2: note",
                "Other/NIMKitGlobalSetting.plist:5:2: warning",
            ])
        XCTAssertEqual(result.status, 0)
        let fromInside = try CLIRunner.run(
            ["check", "--format", "xcode", "."], in: folder.url.appendingPathComponent("App/Settings"))
        XCTAssertTrue(
            fromInside.relativeOutput.hasPrefix("NIMKitGlobalSetting.plist:5:2: note:"), "found above the folder")
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
            (
                "{\n  \"rules\": {\n    \"xml-syntx\": \"off\"\n  }\n}",
                ".nimlint.json:3:5: error: unknown rule 'xml-syntx'; did you mean 'xml-syntax'?"
            ),
            (
                "{\"rules\": {\"xml-syntax\": \"warn\"}}",
                ".nimlint.json:1:26: error: the severity of 'xml-syntax' must be one of \"error\", \"warning\", \"info\", \"off\", found \"warn\""
            ),
            ("{\n\"assets\": [\"Images\"]}", ".nimlint.json:2:12: error: no such folder: 'Images' (resolved to "),
            (
                "{\"bounds\": {\"Message_Limit\": {\"minimum\": 5, \"maximum\": 1}}}",
                ".nimlint.json:1:30: error: the bounds of 'Message_Limit' are empty: 5 is above 1"
            ),
            (
                "{\"schemas\": {\"NIMKitBubbleSettings\": \"b.json\"}}",
                ".nimlint.json:1:14: error: unknown settings file 'NIMKitBubbleSettings'; did you mean 'NIMKitBubbleSetting'?"
            ),
            (
                "{\"exclude\": \"Pods\"}",
                ".nimlint.json:1:13: error: 'exclude' must be an array of strings, found \"Pods\""
            ),
            ("{\n  \"rules\": {,}\n}", ".nimlint.json:2:13: error: invalid JSON: expected a quoted key"),
            (
                "{\"rules\": {\"xml-syntax\": \"eror\"}}",
                ".nimlint.json:1:26: error: the severity of 'xml-syntax' must be one "
                    + "of \"error\", \"warning\", \"info\", \"off\", found \"eror\"; did you mean \"error\"?"
            ),
            (
                "{\"bounds\": {\"Message_Limt\": {\"minimum\": 1}}}",
                ".nimlint.json:1:13: error: unknown numeric setting 'Message_Limt'; did you mean 'Message_Limit'?"
            ),
            (
                "{\"bounds\": {\"Placeholder\": {\"minimum\": 1}}}",
                ".nimlint.json:1:13: error: unknown numeric setting 'Placeholder'"
            ),
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
        XCTAssertEqual(
            result.standardError, "nimlint: cannot read the configuration missing.json: no such file or directory\n")
    }

    /// Each key changes what is reported, so a key that is read but ignored changes the list of findings.
    func testValidConfigurationWithEveryKeyIsAccepted() throws {
        let folder = try TemporaryFolder(self)
        let limit = "<key>Message_Limit</key>\n\t<integer>30</integer>"
        XCTAssertTrue(SampleSettings.clean.contains(limit))
        // 150 is above the schema's recommended maximum of 100, inside the configured 200.
        // Two bubble images of the app's own (NIMKit's built-in ones always resolve), one of them in Images.
        try folder.write(
            "NIMKitGlobalSetting.plist",
            SampleSettings.clean
                .replacingOccurrences(
                    of: limit,
                    with:
                        "<!-- nimlint-disable-next-line invalid-color -->\n\t<key>Message_Limit</key>\n\t<integer>150</integer>"
                )
                .replacingOccurrences(of: "icon_sender_text_node_normal.png", with: "app_bubble_normal.png")
                .replacingOccurrences(of: "icon_sender_text_node_pressed.png", with: "app_bubble_pressed.png"))
        let redPacket = "\t<key>Red_Packet</key>\n\t<dict/>\n</dict>\n</plist>"
        try folder.write(
            "NIMKitBubbleSetting.plist",
            SampleSettings.cleanBubble.replacingOccurrences(of: "</dict>\n</plist>", with: redPacket))
        try folder.write("Vendor/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("Old1/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        try folder.write("Images/app_bubble_normal@2x.png", "")
        // The replacement schema recommends font sizes up to 12, where the built-in one allows 30.
        let builtIn = SettingsSchema.builtInText(.bubble)
        let recommended = "\"minimum\": 9,\n            \"maximum\": 30"
        XCTAssertTrue(builtIn.contains(recommended))
        try folder.write(
            "schemas/bubble.json",
            builtIn.replacingOccurrences(of: recommended, with: "\"minimum\": 9,\n            \"maximum\": 12"))
        try folder.write(
            ".nimlint.json",
            """
            {
              "rules": {"unused-suppression": "warning"},
              "exclude": ["Vendor/**", "**/Old?/*.plist"],
              "assets": ["Images"],
              "messageTypes": ["Red_Packet"],
              "schemas": {"NIMKitBubbleSetting": "schemas/bubble.json"},
              "bounds": {"Message_Limit": {"minimum": 1, "recommendedMaximum": 200}}
            }
            """)
        let result = try CLIRunner.run(["check", "--format", "json"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.standardOutput.utf8))
        let findings = report.files.flatMap { file in
            file.diagnostics.map { "\(file.path) \($0.severity.rawValue) \($0.rule): \($0.message)" }
        }
        XCTAssertFalse(
            findings.contains { $0.contains("Message_Limit") }, "the configured bounds let 150 pass: \(findings)")
        XCTAssertTrue(
            findings.contains {
                $0.hasPrefix(
                    "NIMKitBubbleSetting.plist warning out-of-range: Text.Content_Font_Size is 14, above the recommended maximum of 12"
                )
            },
            "the replacement schema is used: \(findings)")
        XCTAssertFalse(
            findings.contains { $0.contains("Red_Packet") }, "Red_Packet is the app's own message type: \(findings)")
        XCTAssertEqual(
            findings.filter { $0.contains("missing-image") }.map { $0.components(separatedBy: "'")[1] },
            ["app_bubble_pressed.png"], "only the image missing from Images: \(findings)")
        XCTAssertEqual(
            findings.filter { $0.contains("unused-suppression") }.map { $0.components(separatedBy: ":")[0] },
            ["NIMKitGlobalSetting.plist warning unused-suppression"], "at the configured severity: \(findings)")
        XCTAssertEqual(
            Set(report.files.map(\.path)), ["NIMKitBubbleSetting.plist", "NIMKitGlobalSetting.plist"],
            "the excluded files are not read")
    }
}
