import Foundation
import XCTest
@testable import NIMLint

/// libxml2's objections said in the file's terms, as clang would say them: the user's words first, the other place
/// a mistake is about as a note, and libxml2's own words kept in a help line for those who search them.
final class XMLSyntaxWordsTests: XCTestCase {
    private struct Said {
        var rule: String
        var position: String
        var message: String
        var help: [String]
        var related: [(position: String, message: String)]
    }

    private func said(_ text: String) -> [Said] {
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        return PlistParser.parse(source).diagnostics.map { diagnostic in
            Said(
                rule: diagnostic.rule, position: source.position(diagnostic), message: diagnostic.message,
                help: diagnostic.help,
                related: diagnostic.related.map { related in
                    let location = source.location(of: related.range.start)
                    return ("\(location.line):\(location.column)", related.message)
                })
        }
    }

    /// The first of libxml2's findings in `text` (one with its words in a help line), which must say `message`
    /// at `position`.
    @discardableResult
    private func assertFirst(
        _ text: String, at position: String, says message: String, note: (String, String)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Said? {
        guard let first = said(text).first(where: { $0.help.contains { $0.hasPrefix("libxml2 says: ") } }) else {
            XCTFail("no finding", file: file, line: line)
            return nil
        }
        XCTAssertTrue(first.message.hasPrefix(message), "\(first.message)", file: file, line: line)
        XCTAssertEqual(first.position, position, file: file, line: line)
        if let note {
            XCTAssertEqual(first.related.map(\.position), [note.0], file: file, line: line)
            XCTAssertEqual(first.related.map(\.message), [note.1], file: file, line: line)
        }
        return first
    }

    func testAFileThatEndsInsideAnElementNamesItAndPointsAtItsOpening() {
        let text = "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n\t<key>A</key>\n\t<string>x"
        let first = assertFirst(
            text, at: "5:11", says: "the file ends inside the <string> opened on line 5: no </string> closes it",
            note: ("5:2", "<string> opens here"))
        XCTAssertTrue(first?.help.contains("libxml2 says: Premature end of data in tag string line 5") ?? false)
    }

    func testAClosingTagWithoutItsAngleBracketIsSaidSo() {
        assertFirst(
            plist("<dict>\n\t<key>A</key\n\t<string>x</string>\n</dict>"), at: "5:2",
            says: "expected `>` to close the tag `</key` before `<`")
    }

    func testAStartTagCutOffByTheFileEndingPointsAtTheTag() {
        assertFirst(
            "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n\t<ke", at: "4:5",
            says: "the file ends inside the tag `<ke`", note: ("4:2", "<ke> opens here"))
    }

    func testALessThanSignThatStartsNoTagSaysHowToWriteOne() {
        let first = assertFirst(
            plist("<dict>\n\t<key>A</key>\n\t<string>1 < 2</string>\n</dict>"), at: "5:12",
            says: "`<` starts no tag here")
        XCTAssertTrue(first?.help.contains("a `<` inside a value is written `&lt;`") ?? false)
    }

    func testAnAmpersandThatStartsNoReferenceSaysHowToWriteOne() {
        let first = assertFirst(
            plist("<dict>\n\t<key>A</key>\n\t<string>Tom & Jerry</string>\n</dict>"), at: "5:14",
            says: "`&` begins no entity reference here")
        XCTAssertTrue(first?.help.contains("an `&` inside a value is written `&amp;`") ?? false)
        assertFirst(
            plist("<dict>\n\t<key>A</key>\n\t<string>&amp</string>\n</dict>"), at: "5:14",
            says: "the entity reference `&amp` has no `;` to end it")
    }

    func testTextAfterTheRootElementPointsAtWhereTheRootEnds() {
        // CoreFoundation stops at the root's end, so NIMKit loads the file: tolerated-markup, in the same words.
        let first = assertFirst(
            plist("<dict/>") + "<extra/>\n", at: "5:1",
            says: "text after the root element: a property list is one <plist> and nothing follows it",
            note: ("4:1", "the root element ends here"))
        XCTAssertEqual(first?.rule, ParseRule.toleratedMarkup.rawValue)
        XCTAssertTrue(first?.help.contains("libxml2 says: Extra content at the end of the document") ?? false)
    }

    func testAClosingTagThatMatchesNothingPointsAtTheOpenElement() {
        assertFirst(
            plist("<dict>\n<key>A</key>\n<string>x</string>\n"), at: "7:1",
            says: "closing tag </plist> does not match <dict> opened on line 3", note: ("3:1", "<dict> opens here"))
    }

    func testATagThatRunsIntoTheNextIsSaidInTheFilesTerms() {
        assertFirst(
            plist("<dict>\n\t<key<string>x</string>\n</dict>"), at: "4:6",
            says: "expected `>` to close the tag `<key` before `<`")
    }

    func testCommentsAndCDATAEndsAreSaidAsXMLRules() {
        assertFirst(plist("<dict>\n\t<!-- a -- b -->\n</dict>"), at: "4:9", says: "`--` inside a comment")
        assertFirst(
            plist("<dict>\n\t<key>A</key>\n\t<string>a]]>b</string>\n</dict>"), at: "5:11",
            says: "`]]>` is not allowed in text")
    }

    func testTextBeforeTheRootElementIsSaidSo() {
        assertFirst(
            "<?xml version=\"1.0\"?>\nsettings\n<plist><dict/></plist>\n", at: "2:1",
            says: "text before the root element")
    }

    func testAFileCutOffInsideACharacterIsSaidToBeCutOffNotMisencoded() {
        let text = Array("<?xml version=\"1.0\"?>\n<plist>\n<dict>\n\t<key>Placeholder</key>\n\t<string>说点什么".utf8)
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: Array(text.dropLast(1)))
        let first = PlistParser.parse(source).diagnostics.first
        XCTAssertEqual(
            first?.message,
            "the file ends in the middle of a character (bytes 0xE4 0xB9): it was cut "
                + "off while it was written or copied")
    }

    /// The class, not only the cases: every finding libxml2 makes in damaged copies of the example settings says
    /// it in nimlint's words, never libxml2's alone, and each in words of its own rather than the last resort's.
    func testNoFindingSaysOnlyLibxml2sWords() throws {
        let root = repositoryRoot.appendingPathComponent("examples/Settings")
        var seen = 0
        for name in ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"] {
            let original = Array(try Data(contentsOf: root.appendingPathComponent(name)))
            for seed in 0..<400 {
                var damager = PlistDamager(seed: UInt64(seed))
                let damaged = damager.damage(original)
                let source = SourceFile(path: name, bytes: damaged)
                for diagnostic in PlistParser.parse(source).diagnostics {
                    for help in diagnostic.help where help.hasPrefix("libxml2 says: ") {
                        seen += 1
                        let words = String(help.dropFirst("libxml2 says: ".count))
                        XCTAssertFalse(
                            diagnostic.message.localizedCaseInsensitiveContains(words),
                            "\(name) seed \(seed): \(diagnostic.message)")
                        // The last resort, for objections no damage here reaches, is said of none of these.
                        XCTAssertFalse(
                            diagnostic.message.contains("this is not well-formed XML"),
                            "\(name) seed \(seed): no words of nimlint's for \(words)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(seen, 100, "the damaged files must reach libxml2's objections")
    }
}
