import Foundation
import XCTest
@testable import NIMLint

/// The `files:` pattern of `.pre-commit-hooks.yaml` against the `settings-file-name` rule: pre-commit must pass
/// every file the rule would check, and what the pattern lets through beyond that, nimlint must drop.
final class PreCommitPatternTests: XCTestCase {
    private func manifest() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    }

    /// The pattern the `nimlint` hook declares; `nimlint-fix` must take the same one by reference.
    private func pattern() throws -> NSRegularExpression {
        let text = try manifest()
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("files: &settings_files '") })
        XCTAssertEqual(
            text.components(separatedBy: "files: *settings_files").count, 2, "nimlint-fix shares the pattern")
        let quoted = line.split(separator: "'", omittingEmptySubsequences: false)
        XCTAssertEqual(quoted.count, 3, "one single-quoted pattern without quotes inside")
        return try NSRegularExpression(pattern: String(quoted[1]))
    }

    private func matches(_ pattern: NSRegularExpression, _ path: String) -> Bool {
        pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    func testThePatternMatchesEveryNameTheRuleChecks() throws {
        let pattern = try pattern()
        var checked = 0
        for name in NearMissCorpus.names where Discovery.isSettingsFileName(name) {
            checked += 1
            for path in [name, "App/Resources/NIMKitSettings.bundle/" + name, "设置 x/" + name] {
                XCTAssertTrue(matches(pattern, path), "pre-commit would skip \(path), which nimlint reports")
            }
        }
        XCTAssertGreaterThan(checked, 5_000, "the corpus holds every one-letter edit and many two-letter ones")
    }

    /// What the pattern lets through that the rule does not check is dropped by `--force-exclude`, and the
    /// ordinary files of an app using NIMKit are not passed at all.
    func testWhatThePatternLetsThroughBeyondTheRuleIsDropped() throws {
        let pattern = try pattern()
        let beyond = NearMissCorpus.names.filter { matches(pattern, $0) && !Discovery.isSettingsFileName($0) }
        XCTAssertFalse(beyond.isEmpty, "the corpus reaches past two edits")
        XCTAssertEqual(NamedFileFilter.filter(beyond, configurationPath: nil), [])
        for name in [
            "Info.plist", "NIMKitSetting.m", "NIMKitBubbleSetting.h", "AppDelegate.swift",
            "NIMKitGlobalSetting.plist/Contents.json", "NIMKitGlobalSettingViewController.m",
        ] {
            XCTAssertFalse(matches(pattern, name), name)
        }
    }

    /// End to end: a source file whose name the pattern lets through is not linted as a property list.
    func testForceExcludeDropsNamedFilesTheWalkWouldNotCheck() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSettingView.m", "@implementation NIMKitGlobalSettingView\n@end\n")
        try folder.write("NIMKitGlobalSettings.plist", SampleSettings.clean)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try folder.write("Vendor/NIMKitBubbleSetting.plist", SampleSettings.mismatchedTag)
        try folder.write(".nimlint.json", "{\"exclude\": [\"Vendor/**\"]}\n")
        let arguments = ["NIMKitGlobalSettingView.m", "NIMKitGlobalSettings.plist", "Vendor/NIMKitBubbleSetting.plist"]
        let filtered = try CLIRunner.run(["check", "--force-exclude"] + arguments, in: folder.url)
        XCTAssertEqual(filtered.status, 0, filtered.standardOutput)
        XCTAssertTrue(
            filtered.standardOutput.contains("NIMKitGlobalSettings.plist:1:1: warning:"), filtered.standardOutput)
        XCTAssertTrue(filtered.standardOutput.contains("1 file checked"), filtered.standardOutput)

        let unfiltered = try CLIRunner.run(["check"] + arguments, in: folder.url)
        XCTAssertEqual(unfiltered.status, 1, "without the option every named file is checked")
        XCTAssertTrue(
            unfiltered.standardOutput.contains("NIMKitGlobalSettingView.m:1:1: error:"), unfiltered.standardOutput)
    }
}

/// Names around the two settings file names: each in other cases, every one-letter deletion, substitution and
/// insertion from a small alphabet, pseudo-random two- and three-letter edits, and names of other lengths.
enum NearMissCorpus {
    static let alphabet = Array("aeiklnpstxAGKNSZ019._- é设")

    /// Built once for the tests that share it.
    static let names = generate()

    private static func generate() -> [String] {
        var names: Set<String> = []
        var random = SeededGenerator(seed: 9)
        for fileName in SettingsKind.allCases.map(\.fileName) {
            let letters = Array(fileName)
            names.insert(fileName)
            names.insert(fileName.lowercased())
            names.insert(fileName.uppercased())
            for edited in oneEdit(letters) { names.insert(String(edited)) }
            // Copies made beside the file, and names that only begin like one.
            let stem = String(fileName.dropLast(".plist".count))
            for tail in [" copy", " copy 2", " 2", " (1)", "-old", "_backup", ".plist", "copy", " copy.txt", "设置"] {
                names.insert(stem + tail + ".plist")
                names.insert(stem.lowercased() + tail + ".plist")
            }
            for _ in 0..<3_000 {
                var edited = letters
                for _ in 0..<(random.next() % 2 == 0 ? 2 : 3) { randomEdit(&edited, &random) }
                names.insert(String(edited.map { random.next() % 5 == 0 ? Character($0.uppercased()) : $0 }))
            }
        }
        return names.sorted()
    }

    /// Deletes, replaces or inserts one letter at a random place.
    private static func randomEdit(_ letters: inout [Character], _ random: inout SeededGenerator) {
        let letter = alphabet[Int(random.next() % UInt64(alphabet.count))]
        let index = Int(random.next() % UInt64(letters.count))
        switch random.next() % 3 {
        case 0: letters.remove(at: index)
        case 1: letters[index] = letter
        default: letters.insert(letter, at: index)
        }
    }

    private static func oneEdit(_ letters: [Character]) -> [[Character]] {
        var edits: [[Character]] = []
        for index in 0...letters.count {
            for letter in alphabet {
                edits.append(Array(letters[..<index]) + [letter] + letters[index...])
                if index < letters.count { edits.append(Array(letters[..<index]) + [letter] + letters[(index + 1)...]) }
            }
            if index < letters.count { edits.append(Array(letters[..<index]) + letters[(index + 1)...]) }
        }
        return edits
    }
}
