import Foundation
import XCTest
@testable import NIMLint

/// The artifact bundle (`scripts/build-artifact-bundle.sh`) and the binary plugins package (BinaryPlugins/) as an
/// app uses them: the bundle holds the installed binary, SwiftPM accepts it, and an app's build runs nimlint from
/// it without compiling any of nimlint.
final class BinaryPluginsTests: XCTestCase {
    override class func tearDown() {
        BinaryPluginsConsumer.removeShared()
        super.tearDown()
    }

    func testTheBundleHoldsTheInstalledBinaryUnderThisMachinesTriple() throws {
        let release = try ReleaseBuild.shared()
        let info =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: release.bundle.appendingPathComponent("info.json"))) as? [String: Any]
        XCTAssertEqual(info?["schemaVersion"] as? String, "1.0")
        let artifacts = info?["artifacts"] as? [String: [String: Any]]
        XCTAssertEqual(artifacts.map { Array($0.keys) }, ["NIMLintCLI"], "the tool name the plugins ask for")
        let artifact = artifacts?["NIMLintCLI"]
        XCTAssertEqual(artifact?["type"] as? String, "executable")
        XCTAssertEqual(artifact?["version"] as? String, NIMLint.version)
        let variants = artifact?["variants"] as? [[String: Any]] ?? []
        XCTAssertEqual(variants.count, 1, "\(variants)")
        XCTAssertEqual(variants.first?["supportedTriples"] as? [String], [ReleaseBuild.hostTriple])
        let path = try XCTUnwrap(variants.first?["path"] as? String)
        let binary = release.bundle.appendingPathComponent(path)
        XCTAssertEqual(
            try Data(contentsOf: binary), try Data(contentsOf: release.installed),
            "the bundle's binary is the file install.sh installs")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path))

        try ReleaseBuild.assertChecksTheExamplesAlone(binary, self)
    }

    func testTheScriptPrintsTheZipsChecksumAsSwiftPMComputesIt() throws {
        let release = try ReleaseBuild.shared()
        let computed = try Subprocess.run(
            ["swift", "package", "compute-checksum", release.zip.path], in: release.output)
        XCTAssertEqual(computed.status, 0, computed.output)
        XCTAssertEqual(release.printedChecksum, computed.standardOutput)
        XCTAssertEqual(release.printedChecksum.count, 65, release.printedChecksum)

        // The zip unpacks to the bundle itself, as SwiftPM expects of a url binary target.
        let listing = try Subprocess.run(["unzip", "-Z1", release.zip.path], in: release.output)
        guard listing.status != 127 else { throw XCTSkip("unzip is not installed") }
        let entries = listing.standardOutput.split(separator: "\n")
        XCTAssertTrue(entries.contains("nimlint.artifactbundle/info.json"), listing.output)
        XCTAssertTrue(entries.allSatisfy { $0.hasPrefix("nimlint.artifactbundle/") }, listing.output)
    }

    /// Two single-variant bundles merge into one listing both, as the release workflow merges Linux's and macOS's.
    func testMergingBundlesListsEveryVariant() throws {
        let release = try ReleaseBuild.shared()
        let folder = try TemporaryFolder(self)
        let mac = folder.url.appendingPathComponent("mac")
        let macBinary = mac.appendingPathComponent("nimlint-\(NIMLint.version)-macos/bin/nimlint")
        try FileManager.default.createDirectory(
            at: macBinary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a stand-in for the universal binary".utf8).write(to: macBinary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: macBinary.path)
        let merged = folder.url.appendingPathComponent("merged")
        let merge = try Subprocess.run(
            ["scripts/build-artifact-bundle.sh", "--merge", merged.path, release.bundle.path, mac.path],
            in: repositoryRoot)
        XCTAssertEqual(merge.status, 0, merge.output)
        let info =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: merged.appendingPathComponent("nimlint.artifactbundle/info.json")))
            as? [String: Any]
        let variants =
            ((info?["artifacts"] as? [String: [String: Any]])?["NIMLintCLI"]?["variants"] as? [[String: Any]]) ?? []
        XCTAssertEqual(
            Set(variants.flatMap { $0["supportedTriples"] as? [String] ?? [] }),
            [ReleaseBuild.hostTriple, "arm64-apple-macosx", "x86_64-apple-macosx"])
        for variant in variants {
            let path = merged.appendingPathComponent("nimlint.artifactbundle").appendingPathComponent(
                variant["path"] as? String ?? "")
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path.path), path.path)
        }
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: merged.appendingPathComponent("nimlint.artifactbundle.zip").path))

        // The same variant twice is refused, not silently overwritten.
        let twice = try Subprocess.run(
            ["scripts/build-artifact-bundle.sh", "--merge", merged.path, mac.path, mac.path], in: repositoryRoot)
        XCTAssertNotEqual(twice.status, 0, twice.output)
    }

    func testAnAppBuildsWithTheBundledNimlintAndCompilesNoneOfIt() throws {
        let consumer = try BinaryPluginsConsumer.shared()
        let build = consumer.firstBuild
        XCTAssertEqual(build.status, 0, "a warning does not fail the build\n" + build.output)
        XCTAssertTrue(build.output.contains("Settings/NIMKitGlobalSetting.plist:8:2: warning:"), build.output)
        XCTAssertTrue(build.output.contains("[coercible-type]"), build.output)
        XCTAssertFalse(build.output.contains("Compiling NIMLint "), build.output)
        XCTAssertFalse(build.output.contains("Compiling NIMLintCLI "), build.output)
        XCTAssertEqual(consumer.nimlintModulesBuilt(), [], "nimlint's modules were built")
        // The plugin's own module is compiled, so the check above would see a module compiled under its name.
        XCTAssertTrue(build.output.contains("NIMLintBuildToolPlugin"), build.output)
        print(
            "the app's clean build with the binary plugin took \(String(format: "%.1f", consumer.firstBuildSeconds)) s")
    }

    func testAnErrorInTheSettingsFailsTheAppsBuild() throws {
        let consumer = try BinaryPluginsConsumer.shared()
        try consumer.writeSettings("NIMKitGlobalSetting.plist", BinaryPluginsConsumer.dictForNumber)
        defer { try? consumer.writeSettings("NIMKitGlobalSetting.plist", BinaryPluginsConsumer.numberAsString) }
        let broken = try consumer.run(["swift", "build"])
        XCTAssertNotEqual(broken.status, 0, broken.output)
        XCTAssertTrue(broken.output.contains("Settings/NIMKitGlobalSetting.plist:8:2: error:"), broken.output)
        XCTAssertTrue(broken.output.contains("[type-mismatch]"), broken.output)
        XCTAssertEqual(consumer.nimlintModulesBuilt(), [], "nimlint's modules were built")
    }

    func testTheCommandPluginRunsTheBundledNimlint() throws {
        let consumer = try BinaryPluginsConsumer.shared()
        try consumer.writeSettings("NIMKitGlobalSetting.plist", BinaryPluginsConsumer.dictForNumber)
        defer { try? consumer.writeSettings("NIMKitGlobalSetting.plist", BinaryPluginsConsumer.numberAsString) }
        let check = try consumer.run(["swift", "package", "nimlint", "check", "--format", "xcode"])
        XCTAssertNotEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("NIMKitGlobalSetting.plist:8:2: error:"), check.output)

        try consumer.writeSettings("NIMKitGlobalSetting.plist", BinaryPluginsConsumer.numberAsString)
        let fix = try consumer.run(["swift", "package", "--allow-writing-to-package-directory", "nimlint", "fix"])
        XCTAssertEqual(fix.status, 0, fix.output)
        XCTAssertEqual(try consumer.readSettings("NIMKitGlobalSetting.plist"), SampleSettings.clean)
        XCTAssertEqual(consumer.nimlintModulesBuilt(), [], "nimlint's modules were built")
    }
}

