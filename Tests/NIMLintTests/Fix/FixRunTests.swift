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
                (
                    name: url.lastPathComponent, kind: url.lastPathComponent.hasPrefix("bubble") ? .bubble : .global,
                    url: url
                )
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
        return FixRun.fix(folder: [input], linter: linter, unsafe: true)[0].outcome
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
                    mutation.touched.lowerBound <= difference.lowerBound
                        && difference.upperBound <= mutation.touched.upperBound,
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
            at: repositoryRoot.appendingPathComponent("examples/Broken"),
            to: folder.url.appendingPathComponent("Broken"))
        let request = FixRequest(
            check: CheckRequest(paths: [folder.url.appendingPathComponent("Broken").path]),
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

    /// Folders are fixed while the walk goes on, as a check lints them; what comes of it is what a fix after the
    /// walk gives, also for a folder whose files change once the walk is over (a hard link found again later is
    /// fixed under its first path only), and a writing run writes what the preview shows, each file once.
    func testFoldersFixedDuringTheWalkComeOutAsAFixAfterIt() throws {
        let folder = try TemporaryFolder(self)
        let linked = try foldersWithALinkedFile(in: folder) { index in
            "<key>Message_Limit</key><string>2\(index)</string><key>Unknown_\(index)</key><true/>"
        }

        func fixed(_ paths: [String], writes: Bool) -> (files: [String], remaining: [String]) {
            let request = FixRequest(check: CheckRequest(paths: paths), unsafe: false, writes: writes)
            let outcome = FixRun.run(request)
            XCTAssertEqual(outcome.remaining.problems, [])
            let files = outcome.files.map { file in
                "\(file.outcome.original.path) \(file.outcome.appliedFixCount) \(file.write == nil ? "kept" : "written") "
                    + String(decoding: file.outcome.fixed.bytes, as: UTF8.self)
            }
            let remaining = outcome.remaining.reports.flatMap { report in
                [report.path] + report.diagnostics.map { "  \($0.rule) \($0.range) \($0.message)" }
            }
            return (files, remaining)
        }
        let walked = fixed([folder.url.path], writes: false)
        // A file named beside the folder turns fixing during the walk off; it is the same file the walk finds.
        let afterWalk = fixed(
            [folder.url.path, folder.url.appendingPathComponent("f0/NIMKitGlobalSetting.plist").path], writes: false)
        XCTAssertEqual(walked.files, afterWalk.files)
        XCTAssertEqual(walked.remaining, afterWalk.remaining)
        XCTAssertEqual(walked.files.count, 23)
        XCTAssertFalse(
            walked.files.contains { $0.hasPrefix(linked.path + " ") },
            "the linked file is fixed under its first path only")
        XCTAssertEqual(walked.files.filter { $0.contains(" 1 kept ") }.count, 11)

        let written = fixed([folder.url.path], writes: true)
        XCTAssertEqual(written.files, walked.files.map { $0.replacingOccurrences(of: " 1 kept ", with: " 1 written ") })
        XCTAssertEqual(written.remaining, walked.remaining)
        for index in 0..<12 where index != 3 {
            let path = "f\(index)/NIMKitGlobalSetting.plist"
            XCTAssertEqual(
                try folder.read(path),
                plist(
                    "<dict><key>Message_Limit</key><integer>2\(index)</integer><key>Unknown_\(index)</key><true/></dict>"
                ), path)
        }
        // A fixed file is replaced, not written over: the link still reads the original, now a file of its own.
        XCTAssertEqual(
            try folder.read("f3/NIMKitGlobalSetting.plist"),
            plist(
                "<dict><key>Message_Limit</key><string>22</string><key>Unknown_2</key><true/></dict>"))
        XCTAssertEqual(
            fixed([folder.url.path], writes: true).files.filter { $0.contains(" written ") }.map {
                $0.prefix { $0 != " " }
            },
            [Substring(linked.path)])
    }

    /// A refused write leaves the original on disk, and the folder's reports say what is there; standard input
    /// beside it, whose fixed text goes to standard output, is reported as fixed.
    func testARefusedWriteReportsTheFolderAsItStands() throws {
        let folder = try TemporaryFolder(self)
        let global = try folder.write(
            "App/NIMKitGlobalSetting.plist", plist("<dict><key>Message_Limit</key><string>20</string></dict>"))
        XCTAssertEqual(chmod(global.path, 0o444), 0)
        let bubble = plist("<dict><key>Text</key><dict><key>Content_Font_Size</key><string>14</string></dict></dict>")
        let request = FixRequest(
            check: CheckRequest(
                paths: [global.path, CheckRequest.standardInputPath], standardInput: Array(bubble.utf8),
                standardInputName: folder.url.appendingPathComponent("App/NIMKitBubbleSetting.plist").path),
            unsafe: false, writes: true)
        let outcome = FixRun.run(request)
        XCTAssertEqual(outcome.remaining.problems, ["\(global.path): is read-only; left unchanged"])
        XCTAssertEqual(
            try folder.read("App/NIMKitGlobalSetting.plist"),
            plist("<dict><key>Message_Limit</key><string>20</string></dict>"))
        let coercible = Dictionary(
            uniqueKeysWithValues: outcome.remaining.reports.map { report in
                (Paths.lastComponent(report.path), report.diagnostics.contains { $0.rule == "coercible-type" })
            })
        XCTAssertEqual(coercible, ["NIMKitGlobalSetting.plist": true, "NIMKitBubbleSetting.plist": false])
        XCTAssertEqual(outcome.files.map(\.outcome.appliedFixCount), [1, 1])
    }

    /// The span, in the offsets of `old`, outside which `old` and `new` agree: their common prefix and suffix
    /// removed; nil when they are equal.
    private static func differingSpan(_ old: [UInt8], _ new: [UInt8]) -> Range<Int>? {
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        return prefix..<(old.count - suffix)
    }
}
