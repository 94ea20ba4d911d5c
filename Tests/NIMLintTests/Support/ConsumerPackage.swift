import Foundation
import XCTest
@testable import NIMLint

/// A package in a temporary folder that depends on nimlint as users add it: by URL (`file://`), `from:` a tag, on a
/// git repository holding this checkout's files as they are now. It uses the library in an executable and the
/// build-tool plugin on two targets with settings files among their resources, one of Swift and one of C. Building nimlint from nothing is slow, so
/// the tests share one consumer, built once; each test puts the files it changes back.
final class ConsumerPackage: AppPackage {
    let root: URL
    var package: URL { root.appendingPathComponent("Consumer") }

    /// The consumer, built once for the whole run, or why it could not be.
    private static let built: Result<ConsumerPackage, Error> = Result { try ConsumerPackage() }

    static func shared() throws -> ConsumerPackage {
        try built.get()
    }

    static func removeShared() {
        guard case .success(let consumer) = built else { return }
        try? FileManager.default.removeItem(at: consumer.root)
        // SwiftPM leaves lock files named after the package's path in the temporary folder.
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where name.contains(consumer.root.lastPathComponent) {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    private init() throws {
        guard Self.commandExists("git") else { throw XCTSkip("git is not installed") }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let dependency = root.appendingPathComponent("nimlint")
        try Self.snapshotCheckout(into: dependency)
        try writeConsumer(dependingOn: dependency)
        let build = try run(["swift", "build"])
        // SwiftPM also builds nimlint a second time as the plugins' tool; an error there is printed but does not
        // fail the build, so the output is checked too.
        guard build.status == 0, !build.output.contains("error:") else {
            throw ConsumerError(message: "the consumer package did not build cleanly:\n\(build.output)")
        }
    }

    /// Puts the clean example settings files back.
    func restoreSettings() throws {
        try writeSettings("NIMKitGlobalSetting.plist", SampleSettings.clean)
        try writeSettings("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
    }

    /// This checkout's files as they are now (tracked and new, not ignored) committed to a new repository and
    /// tagged with the version nimlint reports, so the consumer resolves exactly what is being tested.
    static func snapshotCheckout(into folder: URL) throws {
        let listing = try run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: repositoryRoot)
        guard listing.status == 0 else { throw XCTSkip("this checkout is not a git repository") }
        for path in listing.output.split(separator: "\0").map(String.init) {
            let source = repositoryRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let destination = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
        let identity = ["-c", "user.name=nimlint tests", "-c", "user.email=tests@nimlint.invalid"]
        for command in [
            ["git", "init", "-q"], ["git", "add", "-A"], ["git"] + identity + ["commit", "-q", "-m", "snapshot"],
            ["git", "tag", NIMLint.version],
        ] {
            let result = try run(command, in: folder)
            guard result.status == 0 else {
                throw ConsumerError(message: "\(command.joined(separator: " ")) failed: \(result.output)")
            }
        }
    }

    /// The consumer's manifest, as a user writes one: it names the platform nimlint needs, or SwiftPM on a Mac
    /// refuses a target that depends on the `NIMLint` product.
    static func manifest(dependingOn dependency: URL) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Consumer",
            platforms: [.macOS(.v13)],
            dependencies: [
                .package(url: "\(dependency.absoluteString)", from: "\(NIMLint.version)"),
            ],
            targets: [
                .executableTarget(
                    name: "LintSettings",
                    dependencies: [.product(name: "NIMLint", package: "nimlint")]
                ),
                .target(
                    name: "AppSettings",
                    resources: [.copy("Settings")],
                    plugins: [.plugin(name: "NIMLintBuildToolPlugin", package: "nimlint")]
                ),
                .target(
                    name: "CAppSettings",
                    resources: [.copy("Settings")],
                    plugins: [.plugin(name: "NIMLintBuildToolPlugin", package: "nimlint")]
                ),
            ]
        )

        """
    }

    private func writeConsumer(dependingOn dependency: URL) throws {
        let files = [
            "Package.swift": Self.manifest(dependingOn: dependency),
            "Sources/LintSettings/main.swift": """
            import Foundation
            import NIMLint

            let path = CommandLine.arguments[1]
            let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
            let input = LintInput(source: SourceFile(path: path, bytes: bytes), kind: SettingsKind.named(path))
            let report = Linter().lint(input)
            print(ReportFormat.xcode.render([report]), terminator: "")
            exit(report.diagnostics.isEmpty ? 0 : 1)

            """,
            "Sources/AppSettings/AppSettings.swift": """
            import Foundation

            public let settingsBundle = Bundle.module

            """,
            // A target with no Swift source, as NIMKit's Objective-C apps are.
            "Sources/CAppSettings/include/CAppSettings.h": "int settingsVersion(void);\n",
            "Sources/CAppSettings/CAppSettings.c":
                "#include \"CAppSettings.h\"\n\nint settingsVersion(void) { return 1; }\n",
            "Sources/CAppSettings/Settings/NIMKitGlobalSetting.plist": SampleSettings.clean,
            "Sources/CAppSettings/Settings/NIMKitBubbleSetting.plist": SampleSettings.cleanBubble,
        ]
        for (path, text) in files { try writeFile(path, text, under: package) }
        try FileManager.default.createDirectory(at: settingsFolder, withIntermediateDirectories: true)
        try restoreSettings()
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let result = try Subprocess.run(arguments, in: folder)
        return (result.status, result.output)
    }

    static func commandExists(_ name: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(name)"], in: FileManager.default.temporaryDirectory).status) == 0
    }
}

struct ConsumerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// An app package the tests build: its folder, and the settings files among its resources.
protocol AppPackage {
    var package: URL { get }
}

extension AppPackage {
    var settingsFolder: URL { package.appendingPathComponent("Sources/AppSettings/Settings") }

    /// Runs a command in the package's folder, with standard output and standard error together.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ConsumerPackage.run(arguments, in: package)
    }

    func writeSettings(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: settingsFolder.appendingPathComponent(name))
    }

    func readSettings(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: settingsFolder.appendingPathComponent(name)), as: UTF8.self)
    }
}
