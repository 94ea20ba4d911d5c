import Foundation
import XCTest
@testable import NIMLint

/// The deepest settings file nimlint reads, through every command that reads one, with 512 KiB of stack for
/// every thread: what a Dispatch worker thread gets on macOS (Linux gives it 8 MiB), so that a recursion over
/// the tree that fits Linux's threads but not a Mac's is caught on either.
///
/// Each run goes through `/bin/sh -c 'ulimit -s 512 && exec …'`. On Linux glibc sizes every thread started
/// without a size of its own (Dispatch's workers, Foundation's `Thread`) by the stack limit the process starts
/// with, in the dynamic build and in the static one scripts/install.sh makes alike, so the limit reaches the
/// main thread and every worker. On macOS it reaches only the main thread, and the workers have 512 KiB anyway.
final class SmallStackTests: XCTestCase {
    /// A Dispatch worker thread's stack on macOS, in KiB.
    private static let stackLimit = 512

    /// Enough folders that `check` and `fix` start their worker threads (below this they run on one thread).
    private static let folderCount = 2 * Parallel.minimumIterations

    /// The example global file with its value of `Row_Background_Color` nested so that its innermost element
    /// lies `depth` levels deep (`<plist>` is level 1, the root dict level 2), and `Message_Limit` a string, for
    /// a fix. The innermost element is a `<real>`, which CoreFoundation may read otherwise, so nimlint asks it
    /// too. The file's findings: `coercible-type` at 8:2, and `type-mismatch` at 16:2 where the array opens.
    private static func deepGlobal(depth: Int) -> String {
        let arrays = depth - 3
        let deepValue =
            String(repeating: "<array>", count: arrays) + "<real>1.5</real>"
            + String(repeating: "</array>", count: arrays)
        return SampleSettings.clean
            .replacingOccurrences(of: "\t<integer>30</integer>", with: "\t<string>30</string>")
            .replacingOccurrences(of: "\t<string>#F2F4F7</string>", with: "\t" + deepValue)
    }

    /// The deepest file nimlint reads, and one a level deeper.
    private static let deepest = deepGlobal(depth: PlistBuilder.maximumDepth)
    private static let tooDeep = deepGlobal(depth: PlistBuilder.maximumDepth + 1)

    /// The column of the `<real>` in `tooDeep`, after a tab and its arrays: where nimlint stops reading.
    private static let tooDeepColumn = 2 + 7 * (PlistBuilder.maximumDepth + 1 - 3)

    private static let deepestFindings = [
        "NIMKitGlobalSetting.plist:8:2: warning: Message_Limit is the string '30': NIMKit's integerValue reads it as "
            + "30, but a number belongs in <integer> [coercible-type]",
        "NIMKitGlobalSetting.plist:16:2: error: Row_Background_Color is an <array>, but NIMKit uses it as a string: "
            + "string methods on an NSArray raise, so the app crashes when NIMKit builds its global settings; "
            + "Text, Audio, Video and 5 other types' messages and messages drawn with the default bubble and messages of "
            + "types without an entry crash the app when NIMKit builds the global settings their bubble comes from [type-mismatch]",
    ]

