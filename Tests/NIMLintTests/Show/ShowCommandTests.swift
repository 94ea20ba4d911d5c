import Foundation
import XCTest

/// `nimlint show`: what NIMKit applies from a folder, through the built binary.
final class ShowCommandTests: XCTestCase {
    static let showSchema = repositoryRoot.appendingPathComponent("schemas/show.schema.json")

    private func show(_ arguments: [String], in folder: URL = repositoryRoot) throws -> CLIRunner.Result {
        try CLIRunner.run(["show"] + arguments, in: folder)
    }

    /// The rows of a text table whose setting (second cell) is `setting`, under the heading `heading`.
    static func row(_ output: String, heading: String, setting: String) -> String? {
        let lines = output.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return nil }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.first { line in
            line.dropFirst(3).hasPrefix(setting + " ")
        }
    }

    /// Columns a terminal gives a line: the ideographs of a Chinese placeholder take two each.
    private static func displayWidth(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x4E00...0x9FFF).contains($1.value) ? 2 : 1) }
    }

    func testTextIsATablePerTypeAndSideWithCustomisedValuesMarked() throws {
        let result = try show(["examples/Settings"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let output = result.standardOutput
        XCTAssertTrue(output.hasPrefix("examples/Settings, read by NIMKit 2.0.0 (the release is set in "), output)
        XCTAssertTrue(output.contains("\n  NIMKitBubbleSetting.plist: examples/Settings/NIMKitBubbleSetting.plist\n"))
        for heading in [
            "Global", "Global, incoming", "Global, outgoing", "Text, incoming", "Text, outgoing",
            "Robot, incoming", "Unsupport, outgoing",
        ] {
            XCTAssertTrue(output.contains("\n\n\(heading)\n   SETTING "), heading)
        }
        let limit = try XCTUnwrap(Self.row(output, heading: "Global", setting: "Message_Limit"))
        XCTAssertTrue(limit.hasPrefix("*  Message_Limit "), limit)
        XCTAssertEqual(
            limit.split(separator: " ", omittingEmptySubsequences: true).map(String.init),
            ["*", "Message_Limit", "30", "20", "NIMKitGlobalSetting.plist:8:2"], "value, default, place")
        let color = try XCTUnwrap(Self.row(output, heading: "Text, outgoing", setting: "text color"))
        XCTAssertTrue(color.hasPrefix("   text color "), "white is what 2.0.0 ships: \(color)")
        XCTAssertTrue(color.contains("#FFFFFF (white)"), color)
        let image = try XCTUnwrap(Self.row(output, heading: "Text, incoming", setting: "bubble image"))
        XCTAssertTrue(
            image.contains("NIMKitGlobalSetting.plist:24:5")
                && image.hasSuffix("no Bubble of its own: the global Bubble's"), image)

        // Every row's FROM column starts at the same terminal column, the Chinese placeholder's row too.
        let place = "NIMKit[A-Za-z]+Setting\\.plist:[0-9]+:[0-9]+"
        let rows = output.split(separator: "\n").filter { $0.range(of: place, options: .regularExpression) != nil }
        XCTAssertGreaterThan(rows.count, 100)
        let columns = Set(
            rows.map { row in
                Self.displayWidth(
                    row[..<(row.range(of: place, options: .regularExpression)?.lowerBound ?? row.endIndex)])
            })
        XCTAssertEqual(columns.count, 1, "FROM starts at one column: \(columns)")
        XCTAssertTrue(rows.contains { $0.contains("\"说点什么吧\"") })
    }

    func testJSONHoldsEveryValueWithItsProvenanceAndValidates() throws {
        try PythonValidators.require("jsonschema")
        let result = try show(["--format", "json", "examples/Settings"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try PythonValidators.jsonSchemaErrors(result.standardOutput, schema: Self.showSchema), [])
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((document["nimkit"] as? [String: Any])?["version"] as? String, "2.0.0")
        let settings = try XCTUnwrap(document["settings"] as? [[String: Any]])
        XCTAssertEqual(settings.count, 6 + 2 * 4 + 12 * 2 * 8, "six globals, the global Bubble, twelve types")
        let color = try XCTUnwrap(settings.first { $0["title"] as? String == "Text, incoming: text color" })
        XCTAssertEqual((color["value"] as? [String: Any])?["value"] as? String, "#1A1A1A")
        XCTAssertEqual(color["customised"] as? Bool, true)
        XCTAssertEqual((color["shipped"] as? [[String: Any]])?.compactMap { $0["value"] as? String }, ["#000000"])
        let origin = try XCTUnwrap((color["provenance"] as? [String: Any])?["origin"] as? [String: Any])
        XCTAssertEqual(origin["path"] as? String, "examples/Settings/NIMKitBubbleSetting.plist")
        XCTAssertEqual(origin["line"] as? Int, 17)
        let bubble = try XCTUnwrap(settings.first { $0["title"] as? String == "Text, incoming: bubble image" })
        XCTAssertEqual((bubble["provenance"] as? [String: Any])?["fallbacks"] as? [String], ["global-bubble"])
    }

    /// A document the schema must refuse, so that the validation above can fail.
    func testTheSchemaRefusesAValueOfTheWrongType() throws {
        try PythonValidators.require("jsonschema")
        let result = try show(["--format", "json", "examples/Settings"])
        let broken = result.standardOutput.replacingOccurrences(of: "\"value\" : \"#1A1A1A\"", with: "\"value\" : 26")
        XCTAssertNotEqual(broken, result.standardOutput)
        XCTAssertFalse(try PythonValidators.jsonSchemaErrors(broken, schema: Self.showSchema).isEmpty)
    }

    func testEveryReleaseFolderShowsNothingCustomisedUnderItsOwnRelease() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let result = try show(["--format", "json", "--nimkit", version.description, folder.path])
            XCTAssertEqual(result.status, 0, result.standardError)
            let document = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let settings = try XCTUnwrap(document["settings"] as? [[String: Any]])
            XCTAssertGreaterThan(settings.count, 150, "\(version)")
            let customised = settings.filter { $0["customised"] as? Bool != false }.compactMap {
                $0["title"] as? String
            }
            XCTAssertEqual(customised, [], "\(version)")
            XCTAssertFalse(
                settings.contains {
                    ($0["shipped"] as? [Any])?.isEmpty ?? true && $0["readBySome"] is NSNull
                        && ($0["provenance"] as? [String: Any])?["fallbacks"] as? [String] == []
                },
                "\(version): every value read is compared with a shipped one")
        }
    }

    /// `Heading: setting` of every row marked customised.
    static func marked(_ output: String) -> [String] {
        var heading = ""
        var marked: [String] = []
        for line in output.components(separatedBy: "\n") {
            if let first = line.first, first.isLetter { heading = line.components(separatedBy: " (")[0] }
            if line.hasPrefix("*  ") {
                marked.append(heading + ": " + (line.dropFirst(3).components(separatedBy: "  ").first ?? ""))
            }
        }
        return marked
    }

    /// The release unknown, a value is customised only when no release that reads it ships it: 1.0.0's own files
    /// are, where the releases that read Row_Background_Color and Robot ship values of their own, and 1.0.0's own
    /// `Top_Input_Height` is not, while another is.
    func testAnUnknownReleaseMarksOnlyWhatNoReleaseShips() throws {
        // Asked outside XCTUnwrap, which would report the skip for a clone without the release files as a failure.
        let releases = try TestPaths.nimkitReleases()
        let release = try XCTUnwrap(releases.first { $0.version.description == "1.0.0" })
        let folder = try TemporaryFolder(self)
        let global = try String(
            contentsOf: release.folder.appendingPathComponent("NIMKitGlobalSetting.plist"), encoding: .utf8)
        try folder.write("Settings/NIMKitGlobalSetting.plist", global)
        try folder.write(
            "Settings/NIMKitBubbleSetting.plist",
            try String(contentsOf: release.folder.appendingPathComponent("NIMKitBubbleSetting.plist"), encoding: .utf8))
        let shipped = try show(["Settings"], in: folder.url)
        XCTAssertTrue(shipped.standardOutput.hasPrefix("Settings, read by NIMKit 1.0.0–2.0.0"), shipped.standardOutput)
        XCTAssertTrue(shipped.standardOutput.contains("* marks a value none of NIMKit 1.0.0–2.0.0 ships"))
        let readersDefaults = [
            "Global: Row_Background_Color", "Robot, incoming: content insets", "Robot, outgoing: content insets",
        ]
        XCTAssertEqual(Self.marked(shipped.standardOutput), readersDefaults)
        let robot = try XCTUnwrap(
            Self.row(
                shipped.standardOutput,
                heading: "Robot, incoming (read only by NIMKit 1.6.1–2.0.0 of NIMKit 1.0.0–2.0.0)",
                setting: "content insets"))
        XCTAssertTrue(
            robot.contains("{11, 15, 9, 9}") && robot.contains("{0, 15, 0, 10}"),
            "Unsupport's, and what 1.6.1 on ship: \(robot)")

        let changed = global.replacingOccurrences(of: "<integer>46</integer>", with: "<integer>50</integer>")
        XCTAssertNotEqual(changed, global)
        try folder.write("Settings/NIMKitGlobalSetting.plist", changed)
        let output = try show(["Settings"], in: folder.url).standardOutput
        XCTAssertEqual(
            Self.marked(output), [readersDefaults[0], "Global: Top_Input_Height"] + readersDefaults.dropFirst())
        let row = try XCTUnwrap(Self.row(output, heading: "Global", setting: "Top_Input_Height"))
        XCTAssertEqual(
            row.split(separator: " ").prefix(4).map(String.init), ["*", "Top_Input_Height", "50", "46"], row)
    }

    func testAFileThatDoesNotLoadShowsZerosMarked() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.unknownElement)
        let result = try show(["--nimkit", "1.8.0"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardOutput.contains(
                "\n  NIMKitGlobalSetting.plist: not loaded: NIMKit reads nil, so every value from it is zero or nothing\n"
            ))
        XCTAssertTrue(
            result.standardOutput.contains(
                "\n  NIMKitBubbleSetting.plist: missing: NIMKit reads nil, so every value from it is zero or nothing\n")
        )
        let limit = try XCTUnwrap(Self.row(result.standardOutput, heading: "Global", setting: "Message_Limit"))
        XCTAssertEqual(
            limit.split(separator: " ").prefix(5).map(String.init), ["*", "Message_Limit", "0", "20", "-"], limit)
        XCTAssertTrue(limit.hasSuffix("the file does not load: 0/nil"), limit)
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["nowhere"], "nimlint show: nowhere: no such folder\n"),
            (["--format", "xml"], "nimlint show: --format must be one of text, json, not 'xml'\n"),
            (["a", "b"], "nimlint show: one folder at most\n"),
            (["--nimkit", "9"], "nimlint show: --nimkit: '9' is not a NIMKit release such as 1.8.0\n"),
            (["--asset", "x"], "nimlint show: unknown option '--asset'; did you mean '--assets'?\n"),
        ]
        for (arguments, message) in cases {
            let result = try show(arguments, in: FileManager.default.temporaryDirectory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardError, message, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "")
        }
    }
}
