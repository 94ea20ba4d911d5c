import Foundation
import XCTest
@testable import NIMLint

/// Ruby (Debian's `ruby`, which `.ci/run` installs), reading the podspec and the Homebrew formula as CocoaPods and
/// Homebrew would, against recorders of their DSLs. A test calls `require` before its first assertion.
enum Ruby {
    /// Skips the calling test, with the reason, when ruby is missing.
    static func require() throws {
        guard ConsumerPackage.commandExists("ruby") else {
            throw XCTSkip("ruby is not installed (apt-get install ruby)")
        }
    }

    /// `script` run by ruby with `arguments`; what it printed on standard output, parsed as a JSON object.
    static func json(_ script: String, _ arguments: [String], in folder: URL) throws -> [String: Any] {
        let result = try Subprocess.run(["ruby", "-e", script, "--"] + arguments, in: folder)
        guard result.status == 0 else { throw RubyError(message: "ruby failed:\n\(result.output)") }
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try XCTUnwrap(object as? [String: Any], result.output)
    }

    /// The SHA-256 of a file in lowercase hex, as the release's SHA256SUMS and the manifests give it.
    static func sha256(_ file: URL) throws -> String {
        let result = try Subprocess.run(["shasum", "-a", "256", file.path], in: file.deletingLastPathComponent())
        guard result.status == 0 else { throw RubyError(message: "shasum failed:\n\(result.output)") }
        return String(result.standardOutput.prefix(64))
    }
}

struct RubyError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// An assets folder as the release workflow fills it before `scripts/release-manifests.sh` runs: each released
/// binary (here copies of the nimlint under test), then what the script adds.
struct ReleaseAssets {
    static let repository = "example/nimlint"
    static var download: String { "https://github.com/\(repository)/releases/download/\(NIMLint.version)/" }
    let folder: URL

    init(_ test: XCTestCase) throws {
        guard ConsumerPackage.commandExists("zip") else { throw XCTSkip("zip is not installed") }
        folder = try TemporaryFolder(test).url
        for platform in ["macos", "x86_64-unknown-linux-gnu"] {
            try FileManager.default.copyItem(
                at: CLIRunner.executable, to: folder.appendingPathComponent("nimlint-\(NIMLint.version)-\(platform)"))
        }
        let script = try Subprocess.run(
            ["scripts/release-manifests.sh", folder.path, Self.repository], in: repositoryRoot)
        guard script.status == 0 else { throw RubyError(message: "release-manifests.sh failed:\n\(script.output)") }
    }

    /// The asset a release URL downloads, failing the test when the release uploads no such file.
    func asset(at url: String?, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let url = try XCTUnwrap(url, file: file, line: line)
        XCTAssertTrue(url.hasPrefix(Self.download), url, file: file, line: line)
        let asset = folder.appendingPathComponent(String(url.dropFirst(Self.download.count)))
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: asset.path), "the release uploads no \(url)", file: file, line: line)
        return asset
    }
}
