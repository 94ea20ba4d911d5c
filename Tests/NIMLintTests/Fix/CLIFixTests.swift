import Foundation
import XCTest

/// `nimlint fix` and `check --fix` end to end: what is written, what is reported, what is left alone.
final class CLIFixTests: XCTestCase {
    /// The clean global file with a string for a number (a safe fix), a short color (an unsafe fix) and a
    /// duplicate key (a safe fix that removes lines 7 and 8, so every later finding moves up two lines).
    private static let brokenGlobal = SampleSettings.clean
        .replacingOccurrences(
            of: "\t<key>Message_Limit</key>\n",
            with: "\t<key>Message_Limit</key>\n\t<integer>20</integer>\n\t<key>Message_Limit</key>\n"
        )
        .replacingOccurrences(of: "<integer>1000</integer>", with: "<string>1000</string>")
        .replacingOccurrences(of: "#F2F4F7", with: "#FFF")
    private static let safelyFixedGlobal = SampleSettings.clean.replacingOccurrences(of: "#F2F4F7", with: "#FFF")
    private static let fullyFixedGlobal = SampleSettings.clean.replacingOccurrences(of: "#F2F4F7", with: "#FFFFFF")
    private static let global = "NIMKitGlobalSetting.plist"
    private static let bubble = "NIMKitBubbleSetting.plist"
    private static let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

