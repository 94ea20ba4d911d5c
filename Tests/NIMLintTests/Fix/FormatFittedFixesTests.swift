import Foundation
import XCTest
@testable import NIMLint

/// Fixes in binary and old-style files: an old-style text edit where the format allows one, else the conversion to
/// XML, which keeps every value CoreFoundation reads, type for type.
final class FormatFittedFixesTests: XCTestCase {
    /// Every type a property list holds, and keys and strings that need care in XML.
    private let values: [String: Any] = [
        "yes": true, "no": false, "one": 1, "oneReal": 1.0, "half": 0.5, "largest": Int64.max, "smallest": Int64.min,
        "notANumber": Double.nan, "when": Date(timeIntervalSinceReferenceDate: 86_400), "bytes": Data([0, 1, 254]),
        "markup": "<a href=\"x\">&amp;</a>", "empty": "", "说明": "请输入消息", "lines": "one\ntwo\r\nthree",
        "list": [1, "a", [false]], "nested": ["k": ["deeper": 2.25]], "with space": " padded ",
    ]

    private func converted(_ source: SourceFile) throws -> (
        bytes: [UInt8], format: PropertyListSerialization.PropertyListFormat
    ) {
        let fix = try XCTUnwrap(XMLConversion.fix(for: source))
        XCTAssertEqual(fix.safety, .unsafe)
        XCTAssertEqual(fix.title, XMLConversion.title)
        XCTAssertTrue(fix.canApply(to: source))
        let bytes = EditApplier.apply(fix.edits, to: source)
        var format = PropertyListSerialization.PropertyListFormat.binary
        let readBack = try PropertyListSerialization.propertyList(from: Data(bytes), format: &format)
        guard case .loaded(let original) = CoreFoundationLoader.load(source.bytes) else { throw XCTSkip("not loaded") }
        XCTAssertTrue(PropertyListValues.same(readBack, original), "\(readBack)")
        return (bytes, format)
    }

