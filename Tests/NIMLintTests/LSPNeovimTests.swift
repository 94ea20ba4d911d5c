import Foundation
import XCTest

/// A session driven by a real LSP client nobody here wrote: Neovim's built-in one, headless. `.ci/run` installs
/// Neovim, so this runs in CI; elsewhere it skips when `nvim` is not on the PATH.
final class LSPNeovimTests: XCTestCase {
    func testNeovimShowsDiagnosticsAppliesAQuickFixHoversAndShutsTheServerDown() throws {
        let nvim = try Self.findNeovim()
        let folder = try TemporaryFolder(self)
        let broken = try String(
            contentsOf: repositoryRoot.appendingPathComponent("examples/Broken/NIMKitGlobalSetting.plist"), encoding: .utf8)
        let settings = try folder.write("NIMKitGlobalSetting.plist", broken)
        let results = folder.url.appendingPathComponent("results.txt")
        let process = Process()
        process.executableURL = nvim
        process.arguments = [
            "--headless", "--clean", "-n", "-c",
            "luafile " + repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/neovim-lsp-session.lua").path,
        ]
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["NIMLINT"] = CLIRunner.executable.path
        environment["SETTINGS_FILE"] = settings.path
        environment["RESULT_FILE"] = results.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("Neovim did not finish its session")
        }
        let lines = try String(contentsOf: results, encoding: .utf8).split(separator: "\n").map(String.init)
        // Line 7 (0-based) holds the later Message_Limit; its key starts after a tab.
        XCTAssertTrue(lines.contains { $0.hasPrefix("opened ") && $0.contains("duplicate-key@7:1") }, "\(lines)")
        // A safe fix is preferred, an unsafe one not, for a Neovim that reads isPreferred; an older one is sent none.
        let readsPreferred = lines.contains("isPreferredSupport true")
        XCTAssertTrue(readsPreferred || lines.contains("isPreferredSupport false"), "\(lines)")
        let (safe, unsafe) = readsPreferred ? ("true", "false") : ("nil", "nil")
        XCTAssertTrue(lines.contains("action quickfix \(safe) duplicate-key"), "\(lines)")
        XCTAssertTrue(lines.contains("action quickfix \(unsafe) invalid-color"), "\(lines)")
        XCTAssertTrue(lines.contains("action source.fixAll.nimlint nil -"), "\(lines)")
        // Neovim sends the fix as an incremental change; the findings below the removed lines move up two.
        let afterFix = try XCTUnwrap(lines.first { $0.hasPrefix("after fix ") }, "\(lines)")
        XCTAssertFalse(afterFix.contains("duplicate-key"), afterFix)
        XCTAssertTrue(afterFix.contains("coercible-type@8:1"), afterFix)
        XCTAssertTrue(lines.contains("hover **Message_Limit** · `<integer>`"), "\(lines)")
        XCTAssertEqual(lines.last, "exit 0", "Neovim's stop sends shutdown then exit")
    }

    /// `nvim` on the PATH, or a skip that says why.
    private static func findNeovim() throws -> URL {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let folder = paths.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/nvim") }) else {
            throw XCTSkip("Neovim (nvim) is not installed; .ci/run installs Debian's neovim package")
        }
        return URL(fileURLWithPath: "\(folder)/nvim")
    }
}
