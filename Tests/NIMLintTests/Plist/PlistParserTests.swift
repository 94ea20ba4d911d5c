import Foundation
import XCTest
@testable import NIMLint

final class PlistParserTests: XCTestCase {
    private func diagnostics(_ text: String) -> [(rule: String, position: String, message: String)] {
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        return PlistParser.parse(source).diagnostics.map { ($0.rule, source.position($0), $0.message) }
    }

    private func assertSingle(
        _ text: String, rule: ParseRule, at position: String, containing fragment: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = diagnostics(text)
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
        XCTAssertEqual(found.first?.rule, rule.rawValue, file: file, line: line)
        XCTAssertEqual(found.first?.position, position, file: file, line: line)
        XCTAssertTrue(found.first?.message.contains(fragment) ?? false, "\(found)", file: file, line: line)
    }

    func testCorpusParsesWithoutDiagnostics() throws {
        for url in try TestPaths.corpus() {
            let source = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
            let result = PlistParser.parse(source)
            XCTAssertEqual(result.diagnostics.map(\.message), [], url.lastPathComponent)
            XCTAssertNotNil(result.document.root?.entries, url.lastPathComponent)
            XCTAssertNotNil(result.document.doctype, url.lastPathComponent)
        }
    }

    func testLocatedTreeOfASettingsFile() throws {
        let text = plist(
            "<dict>\n\t<key>Placeholder</key>\n\t<string>请输入{11,-15,9,9}</string>\n\t<key>Show</key>\n\t<true/>\n</dict>"
        )
        let source = SourceFile(path: "x.plist", string: text)
        let root = try XCTUnwrap(PlistParser.parse(source).document.root)
        let entry = try XCTUnwrap(root.entry("Placeholder"))
        XCTAssertEqual(source.string(in: entry.keyRange), "<key>Placeholder</key>")
        XCTAssertEqual(source.string(in: entry.keyContent), "Placeholder")
        XCTAssertEqual(source.string(in: entry.value.range), "<string>请输入{11,-15,9,9}</string>")
        XCTAssertEqual(source.string(in: entry.value.content), "请输入{11,-15,9,9}")
        XCTAssertEqual(source.location(of: entry.value.content.start).column, 10)
        XCTAssertEqual(source.location(of: entry.value.content.end).column, 25)
        let show = try XCTUnwrap(root.entry("Show"))
        XCTAssertEqual(source.string(in: show.value.range), "<true/>")
        XCTAssertEqual(source.string(in: root.startTag), "<dict>")
    }

    /// A tag's `<` is found from its name's length when it is written plainly, and by a scan back otherwise: both
    /// give the whole tag, however it is written.
    func testTagsWrittenWithSpacesOrAttributesKeepTheirRanges() throws {
        let text = plist(
            "<dict >\n<key >A</key >\n<string id=\"1\">a</string\n>\n<key>B</key><true />"
                + "<key>C</key><array\t><integer>1</integer  ></array><key>D</key><string/></dict  >")
        let source = SourceFile(path: "x.plist", string: text)
        let root = try XCTUnwrap(PlistParser.parse(source).document.root)
        XCTAssertEqual(source.string(in: root.startTag), "<dict >")
        XCTAssertTrue(source.string(in: root.range).hasSuffix("</dict  >"))
        let a = try XCTUnwrap(root.entry("A"))
        XCTAssertEqual(source.string(in: a.keyRange), "<key >A</key >")
        XCTAssertEqual(source.string(in: a.keyContent), "A")
        XCTAssertEqual(source.string(in: a.value.range), "<string id=\"1\">a</string\n>")
        XCTAssertEqual(source.string(in: a.value.content), "a")
        XCTAssertEqual(source.string(in: try XCTUnwrap(root.entry("B")).value.range), "<true />")
        let c = try XCTUnwrap(root.entry("C")).value
        XCTAssertEqual(source.string(in: c.range), "<array\t><integer>1</integer  ></array>")
        XCTAssertEqual(source.string(in: try XCTUnwrap(c.items?.first).range), "<integer>1</integer  >")
        XCTAssertEqual(source.string(in: try XCTUnwrap(root.entry("D")).value.range), "<string/>")
    }

