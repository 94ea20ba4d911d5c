import XCTest
@testable import NIMLint

/// The settings files NetEase shipped with NIMKit are the ground truth: nimlint must find nothing worth a
/// warning in them.
final class CorpusTests: XCTestCase {
    func testRealNIMKitDefaultsAreClean() throws {
        let plists = try TestPaths.corpus()
        XCTAssertFalse(plists.isEmpty)
        for url in plists {
            let name = url.lastPathComponent
            let kind: SettingsKind = name.hasPrefix("bubble-") ? .bubble : .global
            let source = SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
            let report = Linter().lint(LintInput(source: source, kind: kind))
            let loud = report.diagnostics.filter { $0.severity >= .warning }
            XCTAssertEqual(loud.map { "\($0.rule): \($0.message)" }, [], name)
        }
    }
}
