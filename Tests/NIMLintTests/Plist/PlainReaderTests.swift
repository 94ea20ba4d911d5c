import Foundation
import XCTest
@testable import NIMLint

/// The plain reader stands in for libxml2 on the files it takes, so for every file it takes it must give what
/// libxml2 gives: the same findings, the same tree (every node, range, key, text and payload), the same comments,
/// DOCTYPE and `<plist>` tag, the same call on whether CoreFoundation must be asked. Generated, damaged and real
/// files through both; a file it declines is libxml2's alone and needs no comparison, but both verdicts must be
/// common, or the inputs say little about the boundary between them.
///
/// `NIMLINT_DIFFERENTIAL_COUNT`, `NIMLINT_DIFFERENTIAL_SEED` and `NIMLINT_DIFFERENTIAL_SECONDS` set how many damaged
/// inputs, from which seed and for how long at most, for `scripts/differential.sh`; the suite runs the first 4,000.
final class PlainReaderTests: XCTestCase {
    private static let seeds = DifferentialSeeds(suiteCount: 4_000)

    func testDamagedFilesReadAsLibXMLReadsThem() throws {
        let originals = try Self.originals()
        var tally = Tally()
        var checked = 0
        for seed in Self.seeds {
            checked += 1
            let original = originals[Int(seed % UInt64(originals.count))]
            let bytes: [UInt8]
            switch seed % 5 {
            case 0:
                var generator = PlistGenerator(seed: seed)
                bytes = (seed % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []) + Array(generator.document().text.utf8)
            case 1:
                var mutator = SettingsMutator(random: SeededGenerator(seed: seed))
                bytes =
                    mutator.mutate(String(decoding: original, as: UTF8.self)).map { Array($0.text.utf8) } ?? original
            default:
                var damager = PlistDamager(seed: seed)
                bytes = damager.damage(original)
            }
            tally.check(bytes, label: "seed \(seed)")
        }
        print(
            "plain reader: \(checked) inputs from seed \(Self.seeds.first), \(tally.taken) read without libxml2, "
                + "\(tally.differences.count) differences")
        XCTAssertEqual(tally.differences, [])
        // Without NetEase's files beside the checkout, fewer originals are plain (generated ones hold CDATA).
        XCTAssertGreaterThan(tally.taken, checked / 10)
        XCTAssertLessThan(tally.taken, checked * 3 / 4)
    }