    /// libxml2 hands long text over in pieces of a few hundred bytes, and text around a reference in three: each
    /// value is the whole of its text, and the next value starts afresh.
    func testTextInManyPiecesMakesOneValue() throws {
        let long = String(repeating: "请输入 message text, ", count: 120)
        let text = plist(
            "<dict><key>\(long)</key><string>\(long)&amp;\(long)</string><key>B</key><string>b</string>"
                + "<key>C</key><integer>\(String(repeating: "0", count: 700))14</integer></dict>")
        let root = try XCTUnwrap(PlistParser.parse(SourceFile(path: "x", string: text)).document.root)
        XCTAssertEqual(root.entries?.map(\.key), [long, "B", "C"])
        XCTAssertEqual(root.entry(long)?.value.stringValue, long + "&" + long)
        XCTAssertEqual(root.entry("B")?.value.stringValue, "b")
        guard case .integer(let number) = root.entry("C")?.value.value else { return XCTFail("C is no integer") }
        XCTAssertEqual(number, 14)
    }

    /// Keys are kept as bytes but compare as Swift strings do, by canonical equivalence: the Kelvin sign is the
    /// letter K, a decomposed é is é.
    func testKeysCompareAsSwiftStringsDo() throws {
        let text = plist(
            "<dict><key>Key_\u{212A}</key><integer>1</integer><key>Key_é</key><integer>2</integer>"
                + "<key>Key_K</key><integer>3</integer><key>Key_Z</key><string>z</string></dict>")
        let root = try XCTUnwrap(PlistParser.parse(SourceFile(path: "x", string: text)).document.root)
        let entries = try XCTUnwrap(root.entries)
        XCTAssertEqual(entries.map(\.isOverridden), [true, false, false, false])
        XCTAssertEqual(entries.map(\.key), ["Key_\u{212A}", "Key_é", "Key_K", "Key_Z"])
        XCTAssertTrue(entries.containsKey(KeyName("Key_e\u{301}")))
        XCTAssertTrue(entries.containsKey(KeyName("Key_\u{212A}")))
        XCTAssertTrue(entries.containsKey(KeyName("Key_Z")))
        XCTAssertFalse(entries.containsKey(KeyName("Key_z")))
        XCTAssertFalse(entries.containsKey(KeyName("Key_e")))
        guard case .integer(let number) = root.entry("Key_\u{212A}")?.value.value else { return XCTFail("no integer") }
        XCTAssertEqual(number, 3)

        let node = SchemaNode(.init(type: .integer))
        let table = PropertyTable(["Key_K": node, "Key_é": node, "Key_Z": node])
        let found = entries.tree.withText { text in
            entries.map { entry in
                table.position(named: entries.tree.entries[entry.index].key, in: text).map {
                    table.node(at: $0).takeUnretainedValue()
                }
            }
        }
        XCTAssertEqual(found.map { $0 === node }, [true, true, true, true])
        XCTAssertTrue(table.position(of: "Key_\u{212A}").map { table.node(at: $0).takeUnretainedValue() } === node)
        XCTAssertTrue(table.position(of: "Key_e\u{301}").map { table.node(at: $0).takeUnretainedValue() } === node)
        XCTAssertNil(table.position(of: "Key_k"))
    }

    func testDuplicateKeysAreKeptInOrder() throws {
        let text = plist("<dict><key>A</key><integer>1</integer><key>A</key><integer>2</integer></dict>")
        let root = try XCTUnwrap(PlistParser.parse(SourceFile(path: "x", string: text)).document.root)
        XCTAssertEqual(root.entries?.map(\.key), ["A", "A"])
        guard case .integer(2) = root.entry("A")?.value.value else { return XCTFail("the later duplicate wins") }
    }

    func testXMLSyntaxErrors() {
        assertSingle(
            plist("<dict>\n<key>A</key>\n<string>x</string>\n"), rule: .xmlSyntax, at: "7:1",
            containing: "closing tag </plist> does not match <dict> opened on line 3")
        assertSingle(
            "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n\t<key>A</key>\n\t<string>x", rule: .xmlSyntax,
            at: "5:11", containing: "the file ends inside the <string> opened on line 5")
        // CoreFoundation stops reading at the root's end: NIMKit loads the file all the same.
        assertSingle(
            plist("<dict><key>A</key><string>x</string></dict>") + "<extra/>", rule: .toleratedMarkup,
            at: "5:1", containing: "text after the root element")
        // libxml2 hands on the next key's text after the mismatch: one error, no stray text besides.
        assertSingle(
            plist(
                "<dict>\n\t<key>A</key>\n\t<dict>\n\t\t<key>B</key>\n\t\t<string>b</string>\n\t</dikt>\n"
                    + "\t<key>C</key>\n\t<string>c</string>\n</dict>"),
            rule: .xmlSyntax, at: "8:2", containing: "closing tag </dikt> does not match <dict> opened on line 5")
    }

