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
                release.installOutput.hasSuffix("installed nimlint \(NIMLint.version) as \(binary.path)\n"),
                release.installOutput)

            // A static executable: neither the Swift runtime nor libxml2 is loaded at start.
            let libraries = try ConsumerPackage.run(["ldd", binary.path], in: release.root)
            XCTAssertTrue(
                libraries.output.contains("not a dynamic executable"), "linked dynamically:\n\(libraries.output)")
            try ReleaseBuild.assertChecksTheExamplesAlone(binary, self)
        #else
            throw XCTSkip("the static Swift runtime exists on Linux only")
        #endif
    }

    /// The install says what it does and where nimlint went, not the build's progress and linker warnings, and
    /// the binary it installs carries no symbol table.
    func testTheInstallPrintsItsResultAndInstallsAStrippedBinary() throws {
        let release = try ReleaseBuild.shared()
        XCTAssertEqual(
            release.installOutput,
            """
            building nimlint in release mode (a few minutes)
            installed nimlint \(NIMLint.version) as \(release.installed.path)

            """)
        guard ConsumerPackage.commandExists("nm") else { throw XCTSkip("nm is not installed") }
        let symbols = try ConsumerPackage.run(["nm", release.installed.path], in: release.root)
        XCTAssertTrue(symbols.output.contains("no symbols"), String(symbols.output.prefix(2000)))
    }

    /// What strip took off is kept for the release in a file of its own, which the stripped binary names, so a
    /// user's crash report can be read.
    func testTheDebugInformationIsKeptBesideTheStrippedBinary() throws {
        let release = try ReleaseBuild.shared()
        for tool in ["nm", "readelf", "unzip"] where !ConsumerPackage.commandExists(tool) {
            throw XCTSkip("\(tool) is not installed")
        }
        let link = try ConsumerPackage.run(
            ["readelf", "--string-dump=.gnu_debuglink", release.installed.path], in: release.root)
        XCTAssertTrue(link.output.contains("nimlint.debug"), link.output)

        let zip = release.output.appendingPathComponent(
            "nimlint-\(NIMLint.version)-\(ReleaseBuild.hostTriple).debug.zip")
        let folder = try TemporaryFolder(self)
        let unzipped = try ConsumerPackage.run(["unzip", "-q", zip.path, "-d", folder.url.path], in: release.root)
        XCTAssertEqual(unzipped.status, 0, unzipped.output)
        let debug = folder.url.appendingPathComponent("nimlint.debug")
        let symbols = try ConsumerPackage.run(["nm", debug.path], in: release.root)
        XCTAssertEqual(symbols.status, 0, symbols.output)
        XCTAssertTrue(symbols.output.contains("7NIMLint"), "no NIMLint symbols in the debug file")
        let sections = try ConsumerPackage.run(["readelf", "--section-headers", debug.path], in: release.root)
        XCTAssertTrue(sections.output.contains(".debug_info"), sections.output)
    }
}
