import Foundation
import XCTest
@testable import NIMLint

/// The fix run over real files: fixing settles in one run, and stays inside what was broken.
final class FixRunTests: XCTestCase {
    /// The real defaults NetEase shipped (the corpus beside the checkout when present) and the clean examples.
    private static func defaults() -> [(name: String, kind: SettingsKind, text: String)] {
        let examples = repositoryRoot.appendingPathComponent("examples/Settings")
        var files = SettingsKind.allCases.map { kind in
            (name: "examples/\(kind.fileName)", kind: kind, url: examples.appendingPathComponent(kind.fileName))
        }
        if let corpus = try? TestPaths.corpus() {
            files += corpus.map { url in
                (name: url.lastPathComponent, kind: url.lastPathComponent.hasPrefix("bubble") ? .bubble : .global, url: url)
            }
        }
        return files.compactMap { file in
            (try? String(contentsOf: file.url, encoding: .utf8)).map { (file.name, file.kind, $0) }
        }
    }

    private static let linter: Linter = {
        var configuration = Configuration()
        configuration.ruleSeverities["insets-spacing"] = .some(.warning)
        return Linter(configuration: configuration)
    }()

    private static func fix(_ text: String, kind: SettingsKind) -> FixOutcome {
        let input = LintInput(source: SourceFile(path: "Case/\(kind.fileName)", string: text), kind: kind)
        return FixRun.fix([input], linter: linter, unsafe: true)[0].outcome
    }

    func testDefaultsHaveNothingToFix() {
        let defaults = Self.defaults()
        XCTAssertGreaterThanOrEqual(defaults.count, 2)
        for file in defaults {
            let outcome = Self.fix(file.text, kind: file.kind)
            XCTAssertFalse(outcome.hasChanges, file.name)
            XCTAssertNil(outcome.rollback, file.name)
        }
    }

    /// Each mutation is fixed with unsafe fixes on: the result parses, a second fix changes nothing, and the
    /// fixed file differs from the original default only inside the element the mutation touched.
    func testMutatedDefaultsAreFixedOnceAndOnlyWhereTheyWereBroken() {
        let defaults = Self.defaults()
        var mutator = SettingsMutator(random: SeededGenerator(seed: 0x5EED_F1C5))
        var cases = 0
        var changed = 0
        var attempts = 0
        while cases < 200, attempts < 5_000 {
            attempts += 1
            guard let file = defaults.randomElement(using: &mutator.random), let mutation = mutator.mutate(file.text)
            else { continue }
            cases += 1
            let label = "\(file.name), \(mutation.kind), original bytes \(mutation.touched)"
            let once = Self.fix(mutation.text, kind: file.kind)
            XCTAssertTrue(PlistParser.parse(once.fixed).succeeded, label)
            XCTAssertNil(once.rollback, "\(label): \(once.rollback?.message ?? "")")
            let twice = Self.fix(String(decoding: once.fixed.bytes, as: UTF8.self), kind: file.kind)
            XCTAssertFalse(twice.hasChanges, "\(label): a second fix changed the file again")
            XCTAssertEqual(twice.appliedFixCount, 0, label)
            if let difference = Self.differingSpan(Array(file.text.utf8), once.fixed.bytes) {
                XCTAssertTrue(
                    mutation.touched.lowerBound <= difference.lowerBound && difference.upperBound <= mutation.touched.upperBound,
                    "\(label): the fixed file differs from the default at bytes \(difference)")
            }
            if once.hasChanges { changed += 1 }
        }
        XCTAssertEqual(cases, 200)
        XCTAssertGreaterThan(changed, 100, "most mutations have a fix")
    }

    /// fix(fix(x)) == fix(x) over a copy of examples/Broken, through the whole run: reading, writing, folders.
    func testFixingBrokenTwiceEqualsFixingItOnce() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("examples/Broken"), to: folder.url.appendingPathComponent("Broken"))
        let request = FixRequest(
            check: CheckRequest(paths: [folder.url.appendingPathComponent("Broken").path], knownRules: RuleRegistry.all),
            unsafe: true, writes: true)
        let first = FixRun.run(request)
        XCTAssertGreaterThan(first.appliedFixCount, 0)
        XCTAssertEqual(first.changedFileCount, 2)
        XCTAssertEqual(first.remaining.problems, [])
        let fixedBytes = first.files.map(\.outcome.fixed.bytes)
        let second = FixRun.run(request)
        XCTAssertEqual(second.appliedFixCount, 0)
        XCTAssertEqual(second.files.map(\.outcome.original.bytes), fixedBytes)
        XCTAssertFalse(second.files.contains { $0.outcome.hasChanges })
        XCTAssertFalse(second.files.contains { $0.write != nil }, "nothing is handed to the writer")
    }

    /// The span, in the offsets of `old`, outside which `old` and `new` agree: their common prefix and suffix
    /// removed; nil when they are equal.
    private static func differingSpan(_ old: [UInt8], _ new: [UInt8]) -> Range<Int>? {
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return prefix..<(old.count - suffix)
    }
}