/// What scripts/publish-binary-plugins.sh writes for a release, without building anything.
final class PublishBinaryPluginsTests: XCTestCase {
    private let checksum = String(repeating: "0123456789abcdef", count: 4)
    private let url = "https://github.com/example/nimlint/releases/download/9.9.9/nimlint.artifactbundle.zip"

    func testAReleaseNamesTheZipsURLAndChecksumAndCarriesThePluginSources() throws {
        let folder = try TemporaryFolder(self)
        let published = folder.url.appendingPathComponent("nimlint-plugins")
        // A clone's .git folder is kept, so the release can commit on top of the last release.
        try FileManager.default.createDirectory(
            at: published.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try folder.write("nimlint-plugins/stale.txt", "from the last release")
        let publish = try Subprocess.run(
            ["scripts/publish-binary-plugins.sh", published.path, "--url", url, "--checksum", checksum],
            in: repositoryRoot)
        XCTAssertEqual(publish.status, 0, publish.output)
        let manifest = try folder.read("nimlint-plugins/Package.swift")
        XCTAssertTrue(manifest.contains("url: \"\(url)\""), manifest)
        XCTAssertTrue(manifest.contains("checksum: \"\(checksum)\""), manifest)
        XCTAssertFalse(manifest.contains("path:"), manifest)
        XCTAssertTrue(FileManager.default.fileExists(atPath: published.appendingPathComponent(".git").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: published.appendingPathComponent("stale.txt").path))

        // One copy of each plugin's code: the published files are the source plugins' files, as regular files.
        for plugin in ["NIMLintBuildToolPlugin", "NIMLintCommandPlugin", "NIMLintFixCommandPlugin"] {
            let sources = try FileManager.default.contentsOfDirectory(
                atPath: repositoryRoot.appendingPathComponent("Plugins/\(plugin)").path)
            XCTAssertTrue(sources.contains("plugin.swift"), plugin)
            for name in sources {
                let file = published.appendingPathComponent("Plugins/\(plugin)/\(name)")
                let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
                XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular, "\(plugin)/\(name)")
                XCTAssertEqual(
                    try Data(contentsOf: file),
                    try Data(contentsOf: repositoryRoot.appendingPathComponent("Plugins/\(plugin)/\(name)")))
                XCTAssertEqual(
                    try FileManager.default.destinationOfSymbolicLink(
                        atPath: repositoryRoot.appendingPathComponent("BinaryPlugins/Plugins/\(plugin)/\(name)").path),
                    "../../../Plugins/\(plugin)/\(name)", "BinaryPlugins links to the source plugin's file")
            }
        }
        XCTAssertEqual(
            try folder.read("nimlint-plugins/LICENSE"),
            String(
                decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent("LICENSE")), as: UTF8.self))