    func testTheConversionOfABinaryFileKeepsEveryValue() throws {
        let source = SourceFile(path: "values.plist", bytes: try OtherFormatSamples.written(values, as: .binary))
        let (bytes, format) = try converted(source)
        XCTAssertEqual(format, .xml)
        XCTAssertNil(CoreFoundationComparison.difference(bytes))
        let result = PlistParser.parse(SourceFile(path: "values.plist", bytes: bytes))
        XCTAssertEqual(result.document.format, .xml)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testTheConversionOfOldStyleTextKeepsEveryValueAndItsEncoding() throws {
        let text = OpenStepReaderTests.global
        for source in [
            SourceFile(path: "NIMKitGlobalSetting.plist", string: text),
            SourceFile(path: "NIMKitGlobalSetting.plist", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            SourceFile(
                path: "NIMKitGlobalSetting.plist", bytes: [0xFF, 0xFE] + TextEncoding.utf16LittleEndian.encode(text)),
        ] {
            let (bytes, format) = try converted(source)
            XCTAssertEqual(format, .xml, "\(source.encoding)")
            let written = SourceFile(path: source.path, bytes: bytes)
            XCTAssertEqual(written.encoding, source.encoding, "the byte order mark stays")
            XCTAssertTrue(
                String(decoding: written.text, as: UTF8.self).contains("encoding=\"\(source.encoding.declaredName)\""))
        }
    }

    /// XML writes a date in whole seconds: a binary date with a fraction would change, so no conversion is offered,
    /// and the finding keeps only the help that says what its fix is in XML.
    func testNoConversionIsOfferedWhereXMLWouldChangeAValue() throws {
        let bytes = try OtherFormatSamples.written(
            ["Message_Limit": "20", "When": Date(timeIntervalSinceReferenceDate: 0.5)], as: .binary)
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes)
        XCTAssertNil(XMLConversion.fix(for: source))
        let report = Linter().lint(LintInput(source: source, kind: .global))
        let limit = try XCTUnwrap(report.diagnostics.first { $0.rule == "coercible-type" })
        XCTAssertNil(limit.fix)
        XCTAssertEqual(
            limit.help.last,
            "once the file is an XML property list, nimlint fixes this: write it as <integer>20</integer>")
    }

    func testValuesCompareTypeForType() {
        XCTAssertFalse(PropertyListValues.same(true, 1))
        XCTAssertFalse(PropertyListValues.same(1, 1.0))
        XCTAssertFalse(PropertyListValues.same(1.0, 1))
        XCTAssertTrue(PropertyListValues.same(Double.nan, Double.nan))
        XCTAssertFalse(PropertyListValues.same(0.0, -0.0))
        XCTAssertFalse(PropertyListValues.same("\u{E9}", "e\u{301}"), "the same character, other scalars")
        XCTAssertFalse(PropertyListValues.same(["a": 1], ["b": 1]))
        XCTAssertFalse(PropertyListValues.same([1, 2], [2, 1]))
        XCTAssertTrue(
            PropertyListValues.same(
                ["a": [1, "x", Data([1])]] as [String: Any], ["a": [1, "x", Data([1])]] as [String: Any]))
    }

    /// Every fix of a binary file is the conversion: unsafe, so `--fix` leaves the file alone, and
    /// `--unsafe-fixes` converts it and then applies the rules' own fixes to the XML.
    func testFixingABinaryFileConvertsItOnlyWhenAskedTo() throws {
        let inputs = [
            LintInput(
                source: SourceFile(
                    path: "Settings/NIMKitGlobalSetting.plist",
                    bytes: try OtherFormatSamples.written(try OtherFormatSamples.global(), as: .binary)), kind: .global),
            LintInput(
                source: SourceFile(
                    path: "Settings/NIMKitBubbleSetting.plist",
                    bytes: try OtherFormatSamples.written(try OtherFormatSamples.bubble(), as: .binary)), kind: .bubble),
        ]
        let linted = Linter().lint(inputs)
        for diagnostic in linted.flatMap(\.diagnostics) where diagnostic.fix != nil {
            XCTAssertEqual(diagnostic.fix?.title, XMLConversion.title)
            XCTAssertTrue(
                diagnostic.help.last?.hasPrefix("once the file is an XML property list, nimlint fixes this: ") ?? false)
        }
        XCTAssertFalse(FixRun.fix(folder: inputs, linter: Linter(), unsafe: false).contains { $0.outcome.hasChanges })
        let fixed = FixRun.fix(folder: inputs, linter: Linter(), unsafe: true)
        XCTAssertEqual(fixed.map(\.report).flatMap(\.diagnostics).map(\.rule), ["type-mismatch"])
        let bubble = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: Data(fixed[1].outcome.fixed.bytes), format: nil)
                as? [String: Any])
        let text = try XCTUnwrap(bubble["Text"] as? [String: Any])
        XCTAssertEqual((text["Content_Color"] as? [String: Any])?["Right"] as? String, "#FFFFFF")
        XCTAssertTrue(PropertyListValues.same(text["Content_Font_Size"] as Any, 14))
        let written = try XCTUnwrap(try OtherFormatSamples.bubble()["Text"] as? [String: Any])
        XCTAssertTrue(
            PropertyListValues.same(text["Show_Avatar"] as Any, written["Show_Avater"] as Any),
            "renamed, its value kept")
        XCTAssertEqual(
            UnifiedDiff.render(original: inputs[1].source, fixed: fixed[1].outcome.fixed),
            "Binary files a/Settings/NIMKitBubbleSetting.plist and b/Settings/NIMKitBubbleSetting.plist differ\n")
    }

    /// In old-style text a fix that rewrites a string's text is that string written again, quoted as before; any
    /// other gives way to the conversion.
    func testOldStyleFixesKeepTheFormatWhereTheyCan() throws {
        let cases: [(from: String, to: String?, rule: String)] = [
            ("Row_Background_Color = \"#FFF\";", "Row_Background_Color = \"#FFFFFF\";", "invalid-color"),
            ("Row_Background_Color = 'FFFFFF';", "Row_Background_Color = '#FFFFFF';", "invalid-color"),
            ("Row_Background_Color = FFFFFF;", "Row_Background_Color = \"#FFFFFF\";", "invalid-color"),
            ("Max_Lenght = 1000;", "Max_Length = 1000;", "unknown-key"),
            ("\"Max_Lenght\" = 1000;", "\"Max_Length\" = 1000;", "unknown-key"),
            ("Message_Limit = 20;", nil, "coercible-type"),
        ]
        for (from, to, rule) in cases {
            let text = "{\n    Message_Interval = 300;\n    \(from)\n}\n"
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
            let report = Linter().lint(LintInput(source: source, kind: .global))
            let finding = try XCTUnwrap(
                report.diagnostics.first { $0.rule == rule && source.location(of: $0.range.start).line == 3 }, from)
            let fix = try XCTUnwrap(finding.fix, from)
            guard let to else {
                XCTAssertEqual(fix.title, XMLConversion.title, from)
                continue
            }
            XCTAssertNotEqual(fix.title, XMLConversion.title, from)
            let fixedText = String(decoding: EditApplier.apply(fix.edits, to: source), as: UTF8.self)
            XCTAssertEqual(fixedText, text.replacingOccurrences(of: from, with: to), from)
            var format = PropertyListSerialization.PropertyListFormat.xml
            _ = try PropertyListSerialization.propertyList(from: Data(fixedText.utf8), format: &format)
            XCTAssertEqual(format, .openStep, from)
        }
    }

    /// A strings file's `Key;` is one string that is both the key and its value: renaming the key would change the
    /// value too, so that fix is the conversion.
    func testAKeyThatIsAlsoItsValueIsNotRenamedInPlace() throws {
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: "Message_Limit = 20;\nMax_Lenght;\n")
        let report = Linter().lint(LintInput(source: source, kind: .global))
        let rename = try XCTUnwrap(report.diagnostics.first { $0.rule == "unknown-key" })
        XCTAssertEqual(rename.fix?.title, XMLConversion.title)
    }

    /// Blanks between values mean nothing to either format; an edit across a string's quotes or one that writes a
    /// tag has no old-style equivalent.
    func testEditsOutsideStringsKeepTheFormatOnlyWhenBlank() throws {
        let text = "{\n  Placeholder = \"Say something\";\n}\n"
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        let strings = OpenStepStrings(PlistParser.parse(source).document)
        let indentation = try XCTUnwrap(TextRanges.first("  ", in: text))
        let kept = strings.fix(
            keepingFormat: Fix(safety: .safe, title: "indent", edits: [Edit(range: indentation, replacement: "\t")]))
        XCTAssertEqual(kept?.edits, [Edit(range: indentation, replacement: "\t")])
        let words = try XCTUnwrap(TextRanges.first("y s", in: text))
        let space = SourceRange(words.start + 1, words.start + 2)
        XCTAssertEqual(
            strings.fix(keepingFormat: Fix(safety: .safe, title: "t", edits: [Edit(range: space, replacement: "\t")]))?
                .edits,
            [
                Edit(
                    range: try XCTUnwrap(TextRanges.first("\"Say something\"", in: text)),
                    replacement: "\"Say\tsomething\"")
            ])
        let acrossTheQuote = try XCTUnwrap(TextRanges.first("\"Say", in: text))
        XCTAssertNil(
            strings.fix(
                keepingFormat: Fix(safety: .safe, title: "t", edits: [Edit(range: acrossTheQuote, replacement: "Say")]))
        )
        let content = try XCTUnwrap(TextRanges.first("Say something", in: text))
        XCTAssertNil(
            strings.fix(
                keepingFormat: Fix(safety: .safe, title: "t", edits: [Edit(range: content, replacement: "a<b")])))
    }

    /// Only an edit of the whole outline, which replaces the whole file, applies to a binary file.
    func testAPartialEditNeverAppliesToABinaryFile() throws {
        let source = SourceFile(path: "values.plist", bytes: try OtherFormatSamples.written(["a": "b"], as: .binary))
        let whole = SourceRange(0, source.text.count)
        XCTAssertTrue(
            Fix(safety: .safe, title: "t", edits: [Edit(range: whole, replacement: "x")]).canApply(to: source))
        XCTAssertFalse(
            Fix(safety: .safe, title: "t", edits: [Edit(range: SourceRange(1, 2), replacement: "x")]).canApply(
                to: source))
    }
}
