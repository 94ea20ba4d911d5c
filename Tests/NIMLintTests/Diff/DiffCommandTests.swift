import Foundation
import XCTest
import NIMLint

/// `nimlint diff`: what a change of the settings does to the chat screen, through the built binary.
final class DiffCommandTests: XCTestCase {
    static let diffSchema = repositoryRoot.appendingPathComponent("schemas/diff.schema.json")

    private func diff(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(["diff"] + arguments, in: folder)
    }

    private static func changes(_ json: String) throws -> [[String: Any]] {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try XCTUnwrap(document["changes"] as? [[String: Any]])
    }

    /// NetEase's global files of 2017-04 and 2017-08, each the only file of a folder `old` and `new`.
    private func corpusFolders() throws -> TemporaryFolder {
        let corpus = try TestPaths.corpus()
        let folder = try TemporaryFolder(self)
        for (name, file) in [("old", "global-2017-04.plist"), ("new", "global-2017-08.plist")] {
            let source = try XCTUnwrap(corpus.first { $0.lastPathComponent == file })
            try folder.write("\(name)/NIMKitGlobalSetting.plist", try String(contentsOf: source, encoding: .utf8))
        }
        return folder
    }

    /// The keys whose values differ between two plists, as Foundation reads them, with their key paths.
    private static func changedKeys(_ old: URL, _ new: URL) throws -> [String] {
        func flattened(_ url: URL) throws -> [String: String] {
            let root = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
            var values: [String: String] = [:]
            func walk(_ value: Any, _ path: String) {
                if let dict = value as? [String: Any] {
                    for (key, child) in dict { walk(child, path.isEmpty ? key : path + "/" + key) }
                } else {
                    values[path] = "\(value)"
                }
            }
            walk(root, "")
            return values
        }
        let before = try flattened(old), after = try flattened(new)
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    func testTheNetEaseGlobalFilesOf2017ListExactlyWhatChanged() throws {
        let folder = try corpusFolders()
        let keys = try Self.changedKeys(
            folder.url.appendingPathComponent("old/NIMKitGlobalSetting.plist"),
            folder.url.appendingPathComponent("new/NIMKitGlobalSetting.plist"))
        XCTAssertFalse(keys.isEmpty)
        let result = try diff(["--nimkit", "1.8.0", "--format", "json", "old", "new"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        let changes = try Self.changes(result.standardOutput)
        XCTAssertEqual(
            changes.compactMap { $0["title"] as? String }, keys.map { "Global: " + $0 },
            "1.8.0 reads every key that changed")
        let new = try XCTUnwrap(changes.first?["new"] as? [String: Any])
        XCTAssertEqual((new["value"] as? [String: Any])?["value"] as? String, "#E4E7EC")
        XCTAssertEqual(((new["provenance"] as? [String: Any])?["origin"] as? [String: Any])?["line"] as? Int, 16)

        let text = try diff(["--nimkit", "1.8.0", "old", "new"], in: folder.url)
        XCTAssertEqual(
            text.standardOutput,
            """
            old: old, read by NIMKit 1.8.0 (the release is given with --nimkit)
              NIMKitBubbleSetting.plist: missing: NIMKit reads nil, so every value from it is zero or nothing
            new: new, read by NIMKit 1.8.0 (the release is given with --nimkit)
              NIMKitBubbleSetting.plist: missing: NIMKit reads nil, so every value from it is zero or nothing

            Global: Row_Background_Color none → #E4E7EC (near gainsboro) (no longer: not set: 0/nil)

            1 setting differs

            """)
        // 1.7.0 does not read Row_Background_Color: to its chat screen the two files are the same.
        let unread = try diff(["--nimkit", "1.7.0", "old", "new"], in: folder.url)
        XCTAssertEqual(unread.status, 0, unread.standardOutput)
        XCTAssertTrue(
            unread.standardOutput.hasSuffix("\nno difference in what NIMKit applies\n"), unread.standardOutput)
    }

    func testExitStatusIsZeroOneOrTwo() throws {
        let folder = try corpusFolders()
        XCTAssertEqual(try diff(["--nimkit", "1.8.0", "old", "old"], in: folder.url).status, 0)
        XCTAssertEqual(try diff(["--nimkit", "1.8.0", "old", "new"], in: folder.url).status, 1)
        let cases: [([String], String)] = [
            (["old"], "nimlint diff: expected two folders, OLD and NEW (or --rev REV [PATH], or --shipped [PATH])\n"),
            (["old", "nowhere"], "nimlint diff: nowhere: no such folder\n"),
            (
                ["--rev", "HEAD", "--shipped"],
                "nimlint diff: --rev and --shipped each name what to compare with; give one\n"
            ),
            (["--shipped", "old", "new"], "nimlint diff: one folder at most with --shipped\n"),
            (
                ["--format", "html", "old", "new"],
                "nimlint diff: --format must be one of text, json, markdown, not 'html'\n"
            ),
            (["--shiped"], "nimlint diff: unknown option '--shiped'; did you mean '--shipped'?\n"),
            (["--rev", "HEAD", "old"], "nimlint diff: old is not in a git repository\n"),
        ]
        for (arguments, message) in cases {
            let result = try diff(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardError, message, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }
    }

    /// Deleting Audio's entry changes no line of what remains, but NIMKit draws Audio with Unsupport's entry now.
    func testADeletedTypeEntryShowsAsTheUnsupportFallback() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("old/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let start = try XCTUnwrap(SampleSettings.cleanBubble.range(of: "\t<key>Audio</key>"))
        let end = try XCTUnwrap(SampleSettings.cleanBubble.range(of: "\t<key>Video</key>"))
        var withoutAudio = SampleSettings.cleanBubble
        withoutAudio.removeSubrange(start.lowerBound..<end.lowerBound)
        try folder.write("new/NIMKitBubbleSetting.plist", withoutAudio)

        let result = try diff(["--nimkit", "2.0.0", "old", "new"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Audio") }
        XCTAssertEqual(
            lines,
            [
                "Audio, incoming: content insets {8, 13, 9, 12} → {11, 15, 9, 9} (now: no entry of its own: Unsupport's)",
                "Audio, outgoing: content insets {8, 12, 9, 14} → {11, 11, 9, 15} (now: no entry of its own: Unsupport's)",
            ], result.standardOutput)
        XCTAssertEqual(
            result.standardOutput.split(separator: "\n").filter { $0.contains(" → ") }.count, lines.count,
            "nothing else")
        let json = try diff(["--nimkit", "2.0.0", "--format", "json", "old", "new"], in: folder.url)
        let fallbacks = try Self.changes(json.standardOutput).map {
            (($0["new"] as? [String: Any])?["provenance"] as? [String: Any])?["fallbacks"] as? [String]
        }
        XCTAssertEqual(fallbacks, [["unsupport-entry"], ["unsupport-entry"]])
    }

    /// A value that starts crashing the app draws as 0 both before and after (a missing key and a dict), and is
    /// still a change; NIMKit raises on it while it builds the global settings, so every global value crashes: one
    /// line says so, at the value NIMKit raises on, instead of one line for each setting.
    func testAValueThatNowCrashesIsAChangeThoughItDrawsTheSame() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("old/NIMKitGlobalSetting.plist", plist("<dict>\n</dict>"))
        try folder.write("new/NIMKitGlobalSetting.plist", plist("<dict>\n<key>Max_Length</key>\n<dict/>\n</dict>"))
        let result = try diff(["--nimkit", "1.8.0", "old", "new"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "\nGlobal: 14 settings → the app crashes (now: NIMKit raises while it builds these settings, at "
                    + "new/NIMKitGlobalSetting.plist:5:1)\n\n14 settings differ\n"),
            result.standardOutput)
        let json = try diff(["--nimkit", "1.8.0", "--format", "json", "old", "new"], in: folder.url)
        XCTAssertEqual(
            json.standardOutput.components(separatedBy: "\"configuration-crashes\"").count - 1, 14,
            "the data keeps one change for each setting")
    }

    func testRevReadsTheRevisionFromGitNotTheWorkingTreeOrTheIndex() throws {
        let sandbox = try GitSandbox(self)
        let global = "App/Settings/NIMKitGlobalSetting.plist"
        try sandbox.write(global, SampleSettings.clean)
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("first").status, 0)
        try sandbox.write(
            global,
            SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<integer>25</integer>"))
        try sandbox.git("add", ".")
        try sandbox.write(
            global,
            SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<integer>40</integer>"))
        try sandbox.write("App/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)

        let app = sandbox.repository.appendingPathComponent("App")
        let result = try sandbox.nimlint(
            "diff", "--nimkit", "2.0.0", "--format", "json", "--rev", "HEAD", "Settings", in: app)
        XCTAssertEqual(result.status, 1, result.standardError)
        try PythonValidators.require("jsonschema")
        XCTAssertEqual(try PythonValidators.jsonSchemaErrors(result.standardOutput, schema: Self.diffSchema), [])
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let old = try XCTUnwrap(document["old"] as? [String: Any])
        XCTAssertEqual(old["label"] as? String, "HEAD:App/Settings")
        let files = try XCTUnwrap(old["files"] as? [[String: Any]])
        XCTAssertEqual(
            files.compactMap { $0["path"] as? String },
            ["HEAD:App/Settings/NIMKitGlobalSetting.plist", "HEAD:App/Settings/NIMKitBubbleSetting.plist"])
        XCTAssertTrue(
            (files[1]["problem"] as? String)?.hasPrefix("missing:") ?? false, "the bubble file is not at HEAD")
        let limit = try XCTUnwrap(
            Self.changes(result.standardOutput).first { $0["title"] as? String == "Global: Message_Limit" })
        XCTAssertEqual(((limit["old"] as? [String: Any])?["value"] as? [String: Any])?["value"] as? Int, 30, "HEAD's")
        XCTAssertEqual(
            ((limit["new"] as? [String: Any])?["value"] as? [String: Any])?["value"] as? Int, 40, "the working tree's")
        let origin = ((limit["old"] as? [String: Any])?["provenance"] as? [String: Any])?["origin"] as? [String: Any]
        XCTAssertEqual(origin?["path"] as? String, "HEAD:App/Settings/NIMKitGlobalSetting.plist")
        XCTAssertTrue(
            try Self.changes(result.standardOutput).contains { $0["title"] as? String == "Text, outgoing: text color" },
            "the bubble file, new in the working tree, changes every type")

        try sandbox.git("stash", "-q", "--include-untracked")
        XCTAssertEqual(
            try sandbox.nimlint("diff", "--rev", "HEAD", "Settings", in: app).status, 0,
            "the working tree is HEAD's again")
        let unknown = try sandbox.nimlint("diff", "--rev", "no-such-branch", "Settings", in: app)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.standardError, "nimlint diff: unknown revision 'no-such-branch'\n")
        let option = try sandbox.nimlint("diff", "--rev=--all", in: app)
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.standardError, "nimlint diff: unknown revision '--all'\n")
    }

    func testShippedListsWhatACustomisedFolderChanges() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("App/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let unknown = try diff(["--shipped", "App/Settings"], in: folder.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.standardError.hasPrefix("nimlint diff: --shipped compares with the defaults the release "),
            unknown.standardError)
        XCTAssertTrue(
            unknown.standardError.contains(
                "name the release with --nimkit VERSION, \"nimkit\": \"VERSION\" in .nimlint.json, or a Podfile.lock"))
        XCTAssertEqual(unknown.standardOutput, "")

        try folder.installNIMKit("2.0.0", in: "App")
        let result = try diff(["--shipped", "App/Settings"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                """
                old: the defaults NIMKit 2.0.0 ships, read by NIMKit 2.0.0 (the release comes from App/Podfile.lock)
                new: App/Settings, read by NIMKit 2.0.0 (the release comes from App/Podfile.lock)

                """), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\nGlobal: Message_Limit 20 → 30\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\nGlobal: Placeholder \"请输入消息\" → \"说点什么吧\"\n"))
        XCTAssertTrue(
            result.standardOutput.contains("\nText, incoming: text color #000000 (black) → #1A1A1A (near black)\n"))

        let show = try CLIRunner.run(["show", "--format", "json", "App/Settings"], in: folder.url)
        let settings = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(show.standardOutput.utf8)) as? [String: Any])?["settings"]
                as? [[String: Any]])
        let customised = settings.filter { $0["customised"] as? Bool == true }.compactMap { $0["title"] as? String }
        let changed = try Self.changes(
            try diff(["--shipped", "--format", "json", "App/Settings"], in: folder.url).standardOutput
        )
        .compactMap { $0["title"] as? String }
        XCTAssertEqual(customised, changed, "show marks what diff --shipped lists")
    }

