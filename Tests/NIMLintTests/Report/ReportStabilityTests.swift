import XCTest
@testable import NIMLint

/// Every report format, and `fix --diff`, compared byte for byte with the reports recorded under
/// `Fixtures/Reports/`: work on speed or memory must not change a byte of what users read.
///
/// The inputs are `examples/Broken` (every rule, every kind of file) and a tree of 40 app folders whose settings
/// files are the clean examples broken by seeded mutations, so the same tree is built on every machine.
///
/// The reports are recorded with the open-source CoreFoundation's words where they quote its parser; the words of
/// the CoreFoundation in the process (Apple's, on a Mac) stand in for them before the comparison
/// (`CoreFoundationWords`), since the verdict and the line are the same parser's.
///
/// The test never writes the recorded reports. When a change of output is deliberate, the failure names a file
/// holding the new output: review it, then copy it over the recorded one.
final class ReportStabilityTests: XCTestCase {
    private static let recorded = repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/Reports")

    func testEveryFormatOnTheBrokenExamplesIsUnchanged() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("examples/Broken"),
            to: folder.url.appendingPathComponent("Broken"))
        for format in Self.formats {
            let result = try CLIRunner.run(
                ["check", "--format", format, "Broken", "Broken/Named/bubble-backup.plist", "Broken/Named/Info.plist"],
                in: folder.url)
            try compare(result, with: "broken.\(format)")
        }
    }

    func testEveryFormatOnMutatedAppsIsUnchanged() throws {
        let folder = try Self.mutatedApps(self)
        for format in Self.formats {
            try compare(
                try CLIRunner.run(["check", "--format", format, "Apps"], in: folder.url), with: "apps.\(format)")
        }
    }

    func testFixDiffOnMutatedAppsIsUnchanged() throws {
        let folder = try Self.mutatedApps(self)
        let result = try CLIRunner.run(["fix", "--unsafe-fixes", "--diff", "Apps"], in: folder.url)
        try compare(result, with: "apps.fix-diff")
        let fixed = try CLIRunner.run(["fix", "--unsafe-fixes", "Apps"], in: folder.url)
        try compare(fixed, with: "apps.fix")
    }

    /// Every format `check --format` offers: a new one needs its reports recorded.
    private static let formats = ReportFormat.allCases.map(\.rawValue)

    /// `Apps/appNN/` with both settings files, each the clean example with up to three seeded mutations, under a
    /// `.nimlint.json` naming the release so the reports do not depend on what lies beside the temporary folder.
    private static func mutatedApps(_ test: XCTestCase) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(test)
        try folder.write(".nimlint.json", "{\"nimkit\": \"2.0.0\"}\n")
        var mutator = SettingsMutator(random: SeededGenerator(seed: 12))
        for app in 0..<40 {
            for (name, clean) in [
                ("NIMKitGlobalSetting.plist", SampleSettings.clean),
                ("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble),
            ] {
                var text = clean
                for _ in 0..<(app % 4) {
                    if let mutation = mutator.mutate(text) { text = mutation.text }
                }
                try folder.write(String(format: "Apps/app%02d/%@", app, name), text)
            }
        }
        return folder
    }

    /// Standard output, then the exit status and standard error, with the temporary folder's path taken out.
    private func compare(_ result: CLIRunner.Result, with name: String) throws {
        var rendered =
            result.relativeOutput + "--- exit status \(result.status), standard error:\n" + result.standardError
        for spelling in [realPath(result.folder), result.folder.path] {
            rendered = rendered.replacingOccurrences(of: spelling, with: "$FOLDER")
        }
        let expected = Self.recorded.appendingPathComponent(name)
        let recorded = CoreFoundationWords.inProcess((try? String(contentsOf: expected, encoding: .utf8)) ?? "")
        guard rendered != recorded else { return }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-report-\(name)")
        try Data(rendered.utf8).write(to: actual)
        XCTFail("the \(name) report changed: compare \(actual.path) with Tests/NIMLintTests/Fixtures/Reports/\(name)")
    }
}
