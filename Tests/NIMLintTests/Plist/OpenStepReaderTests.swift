import Foundation
import XCTest
@testable import NIMLint

/// Old-style (OpenStep) text is read as CoreFoundation reads it and checked as the XML file with the same values
/// is, each finding at its line and column; text CoreFoundation refuses is one finding where it stops.
final class OpenStepReaderTests: XCTestCase {
    static let global = """
        // NIMKit's global settings, written old-style
        {
            Message_Interval = 300;
            Message_Limit = 20;
            Record_Max_Duration = 60;
            Placeholder = { Text = "Say something"; };
            Max_Lenght = 1000;
            Row_Background_Color = "#FFF";
            Bubble = {
                Left = {
                    Normal = { Name = icon_receiver_node_normal; Insets = "{18,25,17,25}"; };
                    Highlighted = { Name = icon_receiver_node_pressed; Insets = "{18,25,17,25}"; };
                };
                Right = {
                    Normal = { Name = icon_sender_text_node_normal; Insets = "{18,25,17,25}"; };
                    Highlighted = { Name = icon_sender_text_node_pressed; Insets = "{18,25,17,25}"; };
                };
            };
        }

        """

    /// What CoreFoundation reads from `text`, as the XML file Foundation writes for it.
    private func xmlOfTheSameValues(_ text: String) throws -> [UInt8] {
        let values = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        return try OtherFormatSamples.written(values, as: .xml)
    }

    private func lint(_ text: String, kind: SettingsKind = .global) -> FileReport {
        Linter().lintBesideTheOtherFile(LintInput(source: SourceFile(path: kind.fileName, string: text), kind: kind))
    }

    func testOldStyleFilesGiveTheXMLFindingsAtTheirLinesAndColumns() throws {
        let report = lint(Self.global)
        let xml = Linter().lintBesideTheOtherFile(
            LintInput(
                source: SourceFile(path: "NIMKitGlobalSetting.plist", bytes: try xmlOfTheSameValues(Self.global)),
                kind: .global))
        XCTAssertEqual(OtherFormatSamples.findings(of: report), OtherFormatSamples.findings(of: xml))
        let source = try XCTUnwrap(report.source)
        XCTAssertEqual(
            report.diagnostics.map { "\(source.position($0)) \($0.rule)" },
            [
                "3:24 coercible-type", "4:21 coercible-type", "5:27 coercible-type", "6:19 type-mismatch",
                "7:5 unknown-key",
                "8:29 invalid-color",
            ])
        XCTAssertEqual(
            report.diagnostics.map { source.string(in: $0.range) },
            [
                "300", "20", "60", "{ Text = \"Say something\"; }", "Max_Lenght", "#FFF",
            ])
    }

    func testTheBubbleFileReadsAsItsXMLDoes() throws {
        let bubble = """
            {
                Text = {
                    Content_Color = { Left = "#000000"; Right = "#FFF"; };
                    Content_Font_Size = "14";
                    Show_Avater = YES;
                    Content_Insets = { Left = "{11,15,9,9}"; Right = { Top = 1; }; };
                };
            }
            """
        let report = lint(bubble, kind: .bubble)
        let xml = Linter().lintBesideTheOtherFile(
            LintInput(
                source: SourceFile(path: "NIMKitBubbleSetting.plist", bytes: try xmlOfTheSameValues(bubble)),
                kind: .bubble))
        XCTAssertEqual(OtherFormatSamples.findings(of: report), OtherFormatSamples.findings(of: xml))
        let source = try XCTUnwrap(report.source)
        let places = Dictionary(report.diagnostics.map { (source.string(in: $0.range), source.position($0)) }) {
            first, _ in first
        }
        XCTAssertEqual(
            places, ["{": "1:1", "#FFF": "3:54", "\"14\"": "4:29", "Show_Avater": "5:9", "{ Top = 1; }": "6:58"])
    }

    /// A comment holds a suppression as an XML comment does.
    func testACommentSuppressesTheNextLine() throws {
        let text = Self.global.replacingOccurrences(
            of: "    Row_Background_Color",
            with: "    // nimlint-disable-next-line invalid-color\n    Row_Background_Color")
        XCTAssertEqual(
            lint(text).diagnostics.map(\.rule),
            ["coercible-type", "coercible-type", "coercible-type", "type-mismatch", "unknown-key"])
    }

