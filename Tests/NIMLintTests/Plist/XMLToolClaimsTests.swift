import Foundation
import XCTest
@testable import NIMLint

/// Every sentence of a finding that says what xmllint does is held to xmllint itself: `tolerated-markup` says
/// "xmllint and other XML tools reject it" only of markup xmllint rejects, and "xmllint accepts it" only of
/// well-formed XML (`<integer> 1000</integer>` is well-formed; only the property-list grammar objects).
final class XMLToolClaimsTests: XCTestCase {
    private static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

    /// Files CoreFoundation loads that one parser or the other objects to, one objection each.
    private static let tolerated = [
        "\n\n" + header + "<dict>\n\t<key>Message_Limit</key>\n\t<integer>20</integer>\n</dict>\n</plist>\n",
        header + "<dict>\n\t<key>Message_Limit</key>\n\t<integer>20</integer>\n</dict>\n</plist>\n>>>>>>> theirs\n",
        header + "<dict>\n\t<key>Placeholder</key>\n\t<string>a&#0;b</string>\n</dict>\n</plist>\n",
        header + "<dict>\n\t<key>Placeholder</key>\n\t<string>a]]>b</string>\n</dict>\n</plist>\n",
        header + "<dict>\n\t<key>Message_Limit</key>\n\t<integer> 1000</integer>\n</dict>\n</plist>\n",
        header + "<dict>\n\t<key>Max_Length</key>\n\t<integer>+ 5</integer>\n</dict>\n</plist>\n",
        header + "<dict>\n\t<key>Data</key>\n\t<data>!!!</data>\n</dict>\n</plist>\n",
    ]

    func testEveryClaimAboutXmllintIsWhatXmllintDoes() throws {
        guard ConsumerPackage.commandExists("xmllint") else {
            throw XCTSkip("xmllint is not installed; .ci/run installs Debian's libxml2-utils")
        }
        let folder = try TemporaryFolder(self)
        var examples: [(name: String, bytes: Data)] = Self.tolerated.enumerated().map {
            ("case \($0.offset)", Data($0.element.utf8))
        }
        let examplesFolder = repositoryRoot.appendingPathComponent("examples")
        for case let path as String in try XCTUnwrap(FileManager.default.enumerator(atPath: examplesFolder.path))
        where path.hasSuffix(".plist") {
            examples.append((path, try Data(contentsOf: examplesFolder.appendingPathComponent(path))))
        }
        var claims = (rejects: 0, accepts: 0)
        for (name, bytes) in examples {
            let help = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: Array(bytes))).diagnostics
                .flatMap(\.help).filter { $0.contains("xmllint") }
            guard !help.isEmpty else { continue }
            let file = folder.url.appendingPathComponent("file.plist")
            try bytes.write(to: file)
            let xmllint = try Subprocess.run(["xmllint", "--noout", "--nonet", file.path], in: folder.url)
            for sentence in help {
                switch sentence {
                case CoreFoundationSettlement.xmlToolsReject:
                    claims.rejects += 1
                    XCTAssertNotEqual(xmllint.status, 0, "\(name): xmllint accepts what the help says it rejects")
                case CoreFoundationSettlement.propertyListGrammarDiffers:
                    claims.accepts += 1
                    XCTAssertEqual(xmllint.status, 0, "\(name): \(xmllint.output)")
                default:
                    XCTFail("\(name): a claim about xmllint this test does not check: \(sentence)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(claims.rejects, 4, "too few claims that xmllint rejects a file were checked")
        XCTAssertGreaterThanOrEqual(claims.accepts, 3, "too few claims that xmllint accepts a file were checked")
    }
}
