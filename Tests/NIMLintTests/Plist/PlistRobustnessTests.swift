import Foundation
import XCTest
@testable import NIMLint

/// Broken input of every kind must end in diagnostics with valid ranges, never a crash or a hang.
final class PlistRobustnessTests: XCTestCase {
    private static let seedDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<!-- comment -->
        \t<key>Placeholder</key>
        \t<string>请输入消息 &amp; &#x4E2D;<![CDATA[<b>]]></string>
        \t<key>Bubble</key>
        \t<dict>
        \t\t<key>Insets</key>
        \t\t<string>{18,25,17,25}</string>
        \t\t<key>List</key>
        \t\t<array><integer>1</integer><real>2.5</real><true/><date>2017-08-01T12:00:00Z</date><data>AAEC</data></array>
        \t</dict>
        </dict>
        </plist>

        """

    func testMutatedDocumentsAlwaysEndInValidDiagnostics() {
        var random = SeededGenerator(seed: 2_017)
        let original = Array(Self.seedDocument.utf8)
        let fragments = [
            "<", ">", "</dict>", "<dict>", "<key>", "&", "&bogus;", "<!--", "]]>", "\u{0}", "\u{FF}", "\"", "<integr>",
        ]
        var failures = 0
        for round in 0..<1_500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where position < bytes.count:
                    bytes.remove(at: position)
                case 1:
                    bytes.insert(contentsOf: Array(fragments.randomElement(using: &random)!.utf8), at: position)
                case 2:
                    bytes.removeSubrange(position...)
                default:
                    if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
                }
            }
            let source = SourceFile(path: "mutant-\(round).plist", bytes: bytes)
            let result = PlistParser.parse(source)
            if result.document.root == nil, result.diagnostics.isEmpty { failures += 1 }
            for diagnostic in result.diagnostics {
                XCTAssertTrue(
                    diagnostic.range.start >= 0 && diagnostic.range.end <= source.text.count, "round \(round)")
                XCTAssertFalse(diagnostic.message.isEmpty, "round \(round)")
                XCTAssertEqual(
                    diagnostic.severity, ParseRule(rawValue: diagnostic.rule)?.defaultSeverity, "round \(round)")
            }
        }
        XCTAssertEqual(failures, 0, "a file without a tree must say why")
    }

    func testTruncationAtEveryByteIsReported() {
        let original = Array(Self.seedDocument.utf8)
        let plistEnd = Array("</plist>".utf8)
        let lastTag = original.count - 1 - plistEnd.count
        for length in 0..<lastTag {
            let source = SourceFile(path: "cut.plist", bytes: Array(original[..<length]))
            let result = PlistParser.parse(source)
            XCTAssertNil(result.document.root, "cut at \(length)")
            // Nothing at all is an empty file; any cut after the first byte leaves unfinished XML (and, after a
            // <key>, a key without its value).
            let rules = Set(result.diagnostics.map(\.rule))
            if length == 0 {
                XCTAssertEqual(rules, [ParseRule.unsupportedFormat.rawValue])
            } else {
                XCTAssertTrue(rules.contains(ParseRule.xmlSyntax.rawValue), "cut at \(length): \(rules)")
                XCTAssertTrue(
                    rules.isSubset(of: [ParseRule.xmlSyntax.rawValue, ParseRule.plistStructure.rawValue]),
                    "cut at \(length): \(rules)")
            }
            XCTAssertTrue(result.diagnostics.allSatisfy { $0.range.end <= source.text.count }, "cut at \(length)")
        }
    }

    /// libxml2 is kept from asking its read callback for more input (`LibXML.stopAskingForMoreInput`): on every
    /// truncation and a thousand mutants, and on a real file, what it reports and builds is what it did with it.
    func testParsingWithoutTheReadCallbackChangesNothing() throws {
        var inputs = [Array(Self.seedDocument.utf8)]
        let original = inputs[0]
        inputs += (1..<original.count).map { Array(original[..<$0]) }
        inputs += [
            Array("\u{FEFF}".utf8) + original, Array(original.dropLast(9)) + Array("<!-- unfinished".utf8),
            Array(original.dropLast(9)) + Array("<![CDATA[ unfinished".utf8), Array("<plis".utf8),
        ]
        var random = SeededGenerator(seed: 2_026)
        for _ in 0..<1_000 {
            var bytes = original
            let position = Int.random(in: 0..<bytes.count, using: &random)
            bytes[position] = UInt8.random(in: 0...255, using: &random)
            bytes.removeSubrange(Int.random(in: position...bytes.count, using: &random)...)
            inputs.append(bytes)
        }
        for url in try TestPaths.corpus() { inputs.append(Array(try Data(contentsOf: url))) }
        for (index, bytes) in inputs.enumerated() {
            let source = SourceFile(path: "NIMKitBubbleSetting.plist", bytes: bytes)
            let without = PlistParser.parse(source, reader: .libXML)
            let with = PlistParser.parse(source, reader: .libXMLAskingForMoreInput)
            XCTAssertEqual(
                without.diagnostics.map { "\($0.range) \($0.message)" },
                with.diagnostics.map { "\($0.range) \($0.message)" },
                "input \(index)")
            XCTAssertEqual(
                without.document.root.map(Self.describe), with.document.root.map(Self.describe), "input \(index)")
            XCTAssertEqual(
                without.document.comments.map(\.range), with.document.comments.map(\.range), "input \(index)")
        }
    }

    private static func describe(_ node: PlistNode) -> String {
        switch node.value {
        case .dict(let entries):
            return "{" + entries.map { "\($0.key)@\($0.keyRange)=\(describe($0.value))" }.joined(separator: ",") + "}"
        case .array(let items): return "[" + items.map(describe).joined(separator: ",") + "]"
        default: return "\(node.value)@\(node.range)"
        }
    }
}
