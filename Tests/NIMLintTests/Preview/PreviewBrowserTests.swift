import Foundation
import XCTest

/// The preview page in a real browser: headless Chromium, driven by Python's selenium, loads the preview of the
/// example folder and checks the computed styles against the settings files' values, and takes a screenshot of the
/// quick start's page (no --assets) whose pixels it samples for the colors the settings give (Tests/Browser). The
/// screenshots are kept in `.build/preview-artifacts`. `.ci/run` installs Chromium, a font with Chinese characters
/// and selenium.
final class PreviewBrowserTests: XCTestCase {
    func testExamplePreviewInChromium() throws {
        let script = repositoryRoot.appendingPathComponent("Tests/Browser/preview_in_chromium.py")
        let artifacts = repositoryRoot.appendingPathComponent(".build/preview-artifacts")
        let result = try Subprocess.run(
            [
                "python3", script.path, CLIRunner.executable.path,
                repositoryRoot.appendingPathComponent("examples/Settings").path,
                artifacts.path,
            ],
            in: repositoryRoot)
        switch result.status {
        case 3: throw XCTSkip("Python's selenium is not installed (pip install selenium)")
        case 4: throw XCTSkip("chromium or chromedriver is not installed (apt-get install chromium chromium-driver)")
        case 127: throw XCTSkip("python3 is not installed")
        default: break
        }
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains("checks passed"), result.standardOutput)
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("preview.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("quick-start.png").path))
    }

    /// The README's picture is made from the repository's own files by scripts/readme-picture.sh.
    func testReadmePictureIsMadeByItsScript() throws {
        let folder = try TemporaryFolder(self)
        let picture = folder.url.appendingPathComponent("preview.png")
        let result = try Subprocess.run(
            ["scripts/readme-picture.sh", CLIRunner.executable.path, picture.path], in: repositoryRoot)
        if result.status == 4 { throw XCTSkip(result.standardError) }
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let png = try Data(contentsOf: picture)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        let width = png.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let height = png.dropFirst(20).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 560)
        XCTAssertGreaterThan(height, 1000, "the whole page, as tall as it is")
        XCTAssertTrue(result.standardOutput.contains("\(picture.path): 560x\(height)"), result.standardOutput)
    }
}
