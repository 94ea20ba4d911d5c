import Foundation
import XCTest
@testable import NIMLint

/// Files CoreFoundation loads though libxml2 stops early or reads them otherwise: the tree the rules check is
/// CoreFoundation's, at the places the file holds it, with every libxml2 release (the walk does not depend on
/// where or how libxml2 stopped).
final class CoreFoundationWalkTests: XCTestCase {
    private static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

    private func parse(_ text: String) -> ParseResult {
        PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", string: text))
    }

    /// libxml2 stops on line 4 (`&#0;`); CoreFoundation reads on, and so do the rules.
    func testKeysAfterWhereLibXML2StopsAreInTheTree() throws {
        let text =
            Self.header + "<dict>\n\t<key>A</key>\n\t<string>a&#0;b</string>\n\t<key>Message_Limit</key>\n"
            + "\t<integer>0x14</integer>\n</dict>\n</plist>\n"
        let result = parse(text)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.toleratedMarkup.rawValue], "\(result.diagnostics)")
        let root = try XCTUnwrap(result.document.root)
        XCTAssertEqual(root.entry("A")?.value.stringValue, "a\u{0}b")
        let limit = try XCTUnwrap(root.entry("Message_Limit"))
        guard case .integer(20) = limit.value.value else {
            return XCTFail("0x14 is 20 to CoreFoundation: \(limit.value.value)")
        }
        // The entry is where the file holds it: line 6, column 3.
        let location = SourceFile(path: "x", string: text).location(of: limit.keyRange.start)
        XCTAssertEqual("\(location.line):\(location.column)", "6:2")
        XCTAssertNil(CoreFoundationComparison.difference(Array(text.utf8)))
    }

    /// A start tag ends at its first `>` for CoreFoundation, even inside an attribute's value: the rest of the
    /// value is stray text, and the file is lost, though libxml2 finds nothing wrong.
    func testAGreaterThanSignInAnAttributeLosesTheFile() {
        let text =
            "<?xml version=\"1.0\"?>\n<plist version=\">\">\n<dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>\n</plist>\n"
        let result = parse(text)
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.first?.rule, ParseRule.settingsNotLoaded.rawValue, "\(result.diagnostics)")
        XCTAssertNil(CoreFoundationComparison.difference(Array(text.utf8)))
    }

    /// CoreFoundation converts a file from the encoding its declaration names; its keys are read in it.
    func testKeysAreReadInTheDeclaredEncoding() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>caf\u{E9}</key>\n"
            + "\t<string>x</string>\n\t<key>na\u{EF}ve</key>\n\t<string>&#0;</string>\n</dict>\n</plist>\n"
        let bytes = try XCTUnwrap(text.data(using: .isoLatin1))
        let result = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: Array(bytes)))
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        XCTAssertEqual(result.document.root?.entries?.map(\.key), ["caf\u{E9}", "na\u{EF}ve"])
        XCTAssertNil(CoreFoundationComparison.difference(Array(bytes)))
        // libxml2, told to read every file as UTF-8, objects to the first Latin-1 byte; read in the declared
        // encoding, as CoreFoundation and libxml2 left to itself read it, nothing is wrong.
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }

    /// A file in GBK that says so loads as NIMKit reads it, without a finding; the same bytes without the
    /// declaration are lost, and the finding names the bytes in nimlint's words with every libxml2 release.
    func testTextInADeclaredEncodingIsNoFindingAndUndeclaredIsNamedByItsBytes() throws {
        // 请输入 in GBK.
        let placeholder: [UInt8] = [0xC7, 0xEB, 0xCA, 0xE4, 0xC8, 0xEB]
        let body =
            Array("<plist version=\"1.0\">\n<dict>\n\t<key>Placeholder</key>\n\t<string>".utf8) + placeholder
            + Array("</string>\n</dict>\n</plist>\n".utf8)
        let declared = Array("<?xml version=\"1.0\" encoding=\"GBK\"?>\n".utf8) + body
        guard case .loaded = CoreFoundationLoader.load(declared) else {
            throw XCTSkip("this platform's CoreFoundation does not convert from GBK")
        }
        let loaded = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: declared))
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        XCTAssertEqual(loaded.document.root?.entry("Placeholder")?.value.stringValue, "\u{8BF7}\u{8F93}\u{5165}")

        // Declared and broken past the GBK text: CoreFoundation's reason is the finding, not libxml2's objection
        // to the bytes it was told to read as UTF-8.
        let broken =
            Array(
                "<?xml version=\"1.0\" encoding=\"GBK\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>Placeholder</key>\n\t<string>"
                    .utf8)
            + placeholder + Array("</string>\n</plist>\n".utf8)
        let brokenResult = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: broken))
        XCTAssertEqual(
            brokenResult.diagnostics.map(\.rule), [ParseRule.settingsNotLoaded.rawValue], "\(brokenResult.diagnostics)")

        let source = SourceFile(
            path: "NIMKitGlobalSetting.plist", bytes: Array("<?xml version=\"1.0\"?>\n".utf8) + body)
        let lost = PlistParser.parse(source)
        XCTAssertFalse(lost.succeeded)
        let finding = try XCTUnwrap(lost.diagnostics.first)
        XCTAssertEqual(finding.rule, ParseRule.xmlSyntax.rawValue)
        XCTAssertEqual(source.position(finding), "5:10")
        XCTAssertEqual(
            finding.message,
            "the text is not UTF-8 here (bytes 0xC7 0xEB 0xCA 0xE4): the file was saved in another encoding")
        XCTAssertTrue(finding.help.first?.hasPrefix("save it as UTF-8") ?? false, "\(finding.help)")
    }

    /// The declared encoding is read as ASCII: UTF-8 in any case is no conversion; any other name is kept as
    /// written, a byte outside ASCII as a replacement character, a control character as itself.
    func testTheDeclaredEncodingNameIsReadAsASCII() {
        func name(_ declaration: [UInt8]) -> String? {
            CoreFoundationLoader.declaredEncodingName(
                Array("<?xml version=\"1.0\" encoding=".utf8) + declaration + Array("?>".utf8))
        }
        for utf8 in ["\"UTF-8\"", "'utf-8'", "\"Utf-8\""] { XCTAssertNil(name(Array(utf8.utf8)), utf8) }
        XCTAssertEqual(name(Array("\"ISO-8859-1\"".utf8)), "ISO-8859-1")
        XCTAssertEqual(name(Array("\"utf\r8\"".utf8)), "utf\r8")
        XCTAssertEqual(name(Array("\"utf-8 \"".utf8)), "utf-8 ")
        XCTAssertEqual(name([0x22, 0x75, 0xC3, 0xA9, 0x22]), "u\u{FFFD}\u{FFFD}")
        XCTAssertNil(CoreFoundationLoader.declaredEncodingName(Array("<?xml version=\"1.0\"?>".utf8)))
    }

    /// An encoding CoreFoundation does not know loses the file, though libxml2 (reading nimlint's UTF-8) finds
    /// nothing wrong in an all-ASCII one.
    func testAnUnknownDeclaredEncodingLosesTheFile() {
        let text =
            "<?xml version=\"1.0\" encoding=\"x-nimlint\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>A</key>\n\t<string>a</string>\n</dict>\n</plist>\n"
        let result = parse(text)
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.first?.rule, ParseRule.settingsNotLoaded.rawValue, "\(result.diagnostics)")
        XCTAssertNil(CoreFoundationComparison.difference(Array(text.utf8)))
    }

    /// CoreFoundation skips whitespace before `<?xml`; removing it is the one safe fix, and the file it leaves
    /// is one libxml2 accepts too.
    func testBlankLinesBeforeTheDeclarationAreFixed() throws {
        let clean = Self.header + "<dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>\n</plist>\n"
        let result = parse("\n\n  " + clean)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        let finding = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(finding.rule, ParseRule.toleratedMarkup.rawValue)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.safety, .safe)
        XCTAssertEqual(fix.edits, [.delete(SourceRange(0, 4))])
        XCTAssertTrue(parse(clean).diagnostics.isEmpty)
        // A comment before it is no whitespace: nothing is offered.
        XCTAssertNil(parse("<!-- c -->" + clean).diagnostics.first?.fix)
    }

    /// The finding covers the misplaced `<?xml` and says what comes before it, not where libxml2 stopped.
    func testAMisplacedDeclarationIsNamedWithWhatPrecedesIt() throws {
        let clean = Self.header + "<dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>\n</plist>\n"
        let cases = [
            ("\n\n  ", 4, "2 blank lines come"), ("\n", 1, "a blank line comes"), ("  ", 2, "whitespace comes"),
            ("<!-- c -->\n", 11, "a comment comes"), ("\u{FEFF}\n<!-- c -->", 14, "a comment comes"),
        ]
        for (prefix, offset, words) in cases {
            let finding = try XCTUnwrap(parse(prefix + clean).diagnostics.first, prefix)
            XCTAssertEqual(finding.rule, ParseRule.toleratedMarkup.rawValue, prefix)
            XCTAssertEqual(finding.range, SourceRange(offset, offset + 5), prefix)
            XCTAssertTrue(
                finding.message.hasPrefix(
                    "the XML declaration must open the file, but \(words) before it; "
                        + "NIMKit still loads the file"), finding.message)
        }
    }

    /// Comments CoreFoundation skips are the file's own: a suppression in one after the point libxml2 stopped
    /// still counts.
    func testCommentsAfterWhereLibXML2StopsAreKept() throws {
        let text =
            Self.header + "<dict>\n\t<key>A</key>\n\t<string>\u{1}</string>\n\t<!-- nimlint-disable-next-line -->\n"
            + "\t<key>B</key>\n\t<string>b</string>\n</dict>\n</plist>\n"
        let result = parse(text)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        XCTAssertEqual(result.document.comments.map(\.text), [" nimlint-disable-next-line "])
        XCTAssertEqual(result.document.root?.entries?.map(\.key), ["A", "B"])
    }
}
