import Foundation
import XCTest
@testable import NIMLint

/// Which NIMKit release judges the files, end to end: where it is found (command line, configuration,
/// Podfile.lock, NIMKit.podspec, vendored reading code), what the JSON report says of it, and what changes.
final class CLIReleaseTests: XCTestCase {
    /// The clean global file as NIMKit 1.0.x apps wrote it: the input heights those releases read, no row color.
    private static let earlyGlobal = SampleSettings.clean
        .replacingOccurrences(of: "\t<key>Row_Background_Color</key>\n\t<string>#F2F4F7</string>\n", with: "")
        .replacingOccurrences(
            of: "\t<key>Message_Interval</key>",
            with: "\t<key>Top_Input_Height</key>\n\t<integer>46</integer>\n\t<key>Message_Interval</key>")
    private static let bundle = "App/Resources/NIMKitSettings.bundle/"

    private func json(_ result: CLIRunner.Result) throws -> [[String: Any]] {
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return try XCTUnwrap(report["files"] as? [[String: Any]])
    }

    /// The rules of the file's findings but `missing-settings-file`: these tests' files lie alone in their
    /// folders, which `MissingSettingsFileTests` judges.
    private func rules(_ file: [String: Any]) -> [String] {
        (file["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }.filter {
            $0 != "missing-settings-file"
        } ?? []
    }

    private func nimkit(_ file: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap(file["nimkit"] as? [String: Any], "\(file)")
    }

    func testThePodfileLockNamesTheRelease() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "Podfile.lock",
            """
            PODS:
              - M80AttributedLabel (1.6.3)
              - "NIMKit/Core (1.0.7)":
                - M80AttributedLabel

            DEPENDENCIES:
              - NIMKit/Core (~> 1.0)

            """)
        try folder.write(Self.bundle + "NIMKitGlobalSetting.plist", Self.earlyGlobal)
        let result = try CLIRunner.run(["check", "--format", "json", "App"], in: folder.url)
        let file = try XCTUnwrap(try json(result).first)
        XCTAssertEqual(rules(file), [], "1.0.7 reads Top_Input_Height")
        let nimkit = try nimkit(file)
        XCTAssertEqual(nimkit["version"] as? String, "1.0.7")
        XCTAssertEqual(nimkit["releases"] as? [String], ["1.0.7"])
        XCTAssertEqual(nimkit["source"] as? String, "Podfile.lock")
        XCTAssertEqual(nimkit["path"] as? String, "Podfile.lock")
        XCTAssertEqual(result.standardError, "", "a known release needs no note")
        let validator = try JSONSchemaValidator(
            schemaFile: repositoryRoot.appendingPathComponent("schemas/diagnostics.schema.json"))
        XCTAssertEqual(try validator.validate(result.standardOutput), [])
    }

    /// A Podfile.lock that pins no single NIMKit version (another app's, a requirement only, or not text at all)
    /// is passed over for the next one above it.
    func testAPodfileLockWithoutANIMKitVersionIsPassedOver() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.4.0")
        try folder.write("App/Podfile.lock", "PODS:\n  - NIMKitExtras (1.0.0)\n\nDEPENDENCIES:\n  - NIMKit (~> 1.8)\n")
        try folder.write(
            "App/Deeper/Podfile.lock", String(decoding: [0xFF, 0xFE, 0x00, 0x4E, 0x0A, 0x2D], as: UTF8.self))
        try folder.write("App/Deeper/NIMKitGlobalSetting.plist", Self.earlyGlobal)
        let result = try CLIRunner.run(["check", "--format", "json", "App"], in: folder.url)
        let file = try XCTUnwrap(try json(result).first)
        XCTAssertEqual(try nimkit(file)["version"] as? String, "1.4.0")
        XCTAssertEqual(try nimkit(file)["path"] as? String, "Podfile.lock")
        XCTAssertEqual(rules(file), ["deprecated-key"])
    }

    func testTheCommandLineBeatsTheConfigurationWhichBeatsTheFilesNextToIt() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.0.7")
        try folder.write(Self.bundle + "NIMKitGlobalSetting.plist", Self.earlyGlobal)
        try folder.write(".nimlint.json", #"{"nimkit": "1.8.0"}"#)
        let configured = try XCTUnwrap(
            try json(CLIRunner.run(["check", "--format", "json", "App"], in: folder.url)).first)
        XCTAssertEqual(try nimkit(configured)["source"] as? String, ".nimlint.json")
        XCTAssertEqual(try nimkit(configured)["path"] as? String, ".nimlint.json")
        XCTAssertEqual(rules(configured), ["deprecated-key"], "1.8.0 no longer reads Top_Input_Height")

        let given = try CLIRunner.run(["check", "--nimkit", "1.0.2", "--format", "json", "App"], in: folder.url)
        let file = try XCTUnwrap(try json(given).first)
        XCTAssertEqual(try nimkit(file)["source"] as? String, "--nimkit")
        XCTAssertEqual(try nimkit(file)["version"] as? String, "1.0.2")
        XCTAssertEqual(rules(file), [])

        let text = try CLIRunner.run(["check", "App"], in: folder.url)
        XCTAssertTrue(
            text.standardOutput.contains(
                "info: NIMKit 1.8.0 no longer reads 'Top_Input_Height': only NIMKit 1.0.0–1.0.7 read it [deprecated-key]"
            ),
            text.standardOutput)
        XCTAssertTrue(
            text.standardOutput.contains("help: remove it; NIMKit 1.8.0 is set in .nimlint.json;"), text.standardOutput)
    }

    func testAVendoredPodspecNamesTheRelease() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "Vendor/NIMKit/NIMKit.podspec", "Pod::Spec.new do |s|\n  s.name = 'NIMKit'\n  s.version = '1.2.0'\nend\n")
        try folder.write("Vendor/NIMKit/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", Self.earlyGlobal)
        let file = try XCTUnwrap(
            try json(CLIRunner.run(["check", "--format", "json", "Vendor"], in: folder.url)).first)
        XCTAssertEqual(try nimkit(file)["source"] as? String, "NIMKit.podspec")
        XCTAssertEqual(try nimkit(file)["version"] as? String, "1.2.0")
        XCTAssertEqual(rules(file), ["deprecated-key"])
    }

    /// NIMKit copied into the app, as its 2.0.0 repository lays it out: the reading code says which releases it
    /// can be (those sharing that NIMKitUIConfig.m and nim_imageInKit:).
    func testVendoredReadingCodeNamesItsReleaseFamily() throws {
        // Outside XCTUnwrap, so that a missing ../shared skips the test instead of failing it.
        let releases = try TestPaths.nimkitReleases()
        let release = try XCTUnwrap(releases.first { $0.version == NIMKitVersion(2, 0, 0) })
        let folder = try TemporaryFolder(self)
        for (name, target) in [("NIMKitUIConfig.m", "Global"), ("UIImage+NIMKit.m", "Category")] {
            let code = try String(contentsOf: release.folder.appendingPathComponent(name), encoding: .utf8)
            try folder.write("Vendor/NIMKit/NIMKit/Classes/\(target)/\(name)", code)
        }
        try folder.write("Vendor/NIMKit/Resources/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", Self.earlyGlobal)
        let result = try CLIRunner.run(["check", "--format", "json", "Vendor"], in: folder.url)
        let file = try XCTUnwrap(try json(result).first)
        let nimkit = try nimkit(file)
        XCTAssertEqual(nimkit["source"] as? String, "NIMKitUIConfig.m")
        XCTAssertTrue(nimkit["version"] is NSNull)
        XCTAssertEqual(nimkit["releases"] as? [String], ["1.6.1", "1.8.1", "1.9.0", "1.9.1", "1.9.2", "2.0.0"])
        XCTAssertEqual(nimkit["path"] as? String, "Vendor/NIMKit/NIMKit/Classes/Global/NIMKitUIConfig.m")
        XCTAssertEqual(rules(file), ["deprecated-key"], "none of them reads Top_Input_Height")
        XCTAssertEqual(result.standardError, "", "every candidate judges the file alike")
    }

    /// Without a release, a key some release reads is accepted, and the run says once how to name the release.
    func testAnUnknownReleaseIsJudgedLenientlyAndNotedOnce() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("A/NIMKitGlobalSetting.plist", Self.earlyGlobal)
        try folder.write("B/NIMKitGlobalSetting.plist", SampleSettings.clean)
        let result = try CLIRunner.run(["check", "--format", "json", "."], in: folder.url)
        let files = try json(result)
        XCTAssertEqual(files.map(rules), [[], []])
        XCTAssertEqual(try files.map { try nimkit($0)["source"] as? String }, ["unknown", "unknown"])
        XCTAssertEqual(try nimkit(files[0])["releases"] as? [String], NIMKitVersion.plistEra.map(\.description))
        XCTAssertEqual(
            result.standardError,
            "nimlint: note: the NIMKit release is unknown for 2 files whose settings "
                + "differ between releases: judged by what holds in every release that reads the plists (1.0.0–2.0.0); "
                + "name it with --nimkit VERSION or \"nimkit\": \"VERSION\" in .nimlint.json\n")

        // Fixing reads the files twice (before and after its edits) and says it once all the same.
        for command in [["fix", "."], ["check", "--fix", "."], ["fix", "A/NIMKitGlobalSetting.plist", "B"]] {
            try folder.write(
                "A/NIMKitGlobalSetting.plist",
                Self.earlyGlobal.replacingOccurrences(
                    of: "\t<key>Message_Interval</key>",
                    with: "\t<key>Message_Interval</key>\n\t<integer>1</integer>\n\t<key>Message_Interval</key>"))
            let fixed = try CLIRunner.run(command, in: folder.url)
            XCTAssertEqual(
                fixed.standardError.components(separatedBy: "release is unknown").count, 2,
                "\(command): \(fixed.standardError)")
            XCTAssertTrue(fixed.standardOutput.contains("fixed 1 problem"), "\(command): \(fixed.standardOutput)")
        }

        try folder.write(
            "A/NIMKitGlobalSetting.plist",
            SampleSettings.clean
                .replacingOccurrences(of: "\t<key>Row_Background_Color</key>\n\t<string>#F2F4F7</string>\n", with: ""))
        let plain = try CLIRunner.run(["check", "A"], in: folder.url)
        XCTAssertEqual(plain.standardError, "", "nothing in the file depends on the release")

        // An image that only releases from 1.2.0 on find in the app makes the verdict depend on the release too.
        try folder.write("A/Images/icon_custom_bubble.png", "")
        try folder.write(
            "A/NIMKitGlobalSetting.plist",
            SampleSettings.clean
                .replacingOccurrences(of: "\t<key>Row_Background_Color</key>\n\t<string>#F2F4F7</string>\n", with: "")
                .replacingOccurrences(of: "icon_receiver_node_normal.png", with: "icon_custom_bubble.png"))
        let imaged = try CLIRunner.run(["check", "--assets", "A/Images", "A"], in: folder.url)
        XCTAssertTrue(
            imaged.standardError.hasPrefix("nimlint: note: the NIMKit release is unknown for 1 file"),
            imaged.standardError)
        XCTAssertTrue(imaged.standardOutput.hasSuffix("1 file checked: 1 error, 0 warnings\n"), imaged.standardOutput)
        XCTAssertTrue(
            imaged.standardOutput.contains("[missing-settings-file]"), "the one error is the bubble file's absence")
    }

    func testReleasesAfterTwoPointZeroReadNoPlist() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("2.1.0")
        try folder.write(
            "NIMKitSettings.bundle/NIMKitGlobalSetting.plist",
            SampleSettings.clean.replacingOccurrences(of: "Message_Limit", with: "Message_Limt"))
        let result = try CLIRunner.run(["check", "--format", "xcode", "."], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.relativeOutput,
            "NIMKitSettings.bundle/NIMKitGlobalSetting.plist:4:1: warning: NIMKit 2.1.0 never reads "
                + "NIMKitGlobalSetting.plist: only NIMKit 1.0.0–2.0.0 read the settings plists, and this file changes nothing "
                + "[settings-not-read]\n", "one finding, not the unknown key")
        let text = try CLIRunner.run(["check", "."], in: folder.url)
        XCTAssertTrue(
            text.standardOutput.contains(
                "help: later releases take these settings in code (NIMKitConfig): "
                    + "'nimlint migrate NIMKitSettings.bundle --to 2.1.0' writes that code from this folder's plists\n"),
            text.standardOutput)
        // The command the help names runs as it is written, once the folder holds both files.
        try folder.write("NIMKitSettings.bundle/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let migrated = try CLIRunner.run(["migrate", "NIMKitSettings.bundle", "--to", "2.1.0"], in: folder.url)
        XCTAssertEqual(migrated.status, 0, migrated.standardError)
        XCTAssertTrue(migrated.standardOutput.contains("void NIMKitApplyMigratedSettings("), migrated.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("help: NIMKit 2.1.0 comes from Podfile.lock;"), text.standardOutput)
    }

    func testABadReleaseIsAUsageOrConfigurationError() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let given = try CLIRunner.run(["check", "--nimkit", "1.x"], in: folder.url)
        XCTAssertEqual(given.status, 2)
        XCTAssertEqual(given.standardError, "nimlint check: --nimkit: '1.x' is not a NIMKit release such as 1.8.0\n")
        try folder.write(".nimlint.json", #"{"nimkit": 1.8}"#)
        let configured = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(configured.status, 2)
        XCTAssertTrue(configured.standardError.hasPrefix(".nimlint.json:1:12: "), configured.standardError)
        XCTAssertTrue(
            configured.standardError.contains("\"nimkit\" must be the NIMKit release the app uses, such as \"1.8.0\""))
    }

    /// A release NetEase never published would read no plist and switch every check off: a typo is a usage or
    /// configuration error naming the nearest published releases, in every command that takes one.
    func testOnlyPublishedReleasesAreTaken() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        for (given, nearest) in [
            ("9.9.9", "the nearest is 3.7.0"), ("2.0.1", "the nearest are 2.0.0 and 2.1.0"),
            ("1.8.5", "the nearest are 1.8.1 and 1.9.0"), ("0.9.0", "the nearest is 1.0.0"),
        ] {
            for command in ["check", "show", "preview"] {
                let result = try CLIRunner.run([command, "--nimkit", given, "."], in: folder.url)
                XCTAssertEqual(result.status, 2, "\(command) \(given)")
                XCTAssertEqual(
                    result.standardError,
                    "nimlint \(command): --nimkit: '\(given)' is not a NIMKit release NetEase published; \(nearest)\n")
            }
        }
        for published in ["1.8", "1.0.7", "2.1.0", "3.7.0"] {
            XCTAssertNotEqual(
                try CLIRunner.run(["check", "--nimkit", published, "."], in: folder.url).status, 2, published)
        }
        try folder.write(".nimlint.json", #"{"nimkit": "2.0.1"}"#)
        let configured = try CLIRunner.run(["check"], in: folder.url)
        XCTAssertEqual(configured.status, 2)
        XCTAssertTrue(configured.standardError.hasPrefix(".nimlint.json:1:12: "), configured.standardError)
        XCTAssertTrue(
            configured.standardError.contains(
                "\"nimkit\": '2.0.1' is not a NIMKit release NetEase published; the nearest are 2.0.0 and 2.1.0"),
            configured.standardError)
    }
}
