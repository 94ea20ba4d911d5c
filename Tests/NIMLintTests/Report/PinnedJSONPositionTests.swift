import Foundation
import XCTest
import NIMLint

/// The positions of the JSON report read back from the built binary's output and compared with positions counted
/// here from the text itself: columns in Unicode scalars, `offset`/`length` in bytes of the file on disk.
final class PinnedJSONPositionTests: XCTestCase {
    /// A line where the misspelt key stands after characters of one, two, three and four UTF-8 bytes (the emoji
    /// is also two UTF-16 units), so every way of counting gives a different column and offset.
    private static let prefix = "\t<key>Placeholder</key><string>é说😀</string>"
    private static let flagged = "<key>Message_Limt</key>"
    private static let head = "<?xml version=\"1.0\" encoding=\"ENCODING\"?>\n<plist version=\"1.0\">\n<dict>\n"
    private static let tail = "<integer>20</integer>\n</dict>\n</plist>\n"

    private func unknownKey(in bytes: [UInt8]) throws -> JSONReport.Entry {
        let folder = try TemporaryFolder(self)
        try Data(bytes).write(to: folder.url.appendingPathComponent("NIMKitGlobalSetting.plist"))
        let result = try CLIRunner.run(["check", "--format", "json", "."], in: folder.url)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.standardOutput.utf8))
        return try XCTUnwrap(report.files.first?.diagnostics.first { $0.rule == "unknown-key" }, result.standardOutput)
    }

    private func text(encoding: String) -> (text: String, linesBefore: String) {
        let linesBefore = Self.head.replacingOccurrences(of: "ENCODING", with: encoding)
        return (linesBefore + Self.prefix + Self.flagged + Self.tail, linesBefore)
    }

    private func assertLineAndColumns(_ entry: JSONReport.Entry, file: StaticString = #filePath, line: UInt = #line) {
        let column = Self.prefix.unicodeScalars.count + 1
        XCTAssertEqual(entry.line, 4, file: file, line: line)
        XCTAssertEqual(entry.column, column, file: file, line: line)
        XCTAssertEqual(entry.endLine, 4, file: file, line: line)
        XCTAssertEqual(entry.endColumn, column + Self.flagged.unicodeScalars.count, file: file, line: line)
    }

    func testUTF8PositionsCountCharactersAndBytes() throws {
        let (text, linesBefore) = text(encoding: "UTF-8")
        let entry = try unknownKey(in: Array(text.utf8))
        assertLineAndColumns(entry)
        XCTAssertEqual(entry.offset, linesBefore.utf8.count + Self.prefix.utf8.count)
        XCTAssertEqual(entry.length, Self.flagged.utf8.count)
    }

    func testUTF16PositionsCountCharactersAndTwoBytesPerUnitAfterTheByteOrderMark() throws {
        let (text, linesBefore) = text(encoding: "UTF-16")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let entry = try unknownKey(in: bytes)
        assertLineAndColumns(entry)
        XCTAssertEqual(entry.offset, 2 + 2 * (linesBefore.utf16.count + Self.prefix.utf16.count))
        XCTAssertEqual(entry.length, 2 * Self.flagged.utf16.count)
    }
}
