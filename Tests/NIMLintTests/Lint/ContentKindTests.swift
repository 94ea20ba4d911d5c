import Foundation
import XCTest
@testable import NIMLint

/// A file whose name does not say which settings file it is: its kind comes from its root keys, with a note, or
/// it is reported as not a settings file; never a silent pass.
final class ContentKindTests: XCTestCase {
    private func verdict(_ body: String, configuration: Configuration = .default) -> ContentKind.Verdict {
        ContentKind.verdict(
            of: PlistParser.parse(SourceFile(path: "x.plist", string: plist(body))).document.root,
            configuration: configuration)
    }

    /// The name a kind is known by from its file name: the walk and the messages spell it as a literal.
    func testEachKindsFileIsItsNameWithThePlistExtension() {
        for kind in SettingsKind.allCases {
            XCTAssertEqual(kind.fileName, kind.rawValue + ".plist")
            XCTAssertEqual(SettingsKind.named("Bundle.bundle/" + kind.fileName), kind)
        }
    }

    func testRootKeysDecideTheKind() {
        XCTAssertEqual(
            verdict("<dict><key>Text</key><dict/><key>Image</key><dict/></dict>"),
            .settings(.bubble, evidence: ["Text", "Image"]))
        XCTAssertEqual(
            verdict("<dict><key>Message_Limit</key><integer>20</integer><key>Bubble</key><dict/></dict>"),
            .settings(.global, evidence: ["Message_Limit", "Bubble"]))
        XCTAssertEqual(
            verdict(
                "<dict><key>Text</key><dict/><key>Other</key><dict/><key>Message_Limit</key><integer>1</integer><key>Image</key><dict/></dict>"
            ),
            .settings(.bubble, evidence: ["Text", "Image"]), "more message types than global keys")
    }

    func testKeysCloseToOneFilesKeysDecideWhenNoneIsSpeltRight() {
        XCTAssertEqual(
            verdict("<dict><key>text</key><dict/><key>Imgae</key><dict/><key>Other</key><dict/></dict>"),
            .settings(.bubble, evidence: ["text", "Imgae"], misspelt: true))
        XCTAssertEqual(
            verdict("<dict><key>Message_Limt</key><integer>1</integer></dict>"),
            .settings(.global, evidence: ["Message_Limt"], misspelt: true))
        XCTAssertEqual(
            verdict("<dict><key>text</key><dict/><key>Message_Limit</key><integer>1</integer></dict>"),
            .settings(.global, evidence: ["Message_Limit"]), "one key spelt right outweighs near ones")
        let report = Linter().lint(
            LintInput(
                source: SourceFile(path: "draft.plist", string: plist("<dict><key>text</key><dict/></dict>")), kind: nil
            ))
        XCTAssertEqual(report.schema, SettingsKind.bubble.rawValue)
        XCTAssertTrue(
            report.diagnostics.contains { $0.message.contains("root keys (text) are close to message types") })
        XCTAssertTrue(
            report.diagnostics.contains {
                $0.rule == "unknown-message-type" && $0.help.contains { $0.contains("Text") }
            },
            "the bubble rules say how to spell it")
    }

    func testTheAppsOwnMessageTypesCount() {
        let body = "<dict><key>Red_Packet</key><dict/></dict>"
        XCTAssertEqual(verdict(body), .neither(reason: "none of its root keys is a message type or a global setting"))
        XCTAssertEqual(
            verdict(body, configuration: Configuration(extraMessageTypes: ["Red_Packet"])),
            .settings(.bubble, evidence: ["Red_Packet"]))
    }

    func testNeitherSaysWhy() {
        XCTAssertEqual(
            verdict("<array/>"), .neither(reason: "its root is <array>, not the <dict> both settings files have"))
        XCTAssertEqual(verdict("<dict/>"), .neither(reason: "its root <dict> is empty"))
        XCTAssertEqual(
            verdict("<dict><key>Text</key><dict/><key>Bubble</key><dict/></dict>"),
            .neither(reason: "its root keys hold as many message types as global settings"))
    }

    func testKindOfText() {
        XCTAssertEqual(ContentKind.kind(of: SourceFile(path: "-", string: SampleSettings.cleanBubble)), .bubble)
        XCTAssertEqual(ContentKind.kind(of: SourceFile(path: "-", string: SampleSettings.clean)), .global)
        XCTAssertNil(ContentKind.kind(of: SourceFile(path: "-", string: SampleSettings.mismatchedTag)))
    }

    func testStandardInputWithoutANameIsCheckedAsWhatItHolds() throws {
        let folder = try TemporaryFolder(self)
        let misspelt = SampleSettings.cleanBubble.replacingOccurrences(
            of: "<key>Content_Insets</key>", with: "<key>Content_Inset</key>")
        XCTAssertNotEqual(misspelt, SampleSettings.cleanBubble)
        let result = try CLIRunner.run(["check", "-"], in: folder.url, input: Data(misspelt.utf8))
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardOutput.contains(
                "info: the file name does not say which settings file this is; its root keys (Text, Audio, Video, …) are "
                    + "message types, so it is checked as NIMKitBubbleSetting.plist [inferred-settings-kind]"),
            result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("--stdin-filename NIMKitBubbleSetting.plist"))
        XCTAssertTrue(result.standardOutput.contains("[unknown-key]"), "the bubble schema's rules ran")
        XCTAssertFalse(result.standardOutput.contains("no problems"))
    }

    func testANamedFileThatIsNeitherIsReportedNotPassed() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Info.plist", plist("<dict><key>CFBundleName</key><string>Demo</string></dict>"))
        let result = try CLIRunner.run(["check", "--format", "xcode", "Info.plist"], in: folder.url)
        XCTAssertEqual(result.status, 0, "a warning alone passes")
        XCTAssertEqual(
            result.relativeOutput,
            "Info.plist:3:1: warning: this is not a NIMKit settings file: its name is "
                + "neither settings file's and none of its root keys is a message type or a global setting, so no "
                + "settings rule checked it [not-a-settings-file]\n")
        XCTAssertEqual(try CLIRunner.run(["check", "--strict", "Info.plist"], in: folder.url).status, 1)
        XCTAssertEqual(
            try CLIRunner.run(["check", "--schema", "global", "Info.plist"], in: folder.url).standardOutput
                .contains("[not-a-settings-file]"), false, "--schema says which file it is")
    }

    func testAFileCheckedByItsContentIsFixedAsThatFile() throws {
        let folder = try TemporaryFolder(self)
        let coercible = SampleSettings.clean.replacingOccurrences(
            of: "<integer>30</integer>", with: "<string>30</string>")
        XCTAssertNotEqual(coercible, SampleSettings.clean)
        try folder.write("backup-global.plist", coercible)
        let result = try CLIRunner.run(["fix", "backup-global.plist"], in: folder.url)
        XCTAssertEqual(
            try folder.read("backup-global.plist"), SampleSettings.clean, result.standardOutput + result.standardError)
    }
}
