import Foundation
import XCTest

/// A session driven by a real LSP client nobody here wrote: Neovim's built-in one, headless. `.ci/run` installs
/// Neovim, so this runs in CI; elsewhere it skips when `nvim` is not on the PATH.
final class LSPNeovimTests: XCTestCase {
    func testNeovimShowsDiagnosticsAppliesAQuickFixHoversAndShutsTheServerDown() throws {
        let folder = try TemporaryFolder(self)
        let broken = try String(
            contentsOf: repositoryRoot.appendingPathComponent("examples/Broken/NIMKitGlobalSetting.plist"),
            encoding: .utf8)
        let settings = try folder.write("NIMKitGlobalSetting.plist", broken)
        let lines = try runNeovim("neovim-lsp-session.lua", settings: settings, in: folder)
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

    func testNeovimGetsTheOutlineAndTheInlayHintsAndTheHintsFollowAnEdit() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.0.0")
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let settings = try folder.write("NIMKitBubbleSetting.plist", LSPAppliedSettingsTests.bubble)
        let lines = try runNeovim("neovim-lsp-outline.lua", settings: settings, in: folder)
        // Neovim declares hierarchical symbols from 0.5 on: a tree, each symbol at its key.
        XCTAssertTrue(lines.contains("hierarchical true"), "\(lines)")
        XCTAssertTrue(lines.contains("symbol Text 5 3:1 -"), "\(lines)")
        XCTAssertTrue(lines.contains("symbol >Content_Color 19 12:2 -"), "\(lines)")
        XCTAssertTrue(lines.contains("symbol >>Left 15 14:3 incoming: #000FFF (blue)"), "\(lines)")
        XCTAssertTrue(lines.contains("symbol >>>>Name 15 23:5 \"bubble_left\""), "\(lines)")
        XCTAssertTrue(lines.contains("symbol Robot 5 33:1 never used by NIMKit 1.0.0"), "\(lines)")
        // The comment before `<key>Txt</key>` holds 文本 and 😀: its hint's column counts them as the client does.
        let txt = lines.contains("encoding utf-8") ? 35 : lines.contains("encoding utf-32") ? 27 : 29
        let hints = lines.filter { $0.hasPrefix("hint ") }
        XCTAssertEqual(
            hints,
            [
                "hint 8:29 zero insets", "hint 13:8 Right: nil", "hint 15:24 reads #000FFF (blue)",
                "hint 18:8 Right: the global Bubble's", "hint 31:\(txt) never used by NIMKit 1.0.0",
                "hint 33:17 never used by NIMKit 1.0.0",
            ])
        XCTAssertTrue(lines.contains("lines 13-15 13:8 Right: nil | 15:24 reads #000FFF (blue)"), "\(lines)")
        XCTAssertTrue(lines.contains("after typing 16:24 reads #000FFF (blue)"), "\(lines)")
        XCTAssertEqual(lines.last, "exit 0")
    }

    /// Runs a Lua session of Neovim's client on `settings` and returns the lines it wrote.
    private func runNeovim(_ script: String, settings: URL, in folder: TemporaryFolder) throws -> [String] {
        let nvim = try Self.findNeovim()
        let results = folder.url.appendingPathComponent("results.txt")
        let process = Process()
        process.executableURL = nvim
        process.arguments = [
            "--headless", "--clean", "-n", "-c",
            "luafile " + repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/" + script).path,
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
        return try String(contentsOf: results, encoding: .utf8).split(separator: "\n").map(String.init)
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
