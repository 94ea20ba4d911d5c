import Foundation
import XCTest
@testable import NIMLint

/// Damaged settings files, real and generated, through nimlint and through Foundation's
/// `PropertyListSerialization` (CoreFoundation's parser, which NIMKit loads its settings with): NIMKit gets a
/// dictionary exactly when nimlint says it does, and for every file it gets, nimlint's tree holds the same keys
/// and values. Most inputs never reach CoreFoundation inside nimlint (`CoreFoundationScan`), so this is also the proof
/// that skipping it there changes nothing.
///
/// `NIMLINT_DIFFERENTIAL_COUNT`, `NIMLINT_DIFFERENTIAL_SEED` and `NIMLINT_DIFFERENTIAL_SECONDS` set how many
/// inputs, from which seed and for how long at most, for `scripts/differential.sh`; the suite runs the first 3,000.
final class CoreFoundationDifferentialTests: XCTestCase {
    private static let seeds = DifferentialSeeds(suiteCount: 3_000)

    func testDamagedFilesLoadAsCoreFoundationLoadsThem() throws {
        let originals = try Self.originals()
        var disagreements: [String] = []
        var loadedByCoreFoundation = 0
        var disagreementCount = 0
        var checked = 0
        var askedCoreFoundation = 0
        for seed in Self.seeds {
            let original = originals[Int(seed % UInt64(originals.count))]
            let bytes: [UInt8]
            if seed % 4 == 0 {
                // A mistake that keeps the file well-formed, mostly judged by libxml2 alone: the shortcut's proof.
                var mutator = SettingsMutator(random: SeededGenerator(seed: seed))
                bytes =
                    mutator.mutate(String(decoding: original, as: UTF8.self)).map { Array($0.text.utf8) } ?? original
            } else {
                var damager = PlistDamager(seed: seed)
                bytes = damager.damage(original)
            }
            checked += 1
            if (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) is [String: Any] {
                loadedByCoreFoundation += 1
            }
            let source = SourceFile(path: "damaged.plist", bytes: bytes)
            let reading = PlistParser.read(source)
            if reading.coreFoundationMayDiffer || !reading.diagnostics.isEmpty { askedCoreFoundation += 1 }
            guard let difference = CoreFoundationComparison.difference(bytes) else { continue }
            disagreementCount += 1
            // Reducing costs thousands of parses: the first few show what is wrong.
            guard disagreements.count < 5 else { continue }
            let smallest = CoreFoundationComparison.reduced(bytes)
            disagreements.append(
                "seed \(seed): \(difference)\nsmallest input (\(smallest.count) bytes): "
                    + String(reflecting: String(decoding: smallest, as: UTF8.self))
                    + "\nthere: " + (CoreFoundationComparison.difference(smallest) ?? ""))
        }
        print(
            "differential: \(checked) inputs from seed \(Self.seeds.first), \(loadedByCoreFoundation) loaded by CoreFoundation, "
                + "\(checked - askedCoreFoundation) judged without asking CoreFoundation, \(disagreementCount) disagreements"
        )
        XCTAssertEqual(disagreementCount, 0, disagreements.joined(separator: "\n\n"))
        // Both verdicts must be common, or the damage says little about one of them.
        XCTAssertGreaterThan(loadedByCoreFoundation, checked / 10)
        XCTAssertLessThan(loadedByCoreFoundation, checked * 4 / 5)
    }

