import XCTest
@testable import NIMLint

/// What CoreFoundation alone refuses is said in NIMKit's terms, at the construct refused, with CoreFoundation's
/// own words kept in the help; each file here is refused by the real CoreFoundation and read by libxml2.
final class CoreFoundationRefusalTests: XCTestCase {
    private static let body = "<dict>\n\t<key>Message_Limit</key>\n\t<integer>20</integer>\n\t<key>Logo</key>\n"

    private func refusal(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> (
        Diagnostic, String
    ) {
        XCTAssertNil(
            CoreFoundationComparison.difference(Array(text.utf8)), "nimlint and CoreFoundation disagree", file: file,
            line: line)
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: text)
        let result = PlistParser.parse(source)
        XCTAssertFalse(result.succeeded, file: file, line: line)
        let diagnostic = try XCTUnwrap(result.diagnostics.first, file: file, line: line)
        XCTAssertEqual(
            diagnostic.rule, ParseRule.settingsNotLoaded.rawValue, "\(result.diagnostics)", file: file, line: line)
        XCTAssertTrue(
            diagnostic.help.contains { $0.hasPrefix("CoreFoundation's parser says: ") }, "\(diagnostic.help)",
            file: file, line: line)
        return (diagnostic, source.string(in: diagnostic.range))
    }

    func testAnEmptyDataElementIsPointedAt() throws {
        let (diagnostic, marked) = try refusal(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n" + Self.body + "\t<data />\n</dict>\n</plist>\n")
        XCTAssertEqual(marked, "<data />")
        XCTAssertEqual(diagnostic.message, ParseRule.notLoaded + "CoreFoundation refuses an empty <data/>")
        XCTAssertTrue(diagnostic.help.contains { $0.contains("<data></data>") }, "\(diagnostic.help)")
    }

    func testAProcessingInstructionInAKeyIsPointedAt() throws {
        let (diagnostic, marked) = try refusal(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>Message<?pi x?>_Limit</key>\n"
                + "\t<integer>20</integer>\n</dict>\n</plist>\n")
        XCTAssertEqual(marked, "<?pi x?>")
        XCTAssertTrue(diagnostic.message.contains("processing instruction"), diagnostic.message)
    }

    func testAGreaterThanSignInTheDoctypesIdentifierIsPointedAt() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://a>b/x.dtd\">\n"
            + "<plist version=\"1.0\">\n" + Self.body + "\t<string>a</string>\n</dict>\n</plist>\n"
        let (diagnostic, marked) = try refusal(text)
        XCTAssertEqual(marked, ">")
        XCTAssertEqual(diagnostic.range.start, Self.offset(of: "a>b", in: text) + 1)
        XCTAssertTrue(diagnostic.message.contains("DOCTYPE's quoted identifier"), diagnostic.message)
    }

    func testAnInternalSubsetIsPointedAt() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY a \"b\"> ]>\n<plist version=\"1.0\">\n" + Self.body
            + "\t<string>a</string>\n</dict>\n</plist>\n"
        let (diagnostic, marked) = try refusal(text)
        XCTAssertEqual(marked, "[")
        XCTAssertTrue(diagnostic.message.contains("internal subset"), diagnostic.message)
    }

    /// The `>` inside the second tag's value, not the first tag's own end on the same line.
    func testAGreaterThanSignInAnAttributeIsPointedAt() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict id=\"a>b\">\n\t<key>A</key>\n\t<string>a</string>\n"
            + "</dict>\n</plist>\n"
        let (diagnostic, marked) = try refusal(text)
        XCTAssertEqual(marked, ">")
        XCTAssertEqual(diagnostic.range.start, Self.offset(of: "a>b", in: text) + 1)
        XCTAssertTrue(diagnostic.message.contains("attribute's value"), diagnostic.message)
    }

    private static func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - (text.range(of: needle).map { text[$0.lowerBound...].utf8.count } ?? 0)
    }

    /// A reason nimlint does not know is quoted as it is, over the line CoreFoundation names.
    func testAnUnknownReasonCoversTheLineItNames() {
        let source = SourceFile(path: "NIMKitGlobalSetting.plist", string: "<plist>\n\t<dict>\n</plist>\n")
        let refusal = CoreFoundationRefusal(reason: "Something new", line: 2, source: source, doctype: nil)
        XCTAssertEqual(refusal.message, "CoreFoundation's parser says: Something new")
        XCTAssertEqual(source.string(in: refusal.range), "<dict>")
        XCTAssertEqual(
            CoreFoundationRefusal(reason: "Something new", line: nil, source: source, doctype: nil).range, .empty(at: 0)
        )
    }
}
