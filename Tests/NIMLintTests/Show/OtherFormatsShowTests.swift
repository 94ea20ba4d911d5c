import Foundation
import XCTest

/// `show`, `diff`, `preview` and `migrate` read a binary settings bundle as NIMKit does: the values of the XML
/// bundle with the same content, where they used to say the files were not loaded.
final class OtherFormatsShowTests: XCTestCase {
    /// The example settings written by Foundation as XML in `XML/` and as binary in `Binary/`.
    private func bundles() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit()
        for name in ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"] {
            let data = try Data(
                contentsOf: repositoryRoot.appendingPathComponent("examples/Settings").appendingPathComponent(name))
            let values = try XCTUnwrap(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            for (bundle, format) in [("XML", PropertyListSerialization.PropertyListFormat.xml), ("Binary", .binary)] {
                let file = folder.url.appendingPathComponent(bundle).appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(try OtherFormatSamples.written(values, as: format)).write(to: file)
            }
        }
        return folder
    }

    /// Each setting's title and value in `show --format json`, and each file's problem.
    private func shown(_ bundle: String, in folder: TemporaryFolder) throws -> (
        values: [String: String], problems: [String]
    ) {
        let result = try CLIRunner.run(["show", "--format", "json", bundle], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let settings = try XCTUnwrap(document["settings"] as? [[String: Any]])
        let values = Dictionary(
            uniqueKeysWithValues: try settings.map { setting in
                let value = try JSONSerialization.data(
                    withJSONObject: setting["value"] as Any, options: [.sortedKeys, .fragmentsAllowed])
                return (try XCTUnwrap(setting["title"] as? String), String(decoding: value, as: UTF8.self))
            })
        let problems = (document["files"] as? [[String: Any]] ?? []).compactMap { $0["problem"] as? String }
        return (values, problems)
    }

    func testShowGivesABinaryBundleTheXMLBundlesValues() throws {
        let folder = try bundles()
        let xml = try shown("XML", in: folder)
        let binary = try shown("Binary", in: folder)
        XCTAssertEqual(binary.problems, [], "both files load")
        XCTAssertEqual(binary.values, xml.values)
        XCTAssertTrue(binary.values["Text, incoming: text color"]?.contains("\"value\":\"#1A1A1A\"") ?? false)
    }

    func testDiffPreviewAndMigrateReadABinaryBundle() throws {
        let folder = try bundles()
        let diff = try CLIRunner.run(["diff", "XML", "Binary"], in: folder.url)
        XCTAssertEqual(diff.status, 0, diff.standardError + diff.standardOutput)
        let preview = try CLIRunner.run(["preview", "Binary", "--output", "preview.html"], in: folder.url)
        XCTAssertEqual(preview.status, 0, preview.standardError)
        XCTAssertFalse(try folder.read("preview.html").contains("not loaded"))
        // The same code, each setting's comment naming the file it came from: a binary file has no line to name.
        let migrated = try CLIRunner.run(["migrate", "Binary", "--to", "3.1.0"], in: folder.url)
        let fromXML = try CLIRunner.run(["migrate", "XML", "--to", "3.1.0"], in: folder.url)
        XCTAssertEqual(migrated.status, 0, migrated.standardError)
        let settings = { (output: String) in
            output.split(separator: "\n").filter { $0.hasPrefix("    config.") }.map {
                $0.replacingOccurrences(
                    of: "(XML|Binary)/(NIMKit[A-Za-z]+\\.plist)(:[0-9]+:[0-9]+)?", with: "$2",
                    options: .regularExpression)
            }
        }
        XCTAssertGreaterThan(settings(fromXML.standardOutput).count, 5)
        XCTAssertEqual(settings(migrated.standardOutput), settings(fromXML.standardOutput))
        XCTAssertTrue(
            migrated.standardOutput.contains(
                "config.messageLimit = 30; // Message_Limit, Binary/NIMKitGlobalSetting.plist"))
    }
}