    private func settingsFolder(global: String = brokenGlobal) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit()
        try folder.write(Self.global, global)
        try folder.write(Self.bubble, SampleSettings.cleanBubble)
        for name in [Self.global, Self.bubble] {
            try FileManager.default.setAttributes(
                [.modificationDate: Self.longAgo], ofItemAtPath: folder.url.appendingPathComponent(name).path)
        }
        return folder
    }

    private func modificationDate(_ folder: TemporaryFolder, _ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(name).path)[
            .modificationDate] as? Date
    }

    func testFixAppliesSafeFixesAndUnsafeOnesOnlyWithTheFlag() throws {
        let folder = try settingsFolder()
        let safe = try CLIRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(try folder.read(Self.global), Self.safelyFixedGlobal)
        XCTAssertEqual(safe.status, 0, "the short color is a warning, and its fix is unsafe")
        XCTAssertTrue(
            safe.standardOutput.hasPrefix(
                "NIMKitGlobalSetting.plist:16:10: warning: Row_Background_Color '#FFF' "
                    + "is not #RRGGBB: chat rows get the background color #000FFF (blue) [invalid-color]\n"),
            "positions in the fixed file")
        XCTAssertTrue(
            safe.standardOutput.hasSuffix(
                "2 files checked: 0 errors, 1 warning, 1 fixable with --unsafe-fixes\nfixed 2 problems in 1 file (1 more with --unsafe-fixes)\n"
            ),
            safe.standardOutput)
        XCTAssertEqual(safe.standardError, "")

        let unsafe = try CLIRunner.run(["fix", "--unsafe-fixes"], in: folder.url)
        XCTAssertEqual(try folder.read(Self.global), Self.fullyFixedGlobal)
        XCTAssertEqual(unsafe.status, 0)
        XCTAssertEqual(unsafe.standardOutput, "2 files checked: no problems\nfixed 1 problem in 1 file\n")

        let again = try CLIRunner.run(["fix", "--unsafe-fixes"], in: folder.url)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.standardOutput, "2 files checked: no problems\nnothing fixed\n")
    }

    func testFixIsCheckFix() throws {
        let viaFix = try settingsFolder()
        let viaCheck = try settingsFolder()
        for arguments in [["--format", "xcode"], ["--unsafe-fixes", "--format", "json"]] {
            let fixed = try CLIRunner.run(["fix"] + arguments, in: viaFix.url)
            let checked = try CLIRunner.run(["check", "--fix"] + arguments, in: viaCheck.url)
            XCTAssertEqual(fixed.status, checked.status, "\(arguments)")
            XCTAssertEqual(fixed.relativeOutput, checked.relativeOutput, "\(arguments)")
            XCTAssertEqual(fixed.standardError, checked.standardError, "\(arguments)")
            XCTAssertEqual(try viaFix.read(Self.global), try viaCheck.read(Self.global), "\(arguments)")
        }
        XCTAssertEqual(try viaFix.read(Self.global), Self.fullyFixedGlobal)
        let summaryOnStandardError = try CLIRunner.run(["fix", "--format", "json"], in: viaFix.url)
        XCTAssertEqual(summaryOnStandardError.standardError, "nothing fixed\n", "JSON stays parseable")
    }

    func testDiffPrintsTheChangeAndWritesNothing() throws {
        let folder = try settingsFolder(
            global: SampleSettings.clean.replacingOccurrences(
                of: "<integer>1000</integer>", with: "<string>1000</string>"))
        let before = try folder.read(Self.global)
        let result = try CLIRunner.run(["check", "--diff", "."], in: folder.url)
        XCTAssertEqual(
            result.standardOutput,
            """
            --- a/NIMKitGlobalSetting.plist
            +++ b/NIMKitGlobalSetting.plist
            @@ -11,7 +11,7 @@
             \t<key>Placeholder</key>
             \t<string>说点什么吧</string>
             \t<key>Max_Length</key>
            -\t<string>1000</string>
            +\t<integer>1000</integer>
             \t<key>Row_Background_Color</key>
             \t<string>#F2F4F7</string>
             \t<key>Bubble</key>

            """)
        XCTAssertEqual(result.standardError, "would fix 1 problem in 1 file\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try folder.read(Self.global), before)
        XCTAssertEqual(try modificationDate(folder, Self.global), Self.longAgo)

        let clean = try CLIRunner.run(["fix", "--diff"], in: try settingsFolder(global: SampleSettings.clean).url)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.standardOutput, "")
        XCTAssertEqual(clean.standardError, "nothing would be fixed\n")
    }

    func testFileWithNothingToFixKeepsItsModificationTime() throws {
        let folder = try settingsFolder()
        XCTAssertEqual(try CLIRunner.run(["fix", "--unsafe-fixes"], in: folder.url).status, 0)
        XCTAssertEqual(try modificationDate(folder, Self.bubble), Self.longAgo)
        XCTAssertNotEqual(try modificationDate(folder, Self.global), Self.longAgo)
    }

    func testReadOnlyFileIsReportedAndLeftAlone() throws {
        let folder = try settingsFolder()
        let path = folder.url.appendingPathComponent(Self.global).path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let result = try CLIRunner.run(["fix", "--format", "xcode"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "nimlint: NIMKitGlobalSetting.plist: is read-only; left unchanged\nnothing fixed (1 more with --unsafe-fixes)\n"
        )
        XCTAssertEqual(try folder.read(Self.global), Self.brokenGlobal)
        XCTAssertTrue(
            result.relativeOutput.split(separator: "\n").contains {
                $0.hasPrefix("NIMKitGlobalSetting.plist:18:10: warning:")
            },
            "the report is of the file as it still is")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o444)
    }

    /// A refused write is a problem (exit status 2) but not a path left unchecked: the file was read and checked.
    func testReadOnlyFileCountsAsChecked() throws {
        let folder = try settingsFolder()
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.url.appendingPathComponent(Self.global).path)
        let result = try CLIRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        let summary = try XCTUnwrap(
            result.standardOutput.split(separator: "\n").first { $0.hasPrefix("2 files checked") })
        XCTAssertFalse(summary.contains("not checked"), String(summary))
    }

    func testFileThatDoesNotParseIsNotFixed() throws {
        let folder = try settingsFolder(global: SampleSettings.unknownElement)
        let result = try CLIRunner.run(["fix", "--unsafe-fixes", "--format", "xcode"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "nimlint: NIMKitGlobalSetting.plist: not fixed: 5:2: unknown element <integr>: a property list is made of "
                + "<dict>, <array>, <key>, <string>, <integer>, <real>, <true>, <false>, <date>, <data> [plist-structure]\n"
                + "nothing fixed\n")
        XCTAssertTrue(result.relativeOutput.hasPrefix("NIMKitGlobalSetting.plist:5:2: error:"))
        XCTAssertEqual(try folder.read(Self.global), SampleSettings.unknownElement)
    }

    func testStandardInputIsFixedToStandardOutput() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit()
        try folder.write(Self.bubble, SampleSettings.cleanBubble)
        let result = try CLIRunner.run(
            ["fix", "-", "--stdin-filename", Self.global], in: folder.url, input: Data(Self.brokenGlobal.utf8))
        XCTAssertEqual(result.standardOutput, Self.safelyFixedGlobal)
        XCTAssertTrue(result.standardError.hasPrefix("NIMKitGlobalSetting.plist:16:10: warning:"), "the report")
        XCTAssertTrue(result.standardError.hasSuffix("fixed 2 problems in 1 file (1 more with --unsafe-fixes)\n"))
        XCTAssertEqual(result.status, 0, "a warning is left")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(Self.global).path),
            "standard input is never written to the name it stands for")
    }

    func testUnsafeFixesNeedFixOrDiff() throws {
        let result = try CLIRunner.run(["check", "--unsafe-fixes"], in: try settingsFolder().url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "nimlint check: --unsafe-fixes applies with --fix or --diff\n")
    }

    /// examples/Broken, with every rule on and its own images (its .nimlint.json), has nothing fixable left after
    /// one run.
    func testBrokenExampleHasNoFixableFindingLeft() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("examples/Broken"),
            to: folder.url.appendingPathComponent("Broken"))
        let fixed = try CLIRunner.run(["fix", "--unsafe-fixes", "--format", "json", "Broken"], in: folder.url)
        XCTAssertEqual(fixed.status, 1, "unfixable errors remain")
        XCTAssertEqual(
            fixed.standardError,
            """
            nimlint: Broken/JSON/NIMKitGlobalSetting.plist: not fixed: 1:1: this is JSON, which NSDictionary cannot read: NIMKit would get no settings at all [unsupported-format]
            nimlint: Broken/Lost/NIMKitGlobalSetting.plist: not fixed: 10:2: NIMKit loads no settings from this file: CoreFoundation refuses an empty <data/> [settings-not-loaded]
            nimlint: Broken/Unparsable/NIMKitBubbleSetting.plist: not fixed: 8:3: unknown element <int>: a property list is made of <dict>, <array>, <key>, <string>, <integer>, <real>, <true>, <false>, <date>, <data> [plist-structure]
            nimlint: Broken/Unparsable/NIMKitGlobalSetting.plist: not fixed: 9:1: closing tag </plist> does not match <dict> opened on line 4 [xml-syntax]
            fixed 24 problems in 2 files

            """)
        let check = try CLIRunner.run(["check", "--format", "json", "Broken"], in: folder.url)
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let diagnostics = (report["files"] as? [[String: Any]] ?? []).flatMap {
            $0["diagnostics"] as? [[String: Any]] ?? []
        }
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertEqual(diagnostics.filter { $0["fix"] != nil }.compactMap { $0["rule"] as? String }, [])
    }

    /// The real defaults, each in a folder under its NIMKit name, come out of `fix --unsafe-fixes` byte for byte.
    func testRealDefaultsAreUnchanged() throws {
        let folder = try TemporaryFolder(self)
        let defaults =
            (try? TestPaths.corpus()) ?? [
                repositoryRoot.appendingPathComponent("examples/Settings").appendingPathComponent(Self.global),
                repositoryRoot.appendingPathComponent("examples/Settings").appendingPathComponent(Self.bubble),
            ]
        var copies: [(URL, Data)] = []
        for (index, url) in defaults.enumerated() {
            let name = url.lastPathComponent.lowercased().contains("bubble") ? Self.bubble : Self.global
            let copy = folder.url.appendingPathComponent("\(index)/\(name)")
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try Data(contentsOf: url)
            try bytes.write(to: copy)
            copies.append((copy, bytes))
        }
        // Each file lies alone in its folder, which is no concern of this test.
        try folder.write(".nimlint.json", #"{"rules": {"missing-settings-file": "off"}}"#)
        let result = try CLIRunner.run(["fix", "--unsafe-fixes", "."], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("nothing fixed\n"))
        for (copy, bytes) in copies {
            XCTAssertEqual(try Data(contentsOf: copy), bytes, copy.path)
        }
    }
}