    /// How deep the elements of `text` nest (a self-closing element, `<true/>`, is one level for itself).
    private static func nesting(_ text: String) -> Int {
        var depth = 0, deepest = 0
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let close = rest[open...].firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[rest.index(after: open)..<close]
            if tag.hasPrefix("/") {
                depth -= 1
            } else if !tag.hasPrefix("?"), !tag.hasPrefix("!") {
                deepest = max(deepest, depth + 1)
                if !tag.hasSuffix("/") { depth += 1 }
            }
            rest = rest[(close == rest.endIndex ? close : rest.index(after: close))...]
        }
        return deepest
    }

    /// A folder of settings folders, `App00/Settings` and on, each with `global` and the clean bubble file, and
    /// the Podfile.lock of an app that installed NIMKit 2.0.0 at its top.
    private func settingsTree(_ global: String, folders: Int = SmallStackTests.folderCount) throws -> TemporaryFolder {
        let tree = try TemporaryFolder(self)
        try tree.installNIMKit()
        for index in 0..<folders {
            try tree.write(Self.folder(index) + "/NIMKitGlobalSetting.plist", global)
            try tree.write(Self.folder(index) + "/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        }
        return tree
    }

    private static func folder(_ index: Int) -> String { String(format: "App%02d/Settings", index) }

    private func run(_ arguments: [String], in tree: TemporaryFolder) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: tree.url, stackLimit: Self.stackLimit)
    }

    /// That nimlint exited (no signal ended it, as a stack overflow does) with `status`.
    private func assertExited(
        _ result: CLIRunner.Result, with status: Int32, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNil(
            result.uncaughtSignal, "a signal ended nimlint: \(result.standardError.prefix(2_000))",
            file: file, line: line)
        XCTAssertEqual(result.status, status, String(result.standardError.prefix(2_000)), file: file, line: line)
    }

    func testTheDeepestFileIsAtTheLimit() {
        XCTAssertEqual(Self.nesting(SampleSettings.clean), 6, "the plist, the root dict, Bubble, Left, Normal, Name")
        XCTAssertEqual(Self.nesting(Self.deepest), PlistBuilder.maximumDepth)
        XCTAssertEqual(Self.nesting(Self.tooDeep), PlistBuilder.maximumDepth + 1)
        let deepest = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", string: Self.deepest))
        XCTAssertEqual(deepest.diagnostics.map(\.message), [])
        XCTAssertNotNil(deepest.document.root)
        let tooDeep = SourceFile(path: "NIMKitGlobalSetting.plist", string: Self.tooDeep)
        let parsed = PlistParser.parse(tooDeep)
        XCTAssertEqual(
            parsed.diagnostics.map(\.message),
            ["elements are nested deeper than 256 levels; nimlint reads no further"])
        XCTAssertEqual(parsed.diagnostics.map(tooDeep.position), ["16:\(Self.tooDeepColumn)"])
    }

    func testCheckReadsTheDeepestFileOnEveryThread() throws {
        let tree = try settingsTree(Self.deepest)
        let result = try run(["check", "--format", "xcode", "."], in: tree)
        assertExited(result, with: 1)
        let expected = (0..<Self.folderCount).flatMap { index in
            Self.deepestFindings.map { Self.folder(index) + "/" + $0 }
        }
        XCTAssertEqual(result.relativeOutput.split(separator: "\n").map(String.init), expected)
        XCTAssertEqual(result.standardError, "")
    }

    /// The deepest binary and old-style files, which nimlint reads in a loop rather than by recursion, checked on
    /// every thread: a binary global file whose string lies 256 levels down, the root dict the first, and an
    /// old-style bubble file whose innermost array does.
    func testCheckReadsTheDeepestBinaryAndOldStyleFilesOnEveryThread() throws {
        var nested: Any = "deep"
        for _ in 0..<(PlistBuilder.maximumDepth - 2) { nested = ["Level": nested] }
        let binary = try PropertyListSerialization.data(fromPropertyList: ["Deep": nested], format: .binary, options: 0)
        let arrays = PlistBuilder.maximumDepth - 2
        let oldStyle =
            "{ Text = { Deep = " + String(repeating: "(", count: arrays) + String(repeating: ")", count: arrays)
            + "; }; }"
        let tree = try TemporaryFolder(self)
        try tree.installNIMKit()
        for index in 0..<Self.folderCount {
            try tree.write(Self.folder(index) + "/NIMKitBubbleSetting.plist", oldStyle)
            try binary.write(to: tree.url.appendingPathComponent(Self.folder(index) + "/NIMKitGlobalSetting.plist"))
        }
        let result = try run(["check", "--format", "xcode", "."], in: tree)
        // The global file lacks Message_Limit and the keys like it: NIMKit reads 0, an error.
        assertExited(result, with: 1)
        for index in 0..<Self.folderCount {
            let folder = Self.folder(index)
            XCTAssertTrue(
                result.relativeOutput.contains(
                    "\(folder)/NIMKitGlobalSetting.plist: warning: Deep: NIMKit never reads 'Deep' in the root dict [unknown-key]\n"
                ))
            XCTAssertTrue(
                result.relativeOutput.contains(
                    "\(folder)/NIMKitBubbleSetting.plist:1:12: warning: NIMKit never reads 'Deep' in Text [unknown-key]\n"
                ))
        }
        XCTAssertFalse(result.relativeOutput.contains("unsupported-format"), result.relativeOutput)
    }

    func testFixDiffMendsTheDeepestFileOnEveryThread() throws {
        let tree = try settingsTree(Self.deepest)
        let result = try run(["fix", "--diff", "."], in: tree)
        assertExited(result, with: 1)
        let expected = (0..<Self.folderCount).map { index in
            let path = Self.folder(index) + "/NIMKitGlobalSetting.plist"
            return """
                --- a/\(path)
                +++ b/\(path)
                @@ -5,7 +5,7 @@
                 \t<key>Message_Interval</key>
                 \t<integer>300</integer>
                 \t<key>Message_Limit</key>
                -\t<string>30</string>
                +\t<integer>30</integer>
                 \t<key>Record_Max_Duration</key>
                 \t<integer>60</integer>
                 \t<key>Placeholder</key>

                """
        }
        XCTAssertEqual(result.standardOutput, expected.joined())
        XCTAssertEqual(result.standardError, "would fix \(Self.folderCount) problems in \(Self.folderCount) files\n")
        XCTAssertEqual(
            try tree.read(Self.folder(0) + "/NIMKitGlobalSetting.plist"), Self.deepest,
            "--diff writes nothing")
    }

    func testShowTabulatesTheDeepestFile() throws {
        let tree = try settingsTree(Self.deepest, folders: 1)
        let result = try run(["show", Self.folder(0)], in: tree)
        assertExited(result, with: 0)
        let output = result.standardOutput
        let heading = ", read by NIMKit 2.0.0 (the release comes from Podfile.lock)\n"
        XCTAssertTrue(output.hasPrefix(Self.folder(0) + heading), output)
        // NIMKit 2.0.0 raises on the Row_Background_Color dict while it builds the global settings: Message_Limit
        // is never read.
        let limit = try XCTUnwrap(ShowCommandTests.row(output, heading: "Global", setting: "Message_Limit"), output)
        XCTAssertEqual(
            limit.split(separator: " ").prefix(5).map(String.init),
            ["*", "Message_Limit", "0", "20", "NIMKitGlobalSetting.plist:16:2"])
        let color = try XCTUnwrap(ShowCommandTests.row(output, heading: "Global", setting: "Row_Background_Color"))
        XCTAssertTrue(color.hasPrefix("*  Row_Background_Color      none "), color)
        for row in [limit, color] {
            XCTAssertTrue(
                row.hasSuffix(
                    " NIMKitGlobalSetting.plist:16:2   NIMKit raises while it builds these settings: "
                        + "the app crashes"), row)
        }
        XCTAssertNotNil(ShowCommandTests.row(output, heading: "Unsupport, outgoing", setting: "text color"), output)
    }

    /// The deepest file's Row_Background_Color is a dict: NIMKit 2.0.0 raises on it while it builds the global
    /// settings, so every global value crashes, and so does the bubble of every type drawn with the global Bubble.
    func testDiffComparesTheDeepestFileWithAFolderAndWithTheShippedDefaults() throws {
        let tree = try settingsTree(Self.deepest, folders: 1)
        try tree.write("Clean/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try tree.write("Clean/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let crash =
            " → the app crashes (now: NIMKit raises while it builds these settings, at \(Self.folder(0))/NIMKitGlobalSetting.plist:16:2)\n"

        let folders = try run(["diff", "Clean", Self.folder(0)], in: tree)
        assertExited(folders, with: 1)
        let output = folders.standardOutput
        XCTAssertTrue(
            output.hasPrefix(
                """
                old: Clean, read by NIMKit 2.0.0 (the release comes from Podfile.lock)
                new: \(Self.folder(0)), read by NIMKit 2.0.0 (the release comes from Podfile.lock)

                Global, Text, Audio and 7 more: 86 settings\(crash)
                """), output)
        XCTAssertTrue(output.hasSuffix("\n86 settings differ\n"), output)

        let shipped = try run(["diff", "--shipped", Self.folder(0)], in: tree)
        assertExited(shipped, with: 1)
        XCTAssertTrue(shipped.standardOutput.contains("\nGlobal: 14 settings\(crash)"), shipped.standardOutput)
        XCTAssertTrue(shipped.standardOutput.hasSuffix("\n87 settings differ\n"), shipped.standardOutput)
    }

    func testPreviewDrawsTheDeepestFileWithItsFindings() throws {
        let tree = try settingsTree(Self.deepest, folders: 1)
        let result = try run(["preview", Self.folder(0)], in: tree)
        assertExited(result, with: 0)
        let page = result.standardOutput
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html"), String(page.prefix(200)))
        XCTAssertTrue(page.hasSuffix("</html>\n"), String(page.suffix(200)))
        for (rule, line) in [("type-mismatch", 16), ("coercible-type", 8)] {
            XCTAssertTrue(page.contains("data-rule=\"\(rule)\" data-line=\"\(line)\""), rule)
        }
    }

    /// One level deeper is the parse finding, not a crash: nimlint stops reading there.
    func testCheckAndShowReportAFileOneLevelDeeper() throws {
        let tree = try settingsTree(Self.tooDeep)
        let check = try run(["check", "--format", "xcode", "."], in: tree)
        assertExited(check, with: 1)
        XCTAssertEqual(
            check.relativeOutput.split(separator: "\n").map(String.init),
            (0..<Self.folderCount).map {
                Self.folder($0)
                    + "/NIMKitGlobalSetting.plist:16:\(Self.tooDeepColumn): error: elements are nested deeper "
                    + "than 256 levels; nimlint reads no further [xml-syntax]"
            })

        let show = try run(["show", Self.folder(0)], in: tree)
        assertExited(show, with: 0)
        XCTAssertTrue(show.standardOutput.contains("\n  NIMKitGlobalSetting.plist: not loaded: "), show.standardOutput)
    }

    /// A language-server session: the deepest document's findings, one level deeper's, then shutdown and exit.
    func testTheLanguageServerLintsTheDeepestDocument() throws {
        let tree = try settingsTree(Self.deepest, folders: 1)
        let client = try LSPTestClient(folder: tree.url, stackLimit: Self.stackLimit)
        // A server that crashes fails the wait for its next message; this says why.
        defer {
            if client.exitStatus(timeout: 5) != nil, client.process.terminationReason == .uncaughtSignal {
                XCTFail("signal \(client.process.terminationStatus) ended the server")
            }
        }
        _ = try client.initialize()
        let uri = tree.url.appendingPathComponent(Self.folder(0) + "/NIMKitGlobalSetting.plist").absoluteString
        client.open(uri, Self.deepest)
        let diagnostics = try client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["coercible-type", "type-mismatch"])
        XCTAssertEqual(diagnostics.compactMap { $0[path: "range", "start", "line"] as? Int }, [7, 15])
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        XCTAssertEqual((symbols["result"] as? [[String: Any]])?.first?["name"] as? String, "Message_Interval")

        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": Self.tooDeep]],
            ])
        let tooDeep = try client.diagnostics(for: uri)
        XCTAssertEqual(tooDeep.compactMap { $0["code"] as? String }, ["xml-syntax"])
        XCTAssertEqual(tooDeep.compactMap { $0[path: "range", "start", "character"] as? Int }, [Self.tooDeepColumn - 1])

        XCTAssertNotNil(try client.request("shutdown")["result"])
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 0)
        XCTAssertEqual(client.process.terminationReason, .exit, "a signal ended the server")
    }
}
