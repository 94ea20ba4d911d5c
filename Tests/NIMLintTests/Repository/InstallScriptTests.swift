import Foundation
import XCTest
@testable import NIMLint

/// `scripts/install.sh` as a user runs it in a fresh clone, and the installed binary where no toolchain is.
final class InstallScriptTests: XCTestCase {
    func testTheInstalledBinaryRunsWithoutASwiftToolchain() throws {
        #if os(Linux)
        let folder = try TemporaryFolder(self)
        let clone = folder.url.appendingPathComponent("nimlint")
        try ConsumerPackage.snapshotCheckout(into: clone)
        let prefix = folder.url.appendingPathComponent("prefix")
        let install = try ConsumerPackage.run(["env", "PREFIX=\(prefix.path)", "scripts/install.sh"], in: clone)
        XCTAssertEqual(install.status, 0, install.output)
        let binary = prefix.appendingPathComponent("bin/nimlint")
        XCTAssertTrue(install.output.hasSuffix("installed nimlint \(NIMLint.version) as \(binary.path)\n"), install.output)

        // A static executable: neither the Swift runtime nor libxml2 is loaded at start.
        let libraries = try ConsumerPackage.run(["ldd", binary.path], in: folder.url)
        XCTAssertTrue(libraries.output.contains("not a dynamic executable"), "linked dynamically:\n\(libraries.output)")

        // A minimal environment: no toolchain on PATH, no library path, a folder that is not the clone.
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("examples/Settings"), to: folder.url.appendingPathComponent("Settings"))
        let check = try ConsumerPackage.run(
            ["env", "-i", "PATH=/usr/bin:/bin", binary.path, "check", "--color", "never", "Settings"], in: folder.url)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertEqual(check.output, "2 files checked: no problems\n")
        #else
        throw XCTSkip("the static Swift runtime exists on Linux only")
        #endif
    }
}
