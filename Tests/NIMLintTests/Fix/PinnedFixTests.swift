import Foundation
import XCTest
@testable import NIMLint

/// What `nimlint fix` does to the file on disk and what it says on standard error, seen as a user sees it: the
/// file replaced in one step, files left alone with the reason, and write failures that lose nothing.
final class PinnedFixTests: XCTestCase {
    private static let coercible = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<string>30</string>")

    private func inode(_ url: URL) throws -> Int {
        try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    func testAFixedFileIsReplacedByANewFileNotRewrittenInPlace() throws {
        let folder = try TemporaryFolder(self)
        let file = try folder.write("NIMKitGlobalSetting.plist", Self.coercible)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        // A hard link keeps the original inode reachable: rewriting in place would change what it holds too.
        let keeper = folder.url.appendingPathComponent("keeper")
        try FileManager.default.linkItem(at: file, to: keeper)
        let before = try inode(file)

        let result = try CLIRunner.run(["fix", "."], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertNotEqual(try inode(file), before, "the fixed file is a new file renamed over the old one")
        XCTAssertEqual(try folder.read("NIMKitGlobalSetting.plist"), SampleSettings.clean)
        XCTAssertEqual(try folder.read("keeper"), Self.coercible, "the old file's bytes were never overwritten")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(),
            ["NIMKitBubbleSetting.plist", "NIMKitGlobalSetting.plist", "keeper"], "no temporary file is left behind")
    }

    func testARolledBackFixIsExplainedOnStandardErrorAndTheFileLeftAlone() throws {
        // Removing the earlier duplicate also removes the suppression comment inside it, which uncovers the
        // invalid color below: a safe fix may not cause a new finding, so the file is left as it was.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Message_Limit</key>
            \t<dict><!-- nimlint-disable invalid-color --></dict>
            \t<key>Message_Limit</key>
            \t<integer>30</integer>
            \t<key>Row_Background_Color</key>
            \t<string>#FFF</string>
            </dict>
            </plist>

            """
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", text)
        let result = try CLIRunner.run(["fix", "--format", "xcode", "."], in: folder.url)
        XCTAssertEqual(try folder.read("NIMKitGlobalSetting.plist"), text)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").first.map(String.init),
            "nimlint: NIMKitGlobalSetting.plist: fixes rolled back: applying them caused new findings "
                + "(invalid-color: Row_Background_Color '#FFF' is not #RRGGBB: chat rows get the background color #000FFF (blue))"
        )
        XCTAssertTrue(result.standardOutput.contains("[duplicate-key]"), "the finding is still reported")
    }

    func testTheRoundLimitNoticeSaysTheRoundsAppliedAreKept() {
        let growing = ReplacementRule(rule: "grows", find: "<string>a", replacement: "<string>aa")
        let source = SourceFile(
            path: "App/NIMKitGlobalSetting.plist", string: "<plist version=\"1.0\"><string>a</string></plist>")
        let outcome = Fixer(lint: TestLint.parsing(then: [growing])).fix(source, unsafe: false)
        XCTAssertEqual(outcome.appliedFixCount, Fixer.defaultRoundLimit)
        XCTAssertEqual(
            FixedFile(outcome: outcome, isStandardInput: false).notice,
            "App/NIMKitGlobalSetting.plist: fixes were still on offer after 10 rounds; the rounds applied are kept")
        XCTAssertTrue(FixedFile(outcome: outcome, isStandardInput: false).landed)
    }

    /// A custom schema twelve dicts deep, with a misspelt key at each level: a rename makes the level below it
    /// known, so each round of `--unsafe-fixes` finds the next misspelling, and the tenth round is the last.
    func testTheRoundLimitNoticeReachesStandardErrorAndALaterRunFinishes() throws {
        let depth = 12
        func schema(_ level: Int) -> String {
            guard level < depth else { return #"{"type": "integer"}"# }
            return #"{"type": "dict", "additionalProperties": false, "properties": {"Level_\#(level + 1)_Settings": "#
                + schema(level + 1) + "}}"
        }
        func value(_ level: Int) -> String {
            level < depth
                ? "<dict><key>Levl_\(level + 1)_Settings</key>\(value(level + 1))</dict>" : "<integer>1</integer>"
        }
        let folder = try TemporaryFolder(self)
        try folder.write(
            "deep.schema.json",
            #"{"x-settings-file": "NIMKitGlobalSetting.plist", "#
                + String(schema(0).dropFirst()))
        // The global file alone, under a schema of its own: the bubble file's absence is no concern here.
        try folder.write(
            ".nimlint.json",
            #"{"schemas": {"NIMKitGlobalSetting": "deep.schema.json"}, "rules": {"missing-settings-file": "off"}}"#)
        try folder.write("NIMKitGlobalSetting.plist", plist(value(0)))

        let first = try CLIRunner.run(["fix", "--unsafe-fixes", "."], in: folder.url)
        XCTAssertEqual(
            first.standardError,
            "nimlint: NIMKitGlobalSetting.plist: fixes were still on offer after 10 rounds; the rounds applied are kept\n"
        )
        XCTAssertEqual(first.status, 0, "what is left is a warning")
        let fixed = try folder.read("NIMKitGlobalSetting.plist")
        XCTAssertTrue(fixed.contains("<key>Level_10_Settings</key><dict><key>Levl_11_Settings</key>"), fixed)
        XCTAssertTrue(first.standardOutput.contains("NIMKit never reads 'Levl_11_Settings'"), first.standardOutput)

        let second = try CLIRunner.run(["fix", "--unsafe-fixes", "."], in: folder.url)
        XCTAssertEqual(second.standardError, "")
        XCTAssertEqual(
            try folder.read("NIMKitGlobalSetting.plist"),
            plist(value(0)).replacingOccurrences(of: "Levl_", with: "Level_"))
    }

    func testAnUnsafeRollbackNoticeSaysTheSafeFixesAreKept() throws {
        let source = SourceFile(
            path: "App/NIMKitGlobalSetting.plist",
            string: "<plist version=\"1.0\"><array><string>14</string><string>#FFF</string></array></plist>")
        let breaking = ReplacementRule(
            rule: "breaks", find: "<string>#FFF</string>", replacement: "<string>", safety: .unsafe)
        let outcome = Fixer(lint: TestLint.parsing(then: [TestLint.numberAsString, breaking])).fix(source, unsafe: true)
        let notice = try XCTUnwrap(FixedFile(outcome: outcome, isStandardInput: false).notice)
        XCTAssertTrue(notice.hasPrefix("App/NIMKitGlobalSetting.plist: "), notice)
        XCTAssertTrue(notice.hasSuffix("; the safe fixes are kept"), notice)
        XCTAssertTrue(String(decoding: outcome.fixed.bytes, as: UTF8.self).contains("<integer>14</integer>"))
    }

    // MARK: write failures, as `nimlint fix` reports them

    /// Runs nimlint through the shell with the file size limit at zero (and its signal ignored), so that writing
    /// any byte to a regular file fails with EFBIG.
    private func runWithoutRoomToWrite(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        let script = "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\""
        return try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, CLIRunner.executable.path] + arguments,
            in: folder)
    }

    func testAFailedWriteLeavesTheFileWholeAndSaysSo() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", Self.coercible)
        let result = try runWithoutRoomToWrite(["fix", "--format", "xcode", "."], in: folder.url)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.hasPrefix("nimlint: NIMKitGlobalSetting.plist: could not be written ("),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("; left unchanged\n"), result.standardError)
        XCTAssertEqual(try folder.read("NIMKitGlobalSetting.plist"), Self.coercible)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["NIMKitGlobalSetting.plist"],
            "the temporary file is removed")
        XCTAssertTrue(
            result.standardOutput.contains("[coercible-type]"),
            "the finding is still reported: \(result.standardOutput)")
    }

    /// A name so long that no temporary name can be made beside it: the fix lands whole or not at all, and
    /// nothing is left behind either way.
    func testAFileWhoseTemporaryNameCannotBeMadeLosesNothing() throws {
        let folder = try TemporaryFolder(self)
        let name =
            "NIMKitGlobalSetting" + String(repeating: "x", count: 255 - "NIMKitGlobalSetting.plist".count) + ".plist"
        try folder.write(name, Self.coercible)
        let result = try CLIRunner.run(["fix", "--schema", "global", name], in: folder.url)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [name], "nothing left behind")
        if result.status == 2 {
            XCTAssertTrue(
                result.standardError.hasPrefix("nimlint: \(name): could not be written ("), result.standardError)
            XCTAssertEqual(try folder.read(name), Self.coercible)
        } else {
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(try folder.read(name), SampleSettings.clean)
        }
    }

    func testAFailedWriteStopsNoOtherFile() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit()
        try folder.write("A/NIMKitGlobalSetting.plist", Self.coercible)
        try folder.write("B/NIMKitGlobalSetting.plist", Self.coercible)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444],
            ofItemAtPath: folder.url.appendingPathComponent("A/NIMKitGlobalSetting.plist").path)
        let result = try CLIRunner.run(["fix", "."], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint: A/NIMKitGlobalSetting.plist: is read-only; left unchanged\n")
        XCTAssertEqual(try folder.read("A/NIMKitGlobalSetting.plist"), Self.coercible)
        XCTAssertEqual(try folder.read("B/NIMKitGlobalSetting.plist"), SampleSettings.clean)
    }

    func testWritingOverSomethingThatIsNotARegularFileIsRefused() throws {
        let folder = try TemporaryFolder(self)
        let fifo = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let result = FileWriter.write(Array("new".utf8), over: fifo, originalBytes: Array("old".utf8))
        guard case .failure(.ioError(let path, _)) = result else {
            return XCTFail("a pipe must be refused, got \(result)")
        }
        XCTAssertEqual(path, fifo)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["NIMKitGlobalSetting.plist"])
    }

    func testWritingThroughABrokenSymlinkIsRefusedWithoutCreatingTheTarget() throws {
        let folder = try TemporaryFolder(self)
        try folder.symlink("NIMKitGlobalSetting.plist", to: "gone.plist")
        let link = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").path
        let result = FileWriter.write(Array("new".utf8), over: link, originalBytes: Array("old".utf8))
        guard case .failure(.ioError(let path, _)) = result else {
            return XCTFail("a broken link must be refused, got \(result)")
        }
        XCTAssertEqual(path, link)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("gone.plist").path))
    }
}