    func testPlistStructureErrors() {
        assertSingle(
            plist("<dict>\n\t<key>A</key>\n\t<integr>1</integr>\n</dict>"), rule: .plistStructure, at: "5:2",
            containing: "unknown element <integr>")
        assertSingle(
            plist("<dict>\n\t<key>A</key>\n\t<key>B</key><string>b</string>\n</dict>"), rule: .plistStructure,
            at: "4:2", containing: "key 'A' has no value")
        assertSingle(
            plist("<dict>\n\t<key>A</key><string>a</string>\n\t<key>B</key>\n</dict>"), rule: .plistStructure,
            at: "5:2", containing: "key 'B' has no value")
        assertSingle(
            plist("<dict>\n\t<string>a</string>\n</dict>"), rule: .plistStructure, at: "4:2",
            containing: "must follow a <key>")
        assertSingle(
            plist("<dict>\n\t<key>A</key><string>a</string>\n\toops\n</dict>"), rule: .plistStructure,
            at: "5:2", containing: "stray text")
        // CoreFoundation reads these all the same: a space before an integer, bad base64, a bare root.
        assertSingle(
            plist("<dict><key>A</key><integer> 14</integer></dict>"), rule: .toleratedMarkup, at: "3:28",
            containing: "malformed <integer> ' 14'")
        assertSingle(
            plist("<dict><key>A</key><real>1,5</real></dict>"), rule: .plistStructure, at: "3:25",
            containing: "malformed <real>")
        assertSingle(
            plist("<dict><key>A</key><date>2017-08-01</date></dict>"), rule: .plistStructure, at: "3:25",
            containing: "malformed <date>")
        assertSingle(
            plist("<dict><key>A</key><data>A!!</data></dict>"), rule: .toleratedMarkup, at: "3:25",
            containing: "malformed <data>")
        assertSingle(
            plist("<dict><key>A</key><true>yes</true></dict>"), rule: .plistStructure, at: "3:25",
            containing: "malformed <true>")
        assertSingle(
            "<?xml version=\"1.0\"?>\n<dict/>\n", rule: .toleratedMarkup, at: "2:1",
            containing: "root element is <dict>")
        assertSingle(
            plist("<dict><key>A</key><string>a<!-- no --></string></dict>"), rule: .plistStructure,
            at: "3:28", containing: "comment inside <string>")
        assertSingle(
            plist("<dict><key>A</key><string>a&nbsp;b</string></dict>"), rule: .plistStructure,
            at: "3:28", containing: "entity reference &nbsp;")
    }

    /// An integer beyond 64 bits is a whole number all the same: the finding says it overflows, and that
    /// CoreFoundation then refuses the whole file, as it does.
    func testAnIntegerBeyond64BitsIsSaidToOverflow() {
        let refusal =
            "overflows 64 bits (the range is -9223372036854775808 to 9223372036854775807): CoreFoundation "
            + "refuses the value, and with it the whole file"
        for (text, column) in [
            ("99999999999999999999", "28"), ("-9223372036854775809", "28"), ("0x1FFFFFFFFFFFFFFFF", "28"),
        ] {
            let file = plist("<dict><key>A</key><integer>\(text)</integer></dict>")
            assertSingle(file, rule: .plistStructure, at: "3:\(column)", containing: "<integer> '\(text)' \(refusal)")
            XCTAssertNil(CoreFoundationComparison.difference(Array(file.utf8)), text)
            XCTAssertNil((try? PropertyListSerialization.propertyList(from: Data(file.utf8), format: nil)), text)
        }
        XCTAssertEqual(diagnostics(plist("<dict><key>A</key><integer>9223372036854775807</integer></dict>")).count, 0)
    }

    func testUnknownElementSuggestsTheClosestName() throws {
        let source = SourceFile(path: "x", string: plist("<dict><key>A</key><integr>1</integr></dict>"))
        let diagnostic = try XCTUnwrap(PlistParser.parse(source).diagnostics.first)
        XCTAssertEqual(diagnostic.help.first, "did you mean <integer>?")
    }

