import XCTest
@testable import NIMLint

/// `examples/Settings` (clean) and `examples/Broken` (every rule that text can trigger) linted through the
/// library, rendered as `path:line:column: severity: message [rule]` and compared with
/// `examples/Settings.expected` and `examples/Broken.expected`.
///
/// After a deliberate change of a message or a rule, regenerate both files with
/// `NIMLINT_REGENERATE_EXPECTED=1 swift test --filter ExamplesTests` and review the diff before committing.
final class ExamplesTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    func testCleanSettingsReportNothing() throws {
        let rendered = try Self.render("Settings", configuration: .default)
        XCTAssertEqual(rendered, "")
        try Self.compare(rendered, with: "Settings.expected")
    }

    /// Every rule is switched on (style rules too) and the folder's Assets are the app's images.
    func testBrokenSettingsTriggerEveryRule() throws {
        var configuration = Configuration(assetFolders: [Self.examples.appendingPathComponent("Broken/Assets").path])
        for rule in RuleRegistry.all where !rule.enabledByDefault {
            configuration.ruleSeverities[rule.id] = .some(rule.defaultSeverity)
        }
        let rendered = try Self.render("Broken", configuration: configuration)
        let triggered = Set(rendered.split(separator: "\n").compactMap { $0.split(separator: "[").last?.dropLast() }.map(String.init))
        let textRules = Set(RuleRegistry.all.filter(\.triggersOnText).map(\.id))
        XCTAssertEqual(textRules.subtracting(triggered), [], "rules examples/Broken does not trigger")
        try Self.compare(rendered, with: "Broken.expected")
    }

    private static func render(_ folder: String, configuration: Configuration) throws -> String {
        let root = examples.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".plist") { paths.append(relative) }
        }
        let inputs = try paths.sorted().map { relative in
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(relative)))
            return LintInput(source: SourceFile(path: folder + "/" + relative, bytes: bytes), kind: LintInput.kind(ofPath: relative))
        }
        return Linter(configuration: configuration).lint(inputs).flatMap { report in
            report.diagnostics.map { diagnostic in
                let start = report.location(of: diagnostic.range).start
                return "\(report.path):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
            }
        }.joined()
    }

    private static func compare(_ rendered: String, with name: String) throws {
        let file = examples.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NIMLINT_REGENERATE_EXPECTED"] != nil {
            try Data(rendered.utf8).write(to: file)
        }
        XCTAssertEqual(rendered, try String(contentsOf: file, encoding: .utf8), "examples/\(name) (see the note on ExamplesTests to regenerate)")
    }
}
