import XCTest
@testable import NIMLint

/// A merge left unfinished: the parser's findings on git's conflict markers say so, at the marker, and the file's
/// first finding lists every marker.
final class MergeConflictTests: XCTestCase {
    private static let conflictedDict = """
        <dict>
        \t<key>Message_Limit</key>
        <<<<<<< HEAD
        \t<integer>30</integer>
        =======
        \t<integer>20</integer>
        >>>>>>> feature/limits
        </dict>
        """

    private func parse(_ text: String) -> (source: SourceFile, result: ParseResult) {
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        return (source, PlistParser.parse(source))
    }

    func testAConflictInsideTheDictIsNamedAtItsMarker() throws {
        let (source, result) = parse(plist(Self.conflictedDict))
        let first = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(first.rule, ParseRule.xmlSyntax.rawValue)
        XCTAssertEqual(source.position(first), "5:1")
        XCTAssertEqual(source.string(in: first.range), "<<<<<<< HEAD")
        XCTAssertTrue(first.message.hasPrefix("unresolved merge conflict at `<<<<<<< HEAD`: "), first.message)
        XCTAssertTrue(first.help.first?.contains("conflict markers on lines 5, 7 and 9:") ?? false, "\(first.help)")
        XCTAssertTrue(first.help.contains(ParseRule.loadFailure), "\(first.help)")
        XCTAssertNil(result.document.root)
    }

    func testAConflictAfterThePlistLeavesTheFileLoaded() throws {
        let text =
            plist("<dict>\n\t<key>Message_Limit</key>\n\t<integer>20</integer>\n</dict>")
            + "<<<<<<< HEAD\n=======\n>>>>>>> theirs\n"
        let (source, result) = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.toleratedMarkup.rawValue])
        let finding = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(source.position(finding), "8:1")
        XCTAssertTrue(finding.message.hasPrefix("unresolved merge conflict at `<<<<<<< HEAD`: "), finding.message)
        XCTAssertTrue(finding.message.contains("NIMKit still loads the file"), finding.message)
        XCTAssertTrue(finding.help.first?.contains("lines 8, 9 and 10:") ?? false, "\(finding.help)")
        XCTAssertNotNil(result.document.root?.entry("Message_Limit"))
    }

    func testMarkersAreFoundPastAByteOrderMarkAndInEveryLineEnding() throws {
        for ending in ["\r\n", "\r"] {
            let text = "<<<<<<< ours\n" + plist("<dict/>") + "=======\n>>>>>>> theirs\n"
            let bytes = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: ending).utf8)
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes)
            let first = try XCTUnwrap(PlistParser.parse(source).diagnostics.first, ending.debugDescription)
            XCTAssertEqual(source.position(first), "1:1", ending.debugDescription)
            XCTAssertEqual(source.string(in: first.range), "<<<<<<< ours", ending.debugDescription)
            XCTAssertTrue(
                first.help.first?.contains("lines 1, 6 and 7:") ?? false, "\(ending.debugDescription) \(first.help)")
        }
    }

    func testDiff3sBaseMarkerAndALongListAreCounted() throws {
        let conflict = "<<<<<<< ours\n\t<key>A</key>\n||||||| base\n=======\n>>>>>>> theirs\n"
        let (_, result) = parse(plist("<dict>\n" + conflict + conflict + "</dict>"))
        let first = try XCTUnwrap(result.diagnostics.first)
        XCTAssertTrue(first.help.first?.contains("lines 4, 6, 7, 8, 9, 11 and 2 more:") ?? false, "\(first.help)")
    }

    func testTheFirstFindingListsMarkersNoFindingStartsOn() throws {
        let body =
            "<!--\n<<<<<<< HEAD\n=======\n>>>>>>> theirs\n-->\n<dict>\n\t<key>Message_Limit</key>\n\t<integer>many</integer>\n</dict>"
        let (_, result) = parse(plist(body))
        let first = try XCTUnwrap(result.diagnostics.first)
        XCTAssertFalse(first.message.contains("merge conflict"), first.message)
        XCTAssertTrue(first.help.first?.contains("lines 4, 5 and 6:") ?? false, "\(first.help)")
    }

    func testLongerRunsAndALabelledMiddleAreNoMarkers() throws {
        let comment = "\n<!--\n========\n<<<<<<<< ours\n>>>>>>>> theirs\n======= middle\n-->"
        let (_, result) = parse(plist(Self.conflictedDict + comment))
        let first = try XCTUnwrap(result.diagnostics.first)
        XCTAssertTrue(first.help.first?.contains("conflict markers on lines 5, 7 and 9:") ?? false, "\(first.help)")
    }

    func testNearMissesAreNoMarkers() {
        let body =
            "<dict>\n\t<key>Text</key>\n\t<string>\n=======\n</string>\n========\n<<<<<<<HEAD\n\t>>>>>>> indented\n</dict>"
        let (_, result) = parse(plist(body))
        XCTAssertFalse(result.diagnostics.isEmpty)
        for diagnostic in result.diagnostics {
            XCTAssertFalse(diagnostic.message.contains("merge conflict"), diagnostic.message)
            XCTAssertFalse(diagnostic.help.contains { $0.contains("conflict markers") }, "\(diagnostic.help)")
        }
    }

    func testAFileWithoutFindingsIsLeftAlone() {
        let (_, result) = parse(plist("<dict>\n\t<key>Placeholder</key>\n\t<string>\n=======\n</string>\n</dict>"))
        XCTAssertEqual(result.diagnostics, [])
    }
}