    /// Every construct the two parsers are known to read apart, alone in a clean file.
    func testEachKnownDisagreementFollowsCoreFoundation() throws {
        let clean = Array(
            try String(contentsOf: Self.examples.appendingPathComponent("NIMKitGlobalSetting.plist"), encoding: .utf8)
                .utf8)
        let dictStart = try XCTUnwrap(Self.range(of: "<dict>", in: clean)).upperBound
        for token in PlistDamager.tokens {
            var inside = clean
            inside.insert(contentsOf: Array(("\n\t<key>Inserted</key>" + token).utf8), at: dictStart)
            for bytes in [inside, Array(token.utf8) + clean, clean + Array(token.utf8)] {
                XCTAssertNil(CoreFoundationComparison.difference(bytes), String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// Every original, and a damaged copy of each, in each encoding a settings file can be saved in, with its
    /// byte order mark and without: CoreFoundation converts UTF-16 and UTF-32 itself, after the mark it looks for
    /// first, and without one takes a zero among the first two bytes for UTF-16 read from the third byte on.
    func testEveryEncodingLoadsAsCoreFoundationLoadsIt() throws {
        let encodings: [(name: String, encoding: String.Encoding, mark: [UInt8])] = [
            ("UTF-8", .utf8, [0xEF, 0xBB, 0xBF]),
            ("UTF-16LE", .utf16LittleEndian, [0xFF, 0xFE]), ("UTF-16BE", .utf16BigEndian, [0xFE, 0xFF]),
            ("UTF-32LE", .utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00]),
            ("UTF-32BE", .utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]),
        ]
        var disagreements: [String] = []
        var (checked, loaded) = (0, 0)
        for (index, original) in try Self.originals().enumerated() {
            var damager = PlistDamager(seed: UInt64(index) + 1)
            for (state, document) in [("whole", original), ("damaged", damager.damage(original))] {
                let text = String(decoding: document, as: UTF8.self)
                for (name, encoding, mark) in encodings {
                    let encoded = try XCTUnwrap(text.data(using: encoding), name)
                    var variants = [("with", mark + encoded), ("without", Array(encoded))]
                    if let unpaired = try Self.unpairedSurrogate(in: text, encoding: encoding) {
                        variants.append(("with an unpaired surrogate after", mark + unpaired))
                    }
                    for (marked, bytes) in variants {
                        checked += 1
                        if (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil))
                            is [String: Any]
                        {
                            loaded += 1
                        }
                        guard let difference = CoreFoundationComparison.difference(bytes), disagreements.count < 5
                        else { continue }
                        disagreements.append(
                            "original \(index), \(state), in \(name) \(marked) its mark: \(difference)")
                    }
                }
            }
        }
        XCTAssertEqual(disagreements, [])
        // The whole files load with their mark; the damage, the missing marks and the surrogates leave most not.
        XCTAssertGreaterThan(loaded, checked / 8)
        XCTAssertLessThan(loaded, checked / 2)
    }

    /// `text` in UTF-16 or UTF-32 with a lone high surrogate, a code unit no String can hold, inside its first
    /// key: written as U+E000 and its encoding's `E0` byte made `D8`. Nil for UTF-8 or a text without a key.
    private static func unpairedSurrogate(in text: String, encoding: String.Encoding) throws -> [UInt8]? {
        guard encoding != .utf8, let key = text.range(of: "<key>") else { return nil }
        var marked = text
        marked.insert("\u{E000}", at: key.upperBound)
        let unit = try XCTUnwrap("\u{E000}".data(using: encoding))
        let bytes = Array(try XCTUnwrap(marked.data(using: encoding)))
        let start = try XCTUnwrap(
            (0...(bytes.count - unit.count)).first { bytes[$0..<($0 + unit.count)].elementsEqual(unit) })
        return bytes.enumerated().map { index, byte in
            (start..<(start + unit.count)).contains(index) && byte == 0xE0 ? 0xD8 : byte
        }
    }

    private static let examples = repositoryRoot.appendingPathComponent("examples/Settings")

    /// The example settings, NetEase's defaults when they are beside the checkout, and generated documents.
    private static func originals() throws -> [[UInt8]] {
        var files = try ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"].map {
            Array(try Data(contentsOf: examples.appendingPathComponent($0)))
        }
        if let corpus = try? TestPaths.corpus() {
            files += try corpus.map { Array(try Data(contentsOf: $0)) }
        }
        for seed in UInt64(1)...40 {
            var generator = PlistGenerator(seed: seed)
            files.append(Array(generator.document().text.utf8))
        }
        return files
    }

    private static func range(of needle: String, in bytes: [UInt8]) -> Range<Int>? {
        let needle = Array(needle.utf8)
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
            .map { $0..<($0 + needle.count) }
    }
}
