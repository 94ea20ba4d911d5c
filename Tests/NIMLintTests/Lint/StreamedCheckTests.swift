import Foundation
import XCTest
@testable import NIMLint

/// A check hands each report on as its folder is done, in path order, and reads later folders only after: what
/// keeps memory flat however many files a tree holds.
final class StreamedCheckTests: XCTestCase {
    func testReportsGoOutBeforeLaterFoldersAreRead() throws {
        let folder = try TemporaryFolder(self)
        let clean = try String(
            contentsOf: repositoryRoot.appendingPathComponent("examples/Settings/NIMKitGlobalSetting.plist"),
            encoding: .utf8)
        // Past the folders checked while the walk goes on, so the last is read only once reports go out.
        let folderCount = max(StreamedCheck.foldersInFlight * 2, StreamedCheck.foldersCheckedWhileWalking) + 1
        let names = (0..<folderCount).map { String(format: "f%04d", $0) }
        // Each file lies alone in its folder, which is no concern of this test.
        try folder.write(".nimlint.json", #"{"rules": {"missing-settings-file": "off"}}"#)
        for name in names {
            try folder.write("\(name)/NIMKitGlobalSetting.plist", clean)
        }
        let last = folder.url.appendingPathComponent("\(names[names.count - 1])/NIMKitGlobalSetting.plist")
        var paths: [String] = []
        var brokeLast = false
        let request = CheckRequest(paths: [folder.url.path])
        let outcome = CheckRun.run(request) { report in
            paths.append(report.path)
            if !brokeLast {
                // The last folder is two batches on: if it were read already, this would not show in its report.
                try? Data("<plist><dict><key>Broken".utf8).write(to: last)
                brokeLast = true
            }
        }
        XCTAssertEqual(paths, names.map { folder.url.appendingPathComponent("\($0)/NIMKitGlobalSetting.plist").path })
        XCTAssertEqual(outcome.tally.files, folderCount)
        XCTAssertTrue(outcome.reports.isEmpty, "a streamed run keeps no report")
        XCTAssertEqual(outcome.tally.errors, 1, "only the file changed after the first report went out is broken")
        XCTAssertEqual(outcome.exitCode(strict: false), 1)
    }

    func testStreamedReportsComeInTheOrderOfTheirPaths() throws {
        let folder = try TemporaryFolder(self)
        // A folder name that is a prefix of another sorts after it once the path goes on with `/`.
        for name in ["a", "a.x", "a-b", "a b", "b/a", "a/a"] {
            try folder.write("\(name)/NIMKitBubbleSetting.plist", plist("<dict/>"))
        }
        try folder.write("a/NIMKitGlobalSetting.plist", plist("<dict/>"))
        var streamed: [String] = []
        let request = CheckRequest(paths: [folder.url.path])
        _ = CheckRun.run(request) { streamed.append($0.path) }
        XCTAssertEqual(streamed.count, 7)
        XCTAssertEqual(streamed, streamed.sorted())
        XCTAssertEqual(CheckRun.run(request).reports.map(\.path), streamed)
    }

    /// Folders are checked while the walk goes on; what they report is what a check after the walk reports, also
    /// for a folder whose files change once the walk is over: a hard link found again in a later folder is kept
    /// under its first path only, so that folder is checked again without it (and reads it as the sibling file).
    func testFoldersCheckedDuringTheWalkReportWhatACheckAfterItDoes() throws {
        let folder = try TemporaryFolder(self)
        let linked = try foldersWithALinkedFile(in: folder) { index in
            let limit = index % 3 == 0 ? "<integer>-1</integer>" : "<integer>20</integer>"
            return "<key>Message_Limit</key>\(limit)<key>Unknown_\(index)</key><true/>"
        }

        func reports(_ paths: [String]) -> [String] {
            var lines: [String] = []
            _ = CheckRun.run(CheckRequest(paths: paths)) { report in
                lines.append(report.path)
                lines += report.diagnostics.map { "  \($0.rule) \($0.range) \($0.message)" }
            }
            return lines
        }
        let walked = reports([folder.url.path])
        // A file named beside the folder turns checking during the walk off; it is the same file the walk finds.
        let afterWalk = reports([
            folder.url.path, folder.url.appendingPathComponent("f0/NIMKitGlobalSetting.plist").path,
        ])
        XCTAssertEqual(walked, afterWalk)
        XCTAssertFalse(walked.contains(linked.path), "the linked file is reported under its first path only")
        XCTAssertTrue(walked.contains(folder.url.appendingPathComponent("f3/NIMKitBubbleSetting.plist").path))
        XCTAssertEqual(walked.filter { $0.hasPrefix("/") }.count, 23)
    }

    /// The JSON report is written a piece at a time; its bytes are those `JSONEncoder` gives the whole report.
    func testStreamedJSONIsWhatJSONEncoderWrites() throws {
        let examples = repositoryRoot.appendingPathComponent("examples").path
        var reports = CheckRun.run(CheckRequest(paths: [examples])).reports
        let corpus = try TestPaths.corpus()
        reports += CheckRun.run(CheckRequest(paths: corpus.map(\.path))).reports
        var controls = ""
        for value in 0..<0x80 { controls.unicodeScalars.append(Unicode.Scalar(value)!) }
        controls += "\u{85}\u{2028}é😀"
        let source = SourceFile(path: "x", bytes: Array("ab\ncd".utf8))
        let diagnostic = Diagnostic(
            rule: "r/\(controls)", severity: .info, message: controls, range: SourceRange(1, 4), help: [controls])
        reports.append(FileReport(path: "dir/\(controls)", schema: nil, source: source, diagnostics: [diagnostic]))
        XCTAssertGreaterThan(reports.flatMap(\.diagnostics).count { $0.fix != nil && !$0.help.isEmpty }, 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for sample in [reports, [], Array(reports.prefix(1))] {
            let expected = String(decoding: try encoder.encode(JSONReport(reports: sample)), as: UTF8.self) + "\n"
            XCTAssertEqual(ReportFormat.json.render(sample), expected)
        }
    }

    /// The writer looks for bytes to escape eight at a time: each is found wherever it stands in a word, the
    /// bytes that need none are copied as they are, and the text is what `JSONEncoder` writes.
    func testEachEscapeIsFoundWhereverItStands() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let specials =
            (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
            + ["\"", "\\", " ", "!", "#", "[", "]", "^", "|", "\u{7F}", "é", "/", "😀"]
        for special in specials {
            for length in 1...17 {
                for position in 0..<length {
                    let text =
                        String(repeating: "a", count: position) + special
                        + String(repeating: "a", count: length - 1 - position)
                    var writer = JSONWriter()
                    writer.string(text)
                    let encoded = String(decoding: try encoder.encode([text]), as: UTF8.self)
                    XCTAssertEqual(
                        writer.take(), String(encoded.dropFirst().dropLast()),
                        "\(special.unicodeScalars.map(\.value)) at \(position) of \(length)")
                }
            }
        }
    }
}
