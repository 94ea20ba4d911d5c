import Foundation
import XCTest
@testable import NIMLint

/// A line break in a message or a path must not split a finding over two lines in the line-based formats.
final class OneLineReportTests: XCTestCase {
    private let text = "<plist>\n<dict/>\n</plist>\n"

    func testAMessageWithLineBreaksStaysOnOneLine() {
        let diagnostic = Diagnostic(
            rule: "xml-syntax", severity: .error, message: "Unsupported encoding bogus\nerror\r2\u{2028}3",
            range: SourceRange(1, 6), help: ["first\nsecond"])
        let report = FileReport(
            path: "NIMKitGlobalSetting.plist", schema: "NIMKitGlobalSetting",
            source: SourceFile(path: "NIMKitGlobalSetting.plist", string: text),
            diagnostics: [diagnostic])

        let xcode = ReportFormat.xcode.render([report])
        XCTAssertEqual(xcode.split(separator: "\n", omittingEmptySubsequences: false).count, 2, xcode)
        XCTAssertTrue(
            xcode.hasSuffix(": error: Unsupported encoding bogus\\nerror\\r2\\u{2028}3 [xml-syntax]\n"), xcode)
        let lines = ReportFormat.text.render([report]).split(separator: "\n")
        XCTAssertEqual(
            lines.first,
            "NIMKitGlobalSetting.plist:1:2: error: Unsupported encoding bogus\\nerror\\r2\\u{2028}3 [xml-syntax]")
        XCTAssertTrue(lines.contains { $0.hasSuffix("help: first\\nsecond") }, "\(lines)")
    }

    func testAPathWithALineBreakStaysOnOneLine() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("two\nlines/NIMKitGlobalSetting.plist", SampleSettings.unknownElement)

        for format in ["xcode", "text"] {
            let result = try CLIRunner.run(["check", "--format", format, "."], in: folder.url)
            let first = try XCTUnwrap(result.relativeOutput.split(separator: "\n").first)
            XCTAssertEqual(first.prefix(50), "two\\nlines/NIMKitGlobalSetting.plist:5:2: error: u", format)
        }
    }
}
