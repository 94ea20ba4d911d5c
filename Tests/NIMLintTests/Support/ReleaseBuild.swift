import Foundation
import XCTest
@testable import NIMLint

/// A fresh copy of this checkout (`ConsumerPackage.snapshotCheckout`) built as users get nimlint: installed by
/// `scripts/install.sh` into a prefix, and packed by `scripts/build-artifact-bundle.sh`, both from the one static
/// release build. Built once per run and shared by the classes that test it, since the release build takes minutes;
/// removed when the test bundle finishes.
final class ReleaseBuild {
    let root: URL
    var clone: URL { root.appendingPathComponent("nimlint") }
    var installed: URL { root.appendingPathComponent("prefix/bin/nimlint") }
    var output: URL { root.appendingPathComponent("artifacts") }
    var bundle: URL { output.appendingPathComponent("nimlint.artifactbundle") }
    var zip: URL { output.appendingPathComponent("nimlint.artifactbundle.zip") }
    private(set) var installOutput = ""
    /// What build-artifact-bundle.sh printed on standard output: the zip's checksum.
    private(set) var printedChecksum = ""

    private static let built: Result<ReleaseBuild, Error> = Result { try ReleaseBuild() }

    static func shared() throws -> ReleaseBuild {
        #if os(Linux)
            return try built.get()
        #else
            // On a Mac the bundle's binary is universal and install.sh's is not; the macOS release job checks it.
            throw XCTSkip("the artifact bundle's binary is the installed one on Linux only")
        #endif
    }

    private init() throws {
        guard ConsumerPackage.commandExists("git") else { throw XCTSkip("git is not installed") }
        guard ConsumerPackage.commandExists("zip") else { throw XCTSkip("zip is not installed") }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-release-\(UUID().uuidString)")
        XCTestObservationCenter.shared.addTestObserver(Removal(folder: root))
        try ConsumerPackage.snapshotCheckout(into: root.appendingPathComponent("nimlint"))
        let prefix = root.appendingPathComponent("prefix")
        let install = try ConsumerPackage.run(["env", "PREFIX=\(prefix.path)", "scripts/install.sh"], in: clone)
        guard install.status == 0 else { throw ConsumerError(message: "scripts/install.sh failed:\n\(install.output)") }
        installOutput = install.output
        let bundle = try Subprocess.run(["scripts/build-artifact-bundle.sh", output.path], in: clone)
        guard bundle.status == 0 else {
            throw ConsumerError(message: "scripts/build-artifact-bundle.sh failed:\n\(bundle.output)")
        }
        printedChecksum = bundle.standardOutput
    }

    /// `binary` checks a copy of the examples clean where it starts with nothing of the toolchain: no PATH but the
    /// system's, no library path, in a folder that is not the clone.
    static func assertChecksTheExamplesAlone(
        _ binary: URL, _ test: XCTestCase, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = try TemporaryFolder(test)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("examples/Settings"),
            to: folder.url.appendingPathComponent("Settings"))
        let check = try ConsumerPackage.run(
            ["env", "-i", "PATH=/usr/bin:/bin", binary.path, "check", "--color", "never", "Settings"], in: folder.url)
        XCTAssertEqual(check.status, 0, check.output, file: file, line: line)
        XCTAssertEqual(check.output, "2 files checked: no problems\n", file: file, line: line)
    }

    /// This machine's triple as the bundle names it, `x86_64-unknown-linux-gnu`.
    static var hostTriple: String {
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(machine)-unknown-linux-gnu"
    }
}

/// Removes a folder when the test bundle has run.
final class Removal: NSObject, XCTestObservation {
    let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        try? FileManager.default.removeItem(at: folder)
    }
}