    func testElementNamesAreReadExactly() {
        for element in PlistElement.allCases {
            let name = Array(element.rawValue.utf8) + [0]
            XCTAssertEqual(name.withUnsafeBufferPointer { PlistElement(name: $0.baseAddress!) }, element)
            XCTAssertEqual(element.nameLength, element.rawValue.utf8.count, element.rawValue)
        }
        for near in ["", "d", "da", "dat", "datum", "dates", "dicts", "dic", "k", "keys", "str", "plists", "True", "x"]
        {
            let name = Array(near.utf8) + [0]
            XCTAssertNil(name.withUnsafeBufferPointer { PlistElement(name: $0.baseAddress!) }, near)
        }
    }

    /// A comment, CDATA section or processing instruction left open runs to the end of the file, where libxml2
    /// gives up; the one finding is at its opening, where CoreFoundation stops too, and holds none of the text
    /// libxml2 quotes after its message.
    func testAnUnclosedConstructIsReportedWhereItOpens() {
        let cases: [(body: String, position: String, message: String)] = [
            (
                "<dict>\n\t<!-- closed -->\n\t<!-- Placeholder was\n\t<key>Placeholder</key>\n\t<string>hi</string>\n</dict>",
                "5:2",
                "comment never closed: no --> follows this <!--, so the rest of the file is inside it"
            ),
            (
                "<dict>\n\t<key>A</key>\n\t<string><![CDATA[a]]></string>\n\t<key>Placeholder</key>\n\t<string><![CDATA[hi\nthere</string>\n</dict>",
                "7:10",
                "CDATA section never closed: no ]]> follows this <![CDATA[, so the rest of the file is inside it"
            ),
            (
                "<dict>\n\t<key>Placeholder</key>\n\t<?note <string>hi</string>\n</dict>", "5:2",
                "processing instruction never closed: no ?> follows this <?, so the rest of the file is inside it"
            ),
        ]
        for (body, position, message) in cases {
            let found = diagnostics(plist(body))
            XCTAssertEqual(found.map(\.rule), [ParseRule.xmlSyntax.rawValue], "\(found)")
            XCTAssertEqual(found.first?.position, position, body)
            XCTAssertEqual(found.first?.message, message, body)
        }
    }

