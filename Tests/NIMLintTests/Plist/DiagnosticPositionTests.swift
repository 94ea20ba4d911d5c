import Foundation
import XCTest
@testable import NIMLint

/// Every range a parse diagnostic gives covers whole characters, in the UTF-8 text and on disk in UTF-16, and
/// an entity reference is named as written and located where it is.
final class DiagnosticPositionTests: XCTestCase {
    private static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Placeholder</key>
        \t<string>请输入消息 😀</string>
        </dict>
        </plist>

        """

    func testAParameterEntityReferenceIsNamedAsWrittenAtItsPlace() throws {
        let source = SourceFile(
            path: "pe.plist",
            string: "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n  %pe;\n]>\n<plist version=\"1.0\"><dict/></plist>\n")
        let diagnostic = try XCTUnwrap(PlistParser.parse(source).diagnostics.first)
        XCTAssertTrue(
            diagnostic.message.hasPrefix("parameter-entity reference %pe; is not allowed"), diagnostic.message)
        XCTAssertEqual(source.string(in: diagnostic.range), "%pe;")
        XCTAssertEqual(source.position(diagnostic), "3:3")
    }

    func testAGeneralEntityReferenceIsNamedAsWrittenAtItsPlace() throws {
        let source = SourceFile(
            path: "e.plist", string: "<plist version=\"1.0\"><dict><key>a&pe;b</key><string/></dict></plist>\n")
        let diagnostic = try XCTUnwrap(PlistParser.parse(source).diagnostics.first)
        XCTAssertTrue(diagnostic.message.hasPrefix("entity reference &pe; is not allowed"), diagnostic.message)
        XCTAssertEqual(source.string(in: diagnostic.range), "&pe;")
    }

    /// The same reference written several times: each finding is on its own occurrence, the one libxml2's cursor
    /// has just passed, never the next one along.
    func testEachOfRepeatedReferencesIsFoundAtItsOwnPlace() throws {
        let source = SourceFile(
            path: "e.plist",
            string: "<plist version=\"1.0\"><dict><key>k</key><string>&x;&x; &x;</string></dict></plist>\n")
        let findings = PlistParser.parse(source).diagnostics.filter { $0.message.hasPrefix("entity reference &x;") }
        XCTAssertEqual(findings.map { source.position($0) }, ["1:48", "1:51", "1:55"])
        XCTAssertEqual(findings.map { source.string(in: $0.range) }, ["&x;", "&x;", "&x;"])
    }

    /// A character after the end of the document: libxml2's cursor rests on its first byte.
    func testARangeOnAMultiByteCharacterCoversAllOfIt() throws {
        let text = "<plist version=\"1.0\"><dict/></plist>你\n"
        for encoding in [String.Encoding.utf8, .utf16] {
            let source = SourceFile(path: "x.plist", bytes: Array(try XCTUnwrap(text.data(using: encoding))))
            let diagnostic = try XCTUnwrap(PlistParser.parse(source).diagnostics.first)
            XCTAssertEqual(source.string(in: diagnostic.range), "你", "\(encoding)")
            let onDisk = source.diskOffset(of: diagnostic.range.end) - source.diskOffset(of: diagnostic.range.start)
            XCTAssertEqual(onDisk, encoding == .utf8 ? 3 : 2, "\(encoding)")
        }
    }

    /// Found by the fuzz target: a UTF-16 file cut after an odd byte. Its last range lies at the end of the file,
    /// between code units, which is where the file ends and no character is cut.
    func testRangesOfAUTF16FileOfOddLengthStayOnItsCodeUnits() throws {
        let url = repositoryRoot.appendingPathComponent("Fuzz/Seeds/finding-utf16-odd-length.plist")
        let source = SourceFile(path: "odd.plist", bytes: Array(try Data(contentsOf: url)))
        XCTAssertEqual(source.bytes.count % 2, 1)
        let diagnostics = PlistParser.parse(source).diagnostics
        XCTAssertFalse(diagnostics.isEmpty)
        for diagnostic in diagnostics {
            for offset in [diagnostic.range.start, diagnostic.range.end] {
                let onDisk = offset < source.text.count ? source.diskOffset(of: offset) : source.bytes.count
                XCTAssertTrue(onDisk % 2 == 0 || onDisk == source.bytes.count, "\(diagnostic.message) at \(onDisk)")
            }
        }
    }

    /// A multi-byte character put at every place of a document, and the document cut at every byte: whatever
    /// libxml2 makes of it, each range starts and ends on a character, in UTF-8 and in UTF-16.
    func testEveryRangeCoversWholeCharactersWhereverTheDocumentBreaks() throws {
        let original = Array(Self.document.utf8)
        var variants: [[UInt8]] = (0..<original.count).map { Array(original[..<$0]) }
        variants += (0...original.count).map { Array(original[..<$0]) + Array("你".utf8) + Array(original[$0...]) }
        for (index, bytes) in variants.enumerated() {
            let text = String(decoding: bytes, as: UTF8.self)
            for encoding in [String.Encoding.utf8, .utf16] {
                let source = SourceFile(path: "v.plist", bytes: Array(try XCTUnwrap(text.data(using: encoding))))
                for diagnostic in PlistParser.parse(source).diagnostics {
                    let range = diagnostic.range
                    for offset in [range.start, range.end] where offset < source.text.count {
                        XCTAssertNotEqual(
                            source.text[offset] & 0xC0, 0x80, "variant \(index), \(encoding): \(diagnostic.message)")
                    }
                    let diskStart = source.diskOffset(of: range.start)
                    let diskEnd = range.end < source.text.count ? source.diskOffset(of: range.end) : source.bytes.count
                    if !range.isEmpty {
                        XCTAssertLessThan(diskStart, diskEnd, "variant \(index), \(encoding): \(diagnostic.message)")
                    }
                    if encoding == .utf16 {
                        XCTAssertEqual(diskStart % 2, 0, "variant \(index)")
                        XCTAssertEqual(diskEnd % 2, 0, "variant \(index)")
                    }
                }
            }
        }
    }
}
