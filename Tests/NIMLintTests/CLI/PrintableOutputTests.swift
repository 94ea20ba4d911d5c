import Foundation
import XCTest
@testable import NIMLint

/// A settings file's bytes are untrusted: what nimlint prints of them, in every human-readable output, carries no
/// control or bidirectional character a terminal or log viewer would act on, and the underlines stay under the
/// characters they mark.
final class PrintableOutputTests: XCTestCase {
    /// Every character a terminal or a log viewer acts on: each C0 control, DEL, each C1 control, the line and
    /// paragraph separators, and each bidirectional mark, embedding, override and isolate.
    static let actedOn: [Unicode.Scalar] =
        (Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + [0x2028, 0x2029, 0x061C]
        + [0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)).compactMap(Unicode.Scalar.init)

    /// The folder the hostile file sits in: its name colours what follows it red, and holds more.
    static let folderName = "team\u{1B}[31m\u{7}\u{7F}\u{9B}\u{202E}\u{2066}\n\t\r"

    /// Each of `actedOn` as it is, but the line breaks XML would normalize and NUL, which no file system takes.
    static let raw = String(String.UnicodeScalarView(actedOn.filter { ![0x00, 0x0A, 0x0D].contains($0.value) }))

    /// A global settings file holding each of `actedOn` in a key and in the placeholder, as character
    /// references, and raw in a comment, a key and a value; the value and `Message_Limit` have fixes, so
    /// `fix --diff` quotes the lines.
    static var hostileFile: String {
        let references = actedOn.map { "&#x\(String($0.value, radix: 16));" }
        let keys = references.map { "    <key>K\($0)x</key>\n    <integer>1</integer>\n" }.joined()
        return RuleExample.plistHeader + "<dict>\n" + keys + """
                <key>Placeholder</key>
                <string>\(references.joined())</string>
                <key>Raw\u{1B}[2Jkey</key>
                <integer>1</integer>
                <!-- \(raw) --><key>Bidi_Key</key>
                <integer>1</integer>
                <key>Message_Limit</key>
                <string>20</string>
                <key>Row_Background_Color</key>
                <string>#E4E7EC\u{1B}]0;title\u{07}\u{1B}[31m\u{9B}\u{7F}\u{202E}</string>
            </dict>
            </plist>

            """
    }

    private func hostileFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write(Self.folderName + "/NIMKitGlobalSetting.plist", Self.hostileFile)
        try folder.write(Self.folderName + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        return folder
    }

    /// The characters of `output` a terminal would act on, other than the line breaks between its lines and tabs.
    private func actedOn(in output: String) -> [String] {
        output.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && PrintableText.escape(of: $0) != nil }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    func testTheLineFormatsWriteNoCharacterATerminalActsOn() throws {
        let folder = try hostileFolder()
        for format in ["text", "xcode", "github"] {
            let result = try CLIRunner.run(["check", "--format", format, "."], in: folder.url)
            XCTAssertEqual(result.status, 1, format + result.standardError)
            XCTAssertEqual(actedOn(in: result.standardOutput + result.standardError), [], format)
            // The controls are there to read, not gone.
            XCTAssertTrue(result.standardOutput.contains("team\\u{1B}[31m\\u{7}\\u{7F}\\u{9B}<U+202E>"), format)
            XCTAssertTrue(result.standardOutput.contains("'Raw\\u{1B}[2Jkey'"), format)
            XCTAssertTrue(result.standardOutput.contains("'K\\u{1B}x'"), format)
            XCTAssertTrue(result.standardOutput.contains("'K<U+202E>x'"), format)
            XCTAssertTrue(
                result.standardOutput.contains("\\u{1B}]0;title\\u{7}\\u{1B}[31m\\u{9B}\\u{7F}<U+202E>"), format)
        }
        // Each of the characters shows in the message about its key.
        let text = try CLIRunner.run(["check", "."], in: folder.url).standardOutput
        for scalar in Self.actedOn {
            let shown = try XCTUnwrap(PrintableText.escape(of: scalar))
            XCTAssertTrue(text.contains("'K\(shown)x'"), shown)
        }
    }

