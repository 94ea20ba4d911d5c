import Foundation
import XCTest
@testable import NIMLint

/// The version has one source, `NIMLint.version`; the changelog and the command line follow it.
final class VersionTests: XCTestCase {
    func testTheNewestChangelogReleaseIsTheVersion() throws {
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true
        }
        XCTAssertEqual(releases.first.map { String($0.dropFirst(3)) }, NIMLint.version)
    }

    func testVersionCommandPrintsIt() throws {
        let result = try CLIRunner.run(["version"], in: repositoryRoot)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "nimlint \(NIMLint.version)\n")
    }
}
