import Foundation
import XCTest

/// What nimlint says of a file in an encoding NIMKit's loader reads otherwise goes into the report, and only there.
final class CLIEncodingReportTests: XCTestCase {
    /// A UTF-16 file whose text opens with `<` and zeros: libxml2 before 2.12 reads those four bytes as UCS-4 and
    /// reports the failed conversion without its parser context, on standard error unless caught. Later releases
    /// read them as UTF-8 and object elsewhere on the line; in every release the report alone says so.
    func testLibxml2sConversionErrorIsAFindingNotStrayOutput() throws {
        let folder = try TemporaryFolder(self)
        let units: [UInt16] = [0x3C, 0x00, 0x00, 0x00, 0x3F, 0x78]
        let bytes: [UInt8] =
            [0xFF, 0xFE] + units.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        try Data(bytes).write(to: folder.url.appendingPathComponent("NIMKitGlobalSetting.plist"))
        let result = try CLIRunner.run(["check", "--format", "xcode", "NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertEqual(result.standardError, "")
        XCTAssertTrue(result.relativeOutput.hasPrefix("NIMKitGlobalSetting.plist:1:"), result.standardOutput)
        XCTAssertTrue(result.relativeOutput.contains(": error: "), result.standardOutput)
    }

    /// UTF-16 saved without a byte order mark: CoreFoundation takes its first two bytes for one, so NIMKit gets
    /// nothing from the file, and the one finding says why.
    func testUTF16WithoutAByteOrderMarkIsSaidToLoadNothing() throws {
        let folder = try TemporaryFolder(self)
        let text = SampleSettings.clean.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        try XCTUnwrap(text.data(using: .utf16LittleEndian)).write(
            to: folder.url.appendingPathComponent("NIMKitGlobalSetting.plist"))
        let result = try CLIRunner.run(["check", "--format", "xcode", "NIMKitGlobalSetting.plist"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertEqual(
            result.relativeOutput.split(separator: "\n").first.map(String.init),
            "NIMKitGlobalSetting.plist:1:1: error: this file is UTF-16 without a byte order mark: CoreFoundation's loader "
                + "takes those two bytes for the mark and reads UTF-16 from the third on, where no property list starts, "
                + "so NIMKit loads no settings from it [unsupported-format]")
    }
}