        // SwiftPM reads the manifest: the url binary target and the plugins, under the source plugins' names
        // and with the same command verb.
        // A scratch folder of its own: the suite's `swift test` holds the lock on the checkout's .build.
        let scratch = folder.url.appendingPathComponent("scratch").path
        let dump = try Subprocess.run(["swift", "package", "--scratch-path", scratch, "dump-package"], in: published)
        XCTAssertEqual(dump.status, 0, dump.output)
        let package = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any]
        let targets = package?["targets"] as? [[String: Any]] ?? []
        let binary = targets.first { $0["type"] as? String == "binary" }
        XCTAssertEqual(binary?["url"] as? String, url)
        XCTAssertEqual(binary?["checksum"] as? String, checksum)
        XCTAssertEqual(
            Set((package?["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }),
            ["NIMLintBuildToolPlugin", "NIMLintCommandPlugin", "NIMLintFixCommandPlugin"])
        let sourcePackage = try Subprocess.run(
            ["swift", "package", "--scratch-path", scratch, "dump-package"], in: repositoryRoot)
        XCTAssertEqual(sourcePackage.status, 0, sourcePackage.output)
        let sourceTargets =
            (try JSONSerialization.jsonObject(with: Data(sourcePackage.standardOutput.utf8))
            as? [String: Any])?["targets"] as? [[String: Any]] ?? []
        for plugin in ["NIMLintBuildToolPlugin", "NIMLintCommandPlugin", "NIMLintFixCommandPlugin"] {
            let capability = { (targets: [[String: Any]]) -> NSDictionary? in
                (targets.first { $0["name"] as? String == plugin }?["pluginCapability"] as? [String: Any]).map(
                    NSDictionary.init)
            }
            XCTAssertNotNil(capability(targets), plugin)
            XCTAssertEqual(capability(targets), capability(sourceTargets), "\(plugin) differs between the two packages")
        }
    }

    func testAMalformedChecksumIsRefused() throws {
        let folder = try TemporaryFolder(self)
        for bad in [String(checksum.dropLast()), checksum.uppercased(), checksum.dropLast() + "g"] {
            let publish = try Subprocess.run(
                ["scripts/publish-binary-plugins.sh", folder.url.path, "--url", url, "--checksum", String(bad)],
                in: repositoryRoot)
            XCTAssertNotEqual(publish.status, 0, bad + "\n" + publish.output)
        }
    }
}
