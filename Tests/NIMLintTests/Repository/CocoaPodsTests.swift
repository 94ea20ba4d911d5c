import Foundation
import XCTest
@testable import NIMLint

/// `nimlint.podspec` as CocoaPods reads it, the pod's zip the release uploads, and the Run Script phase
/// (`scripts/xcode-run-script.sh`) that runs the pod's binary, here with the environment Xcode gives a phase.
final class CocoaPodsTests: XCTestCase {
    /// A recorder of the podspec's attributes: a `Pod::Spec` that keeps what is assigned and prints it as JSON.
    private static let recorder = #"""
        require 'json'
        module Pod
          class Spec
            class Platform
              def initialize(record, name)
                @record, @name = record, name
              end

              def deployment_target=(value)
                @record["#{@name}.deployment_target"] = value
              end
            end

            attr_reader :record

            def initialize
              @record = {}
              yield self
            end

            def ios = Platform.new(@record, 'ios')
            def osx = Platform.new(@record, 'osx')

            def method_missing(name, *values)
              key = name.to_s
              return @record[key.chomp('=')] = values.first if key.end_with?('=') && values.size == 1
              return @record.fetch(key) if values.empty? && @record.key?(key)
              super
            end

            def respond_to_missing?(name, include_private = false) = true
          end
        end
        spec = eval(File.read(ARGV[0]), binding, ARGV[0])
        puts JSON.generate(spec.record)
        """#

    private static func podspec(_ file: URL) throws -> [String: Any] {
        try Ruby.json(recorder, [file.path], in: file.deletingLastPathComponent())
    }

    private static let runScript = repositoryRoot.appendingPathComponent("scripts/xcode-run-script.sh")

    func testThePodspecIsTheVersionAndHoldsTheBinaryTheRunScriptCalls() throws {
        try Ruby.require()
        let spec = try Self.podspec(repositoryRoot.appendingPathComponent("nimlint.podspec"))
        let version = try CLIRunner.run(["--version"], in: repositoryRoot)
        XCTAssertEqual(version.standardOutput, "nimlint \(spec["version"] as? String ?? "?")\n", "\(spec)")
        // CocoaPods unpacks the pod into Pods/NAME and keeps only the preserved paths: NAME/PATH is what the phase runs.
        let name = try XCTUnwrap(spec["name"] as? String)
        let preserved = try XCTUnwrap(spec["preserve_paths"] as? String)
        let script = try String(contentsOf: Self.runScript, encoding: .utf8)
        XCTAssertTrue(
            script.contains("\"${PODS_ROOT}/\(name)/\(preserved)\""), "the Run Script phase runs \(name)/\(preserved)")
        XCTAssertEqual(spec["osx.deployment_target"] as? String, "13.0", "the binary's macOS, as Package.swift says")
        XCTAssertNotNil(spec["ios.deployment_target"], "an iOS app's Podfile can add it")
    }

    /// The podspec the release publishes names the pod's zip the release uploads, with its checksum, and the zip
    /// unpacks to the binary at the path the podspec preserves.
    func testTheReleasedPodspecDownloadsTheZipTheReleaseUploads() throws {
        try Ruby.require()
        let assets = try ReleaseAssets(self)
        let spec = try Self.podspec(assets.folder.appendingPathComponent("nimlint.podspec"))
        XCTAssertEqual(spec["version"] as? String, NIMLint.version)
        XCTAssertEqual(spec["homepage"] as? String, "https://github.com/\(ReleaseAssets.repository)")
        let source = try XCTUnwrap(spec["source"] as? [String: String], "\(spec)")
        let zip = try assets.asset(at: source["http"])
        XCTAssertEqual(source["sha256"], try Ruby.sha256(zip))
        let listing = try Subprocess.run(["unzip", "-Z1", zip.path], in: assets.folder)
        guard listing.status != 127 else { throw XCTSkip("unzip is not installed") }
        XCTAssertEqual(listing.standardOutput, "nimlint\nLICENSE\n")

        let workflow = try String(
            contentsOf: repositoryRoot.appendingPathComponent(".github/workflows/release.yml"), encoding: .utf8)
        XCTAssertTrue(workflow.contains(#"scripts/release-manifests.sh "$RUNNER_TEMP/assets" "$GITHUB_REPOSITORY""#))
        XCTAssertTrue(workflow.contains(#""$RUNNER_TEMP"/assets/*"#), "the release uploads the assets folder")
    }

    /// An app's folder: `App/Settings` holding the given global settings file and the example bubble file, its
    /// Podfile.lock, and an unlisted folder whose settings file has an error the phase must not read.
    private struct App {
        let folder: TemporaryFolder
        var sourceRoot: URL { folder.url.appendingPathComponent("App") }
        var podsRoot: URL { folder.url.appendingPathComponent("App/Pods") }
        var settings: [String] {
            ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"].map { sourceRoot.path + "/Settings/" + $0 }
        }
    }

    private static let brokenGlobal = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<dict/>")

    /// The pod as `pod install` leaves it: the released zip unpacked into Pods/nimlint.
    private func app(global: String) throws -> App {
        let app = App(folder: try TemporaryFolder(self))
        try app.folder.write("App/Settings/NIMKitGlobalSetting.plist", global)
        try app.folder.write("App/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try app.folder.write("App/Unlisted/NIMKitGlobalSetting.plist", Self.brokenGlobal)
        try app.folder.write("App/Unlisted/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try app.folder.installNIMKit(in: "App")
        let assets = try ReleaseAssets(self)
        let pod = app.podsRoot.appendingPathComponent("nimlint")
        try FileManager.default.createDirectory(at: pod, withIntermediateDirectories: true)
        let unzip = try Subprocess.run(
            ["unzip", "-q", assets.folder.appendingPathComponent("nimlint-\(NIMLint.version)-macos.zip").path], in: pod)
        guard unzip.status != 127 else { throw XCTSkip("unzip is not installed") }
        XCTAssertEqual(unzip.status, 0, unzip.output)
        return app
    }

    /// The phase as Xcode runs it: in the project's folder, with only Xcode's variables and the phase's inputs.
    private func runPhase(_ app: App, inputs: [String], inputFileLists: [String] = []) throws -> Subprocess.Result {
        var environment = [
            "PATH=/usr/bin:/bin", "HOME=\(app.folder.url.path)", "PODS_ROOT=\(app.podsRoot.path)",
            "SRCROOT=\(app.sourceRoot.path)", "SCRIPT_INPUT_FILE_COUNT=\(inputs.count)",
            "SCRIPT_INPUT_FILE_LIST_COUNT=\(inputFileLists.count)",
        ]
        environment += inputs.enumerated().map { "SCRIPT_INPUT_FILE_\($0.offset)=\($0.element)" }
        environment += inputFileLists.enumerated().map { "SCRIPT_INPUT_FILE_LIST_\($0.offset)=\($0.element)" }
        return try Subprocess.run(
            ["env", "-i"] + environment + ["/bin/bash", Self.runScript.path], in: app.sourceRoot)
    }

    func testTheRunScriptPhasePrintsXcodesErrorLinesAndFails() throws {
        let app = try app(global: Self.brokenGlobal)
        let binary = app.podsRoot.path + "/nimlint/nimlint"
        let result = try runPhase(app, inputs: [binary] + app.settings + [app.sourceRoot.path + "/Podfile.lock"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.standardOutput.hasPrefix(app.settings[0] + ":8:2: error: "), result.output)
        XCTAssertTrue(result.standardOutput.contains("[type-mismatch]"), result.output)
        XCTAssertFalse(result.output.contains("Unlisted"), "only the phase's input files are read\n" + result.output)
    }

    /// Clean files pass, given in an `.xcfilelist` (Xcode hands the phase a copy with its variables expanded)
    /// with the configuration, which nimlint is given rather than left to look for: here it lies where no search
    /// from the settings files would find it.
    func testTheRunScriptPhasePassesOnCleanFilesOfAFileList() throws {
        let app = try app(global: SampleSettings.clean)
        let configuration = try app.folder.write(
            "App/Configuration/.nimlint.json", #"{"rules": {"type-mismatch": "off"}}"#)
        let list = try app.folder.write(
            "nimlint.xcfilelist", (app.settings + [configuration.path]).joined(separator: "\n"))
        let clean = try runPhase(app, inputs: [app.podsRoot.path + "/nimlint/nimlint"], inputFileLists: [list.path])
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertEqual(clean.standardOutput, "", clean.output)

        // The configuration in the list is the one in force: with it, the error above is off.
        try app.folder.write("App/Settings/NIMKitGlobalSetting.plist", Self.brokenGlobal)
        let configured = try runPhase(app, inputs: [], inputFileLists: [list.path])
        XCTAssertEqual(configured.status, 0, configured.output)
    }

    func testARunScriptPhaseWithoutSettingsFilesAmongItsInputsFails() throws {
        let app = try app(global: Self.brokenGlobal)
        let result = try runPhase(app, inputs: [app.podsRoot.path + "/nimlint/nimlint"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.standardOutput.hasPrefix("error: nimlint: list the settings files"), result.output)
    }

    /// Without the pod, the phase runs the nimlint Mint installed in the user's home (Xcode's PATH holds neither
    /// Mint's folder nor Homebrew's), and says so when there is none.
    func testWithoutThePodTheRunScriptPhaseRunsMintsNimlint() throws {
        let app = try app(global: Self.brokenGlobal)
        try FileManager.default.removeItem(at: app.podsRoot)
        for folder in ["/opt/homebrew/bin", "/usr/local/bin"] {
            guard !FileManager.default.fileExists(atPath: folder + "/nimlint") else {
                throw XCTSkip("\(folder)/nimlint would be run before Mint's")
            }
        }
        let missing = try runPhase(app, inputs: app.settings)
        XCTAssertEqual(missing.status, 1, missing.output)
        XCTAssertTrue(missing.standardOutput.hasPrefix("error: nimlint is not installed"), missing.output)

        let mint = app.folder.url.appendingPathComponent(".mint/bin")
        try FileManager.default.createDirectory(at: mint, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: mint.appendingPathComponent("nimlint"), withDestinationURL: CLIRunner.executable)
        let result = try runPhase(app, inputs: app.settings)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.standardOutput.hasPrefix(app.settings[0] + ":8:2: error: "), result.output)
    }

    /// docs/xcode.md shows the phase's script as it is in the repository, to be pasted as it stands.
    func testTheXcodePageShowsThePhasesScript() throws {
        let script = try String(contentsOf: Self.runScript, encoding: .utf8)
        let body = try XCTUnwrap(script.range(of: "set -u\n")).lowerBound
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/xcode.md"), encoding: .utf8)
        XCTAssertTrue(
            page.contains("```sh\n" + script[body...] + "```\n"),
            "docs/xcode.md shows scripts/xcode-run-script.sh from `set -u` on")
    }
}
