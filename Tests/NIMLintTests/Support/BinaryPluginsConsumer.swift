import Foundation
import XCTest
@testable import NIMLint

/// A package that uses the binary plugins package as an app does: by URL (`file://`), `from:` a tag, on a git
/// repository holding what `scripts/publish-binary-plugins.sh` publishes, its binary target the bundle
/// `ReleaseBuild` made (a `path:` in the repository, where a release has a `url:`). Its one target has settings
/// files among its resources and the build-tool plugin. Built clean once, the build's log kept.
final class BinaryPluginsConsumer: AppPackage {
    let root: URL
    var package: URL { root.appendingPathComponent("App") }
    var plugins: URL { root.appendingPathComponent("nimlint-plugins") }
    /// The first, clean `swift build`, with a warning in the settings: its status, log and seconds.
    private(set) var firstBuild: (status: Int32, output: String) = (0, "")
    private(set) var firstBuildSeconds = 0.0

    /// `Message_Limit` written as a string: a `coercible-type` warning at 8:2.
    static let numberAsString = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<string>30</string>")
    /// `Message_Limit` as a dict: a `type-mismatch` error at 8:2.
    static let dictForNumber = SampleSettings.clean.replacingOccurrences(
        of: "<integer>30</integer>", with: "<dict/>")

    private static let built: Result<BinaryPluginsConsumer, Error> = Result { try BinaryPluginsConsumer() }

    static func shared() throws -> BinaryPluginsConsumer {
        try built.get()
    }

    static func removeShared() {
        guard case .success(let consumer) = built else { return }
        try? FileManager.default.removeItem(at: consumer.root)
    }

    private init() throws {
        let release = try ReleaseBuild.shared()
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nimlint-binary-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let publish = try Subprocess.run(
            ["scripts/publish-binary-plugins.sh", plugins.path, "--bundle", release.bundle.path], in: repositoryRoot)
        guard publish.status == 0 else { throw ConsumerError(message: "publishing failed:\n\(publish.output)") }
        let identity = ["-c", "user.name=nimlint tests", "-c", "user.email=tests@nimlint.invalid"]
        for command in [
            ["git", "init", "-q"], ["git", "add", "-A"], ["git"] + identity + ["commit", "-q", "-m", "plugins"],
            ["git", "tag", NIMLint.version],
        ] {
            let result = try ConsumerPackage.run(command, in: plugins)
            guard result.status == 0 else {
                throw ConsumerError(message: "\(command.joined(separator: " ")) failed: \(result.output)")
            }
        }
        try writeApp()
        let started = Date()
        firstBuild = try run(["swift", "build"])
        firstBuildSeconds = Date().timeIntervalSince(started)
    }

    /// The app's manifest, as docs/plugins.md tells a user to write it.
    static func manifest(plugins: URL) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.macOS(.v13)],
            dependencies: [
                .package(url: "\(plugins.absoluteString)", from: "\(NIMLint.version)"),
            ],
            targets: [
                .target(
                    name: "AppSettings",
                    resources: [.copy("Settings")],
                    plugins: [.plugin(name: "NIMLintBuildToolPlugin", package: "nimlint-plugins")]
                ),
            ]
        )

        """
    }

    private func writeApp() throws {
        for (path, text) in [
            "Package.swift": Self.manifest(plugins: plugins),
            "Sources/AppSettings/AppSettings.swift": "import Foundation\n\npublic let settingsBundle = Bundle.module\n",
        ] {
            try writeFile(path, text, under: package)
        }
        try FileManager.default.createDirectory(at: settingsFolder, withIntermediateDirectories: true)
        try writeSettings("NIMKitGlobalSetting.plist", Self.numberAsString)
        try writeSettings("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
    }

    /// The files and folders under the app's `.build` named like a module of nimlint's sources.
    func nimlintModulesBuilt() -> [String] {
        let modules = ["NIMLint", "NIMLintCLI", "CLibXML2", "CNIMKitSchemas", "CFileSystem"]
        let names = Set(modules.flatMap { ["\($0).build", "\($0).swiftmodule", "\($0).o", "lib\($0).a"] })
        let build = package.appendingPathComponent(".build")
        let walk = FileManager.default.enumerator(atPath: build.path)?.compactMap { $0 as? String } ?? []
        return walk.filter { names.contains(($0 as NSString).lastPathComponent) }
    }
}