    func testUnderlinesStayUnderTheCharactersTheyMarkPastAnEscape() throws {
        let folder = try hostileFolder()
        let lines = try CLIRunner.run(["check", "."], in: folder.url).standardOutput.split(separator: "\n").map(
            String.init)
        for (marked, message) in [
            ("<key>Bidi_Key</key>", "'Bidi_Key'"), ("<key>Raw\\u{1B}[2Jkey</key>", "'Raw\\u{1B}"),
        ] {
            let finding = try XCTUnwrap(lines.firstIndex { $0.contains("unknown-key") && $0.contains(message) }, marked)
            let source = lines[finding + 1]
            let underline = lines[finding + 2]
            let bar = try XCTUnwrap(source.firstIndex(of: "|"))
            let offset = source.distance(from: source.startIndex, to: bar)
            // The text under `^~~~`, in the source line as printed, is the key element, escapes included.
            let marks = Array(underline.dropFirst(offset))
            let printed = Array(source.dropFirst(offset))
            let start = try XCTUnwrap(marks.firstIndex(of: "^"), underline)
            let end = marks.lastIndex(of: "~").map { $0 + 1 } ?? start + 1
            XCTAssertEqual(String(printed[start..<end]), marked, source + "\n" + underline)
        }
    }

    func testFixDiffShowDiffPreviewAndMigrateWriteNoCharacterATerminalActsOn() throws {
        let folder = try hostileFolder()
        let commands = [
            ["fix", "--diff", "."], ["fix", "--diff", "--unsafe-fixes", "."], ["show", Self.folderName],
            ["diff", "--shipped", "--nimkit", "2.0.0", Self.folderName], ["preview", Self.folderName],
            ["migrate", Self.folderName, "--nimkit", "2.0.0", "--to", "3.1.0"],
            ["migrate", Self.folderName, "--nimkit", "2.0.0", "--to", "3.1.0", "--language", "swift"],
            ["rules"], ["explain", "unknown-key"],
        ]
        for command in commands {
            let result = try CLIRunner.run(command, in: folder.url)
            XCTAssertFalse(result.standardOutput.isEmpty, command.joined(separator: " ") + result.standardError)
            XCTAssertEqual(
                actedOn(in: result.standardOutput + result.standardError), [], command.joined(separator: " "))
        }
        let diff = try CLIRunner.run(["fix", "--diff", "."], in: folder.url).standardOutput
        XCTAssertTrue(diff.contains("+    <integer>20</integer>"), diff)
        XCTAssertTrue(diff.contains("\\u{1B}]0;title\\u{7}"), diff)
    }

    func testADiffOfACRLFFileKeepsItsCarriageReturnsSoThePatchApplies() throws {
        let folder = try TemporaryFolder(self)
        let crlf = RuleExample.plist(.global, "<key>Message_Limit</key>\n<string>20</string>\n").text
            .replacingOccurrences(of: "\n", with: "\r\n")
        try folder.write("NIMKitGlobalSetting.plist", crlf)
        let diff = try CLIRunner.run(["fix", "--diff", "."], in: folder.url).standardOutput
        XCTAssertTrue(diff.contains("+    <integer>20</integer>\r\n"), diff.debugDescription)
        XCTAssertFalse(diff.contains("\\r"), diff.debugDescription)
    }

    func testEscapesAreVisibleAndTabsKeptOnlyWhereAsked() {
        XCTAssertEqual(
            PrintableText.escaped("a\u{1B}[2Jb\u{202E}c\u{9B}\u{7F}\td\n"),
            "a\\u{1B}[2Jb<U+202E>c\\u{9B}\\u{7F}\\td\\n")
        XCTAssertEqual(
            PrintableText.escaped("\ta\u{61C}\u{2066}\u{2028}", keepingTabs: true), "\ta<U+061C><U+2066>\\u{2028}")
        XCTAssertEqual(PrintableText.escaped("Message_Limit 请输入 🙂 é"), "Message_Limit 请输入 🙂 é")
    }

    func testAnInvisibleCharacterInAKeyIsNamed() {
        XCTAssertEqual(
            UnknownKeyRule.unseenCharactersHelp("Message_Limit\u{200B}"),
            "the key holds U+200B ZERO WIDTH SPACE, which an editor does not show as it is")
        XCTAssertEqual(
            UnknownKeyRule.unseenCharactersHelp("A\u{1B}B\u{A0}C\u{1B}"),
            "the key holds U+001B, a control character and U+00A0 NO-BREAK SPACE, which an editor does not "
                + "show as they are")
        XCTAssertNil(UnknownKeyRule.unseenCharactersHelp("Message Limit"))
    }
}
