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

    /// The install says what it does and where nimlint went, not the build's progress and linker warnings, and
    /// the binary it installs carries no symbol table.
    func testTheInstallPrintsItsResultAndInstallsAStrippedBinary() throws {
        let release = try ReleaseBuild.shared()
        XCTAssertEqual(release.installOutput, """
            building nimlint in release mode (a few minutes)
            installed nimlint \(NIMLint.version) as \(release.installed.path)

            """)
        guard ConsumerPackage.commandExists("nm") else { throw XCTSkip("nm is not installed") }
        let symbols = try ConsumerPackage.run(["nm", release.installed.path], in: release.root)
        XCTAssertTrue(symbols.output.contains("no symbols"), String(symbols.output.prefix(2000)))
    }
}
