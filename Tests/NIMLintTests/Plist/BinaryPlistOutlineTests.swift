import Foundation
import XCTest
@testable import NIMLint

/// A binary property list is read from CoreFoundation's values, set out as an outline of key paths, and checked
/// as the XML file with the same values is: the same findings, located by key path.
final class BinaryPlistOutlineTests: XCTestCase {
    func testBinaryFilesGiveTheXMLFilesFindingsLocatedByKeyPath() throws {
        let (global, bubble) = (try OtherFormatSamples.global(), try OtherFormatSamples.bubble())
        let binary = OtherFormatSamples.lint(
            global: try OtherFormatSamples.written(global, as: .binary),
            bubble: try OtherFormatSamples.written(bubble, as: .binary))
        let xml = OtherFormatSamples.lint(
            global: try OtherFormatSamples.written(global, as: .xml),
            bubble: try OtherFormatSamples.written(bubble, as: .xml))
        XCTAssertEqual(binary.map(OtherFormatSamples.findings), xml.map(OtherFormatSamples.findings))
        var located: [String: String] = [:]
        for report in binary {
            for diagnostic in report.diagnostics {
                let (start, end) = report.location(of: diagnostic.range)
                XCTAssertEqual([start.line, start.column, end.line, end.column], [1, 1, 1, 1], diagnostic.message)
                located[try XCTUnwrap(start.keyPath, diagnostic.message)] = diagnostic.rule
            }
        }
        XCTAssertEqual(located, OtherFormatSamples.findings)
        let xmlKeyPaths = xml.flatMap { report in
            report.diagnostics.compactMap { report.location(of: $0.range).start.keyPath }
        }
        XCTAssertEqual(xmlKeyPaths, [], "an XML file is located by line and column")
    }

    /// Foundation hands a bool, an integer and a real all as `NSNumber`; the tree tells them apart as the binary file
    /// does, where `<true/>`, `<integer>1</integer>` and `<real>1</real>` are three types.
    func testBoolsIntegersAndRealsKeepTheirTypes() throws {
        let date = Date(timeIntervalSinceReferenceDate: 86_400)
        let values: [String: Any] = [
            "yes": true, "no": false, "one": 1, "oneReal": 1.0, "half": 0.5, "largest": Int64.max, "negative": -3,
            "notANumber": Double.nan, "when": date, "bytes": Data([0, 1, 254]), "text": "#FFF",
            "list": [1, "a", false],
        ]
        let source = SourceFile(path: "values.plist", bytes: try OtherFormatSamples.written(values, as: .binary))
        let root = try XCTUnwrap(PlistParser.parse(source).document.root)
        func value(_ key: String) throws -> PlistNode.Value { try XCTUnwrap(root.entry(key), key).value.value }
        guard case .bool(true) = try value("yes"), case .bool(false) = try value("no"),
            case .integer(1) = try value("one"),
            case .real(1.0) = try value("oneReal"), case .real(0.5) = try value("half"),
            case .integer(Int(Int64.max)) = try value("largest"), case .integer(-3) = try value("negative"),
            case .real(let notANumber) = try value("notANumber"), notANumber.isNaN,
            case .date(date) = try value("when"),
            case .data([0, 1, 254]) = try value("bytes"), case .string("#FFF") = try value("text")
        else { return XCTFail(String(describing: root.entries?.map { ($0.key, $0.value.value) })) }
        let list = try XCTUnwrap(root.entry("list")?.value.items)
        XCTAssertEqual(list.map(\.type), [.integer, .string, .bool])
        XCTAssertEqual(PlistParser.parse(source).document.format, .binary)
    }

    /// One line per value, the keys as `plutil -convert xml1` orders them, a string after its key path and a tab;
    /// a key that is no plain word is quoted, so every key path is one printable line.
    func testTheOutlineNamesEveryValueByItsKeyPath() throws {
        let values: [String: Any] = [
            "b": ["Left": "{1,2,3,4}", "Right": ["x": 1]], "a": true, "with space": "s", "dot.ted": "d",
            "line\nbreak": "l",
            "say \"hi\"": "q", "\u{202E}evil": "e", "说明": "ok", "list": ["one", ["k": "v"]], "multi": "two\nlines",
        ]
        let source = SourceFile(path: "values.plist", bytes: try OtherFormatSamples.written(values, as: .binary))
        XCTAssertTrue(source.isKeyPathOutline)
        XCTAssertEqual(
            String(decoding: source.text, as: UTF8.self),
            """

            a
            b
            b.Left\t{1,2,3,4}
            b.Right
            b.Right.x
            "dot.ted"\td
            "line\\nbreak"\tl
            list
            list[0]\tone
            list[1]
            list[1].k\tv
            multi
            "say \\"hi\\""\tq
            "with space"\ts
            "<U+202E>evil"\te
            说明\tok

            """)
        let root = try XCTUnwrap(PlistParser.parse(source).document.root)
        let right = try XCTUnwrap(root.entry("b")?.value.entry("Right"))
        XCTAssertEqual(source.location(of: right.keyRange.start).keyPath, "b.Right")
        XCTAssertEqual(source.location(of: right.value.entry("x")!.value.range.start).keyPath, "b.Right.x")
        XCTAssertEqual(source.location(of: root.range.start).keyPath, "", "the root")
        // A string's text is its content, so a rule reads it as written; a key is the last part of its path.
        let left = try XCTUnwrap(root.entry("b")?.value.entry("Left"))
        XCTAssertEqual(source.string(in: left.value.content), "{1,2,3,4}")
        XCTAssertEqual(source.string(in: left.keyContent), "Left")
        XCTAssertEqual(
            source.string(in: try XCTUnwrap(root.entry("multi")).value.content), "", "no text over two lines")
        // The whole outline stands for the whole file; any other place is the file's start.
        XCTAssertEqual(source.diskOffset(of: source.text.count), source.bytes.count)
        XCTAssertEqual(source.diskOffset(of: right.keyRange.start), 0)
    }

    /// A binary file NIMKit gets nothing from, or more than nimlint reads, is one finding at the file's start.
    func testABinaryFileNimlintCannotSetOutIsOneFinding() throws {
        let settings = try OtherFormatSamples.written(["Message_Limit": 20], as: .binary)
        var nested: Any = "deep"
        for _ in 0..<PlistBuilder.maximumDepth { nested = ["k": nested] }
        let cases: [([UInt8], String)] = [
            (Array(settings.dropLast(5)), "this binary property list is damaged: CoreFoundation cannot read it"),
            (Array("bplist00\u{0}\u{1}".utf8), "this binary property list is damaged"),
            (
                Array(try PropertyListSerialization.data(fromPropertyList: [20], format: .binary, options: 0)),
                "this binary property list holds no dictionary"
            ),
            (
                try OtherFormatSamples.written(try XCTUnwrap(nested as? [String: Any]), as: .binary),
                "NIMKit loads it, but nimlint cannot check it: its values nest deeper than the 256 levels nimlint reads"
            ),
        ]
        for (bytes, fragment) in cases {
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes)
            XCTAssertFalse(source.isKeyPathOutline, fragment)
            let result = PlistParser.parse(source)
            XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.unsupportedFormat.rawValue], fragment)
            XCTAssertTrue(result.diagnostics.first?.message.contains(fragment) ?? false, "\(result.diagnostics)")
            XCTAssertEqual(result.diagnostics.first?.range, .empty(at: 0))
            XCTAssertNil(result.document.root)
        }
    }
}
