import Foundation
import XCTest
@testable import NIMLint

/// NIMKit loads a settings file with `dictionaryWithContentsOfFile:`, which returns nil for a root that is not a
/// dictionary: the app gets no settings from it, and nothing crashes. Every output says so, from one judgement.
final class NonDictionaryRootTests: XCTestCase {
    static let roots = [
        "<array>\n    <string>Message_Limit</string>\n</array>", "<string>Message_Limit</string>",
        "<integer>20</integer>",
        "<true/>",
    ]

    private func folder(root: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write("Settings/NIMKitGlobalSetting.plist", RuleExample.plistHeader + root + "\n</plist>\n")
        try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        return folder
    }

    func testCheckSaysTheFileLoadsNothingInEveryFormat() throws {
        for root in Self.roots {
            let folder = try folder(root: root)
            let json = try CLIRunner.run(["check", "--format", "json", "Settings"], in: folder.url)
            XCTAssertEqual(json.status, 1, root)
            let report = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let files = try XCTUnwrap(report["files"] as? [[String: Any]])
            let global = try XCTUnwrap(
                files.first { ($0["path"] as? String)?.hasSuffix("NIMKitGlobalSetting.plist") == true })
            let diagnostics = try XCTUnwrap(global["diagnostics"] as? [[String: Any]])
            XCTAssertEqual(diagnostics.map { $0["rule"] as? String }, ["settings-not-loaded"], root)
            XCTAssertEqual(diagnostics.first?["severity"] as? String, "error", root)
            XCTAssertEqual(diagnostics.first?["line"] as? Int, 4, root)
            let message = try XCTUnwrap(diagnostics.first?["message"] as? String)
            XCTAssertTrue(message.hasPrefix("NIMKit loads no settings from this file: its root is "), message)
            XCTAssertFalse(message.contains("crash"), message)
            // SARIF's rules, which it carries, speak of crashes elsewhere; the findings do not.
            for format in ["text", "xcode", "github", "sarif", "junit", "checkstyle", "codeclimate"] {
                let output = try CLIRunner.run(["check", "--format", format, "Settings"], in: folder.url)
                if ["text", "xcode", "github"].contains(format) {
                    XCTAssertFalse(output.standardOutput.contains("crash"), format + ": " + output.standardOutput)
                }
                XCTAssertTrue(output.standardOutput.contains("NIMKit loads no settings from this file"), format)
            }
        }
    }

    func testShowDiffPreviewAndMigrateReadNothingFromIt() throws {
        let folder = try folder(root: Self.roots[0])
        let show = try CLIRunner.run(["show", "Settings"], in: folder.url)
        XCTAssertTrue(
            show.standardOutput.contains("NIMKitGlobalSetting.plist: not loaded: NIMKit reads nil"), show.standardOutput
        )
        let limit = try XCTUnwrap(show.standardOutput.split(separator: "\n").first { $0.contains(" Message_Limit ") })
        XCTAssertTrue(limit.contains(" 0 "), String(limit))
        for command in [["show"], ["diff", "--shipped"], ["preview"], ["migrate", "--to", "3.1.0"]] {
            let result = try CLIRunner.run(command + ["Settings"], in: folder.url)
            let all = result.standardOutput + result.standardError
            XCTAssertFalse(all.contains("crash"), command.joined(separator: " ") + ": " + all)
        }
    }

    func testTheLanguageServerSaysTheFileLoadsNothing() throws {
        let folder = try folder(root: Self.roots[0])
        let session = try InProcessSession()
        let text = try folder.read("Settings/NIMKitGlobalSetting.plist")
        let uri = try session.open(folder.url.appendingPathComponent("Settings/NIMKitGlobalSetting.plist"), text)
        let diagnostics = session.lastDiagnostics(for: uri)
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["settings-not-loaded"], "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?[path: "range", "start", "line"] as? Int, 3)
        XCTAssertFalse((diagnostics.first?["message"] as? String ?? "crash").contains("crash"))
    }
}
