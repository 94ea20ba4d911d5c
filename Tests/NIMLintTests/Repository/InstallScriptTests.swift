import Foundation
import XCTest
@testable import NIMLint

/// `scripts/install.sh` as a user runs it in a fresh clone (`ReleaseBuild`), and the installed binary where no
/// toolchain is.
final class InstallScriptTests: XCTestCase {
    func testTheInstalledBinaryRunsWithoutASwiftToolchain() throws {
        #if os(Linux)
        let release = try ReleaseBuild.shared()
        let binary = release.installed
        XCTAssertTrue(
            release.installOutput.hasSuffix("installed nimlint \(NIMLint.version) as \(binary.path)\n"), release.installOutput)

        // A static executable: neither the Swift runtime nor libxml2 is loaded at start.
        let libraries = try ConsumerPackage.run(["ldd", binary.path], in: release.root)
        XCTAssertTrue(libraries.output.contains("not a dynamic executable"), "linked dynamically:\n\(libraries.output)")
        try ReleaseBuild.assertChecksTheExamplesAlone(binary, self)
        #else
        throw XCTSkip("the static Swift runtime exists on Linux only")
        #endif
    }
}
