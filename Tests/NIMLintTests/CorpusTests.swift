import XCTest
@testable import NIMLint

/// The settings files NetEase shipped with NIMKit are the ground truth: nimlint must find nothing worth a
/// warning in them.
final class CorpusTests: XCTestCase {
    func testRealNIMKitDefaultsAreClean() throws {
        let corpus = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/nimkit")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else {
            throw XCTSkip("../shared/corpus/nimkit is absent: the real NIMKit defaults cannot be checked here")
        }
        let plists = names.filter { $0.hasSuffix(".plist") }.sorted()
        XCTAssertFalse(plists.isEmpty)
        for name in plists {
            let kind: SettingsKind = name.hasPrefix("bubble-") ? .bubble : .global
            let source = SourceFile(path: name, bytes: Array(try Data(contentsOf: corpus.appendingPathComponent(name))))
            let report = Linter().lint(LintInput(source: source, kind: kind))
            let loud = report.diagnostics.filter { $0.severity >= .warning }
            XCTAssertEqual(loud.map { "\($0.rule): \($0.message)" }, [], name)
        }
    }
}
