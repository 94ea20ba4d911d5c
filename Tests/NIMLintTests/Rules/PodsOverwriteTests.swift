import Foundation
import XCTest
@testable import NIMLint

/// `pods-overwrite` on a CocoaPods app's layout: Podfile.lock, Pods/Manifest.lock and the NIMKit pod's folder.
final class PodsOverwriteTests: XCTestCase {
    private static let podBundle = "Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle"

    /// An app that installed NIMKit 1.8.0 with CocoaPods, the pod's two settings files as `files` gives them
    /// (the release's shipped files by default); `podfileLock: false` leaves only Pods/Manifest.lock to name it.
    private func app(
        _ version: String = "1.8.0", podfileLock: Bool = true, manifest: Bool = true,
        global: String? = nil, bubble: String? = nil
    ) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        let lock = "PODS:\n  - NIMKit (\(version)):\n    - NIMKit/Full (= \(version))\n\nCOCOAPODS: 1.5.3\n"
        if podfileLock { try folder.write("Podfile.lock", lock) }
        if manifest { try folder.write("Pods/Manifest.lock", lock) }
        try folder.write("App/AppDelegate.m", "")
        try folder.write(Self.podBundle + "/NIMKitGlobalSetting.plist", global ?? shipped(.global, version))
        try folder.write(Self.podBundle + "/NIMKitBubbleSetting.plist", bubble ?? shipped(.bubble, version))
        return folder
    }

    /// The text of the file NIMKit 1.8.0 ships: NetEase's own bytes when they are beside the repository, else
    /// the same values as nimlint carries them.
    private func shipped(_ kind: SettingsKind, _ version: String = "1.8.0") throws -> String {
        if let release = try? TestPaths.nimkitReleases().first(where: { $0.version.description == version }) {
            return try String(contentsOf: release.folder.appendingPathComponent(kind.fileName), encoding: .utf8)
        }
        let release = NIMKitRelease(try XCTUnwrap(NIMKitVersion(version)), source: .commandLine)
        let files = try XCTUnwrap(ShippedSettings.files(for: release))
        let source = try XCTUnwrap(files.first { $0.kind == kind }?.source)
        return String(decoding: source.text, as: UTF8.self)
    }

    private func findings(_ folder: TemporaryFolder, ofRule rule: String? = "pods-overwrite") throws -> [String] {
        let result = try CLIRunner.run(["check", "--format", "xcode", "."], in: folder.url)
        return result.standardOutput.split(separator: "\n").map(String.init)
            .filter { line in [": warning: ", ": error: ", ": note: "].contains { line.contains($0) } }
            .filter { line in rule.map { line.contains("[\($0)]") } ?? true }
    }

    /// NIMKit 1.1.0's own global file holds two keys 1.1.0 no longer reads: as the pod installed it, NetEase's
    /// file gets no finding; edited there, the edit is reported and so is what the content rules find in it; the
    /// same bytes in the app's own bundle get the content rules' findings.
    func testAPodsFileAsItsReleaseShipsItGetsNoContentFinding() throws {
        XCTAssertEqual(try findings(app("1.1.0"), ofRule: nil), [])

        let edited = try shipped(.global, "1.1.0").replacingOccurrences(
            of: "<integer>20</integer>", with: "<integer>50</integer>")
        XCTAssertNotEqual(edited, try shipped(.global, "1.1.0"))
        let found = try findings(app("1.1.0", global: edited), ofRule: nil)
        XCTAssertEqual(found.filter { $0.contains("[pods-overwrite]") }.count, 1, "\(found)")
        XCTAssertEqual(found.filter { $0.contains("[deprecated-key]") }.count, 2, "\(found)")

        let own = try TemporaryFolder(self)
        try own.write("Podfile.lock", "PODS:\n  - NIMKit (1.1.0)\n")
        try own.write("App/MyChatSettings.bundle/NIMKitGlobalSetting.plist", try shipped(.global, "1.1.0"))
        XCTAssertEqual(try findings(own, ofRule: "deprecated-key").count, 2)
    }

    /// An app whose Podfile.lock is not beside Pods/ (not committed, or kept elsewhere): the release the last
    /// install put there is the one its copy, Pods/Manifest.lock, names, and the edit is judged against that
    /// release's file.
    func testWithoutAPodfileLockTheReleaseComesFromManifestLock() throws {
        let global = try shipped(.global, "1.1.0")
            .replacingOccurrences(of: "<integer>20</integer>", with: "<integer>50</integer>")
        XCTAssertNotEqual(global, try shipped(.global, "1.1.0"))
        let folder = try app("1.1.0", podfileLock: false, global: global)
        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
        }
        XCTAssertFalse(exists("Podfile.lock"))
        XCTAssertTrue(exists("Pods/Manifest.lock"))

        let result = try CLIRunner.run(["check", "--format", "json", "."], in: folder.url)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.standardOutput.utf8))
        let found = report.files.flatMap { file in file.diagnostics.filter { $0.rule == "pods-overwrite" } }
        XCTAssertEqual(found.count, 1, "\(result.standardOutput)\(result.standardError)")
        let finding = try XCTUnwrap(found.first)
        XCTAssertTrue(finding.message.contains("from the one NIMKit 1.1.0 ships"), finding.message)
        XCTAssertTrue(finding.message.contains("Global: Message_Limit"), finding.message)
        let origin = try XCTUnwrap(finding.help?.first { $0.hasPrefix("NIMKit 1.1.0 ") }, "\(finding)")
        XCTAssertTrue(origin.hasPrefix("NIMKit 1.1.0 comes from "), origin)
        XCTAssertTrue(origin.hasSuffix("Pods/Manifest.lock"), origin)
    }

    func testAnUntouchedPodIsNeverReported() throws {
        XCTAssertEqual(try findings(app()), [])
    }

    func testAnEditedPodIsReportedAtTheFirstValueThatDiffers() throws {
        var bubble = try shipped(.bubble)
        let first = try XCTUnwrap(bubble.range(of: "<string>#FFFFFF</string>"), "Text's outgoing color")
        bubble.replaceSubrange(first, with: "<string>#FF0000</string>")
        let folder = try app(bubble: bubble)
        let lines = bubble.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("#FF0000") }) + 1
        let found = try findings(folder)
        XCTAssertEqual(found.count, 1, "\(found)")
        let finding = try XCTUnwrap(found.first)
        XCTAssertTrue(finding.contains("/\(Self.podBundle)/NIMKitBubbleSetting.plist:\(line):"), finding)
        XCTAssertTrue(finding.contains("edited inside Pods/"), finding)
        XCTAssertTrue(finding.contains("from the one NIMKit 1.8.0 ships"), finding)
        XCTAssertTrue(finding.contains("Text, outgoing: text color"), finding)
        XCTAssertTrue(finding.contains("1 value NIMKit applies differs"), finding)
    }

    func testAnEditToTheGlobalFileCountsTheValuesItChanges() throws {
        let global = try shipped(.global).replacingOccurrences(
            of: "<integer>20</integer>", with: "<integer>50</integer>")
        XCTAssertNotEqual(global, try shipped(.global))
        let found = try findings(app(global: global))
        guard found.count == 1 else { return XCTFail("one finding, not \(found)") }
        XCTAssertTrue(found[0].contains("1 value NIMKit applies differs"), found[0])
        XCTAssertTrue(found[0].contains("Global: Message_Limit"), found[0])
    }

    func testAFileWrittenOtherwiseButApplyingTheSameValuesIsNotReported() throws {
        let global = "<!-- our copy -->\n" + (try shipped(.global)).replacingOccurrences(of: "\t", with: "  ")
        XCTAssertEqual(try findings(app(global: global)), [])
    }

    func testPodsWithoutCocoaPodsManifestAreNotCocoaPods() throws {
        let bubble = try shipped(.bubble).replacingOccurrences(
            of: "<string>#FFFFFF</string>", with: "<string>#FF0000</string>")
        XCTAssertEqual(try findings(app(manifest: false, bubble: bubble)), [])
    }

    func testTheSameEditOutsidePodsIsTheAppsOwn() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.8.0")
        try folder.write("Pods/Manifest.lock", "PODS:\n  - NIMKit (1.8.0)\n")
        let bubble = try shipped(.bubble).replacingOccurrences(
            of: "<string>#FFFFFF</string>", with: "<string>#FF0000</string>")
        try folder.write("App/MyChatSettings.bundle/NIMKitBubbleSetting.plist", bubble)
        XCTAssertEqual(try findings(folder), [])
    }
}
