import Foundation
import XCTest
@testable import NIMLint

/// Generated plists must read the same through nimlint's parser as through Foundation's, and every recorded
/// range, cut from the original text, must be exactly the element or content the generator wrote.
final class PlistDifferentialTests: XCTestCase {
    private enum Variant: CaseIterable {
        case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian, crlf, cr

        var encodingName: String {
            switch self {
            case .utf16LittleEndian, .utf16BigEndian: "UTF-16"
            case .utf32LittleEndian, .utf32BigEndian: "UTF-32"
            default: "UTF-8"
            }
        }
        var lineBreak: String { self == .crlf ? "\r\n" : self == .cr ? "\r" : "\n" }

        func bytes(_ text: String) -> [UInt8] {
            switch self {
            case .utf8, .crlf, .cr: return Array(text.utf8)
            case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
            case .utf16LittleEndian: return [0xFF, 0xFE] + TextEncoding.utf16LittleEndian.encode(text)
            case .utf16BigEndian: return [0xFE, 0xFF] + TextEncoding.utf16BigEndian.encode(text)
            case .utf32LittleEndian: return [0xFF, 0xFE, 0x00, 0x00] + Array(text.data(using: .utf32LittleEndian)!)
            case .utf32BigEndian: return [0x00, 0x00, 0xFE, 0xFF] + Array(text.data(using: .utf32BigEndian)!)
            }
        }
    }

    func testGeneratedPlistsMatchFoundationAndRanges() throws {
        var nodes = 0
        for seed in UInt64(1)...400 {
            let variant = Variant.allCases[Int(seed) % Variant.allCases.count]
            var generator = PlistGenerator(seed: seed)
            generator.lineBreak = variant.lineBreak
            let (text, expected) = generator.document(encodingName: variant.encodingName)
            let bytes = variant.bytes(text)
            let source = SourceFile(path: "generated-\(seed).plist", bytes: bytes)
            let result = PlistParser.parse(source)
            XCTAssertEqual(result.diagnostics.map(\.message), [], "seed \(seed): \(text)")
            let root = try XCTUnwrap(result.document.root, "seed \(seed)")
            let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            XCTAssertTrue(
                CoreFoundationComparison.matches(root, foundation), "seed \(seed) differs from Foundation: \(text)")
            nodes += checkRanges(root, expected, in: source, seed: seed)
        }
        XCTAssertGreaterThan(nodes, 4_000, "the generator should write rich documents")
    }

    /// Checks a node and its descendants; returns how many nodes were checked.
    private func checkRanges(_ node: PlistNode, _ expected: GeneratedNode, in source: SourceFile, seed: UInt64) -> Int {
        XCTAssertEqual(cut(node.range, from: source), expected.element, "seed \(seed): element range")
        XCTAssertEqual(cut(node.content, from: source), expected.content, "seed \(seed): content range")
        switch (node.value, expected.value) {
        case (.dict(let entries), .dict(let expectedEntries)):
            XCTAssertEqual(entries.count, expectedEntries.count, "seed \(seed)")
            return zip(entries, expectedEntries).reduce(1) { count, pair in
                XCTAssertEqual(pair.0.key, pair.1.key, "seed \(seed)")
                XCTAssertEqual(cut(pair.0.keyRange, from: source), pair.1.keyElement, "seed \(seed): key range")
                return count + checkRanges(pair.0.value, pair.1.value, in: source, seed: seed)
            }
        case (.array(let items), .array(let expectedItems)):
            XCTAssertEqual(items.count, expectedItems.count, "seed \(seed)")
            return zip(items, expectedItems).reduce(1) { count, pair in
                count + checkRanges(pair.0, pair.1, in: source, seed: seed)
            }
        default:
            return 1
        }
    }

    /// The text of a range taken from the bytes on disk, decoded in the file's encoding, so the UTF-16 offset
    /// mapping is checked too.
    private func cut(_ range: SourceRange, from source: SourceFile) -> String {
        let bytes = Array(source.bytes[source.diskOffset(of: range.start)..<source.diskOffset(of: range.end)])
        switch source.encoding {
        case .utf8, .utf8WithBOM:
            return String(decoding: bytes, as: UTF8.self)
        case .utf16LittleEndian, .utf16BigEndian:
            let littleEndian = source.encoding == .utf16LittleEndian
            let units = stride(from: 0, to: bytes.count - 1, by: 2).map { index -> UInt16 in
                let first = UInt16(bytes[index])
                let second = UInt16(bytes[index + 1])
                return littleEndian ? second << 8 | first : first << 8 | second
            }
            return String(decoding: units, as: UTF16.self)
        case .utf32LittleEndian, .utf32BigEndian:
            return String(
                data: Data(bytes),
                encoding: source.encoding == .utf32LittleEndian ? .utf32LittleEndian : .utf32BigEndian) ?? ""
        }
    }
}
