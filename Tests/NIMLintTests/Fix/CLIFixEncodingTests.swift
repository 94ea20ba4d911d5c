import Foundation
import XCTest

/// `nimlint fix` writes a file back in the encoding, byte order mark and line endings it was read in.
final class CLIFixEncodingTests: XCTestCase {
    private static let broken = SampleSettings.clean.replacingOccurrences(
        of: "<integer>1000</integer>", with: "<string>1000</string>")
    private static let fixed = SampleSettings.clean

    private static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        let declared = text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        return (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
            + declared.utf16.flatMap { unit in
                let high = UInt8(truncatingIfNeeded: unit >> 8)
                let low = UInt8(truncatingIfNeeded: unit)
                return bigEndian ? [high, low] : [low, high]
            }
    }

    private static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        let declared = text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-32\"")
        return (bigEndian ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00])
            + Array(declared.data(using: bigEndian ? .utf32BigEndian : .utf32LittleEndian)!)
    }

    func testEncodingsSurviveFix() throws {
        let cases: [(name: String, encode: (String) -> [UInt8])] = [
            ("CRLF", { Array($0.replacingOccurrences(of: "\n", with: "\r\n").utf8) }),
            ("UTF-8 with BOM", { [0xEF, 0xBB, 0xBF] + Array($0.utf8) }),
            (
                "UTF-8 with BOM and CRLF",
                { [0xEF, 0xBB, 0xBF] + Array($0.replacingOccurrences(of: "\n", with: "\r\n").utf8) }
            ),
            ("UTF-16LE", { Self.utf16($0, bigEndian: false) }),
            ("UTF-16BE", { Self.utf16($0, bigEndian: true) }),
            ("UTF-32LE", { Self.utf32($0, bigEndian: false) }),
            ("UTF-32BE", { Self.utf32($0, bigEndian: true) }),
        ]
        for (name, encode) in cases {
            let folder = try TemporaryFolder(self)
            let file = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist")
            try Data(encode(Self.broken)).write(to: file)
            try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
            let result = try CLIRunner.run(["fix"], in: folder.url)
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardOutput)\(result.standardError)")
            XCTAssertEqual(result.standardOutput, "2 files checked: no problems\nfixed 1 problem in 1 file\n", name)
            XCTAssertEqual(Array(try Data(contentsOf: file)), encode(Self.fixed), name)
        }
    }

    /// An editor applies the JSON report's fix edits to the bytes it has, by `offset` and `length`: in every
    /// encoding that must give exactly what `nimlint fix` writes.
    func testJSONFixEditsAppliedByByteOffsetGiveTheFixedFile() throws {
        let cases: [(name: String, encode: (String) -> [UInt8], bigEndian: Bool?)] = [
            ("UTF-8 with CJK text", { Array($0.replacingOccurrences(of: "\n", with: "\r\n").utf8) }, nil),
            ("UTF-16LE", { Self.utf16($0, bigEndian: false) }, false),
            ("UTF-16BE", { Self.utf16($0, bigEndian: true) }, true),
        ]
        for (name, encode, bigEndian) in cases {
            let folder = try TemporaryFolder(self)
            let bytes = encode(Self.broken)
            try Data(bytes).write(to: folder.url.appendingPathComponent("NIMKitGlobalSetting.plist"))
            let result = try CLIRunner.run(["check", "--format", "json", "NIMKitGlobalSetting.plist"], in: folder.url)
            let report = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let diagnostics = try XCTUnwrap(
                (report["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
            let edits = diagnostics.compactMap { ($0["fix"] as? [String: Any])?["edits"] as? [[String: Any]] }.flatMap {
                $0
            }
            XCTAssertEqual(edits.count, 2, "\(name): the start and end tags of one value")
            var patched = bytes
            for edit in edits.sorted(by: { ($0["offset"] as? Int ?? 0) > ($1["offset"] as? Int ?? 0) }) {
                let offset = try XCTUnwrap(edit["offset"] as? Int)
                let length = try XCTUnwrap(edit["length"] as? Int)
                let replacement = try XCTUnwrap(edit["replacement"] as? String)
                let encoded: [UInt8] =
                    bigEndian.map { bigEndian in
                        replacement.utf16.flatMap { unit in
                            let high = UInt8(truncatingIfNeeded: unit >> 8)
                            let low = UInt8(truncatingIfNeeded: unit)
                            return bigEndian ? [high, low] : [low, high]
                        }
                    } ?? Array(replacement.utf8)
                patched.replaceSubrange(offset..<(offset + length), with: encoded)
            }
            XCTAssertEqual(patched, encode(Self.fixed), name)
        }
    }
}
