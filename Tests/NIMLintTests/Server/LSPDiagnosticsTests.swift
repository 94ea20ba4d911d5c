import Foundation
import XCTest

/// What `nimlint lsp` publishes as documents open, change and close, through a real subprocess.
final class LSPDiagnosticsTests: XCTestCase {
    private static let duplicateAndDeprecated = plist(
        """
        <dict>
        \t<key>Message_Limit</key>
        \t<integer>20</integer>
        \t<key>Message_Limit</key>
        \t<integer>30</integer>
        \t<key>Bottom_Input_Height</key>
        \t<integer>216</integer>
        \t<key>Record_Max_Duraton</key>
        \t<integer>60</integer>
        </dict>
        """)

    func testDiagnosticsCarryRuleSourceSeverityRelatedLocationTagsAndHelp() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.8.0")
        let client = try LSPTestClient.initialized(in: folder.url)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        client.open(uri, Self.duplicateAndDeprecated)
        let diagnostics = try client.diagnostics(for: uri)
        let duplicate = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "duplicate-key" })
        XCTAssertEqual(duplicate["source"] as? String, "nimlint")
        XCTAssertEqual(duplicate["severity"] as? Int, 1)
        XCTAssertEqual(duplicate[path: "range", "start", "line"] as? Int, 5)
        XCTAssertEqual(duplicate[path: "range", "start", "character"] as? Int, 1)
        XCTAssertEqual(duplicate[path: "range", "end", "character"] as? Int, 25)
        XCTAssertEqual(duplicate[path: "relatedInformation", "0", "location", "uri"] as? String, uri)
        XCTAssertEqual(duplicate[path: "relatedInformation", "0", "location", "range", "start", "line"] as? Int, 3)
        let deprecated = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "deprecated-key" })
        XCTAssertEqual(deprecated["tags"] as? [Int], [2])
        XCTAssertEqual(deprecated["severity"] as? Int, 3)
        let unknown = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "unknown-key" })
        XCTAssertTrue((unknown["message"] as? String ?? "").contains("\nhelp: did you mean 'Record_Max_Duration'?"))
        XCTAssertNil(unknown["tags"])
    }

    func testRangesAreInTheNegotiatedEncoding() throws {
        let text = plist("<dict>\n\t<!-- 😀é --><key>Message_Limit</key><string>20</string>\n</dict>")
        let folder = try TemporaryFolder(self)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        // `<string>` starts after a tab and `<!-- ` (6), an emoji (2 UTF-16 units, 4 bytes), é (1 unit, 2 bytes),
        // ` -->` (4) and the key element (24); in UTF-32 the emoji is one unit.
        for (encoding, character) in [("utf-16", 37), ("utf-8", 40), ("utf-32", 36)] {
            let client = try LSPTestClient(folder: folder.url)
            let initialized = try client.initialize(
                positionEncodings: encoding == "utf-16" ? nil : [encoding, "utf-16"])
            XCTAssertEqual(initialized[path: "result", "capabilities", "positionEncoding"] as? String, encoding)
            client.open(uri, text)
            let coercible = try XCTUnwrap(
                try client.diagnostics(for: uri).first { $0["code"] as? String == "coercible-type" })
            XCTAssertEqual(coercible[path: "range", "start", "character"] as? Int, character, encoding)
            XCTAssertEqual(coercible[path: "range", "start", "line"] as? Int, 3, encoding)
        }
    }

    func testIncrementalAndFullChangesAreLintedAndCloseClears() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let client = try LSPTestClient.initialized(in: folder.url)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        let clean = SampleSettings.clean
        client.open(uri, clean)
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0)
        // Line 7 is Message_Limit's `\t<integer>30</integer>`: two changes, the second counted after the first,
        // make it `\t<string>30</string>`.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 7, "character": 2], "end": ["line": 7, "character": 9]],
                        "text": "string",
                    ],
                    [
                        "range": ["start": ["line": 7, "character": 13], "end": ["line": 7, "character": 20]],
                        "text": "string",
                    ],
                ],
            ])
        let afterIncremental = try client.next {
            $0["method"] as? String == "textDocument/publishDiagnostics"
        }
        XCTAssertEqual(afterIncremental[path: "params", "version"] as? Int, 2)
        let codes = (afterIncremental[path: "params", "diagnostics"] as? [[String: Any]])?.compactMap {
            $0["code"] as? String
        }
        XCTAssertEqual(codes, ["coercible-type"])
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": clean]]])
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": Self.duplicateAndDeprecated]],
            ])
        XCTAssertGreaterThan(try client.diagnostics(for: uri).count, 0)
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0, "closing a document clears its diagnostics")
    }

    /// `no-bubble-image` reads the folder's two files together: the sibling comes from its open buffer when there
    /// is one, else from disk.
    func testTheSiblingIsReadFromItsOpenBufferElseFromDisk() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "NIMKitGlobalSetting.plist", plist("<dict>\n\t<key>Message_Limit</key>\n\t<integer>20</integer>\n</dict>"))
        let bubbleURI = folder.url.appendingPathComponent("NIMKitBubbleSetting.plist").absoluteString
        let globalURI = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        let client = try LSPTestClient.initialized(in: folder.url)
        client.open(bubbleURI, plist("<dict>\n\t<key>Unsupport</key>\n\t<dict/>\n</dict>"))
        func codes() throws -> [String] { try client.diagnostics(for: bubbleURI).compactMap { $0["code"] as? String } }
        XCTAssertTrue(try codes().contains("no-bubble-image"), "the global file on disk has no Bubble")
        client.open(globalURI, SampleSettings.clean)
        XCTAssertEqual(try client.diagnostics(for: globalURI).count, 0)
        XCTAssertFalse(try codes().contains("no-bubble-image"), "the open global buffer has a complete Bubble")
        client.notify("textDocument/didClose", ["textDocument": ["uri": globalURI]])
        XCTAssertEqual(try client.diagnostics(for: globalURI).count, 0)
        XCTAssertTrue(try codes().contains("no-bubble-image"), "closed: the file on disk again")
    }

    func testTheNearestConfigurationIsHonouredAndReadAgainWhenItChanges() throws {
        let folder = try TemporaryFolder(self)
        // NIMKit 1.8.0 no longer reads Bottom_Input_Height: deprecated-key has something to say.
        try folder.installNIMKit("1.8.0")
        try folder.write(".nimlint.json", #"{"rules": {"deprecated-key": "off"}}"#)
        let uri = folder.url.appendingPathComponent("App/Settings/NIMKitGlobalSetting.plist").absoluteString
        let configurationURI = folder.url.appendingPathComponent(".nimlint.json").absoluteString
        let client = try LSPTestClient.initialized(in: folder.url)
        client.open(uri, Self.duplicateAndDeprecated)
        let configured = try client.diagnostics(for: uri).compactMap { $0["code"] as? String }
        XCTAssertFalse(configured.contains("deprecated-key"))
        XCTAssertTrue(configured.contains("duplicate-key"))

        try folder.write(".nimlint.json", #"{"rules": {"duplicate-key": "warning"}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configurationURI, "type": 2]]])
        let reread = try client.diagnostics(for: uri)
        XCTAssertTrue(reread.contains { $0["code"] as? String == "deprecated-key" })
        XCTAssertEqual(reread.first { $0["code"] as? String == "duplicate-key" }?["severity"] as? Int, 2)

        try folder.write(".nimlint.json", "{\n  \"rules\": {\"duplicate-kee\": \"warning\"}\n}")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configurationURI, "type": 2]]])
        let broken = try client.diagnostics(for: configurationURI)
        XCTAssertEqual(broken.count, 1)
        XCTAssertEqual(broken.first?[path: "range", "start", "line"] as? Int, 1)
        XCTAssertTrue((broken.first?["message"] as? String ?? "").contains("duplicate-key"), "the did-you-mean")
        XCTAssertTrue(
            try client.diagnostics(for: uri).contains { $0["code"] as? String == "duplicate-key" }, "defaults meanwhile"
        )

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".nimlint.json"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configurationURI, "type": 3]]])
        XCTAssertEqual(
            try client.diagnostics(for: configurationURI).count, 0, "a mended configuration's errors are cleared")
    }

    func testOtherPropertyListsAreParseCheckedAndOtherXMLIsLeftAlone() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient.initialized(in: folder.url)
        let layout = folder.url.appendingPathComponent("layout.xml").absoluteString
        client.open(layout, "<LinearLayout><TextView/></LinearLayout>\n")
        XCTAssertEqual(try client.diagnostics(for: layout).count, 0)
        let info = folder.url.appendingPathComponent("Info.plist").absoluteString
        client.open(info, SampleSettings.mismatchedTag)
        XCTAssertEqual(try client.diagnostics(for: info).compactMap { $0["code"] as? String }, ["xml-syntax"])
    }

    /// Changes that arrive faster than they are linted are linted once, at the latest text.
    func testOnlyTheLatestOfChangesWaitingTogetherIsLinted() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let client = try LSPTestClient.initialized(in: folder.url)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        client.open(uri, SampleSettings.clean)
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0)
        func change(_ version: Int, _ text: String) -> Data {
            LSPTestClient.frame([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]],
                ],
            ])
        }
        // One write: the server reads both changes before linting either.
        client.write(change(2, Self.duplicateAndDeprecated) + change(3, SampleSettings.clean))
        let published = try client.next { $0["method"] as? String == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published[path: "params", "version"] as? Int, 3)
        XCTAssertEqual((published[path: "params", "diagnostics"] as? [Any])?.count, 0)
    }

    /// A client that can watch files on request is asked to watch every `.nimlint.json`.
    func testAClientThatCanWatchFilesIsAskedToWatchConfigurations() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient(folder: folder.url)
        _ = try client.request(
            "initialize",
            [
                "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
            ])
        client.notify("initialized")
        let registration = try client.next { $0["method"] as? String == "client/registerCapability" }
        XCTAssertEqual(
            registration[path: "params", "registrations", "0", "method"] as? String, "workspace/didChangeWatchedFiles")
        XCTAssertEqual(
            registration[path: "params", "registrations", "0", "registerOptions", "watchers", "0", "globPattern"]
                as? String,
            "**/.nimlint.json")
        let id = try XCTUnwrap(registration["id"])
        client.write(LSPTestClient.frame(["jsonrpc": "2.0", "id": id, "result": NSNull()]))
        let answered = try client.request("shutdown")
        XCTAssertNil(answered["error"], "the session goes on after the client answers the server")
    }

    /// A client that does not watch files (Neovim before 0.10) still sees a changed configuration on the next save.
    func testSavingReadsTheConfigurationAgain() throws {
        let folder = try TemporaryFolder(self)
        // NIMKit 1.8.0 no longer reads Bottom_Input_Height: deprecated-key has something to say.
        try folder.installNIMKit("1.8.0")
        try folder.write(".nimlint.json", #"{"rules": {"deprecated-key": "off"}}"#)
        let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
        let client = try LSPTestClient.initialized(in: folder.url)
        client.open(uri, Self.duplicateAndDeprecated)
        XCTAssertFalse(try client.diagnostics(for: uri).contains { $0["code"] as? String == "deprecated-key" })
        try folder.write(".nimlint.json", "{}")
        client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        XCTAssertTrue(try client.diagnostics(for: uri).contains { $0["code"] as? String == "deprecated-key" })
    }

    /// The server judges a document by the NIMKit release `nimlint check` would find for it: 1.0.x still reads
    /// the input heights, 1.8.0 no longer does.
    func testTheReleaseInThePodfileLockJudgesTheDocument() throws {
        for (version, expected) in [("1.0.7", [String]()), ("1.8.0", ["deprecated-key"])] {
            let folder = try TemporaryFolder(self)
            try folder.installNIMKit(version)
            try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
            let client = try LSPTestClient.initialized(in: folder.url)
            let uri = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").absoluteString
            client.open(
                uri,
                SampleSettings.clean.replacingOccurrences(
                    of: "\t<key>Row_Background_Color</key>\n\t<string>#F2F4F7</string>\n", with: ""
                ).replacingOccurrences(
                    of: "\t<key>Message_Interval</key>",
                    with: "\t<key>Top_Input_Height</key>\n\t<integer>46</integer>\n\t<key>Message_Interval</key>"))
            let codes = try client.diagnostics(for: uri).compactMap { $0["code"] as? String }
            XCTAssertEqual(codes, expected, version)
        }
    }

    /// A property list named like no settings file is judged by its content, as on the command line, except that
    /// one holding no settings at all (an Info.plist the editor opened) gets no `not-a-settings-file` warning.
    func testAnOtherPropertyListIsJudgedByItsContent() throws {
        let folder = try TemporaryFolder(self)
        let client = try LSPTestClient.initialized(in: folder.url)
        let backup = folder.url.appendingPathComponent("backup-global.plist").absoluteString
        client.open(backup, SampleSettings.clean)
        XCTAssertEqual(
            try client.diagnostics(for: backup).compactMap { $0["code"] as? String }, ["inferred-settings-kind"])
        let info = folder.url.appendingPathComponent("Info.plist").absoluteString
        client.open(info, plist("<dict>\n\t<key>CFBundleName</key>\n\t<string>Chat</string>\n</dict>"))
        XCTAssertEqual(try client.diagnostics(for: info).count, 0)
    }
}
