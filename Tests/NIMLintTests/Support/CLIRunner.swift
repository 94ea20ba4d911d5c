import Foundation
import XCTest

/// Runs a `nimlint` binary: the one SwiftPM builds next to the test bundle, or the one `NIMLINT_EXECUTABLE`
/// names (CI sets it to the binary `scripts/install.sh` installs, so every test that starts a nimlint process
/// also tests what users run).
struct CLIRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// The folder nimlint ran in, spelt as the process sees it (symlinks resolved).
        var folder: URL
        /// The signal that ended the process (`status` is then its number, not an exit status), nil after an exit.
        var uncaughtSignal: Int32?

        init(_ result: Subprocess.Result, folder: URL) {
            status = result.status
            standardOutput = result.standardOutput
            standardError = result.standardError
            self.folder = folder
            uncaughtSignal = result.uncaughtSignal
        }

        /// Standard output with the working folder taken off the absolute paths the xcode format prints.
        var relativeOutput: String {
            [realPath(folder), folder.path].reduce(standardOutput) {
                $0.replacingOccurrences(of: $1 + "/", with: "")
            }
        }
    }

    /// The binary under test.
    static let executable: URL = {
        guard let named = ProcessInfo.processInfo.environment["NIMLINT_EXECUTABLE"], !named.isEmpty else {
            return plainBuild
        }
        return URL(fileURLWithPath: named, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .absoluteURL
    }()

    /// The binary `swift build` made beside the tests. On macOS the bundle is a `.xctest` folder inside the
    /// products folder; on Linux the bundle URL is the products folder itself.
    static var plainBuild: URL {
        let bundle = Bundle(for: BundleLocator.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return products.appendingPathComponent("nimlint")
    }

    /// Runs nimlint in `folder` with `arguments`, feeding `input` to standard input; colors are left to the
    /// arguments (`NO_COLOR` is cleared unless `environment` sets it).
    static func run(
        _ arguments: [String], in folder: URL, input: Data = Data(), environment: [String: String] = [:],
        executable: URL = executable
    ) throws -> Result {
        var combined = ProcessInfo.processInfo.environment
        combined["NO_COLOR"] = nil
        combined.merge(environment) { $1 }
        return Result(
            try Subprocess.run(
                executable: executable, arguments, in: folder, input: .bytes(input), environment: combined),
            folder: folder)
    }
}

/// Set once for the test process: a write to a process that has exited (before reading what it is given) fails
/// with EPIPE instead of ending the tests with SIGPIPE.
let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

private final class BundleLocator {}

/// A folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init(_ test: XCTestCase) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let url = self.url
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try writeFile(relativePath, text, under: url)
    }

    /// The `Podfile.lock` of an app that installed NIMKit `version` (the release the sample settings come from)
    /// with CocoaPods; without one, nimlint notes on standard error that the release is unknown.
    func installNIMKit(_ version: String = "2.0.0", in relativeFolder: String = ".") throws {
        try write(
            relativeFolder + "/Podfile.lock", "PODS:\n  - NIMKit (\(version)):\n    - SDWebImage\n\nCOCOAPODS: 1.5.3\n")
    }

    func symlink(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent(relativePath).path, withDestinationPath: destination)
    }

    func read(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(relativePath)), as: UTF8.self)
    }
}

/// Settings files with known parse diagnostics, the findings end-to-end tests count on.
enum SampleSettings {
    /// The clean example settings files, which every rule passes.
    static let clean = example("NIMKitGlobalSetting.plist")
    static let cleanBubble = example("NIMKitBubbleSetting.plist")

    private static func example(_ name: String) -> String {
        let url = repositoryRoot.appendingPathComponent("examples/Settings").appendingPathComponent(name)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// A global `Bubble` whose incoming messages are drawn with the image `name`, stretched by `insets`.
    static func leftBubble(name: String, insets: String = "{18,25,17,25}") -> String {
        """
        <key>Bubble</key>
        <dict>
            <key>Left</key>
            <dict>
                <key>Normal</key>
                <dict>
                    <key>Name</key>
                    <string>\(name)</string>
                    <key>Insets</key>
                    <string>\(insets)</string>
                </dict>
            </dict>
        </dict>
        """
    }

    /// `plist-structure` at 5:2 (an unknown element).
    static let unknownElement = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Message_Limit</key>
        \t<integr>20</integr>
        </dict>
        </plist>

        """

    /// `xml-syntax` at 1:35 (a mismatched closing tag).
    static let mismatchedTag = "<plist><dict><key>A</key><string>x</dict></plist>\n"
}

/// The repository's root, for its schemas and fixtures.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
