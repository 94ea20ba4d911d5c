import Foundation
import XCTest

/// The preview page in a real browser: headless Chromium, driven by Python's selenium, loads the preview of the
/// example folder and checks the computed styles against the settings files' values (Tests/Browser). The
/// screenshot is kept as `.build/preview-artifacts/preview.png`. `.ci/run` installs Chromium and selenium.
final class PreviewBrowserTests: XCTestCase {
    func testExamplePreviewInChromium() throws {
        let script = repositoryRoot.appendingPathComponent("Tests/Browser/preview_in_chromium.py")
        let artifacts = repositoryRoot.appendingPathComponent(".build/preview-artifacts")
        let result = try Subprocess.run(
            ["python3", script.path, CLIRunner.executable.path, repositoryRoot.appendingPathComponent("examples/Settings").path,
             artifacts.path],
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
    }
}