    /// Each construct at the edge of what the reader takes, in a value, between entries, before the root and
    /// after it, in a file with and without its XML declaration and DOCTYPE.
    func testEveryEdgeReadsAsLibXMLReadsIt() throws {
        let clean = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Input_Placeholder</key>
            \t<string>Say</string>
            \t<key>Text</key>
            \t<dict/>
            </dict>
            </plist>

            """
        let bare = "<plist><dict><key>Input_Placeholder</key><string>Say</string><key>Text</key><dict/></dict></plist>"
        var tally = Tally()
        for (index, token) in Self.edges.enumerated() {
            for template in [Array(clean.utf8), Array(bare.utf8), [0xEF, 0xBB, 0xBF] + Array(bare.utf8)] {
                for anchor in ["Say", "<key>Text", "<plist", "</plist>"] {
                    let at = try XCTUnwrap(TextRanges.first(anchor, in: String(decoding: template, as: UTF8.self)))
                    let position = anchor == "</plist>" ? at.end : at.start
                    var bytes = template
                    bytes.insert(contentsOf: token, at: position)
                    tally.check(bytes, label: "edge \(index) before \(anchor)")
                }
            }
        }
        for depth in [62, 63, 64, 65, 66] {
            let nested = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            tally.check(Array("<plist>\(nested)</plist>".utf8), label: "\(depth) arrays deep")
        }
        XCTAssertEqual(tally.differences, [])
        XCTAssertGreaterThan(tally.taken, 100)
        XCTAssertGreaterThan(tally.declined, 100)
    }

    /// The reader takes NetEase's own files and the examples: the files it is for.
    func testTakesTheFilesSettingsAreWrittenAs() throws {
        var tally = Tally()
        for (index, bytes) in try Self.realFiles().enumerated() { tally.check(bytes, label: "file \(index)") }
        XCTAssertEqual(tally.differences, [])
        XCTAssertEqual(tally.declined, 0)
    }

    /// Only UTF-8 below libxml2's text limit is the plain reader's: libxml2 judges a UTF-16 file's encoding and a
    /// construct that may reach `XML_MAX_TEXT_LENGTH`.
    func testLeavesOtherEncodingsAndHugeFilesToLibXML() {
        let text = SampleSettings.clean
        let utf8 = Array(text.utf8)
        let utf16LE: [UInt8] =
            [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let utf16BE: [UInt8] =
            [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let cases: [(String, [UInt8], Bool)] = [
            ("UTF-8", utf8, true), ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + utf8, true),
            ("UTF-16LE", utf16LE, false), ("UTF-16BE", utf16BE, false),
            ("10 MB", utf8 + Array(repeating: UInt8(ascii: "\n"), count: PlainPlistReader.maximumSize), false),
        ]
        for (label, bytes, taken) in cases {
            let source = SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes)
            XCTAssertEqual(PlainPlistReader.mayRead(source), taken, label)
            XCTAssertEqual(PlainPlistReader.read(source) != nil, taken, label)
        }
    }

    /// Each element is found by its name's bytes, so a file naming it is read, not left to libxml2 for nothing.
    func testEachElementIsLookedUpByItsNamesBytes() {
        for element in PlistElement.allCases {
            let bytes = Array(element.rawValue.utf8)
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
            XCTAssertEqual(PlistElement(word: word), element, element.rawValue)
            XCTAssertEqual(element.nameLength, bytes.count, element.rawValue)
        }
        XCTAssertNil(PlistElement(word: 0x79_65_4B), "Key")
    }

    /// `isSame(as:)` tells a reading from one that differs in any part: a value, a value's place, a comment's
    /// text alone, a finding.
    func testASameReadingIsToldFromADifferentOne() throws {
        let example = try String(
            contentsOf: repositoryRoot.appendingPathComponent("examples/Settings/NIMKitGlobalSetting.plist"),
            encoding: .utf8)
        let text = try XCTUnwrap(
            example.range(of: "<dict>").map { example.replacingCharacters(in: $0, with: "<dict><!-- a -->") })
        let read = { (text: String) in
            PlistParser.read(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: Array(text.utf8)), reader: .libXML)
        }
        let original = read(text)
        XCTAssertTrue(original.isSame(as: read(text)))
        let changes = [
            ("<integer>", "<integer>1"), ("<dict>", "<dict> "), ("<!-- a -->", "<!-- b -->"),
            ("<key>", "<key>x</key><integer>1</integer><key>"), ("<integer>", "<integer>x"),
        ]
        for (old, new) in changes {
            let changed = try XCTUnwrap(text.range(of: old).map { text.replacingCharacters(in: $0, with: new) })
            XCTAssertFalse(original.isSame(as: read(changed)), new)
        }
    }

    /// Inputs put through both readers.
    private struct Tally {
        var taken = 0
        var declined = 0
        var differences: [String] = []

        mutating func check(_ bytes: [UInt8], label: String) {
            guard let difference = PlainReaderTests.difference(bytes) else {
                if PlainPlistReader.read(SourceFile(path: "NIMKitBubbleSetting.plist", bytes: bytes)) == nil {
                    declined += 1
                } else {
                    taken += 1
                }
                return
            }
            // Reducing costs thousands of readings: the first few show what is wrong.
            guard differences.count < 5 else {
                differences.append(label)
                return
            }
            let smallest = reducedInput(bytes) { PlainReaderTests.difference($0) != nil }
            differences.append(
                "\(label): \(difference)\nsmallest input (\(smallest.count) bytes): "
                    + String(reflecting: String(decoding: smallest, as: UTF8.self))
                    + "\nthere: " + (PlainReaderTests.difference(smallest) ?? ""))
        }
    }

    /// How the plain reader's reading of `bytes` differs from libxml2's; nil when it is the same or the reader
    /// leaves the file to libxml2.
    private static func difference(_ bytes: [UInt8]) -> String? {
        let source = SourceFile(path: "NIMKitBubbleSetting.plist", bytes: bytes)
        guard let plain = PlainPlistReader.read(source) else { return nil }
        let libXMLReading = PlistParser.read(source, reader: .libXML)
        let (taken, libXML) = (describe(plain), describe(libXMLReading))
        // The fuzz target asks `isSame(as:)`, which must say what the lines say.
        XCTAssertEqual(plain.isSame(as: libXMLReading), taken == libXML, String(decoding: bytes, as: UTF8.self))
        guard taken != libXML else { return nil }
        let lines = zip(taken, libXML).filter { $0 != $1 }.map { "plain reader: \($0)\nlibxml2:      \($1)" }
        return (lines.isEmpty ? ["the readings have different lengths"] : lines).joined(separator: "\n")
    }

    /// Everything a reading holds, a line per part.
    private static func describe(_ reading: LocatedReading) -> [String] {
        let document = reading.document
        var lines = [
            "findings: \(reading.diagnostics)",
            "CoreFoundation asked: \(reading.coreFoundationMayDiffer), declared encoding: \(String(describing: reading.declaredEncodingObjection))",
            "declaration \(String(describing: document.xmlDeclaration)), DOCTYPE \(String(describing: document.doctype)), "
                + "<plist> \(String(describing: document.plistStartTag))",
            "comments: \(document.comments.map { "\($0.text)@\($0.range)" })",
        ]
        guard let root = document.root else { return lines + ["no root"] }
        let tree = root.tree
        lines += [
            "root: \(root.index)", "nodes: \(Array(tree.nodes))", "entries: \(Array(tree.entries))",
            "items: \(Array(tree.items))",
            "text: \(String(reflecting: String(decoding: Array(tree.text), as: UTF8.self)))",
            "spans: \(Array(tree.textSpans))",
            "data: \(tree.data)", "duplicates: \(tree.hasDuplicateKeys)",
        ]
        return lines
    }

    /// The constructs at the reader's edge: references, characters, comments, tags and markup it takes or leaves.
    private static let edges: [[UInt8]] =
        [
            "&lt;", "&gt;", "&amp;", "&quot;", "&apos;", "&lt", "&LT;", "&#65;", "&#x41;", "&#X41;", "&#x;", "&#;",
            "&#0;",
            "&#9;", "&#13;", "&#x1F600;", "&#x110000;", "&#xD800;", "&#xFFFE;", "&#xFFFD;", "&#0000065;", "&#00000065;",
            "&#1114111;", "&e;", "]]>", "]]&gt;", "] ]>", ">", "\t", "\n", " ", "\u{7F}", "\u{0}", "\u{1}", "\u{B}",
            "\r",
            "é", "中", "\u{1F600}", "\u{FEFF}", "\u{FFFD}", "<!---->", "<!--->", "<!-- a -->", "<!-- a- -->",
            "<!--a--->",
            "<!-- a -- b -->", "<!--\u{1}-->", "<!-- 中 -->", "<!-- unfinished", "<plist version=\"1.0\"/>", "<key >",
            "</key >", "<dict >", "<true />", "<true/>", "<key/>", "<Key>", "<keys>", "<ke>", "<key>k</key>",
            "<string>s</string>", "<key>k</key><string>s</string>", "<integer>1</integer>", "<real>nan</real>",
            "<data>aGk=</data>", "<data/>", "<date>2017-08-01T12:00:00Z</date>", "<array/>", "<dict>", "</dict>", "<",
            "<?pi?>", "<![CDATA[x]]>", "<!DOCTYPE plist>", "<x:key>k</x:key>", "<key a=\"1\">",
            "<plist version=\"1.0\">",
            "<?xml version=\"1.0\"?>",
        ].map { Array($0.utf8) } + [
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF], [0xEF, 0xBF, 0xBD], [0xE2, 0x82],
            [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0x80],
            [0xFF], [0xFE],
        ]

    /// The example settings, and NetEase's defaults and each release's shipped files when they are beside the
    /// checkout.
    private static func realFiles() throws -> [[UInt8]] {
        let examples = repositoryRoot.appendingPathComponent("examples/Settings")
        var files = try ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"].map {
            Array(try Data(contentsOf: examples.appendingPathComponent($0)))
        }
        if let corpus = try? TestPaths.corpus() {
            files += try corpus.map { Array(try Data(contentsOf: $0)) }
        }
        for release in (try? TestPaths.nimkitReleases()) ?? [] {
            for name in ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"] {
                if let data = try? Data(contentsOf: release.folder.appendingPathComponent(name)) {
                    files.append(Array(data))
                }
            }
        }
        return files
    }

    /// The real files and generated documents, to damage.
    private static func originals() throws -> [[UInt8]] {
        try realFiles()
            + (UInt64(1)...40).map { seed in
                var generator = PlistGenerator(seed: seed)
                return Array(generator.document().text.utf8)
            }
    }
}