    /// A file that stops before `</plist>` is said to be cut short, at the finding where its text ends, whatever
    /// libxml2 names there; a file with a finding elsewhere is not.
    func testACutShortFileIsSaidToBe() throws {
        let whole = plist("<dict>\n\t<key>A</key>\n\t<string>a</string>\n\t<key>B</key>\n\t<string>b</string>\n</dict>")
        let help = "the file ends on line %d before </plist>: it looks cut short"
        for (cut, line, end) in [(whole.count - 12, 8, "\n"), (whole.count - 40, 6, "\n\n"), (60, 2, ""), (70, 4, "")] {
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: String(whole.prefix(cut)) + end)
            let findings = PlistParser.parse(source).diagnostics
            let last = try XCTUnwrap(findings.last, "\(cut)")
            XCTAssertTrue(last.isParseError, "\(findings)")
            XCTAssertTrue(last.help.first?.hasPrefix(String(format: help, line)) ?? false, "\(cut): \(findings)")
            XCTAssertEqual(findings.flatMap(\.help).filter { $0.contains("cut short") }.count, 1, "\(findings)")
        }
        let unclosed = whole.replacingOccurrences(of: "</dict>", with: "</dikt>")
        let mismatched = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", string: unclosed)).diagnostics
        XCTAssertFalse(mismatched.isEmpty)
        XCTAssertFalse(mismatched.flatMap(\.help).contains { $0.contains("cut short") }, "\(mismatched)")
    }

    /// A root closed early leaves every later value outside it: one finding, at the first, says where the root
    /// value ended, not one per value after it.
    func testValuesAfterTheRootAreOneFinding() throws {
        let text = plist(
            "<dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>\n\t<key>B</key>\n\t<string>b</string>\n"
                + "\t<key>C</key>\n\t<integer>1</integer>")
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        let findings = PlistParser.parse(source).diagnostics.filter { $0.rule == ParseRule.plistStructure.rawValue }
        XCTAssertEqual(findings.count, 1, "\(findings)")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(source.position(finding), "7:2")
        XCTAssertEqual(
            finding.message, "<plist> holds one root value; this second one, and all after it, is never read")
        XCTAssertEqual(
            finding.help.first,
            "the root value ends on line 6: where that is early, a closing tag before it "
                + "closes an element whose opening tag is missing")
    }

    func testUnsupportedFormats() throws {
        let settings = try PropertyListSerialization.data(
            fromPropertyList: ["Message_Limit": 20], format: .binary, options: 0)
        let array = try PropertyListSerialization.data(fromPropertyList: [20], format: .binary, options: 0)
        let xml = plist("<dict>\n\t<key>Message_Limit</key>\n\t<integer>20</integer>\n</dict>")
        let cases: [([UInt8], String)] = [
            (Array(settings.dropLast(5)), "this binary property list is damaged: CoreFoundation cannot read it"),
            (Array("bplist00\u{0}\u{1}".utf8), "binary property list is damaged"),
            (Array(array), "this binary property list holds no dictionary"),
            (Array(#"{"Message_Limit": 20}"#.utf8), "JSON"),
            ([], "the file is empty: NSDictionary reads nil"),
            (Array(" \n\t".utf8), "the file holds only whitespace: NSDictionary reads an empty dictionary"),
            (Array("Message_Limit: 20".utf8), "not an XML property list"),
            (Array("( 20 )".utf8), "this old-style (OpenStep) property list holds no dictionary"),
            (
                Array("{ Message_Limit = 20 ".utf8),
                "CoreFoundation stops reading this old-style (OpenStep) property list here"
            ),
            (Array(xml.data(using: .utf16LittleEndian)!), "this file is UTF-16 without a byte order mark"),
            (Array(xml.data(using: .utf16BigEndian)!), "this file is UTF-16 without a byte order mark"),
            (Array(xml.data(using: .utf32LittleEndian)!), "this file is UTF-32 without a byte order mark"),
            (Array(xml.data(using: .utf32BigEndian)!), "this file is UTF-32 without a byte order mark"),
            ([0x00] + Array(xml.utf8), "one of this file's first two bytes is zero"),
            ([0x3C, 0x00] + Array(xml.utf8), "one of this file's first two bytes is zero"),
            // Two zero bytes taken for the mark, then UTF-16 in the order CoreFoundation reads it: loaded.
            (
                [0x00, 0x00] + Array(xml.data(using: .utf16LittleEndian)!),
                "this file is Unicode text without a byte order mark: NIMKit loads it, but nimlint cannot check it"
            ),
        ]
        for (bytes, fragment) in cases {
            let result = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes))
            XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.unsupportedFormat.rawValue], fragment)
            XCTAssertTrue(result.diagnostics.first?.message.contains(fragment) ?? false, "\(result.diagnostics)")
            XCTAssertNil(result.document.root)
            // What nimlint says NIMKit gets is what CoreFoundation reads.
            let read = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: Any]
            if fragment.contains("NIMKit loads it") {
                XCTAssertNotNil(read, fragment)
            } else if fragment.contains("an empty dictionary") {
                XCTAssertEqual(read?.isEmpty, true, fragment)
            } else {
                XCTAssertNil(read, "CoreFoundation loads what nimlint says NIMKit does not: \(fragment)")
            }
        }
    }

    /// Old-style text NIMKit loads is read as CoreFoundation reads it, a strings file's lines too: every value a
    /// string, each at its place.
    func testOldStyleTextCoreFoundationReadsIsRead() throws {
        for text in ["{ Message_Limit = 20; }", "Message_Limit = 20;\nPlaceholder = \"Say something\";\n"] {
            XCTAssertTrue(
                (try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)) is [String: Any], text
            )
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
            let result = PlistParser.parse(source)
            XCTAssertEqual(result.diagnostics, [], text)
            XCTAssertEqual(result.document.format, .openStep)
            let limit = try XCTUnwrap(result.document.root?.entry("Message_Limit"), text)
            XCTAssertEqual(limit.value.stringValue, "20")
            XCTAssertEqual(source.string(in: limit.value.range), "20")
            XCTAssertEqual(source.string(in: limit.keyRange), "Message_Limit")
        }
    }

    func testEncodingsGiveTheSameTreeAndPositions() throws {
        let text = plist(
            "<dict>\n\t<key>Placeholder</key>\n\t<string>请输入消息</string>\n\t<key>Max_Length</key>\n\t<integer>1000</integer>\n</dict>"
        )
        let variants: [[UInt8]] = [
            Array(text.utf8),
            [0xEF, 0xBB, 0xBF] + Array(text.utf8),
            [0xFF, 0xFE]
                + TextEncoding.utf16LittleEndian.encode(text.replacingOccurrences(of: "UTF-8", with: "UTF-16")),
            [0xFE, 0xFF] + TextEncoding.utf16BigEndian.encode(text.replacingOccurrences(of: "UTF-8", with: "UTF-16")),
            [0xFF, 0xFE, 0x00, 0x00]
                + TextEncoding.utf32LittleEndian.encode(text.replacingOccurrences(of: "UTF-8", with: "UTF-32")),
            [0x00, 0x00, 0xFE, 0xFF]
                + TextEncoding.utf32BigEndian.encode(text.replacingOccurrences(of: "UTF-8", with: "UTF-32")),
            Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8),
            Array(text.replacingOccurrences(of: "\n", with: "\r").utf8),
        ]
        for bytes in variants {
            let source = SourceFile(path: "x", bytes: bytes)
            let result = PlistParser.parse(source)
            XCTAssertEqual(result.diagnostics.map(\.message), [], "\(source.encoding)")
            let entry = try XCTUnwrap(result.document.root?.entry("Max_Length"), "\(source.encoding)")
            let location = source.location(of: entry.value.content.start)
            XCTAssertEqual(
                [location.line, location.column], [7, 11], "\(source.encoding) \(source.lineEnding.debugDescription)")
            XCTAssertEqual(result.document.root?.entry("Placeholder")?.value.stringValue, "请输入消息")
        }
    }

    func testExternalEntitiesAreNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-secret-\(UUID()).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY xxe SYSTEM "\(secret.absoluteString)">]>
            <plist><dict><key>Placeholder</key><string>&xxe;</string></dict></plist>
            """
        let result = PlistParser.parse(SourceFile(path: "x", string: text))
        XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.plistStructure.rawValue])
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("TOP-SECRET") })
        XCTAssertEqual(SourceFile(path: "x", string: text).position(result.diagnostics[0]), "3:44")
    }

    func testEntityExpansionBombEndsInADiagnostic() {
        var declarations = "<!ENTITY lol0 \"lollollollol\">"
        for level in 1...12 {
            let previous = "&lol\(level - 1);"
            declarations += "<!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">"
        }
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\(declarations)]>\n<plist><string>&lol12;</string></plist>"
        let source = SourceFile(path: "x", string: text)
        let result = PlistParser.parse(source)
        XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.plistStructure.rawValue])
        XCTAssertNil(result.document.root)
        XCTAssertEqual(result.diagnostics.map(source.position), ["3:16"], "at the reference, never expanded")
        XCTAssertEqual(
            result.diagnostics.first?.message,
            "entity reference &lol12; is not allowed: a property list uses only "
                + "&lt; &gt; &amp; &quot; &apos; and character references")
    }

    func testDeepNestingEndsInADiagnostic() {
        let depth = 100_000
        let text =
            "<?xml version=\"1.0\"?><plist>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>"
        let result = PlistParser.parse(SourceFile(path: "x", string: text))
        XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.xmlSyntax.rawValue])
        XCTAssertTrue(result.diagnostics.first?.message.contains("nested deeper") ?? false)
    }

    /// The limit is nimlint's, not the libxml2 release's: the plist and 255 arrays parse, one more array is the
    /// finding, on its own start tag.
    func testTheDepthLimitIsNimlintsOwn() throws {
        func nested(_ arrays: Int) -> String {
            "<?xml version=\"1.0\"?>\n<plist>" + String(repeating: "<array>", count: arrays)
                + String(repeating: "</array>", count: arrays) + "</plist>\n"
        }
        let deepest = PlistBuilder.maximumDepth - 1
        XCTAssertEqual(PlistParser.parse(SourceFile(path: "x", string: nested(deepest))).diagnostics.map(\.message), [])
        let source = SourceFile(path: "x", string: nested(deepest + 1))
        let result = PlistParser.parse(source)
        XCTAssertEqual(
            result.diagnostics.map(\.message), ["elements are nested deeper than 256 levels; nimlint reads no further"])
        let finding = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(source.position(finding), "2:\(8 + 7 * deepest)")
        XCTAssertEqual(finding.range.end - finding.range.start, 7)
    }
}