    func testEveryReleaseFolderIsItsOwnShippedDefaults() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let result = try diff(["--shipped", "--nimkit", version.description, folder.path], in: repositoryRoot)
            XCTAssertEqual(result.status, 0, "\(version): \(result.standardOutput)")
        }
    }

    func testJSONValidatesAndMarkdownRendersATable() throws {
        try PythonValidators.require("jsonschema", "markdown_it")
        let folder = try corpusFolders()
        let json = try diff(["--nimkit", "1.8.0", "--format", "json", "old", "new"], in: folder.url)
        XCTAssertEqual(try PythonValidators.jsonSchemaErrors(json.standardOutput, schema: Self.diffSchema), [])
        let broken = json.standardOutput.replacingOccurrences(of: "\"missing\"", with: "\"absent\"")
        XCTAssertNotEqual(broken, json.standardOutput)
        XCTAssertFalse(
            try PythonValidators.jsonSchemaErrors(broken, schema: Self.diffSchema).isEmpty,
            "a fallback the schema does not know")

        let markdown = try diff(["--nimkit", "1.8.0", "--format", "markdown", "old", "new"], in: folder.url)
        XCTAssertEqual(markdown.status, 1)
        let html = try PythonValidators.markdownHTML(markdown.standardOutput)
        XCTAssertTrue(html.contains("<table>"), html)
        XCTAssertTrue(
            html.contains(
                "<td>Global: Row_Background_Color</td>\n<td><code>none</code></td>\n<td><code>#E4E7EC (near gainsboro)</code></td>"
            ), html)
        let same = try diff(["--nimkit", "1.8.0", "--format", "markdown", "old", "old"], in: folder.url)
        XCTAssertEqual(same.status, 0)
        XCTAssertFalse(
            try PythonValidators.markdownHTML(same.standardOutput).contains("<table>"), "no table for no change")
    }

    /// A value holding a pipe or a backtick stays in its cell.
    func testMarkdownKeepsAPipeAndABacktickInTheirCell() throws {
        try PythonValidators.require("markdown_it")
        let folder = try TemporaryFolder(self)
        try folder.write(
            "old/NIMKitGlobalSetting.plist", plist("<dict>\n<key>Placeholder</key>\n<string>a</string>\n</dict>"))
        try folder.write(
            "new/NIMKitGlobalSetting.plist", plist("<dict>\n<key>Placeholder</key>\n<string>b|`c`</string>\n</dict>"))
        let markdown = try diff(["--nimkit", "1.8.0", "--format", "markdown", "old", "new"], in: folder.url)
        let html = try PythonValidators.markdownHTML(markdown.standardOutput)
        XCTAssertTrue(html.contains("<td><code>&quot;b|`c`&quot;</code></td>"), html)
        XCTAssertEqual(html.components(separatedBy: "<td>").count - 1, 4, "one row of four cells: \(html)")
    }

    /// What both outputs hold (a value, its provenance, a file, the release) is one definition, written twice: the
    /// two schema files must agree on it.
    func testBothSchemasDefineTheSharedPiecesAlike() throws {
        func definitions(_ url: URL) throws -> [String: Any] {
            try XCTUnwrap(
                (JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])?["$defs"]
                    as? [String: Any])
        }
        let show = try definitions(ShowCommandTests.showSchema)
        let diff = try definitions(Self.diffSchema)
        let shared = Set(show.keys).intersection(diff.keys)
        XCTAssertTrue(
            shared.isSuperset(of: ["value", "provenance", "fallback", "file", "nimkit", "fileOrigin", "shippedOrigin"]),
            "\(shared)")
        for name in shared {
            XCTAssertEqual(show[name] as? NSDictionary, diff[name] as? NSDictionary, name)
        }
        let fallbacks = try XCTUnwrap((show["fallback"] as? [String: Any])?["enum"] as? [String])
        XCTAssertEqual(fallbacks, Fallback.allCases.map(\.rawValue), "every fallback the model knows")
    }
}
