import Foundation
import XCTest
@testable import NIMLint

/// What `fix --diff` prints applies with the real `patch` and `git apply` for every line-ending style, giving
/// exactly what `fix` writes.
final class DiffApplyTests: XCTestCase {
    private static let lines = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>",
        "\t<key>Message_Limit</key>", "\t<string>14</string>", "\t<key>Show_Avatar</key>", "\t<true/>",
        "\t<key>Input_Max_Length</key>", "\t<string>100</string>",
        // Without them NIMKit reads 0, below the least either may be: errors no safe fix mends.
        "\t<key>Record_Max_Duration</key>", "\t<integer>60</integer>", "\t<key>Max_Length</key>",
        "\t<integer>1000</integer>",
        "</dict>", "</plist>",
    ]

    func testTheDiffAppliesWithPatchAndGitApplyForEveryLineEnding() throws {
        for tool in ["/usr/bin/patch", "/usr/bin/git"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is not installed")
        }
        let styles: [(name: String, text: String)] = [
            ("LF", Self.lines.joined(separator: "\n") + "\n"),
            ("CRLF", Self.lines.joined(separator: "\r\n") + "\r\n"),
            ("CR", Self.lines.joined(separator: "\r") + "\r"),
            ("CR without a last break", Self.lines.joined(separator: "\r")),
            ("mixed", Self.lines.enumerated().map { $0.element + ["\n", "\r", "\r\n"][$0.offset % 3] }.joined()),
            ("LF without a last break", Self.lines.joined(separator: "\n")),
        ]
        for style in styles {
            let folder = try TemporaryFolder(self)
            let name = "Settings/NIMKitGlobalSetting.plist"
            try folder.write(name, style.text)
            try folder.write("Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
            let diff = try CLIRunner.run(["fix", "--diff", "Settings"], in: folder.url)
            XCTAssertEqual(diff.status, 1, "\(style.name): \(diff.standardError)")
            let patchFile = folder.url.appendingPathComponent("fix.diff")
            try Data(diff.standardOutput.utf8).write(to: patchFile)
            XCTAssertEqual(try CLIRunner.run(["fix", "Settings"], in: folder.url).status, 0, style.name)
            let fixed = try Data(contentsOf: folder.url.appendingPathComponent(name))
            XCTAssertNotEqual(fixed, Data(style.text.utf8), style.name)

            for (tool, arguments) in [
                ("/usr/bin/patch", ["-p1", "-i", patchFile.path]),
                ("/usr/bin/git", ["apply", "--unsafe-paths", patchFile.path]),
            ] {
                let copy = try TemporaryFolder(self)
                try copy.write(name, style.text)
                let applied = try run(tool, arguments, in: copy.url)
                XCTAssertEqual(applied.status, 0, "\(style.name), \(tool): \(applied.output)\n\(diff.standardOutput)")
                XCTAssertEqual(
                    try Data(contentsOf: copy.url.appendingPathComponent(name)), fixed, "\(style.name), \(tool)")
            }
        }
    }

    private func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (
        status: Int32, output: String
    ) {
        let result = try CLIRunner.run(executable: URL(fileURLWithPath: executable), arguments, in: folder)
        return (result.status, result.standardOutput + result.standardError)
    }
}