    /// Text CoreFoundation refuses is one finding, where its old-style parser stops, saying why in NIMKit's terms.
    func testDamagedOldStyleFilesAreOneFindingWhereCoreFoundationStops() throws {
        let cases: [(text: String, position: String, reason: String)] = [
            ("{ Message_Limit = 20 }", "1:21", "`;` belongs after this value"),
            ("{\n    Placeholder = \"Say something;\n}", "2:19", "this quoted string is never closed"),
            (
                "{ Placeholder = 'it\\'s'; Text = 'x }", "1:33",
                "this quoted string is never closed: the file ends before another '"
            ),
            ("{ Data = <0a0>; }", "1:14", "data's hexadecimal digits go in pairs"),
            ("{ Data = <0a z0>; }", "1:14", "data holds hexadecimal digits and spaces up to `>`"),
            ("{ Message_Limit = 20; } junk", "1:25", "text follows the root value"),
            ("{ Message_Limit = 20;\n", "2:1", "`}` closes the dict"),
            ("( 1, 2", "1:7", "the file ends inside an array"),
            ("( 1 2 )", "1:5", "`)` closes the array"),
            ("{ Placeholder = \"x\\", "1:20", "the file ends after a backslash"),
            ("{ Message_Limit = ; }", "1:19", "a value starts with"),
            ("{ Message_Limit 20; }", "1:17", "`=` and a value, or `;`, belong after a key"),
            ("{ Message_Limit = 20; Placeholder = \"caf\u{E9}\"; }", "1:41", "byte 0xE9 is not UTF-8"),
            ("Message_Limit = 20;\nPlaceholder = \"hi\"\nMax_Length = 3;\n", "2:19", "`;` belongs after this value"),
        ]
        for (text, position, reason) in cases {
            var bytes = Array(text.utf8)
            if let latin = bytes.firstIndex(of: 0xC3) { bytes.replaceSubrange(latin...(latin + 1), with: [0xE9]) }
            XCTAssertNil(try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil), text)
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes)
            let result = PlistParser.parse(source)
            XCTAssertNil(result.document.root, text)
            XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.unsupportedFormat.rawValue], text)
            let finding = try XCTUnwrap(result.diagnostics.first, text)
            XCTAssertEqual(source.position(finding), position, text)
            XCTAssertTrue(
                finding.message.hasPrefix("CoreFoundation stops reading this old-style (OpenStep) property list here"),
                text)
            XCTAssertTrue(finding.message.contains(reason), "\(text): \(finding.message)")
            XCTAssertEqual(finding.help.first, ParseRule.loadFailure, text)
        }
    }

    /// Old-style text in UTF-16 with its byte order mark, which CoreFoundation converts, reads the same, at the
    /// same lines and columns.
    func testUTF16TextReadsAsUTF8Does() throws {
        let bytes = [0xFE, 0xFF] + TextEncoding.utf16BigEndian.encode(Self.global)
        XCTAssertTrue((try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) is [String: Any])
        let report = Linter().lintBesideTheOtherFile(
            LintInput(source: SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes), kind: .global))
        let source = try XCTUnwrap(report.source)
        XCTAssertEqual(
            report.diagnostics.map { "\(source.position($0)) \($0.rule)" },
            lint(Self.global).diagnostics.map {
                "\(SourceFile(path: "NIMKitGlobalSetting.plist", string: Self.global).position($0)) \($0.rule)"
            })
    }

    /// Nesting deeper than nimlint reads is said to be, whether CoreFoundation (which reads 512 levels) loads the
    /// file or not.
    func testNestingDeeperThanNimlintReadsIsOneFinding() throws {
        for (depth, loads) in [(PlistBuilder.maximumDepth + 10, true), (600, false)] {
            let text = "{ Deep = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "; }"
            XCTAssertEqual(
                (try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)) is [String: Any],
                loads)
            let result = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", string: text))
            XCTAssertEqual(result.diagnostics.map(\.rule), [ParseRule.unsupportedFormat.rawValue], "\(depth)")
            let message = try XCTUnwrap(result.diagnostics.first?.message)
            XCTAssertTrue(message.hasSuffix("values nest deeper than the 256 levels nimlint reads"), message)
            XCTAssertTrue(
                message.hasPrefix(
                    loads
                        ? "this is an old-style (OpenStep) property list: NIMKit loads it, but nimlint cannot check it"
                        : "CoreFoundation's parser refuses this old-style (OpenStep) property list"), message)
        }
    }

    /// Text that does not read as old-style at all keeps its own finding, and a root that is no dict is said to be.
    func testOtherTextIsNoPropertyList() throws {
        for (text, fragment) in [
            ("Message_Limit: 20", "this is not an XML property list (it does not start with `<`)"),
            ("( 20 )", "this old-style (OpenStep) property list holds no dictionary"),
            ("just words", "this is not an XML property list"),
        ] {
            let result = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", string: text))
            XCTAssertEqual(result.diagnostics.count, 1, text)
            XCTAssertTrue(
                result.diagnostics.first?.message.hasPrefix(fragment) ?? false, "\(text): \(result.diagnostics)")
        }
    }

    /// CoreFoundation's quirks, each read as it reads them: a value an array could not read ends the array; a
    /// strings file ignores what follows its last `;` when no key starts there; escapes go through UTF-16 and
    /// NeXTSTEP's encoding; a data digit is a code unit's low byte; comments are whitespace.
    func testQuirksReadAsCoreFoundationReadsThem() throws {
        let texts = [
            "{ x = ( { a = b ) ; }",
            "{ x = ( a, { b = c } ) ; }",
            "Message_Limit = 20;\n???",
            "Message_Limit = 20;\n\"unfinished",
            "a;\nb = c;",
            "{ s = \"\\351\\U00e9\\UD83D\\UDE00\\UD800 \\a\\b\\f\\n\\r\\t\\v\\\"\\q\\\\\\\n\"; }",
            "{ d = <0\u{130} 0A\n0b>; }",
            "{ /* a */ k /* b */ = // c\n v ; } // d",
            "{ k = /path/x:y.z-$; }",
            "{ k = v/; }",
            "{ 'k' = ''; \"\" = \"\"; }",
            "{ k = (); l = (a,); m = {}; }",
            "{ k = a; k = b; }",
            "\u{FEFF}{ k = v; }",
            "{\u{2028}k\u{2029}=\u{0B}v\u{0C};}",
        ]
        for text in texts {
            XCTAssertNil(try Self.disagreement(Array(text.utf8)), text)
        }
        // A stray byte 0xA9 is U+FFFD to CoreFoundation's UTF-8, any other byte past UTF-8 refuses the file.
        for bytes in [[0xA9], [0xC3, 0xA9, 0xA9], [0x80], [0xA9, 0xA9, 0x80], [0xE9, 0x61]] as [[UInt8]] {
            let text = Array("{ s = \"x".utf8) + bytes + Array("y\"; }".utf8)
            XCTAssertNil(try Self.disagreement(text), "\(bytes)")
        }
    }

    /// Damaged old-style files, generated: nimlint's verdict, its reader's own values (before CoreFoundation's are
    /// laid over them) and where it stops are CoreFoundation's.
    func testDamagedFilesReadAsCoreFoundationReadsThem() throws {
        let seeds = [
            Self.global, "Message_Limit = 20;\nPlaceholder = \"Say \\\"something\\\"\";\n",
            "{ a = (1, <0a0b>, { b = 'c'; }); }",
        ]
        let tokens = [
            "{", "}", "(", ")", ";", "=", ",", "<", ">", "\"", "'", "\\", "/", "*", "//", "/*", "*/", " ", "\n", "\r\n",
            "\r",
            "\u{2028}", "a", "0", "F", "é", "😀", "\\U00e9", "\\351", "\\U", "<0a>", "<0 a>", "\u{130}", "#", "$", ":",
            "-", ".",
        ]
        var verdicts = (loaded: 0, refused: 0)
        for seed in DifferentialSeeds(suiteCount: 3_000) {
            var random = SeededGenerator(seed: seed)
            var text = Array(seeds[Int(seed % UInt64(seeds.count))].utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...text.count, using: &random)
                if Bool.random(using: &random) {
                    text.insert(contentsOf: Array(tokens.randomElement(using: &random)!.utf8), at: at)
                } else {
                    text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...8, using: &random)))
                }
            }
            // A cut inside a character leaves bytes no encoding reads: still a verdict, never a crash.
            if let difference = try Self.disagreement(text) {
                return XCTFail("seed \(seed): \(difference)\n\(String(decoding: text, as: UTF8.self).debugDescription)")
            }
            if (try? PropertyListSerialization.propertyList(from: Data(text), format: nil)) is [String: Any] {
                verdicts.loaded += 1
            } else {
                verdicts.refused += 1
            }
        }
        // Both verdicts are drawn often, so each side of the comparison is exercised.
        XCTAssertGreaterThan(
            min(verdicts.loaded, verdicts.refused), DifferentialSeeds(suiteCount: 3_000).count / 10, "\(verdicts)")
    }

    /// How nimlint and CoreFoundation differ on old-style `bytes`; nil when they agree.
    private static func disagreement(_ bytes: [UInt8]) throws -> String? {
        if let difference = CoreFoundationComparison.difference(bytes) { return difference }
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes)
        guard case .openStep = FormatSniffer.format(of: source) else { return nil }
        let reading = OpenStepReader.read(source)
        switch CoreFoundationLoader.load(bytes) {
        case .loaded(let value):
            guard let root = reading.root else {
                return "CoreFoundation reads \(value), the reader stops: \(String(describing: reading.stop))"
            }
            return CoreFoundationComparison.matches(PlistNode(tree: reading.tree, index: root), value)
                ? nil : "the reader's own values differ from CoreFoundation's \(value)"
        case .rejected:
            guard let stop = reading.stop else { return "CoreFoundation refuses the text, the reader reads it" }
            guard let line = oldStyleLine(bytes) else { return nil }
            let stopLine = source.location(of: stop.offset).line
            // Where a `;` belongs may lie before the line CoreFoundation stops on, past whitespace.
            let agrees = stop.reason.hasPrefix("`;` belongs") ? stopLine <= line : stopLine == line
            return agrees ? nil : "CoreFoundation stops on line \(line), the reader on \(stopLine): \(stop.reason)"
        }
    }

    /// The line CoreFoundation's old-style parser names where it stops, which it nests in the XML parser's error.
    private static func oldStyleLine(_ bytes: [UInt8]) -> Int? {
        do {
            _ = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            return nil
        } catch let error as NSError {
            let nested = String(describing: error.userInfo["kCFPropertyListOldStyleParsingError"] ?? "")
            guard let match = nested.range(of: "(on|at) line [0-9]+", options: .regularExpression) else { return nil }
            return Int(nested[match].split(separator: " ").last ?? "")
        }
    }
}
