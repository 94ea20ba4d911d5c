import Foundation
import XCTest

/// `nimlint install-hook` and `uninstall-hook`, with real `git commit`s running the hook.
final class InstallHookTests: XCTestCase {
    private let settings = "NIMKitGlobalSetting.plist"

    /// Stages a global file with an error and commits it: the commit must fail.
    private func commitBrokenSettings(in sandbox: GitSandbox, line: UInt = #line) throws -> CLIRunner.Result {
        try sandbox.write(settings, SampleSettings.unknownElement)
        try sandbox.git("add", ".")
        let blocked = try sandbox.commit("broken")
        XCTAssertNotEqual(blocked.status, 0, "the hook let an error through", line: line)
        return blocked
    }

    /// git sends a hook's standard output to its standard error, where the report is looked for.
    func testTheHookBlocksACommitWithAnErrorAndLetsACleanOneThrough() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let install = try sandbox.nimlint("install-hook")
        XCTAssertEqual(install.status, 0, install.standardError)
        XCTAssertTrue(install.standardOutput.contains("installed the pre-commit hook"), install.standardOutput)

        let blocked = try commitBrokenSettings(in: sandbox)
        XCTAssertTrue(blocked.standardError.contains("NIMKitGlobalSetting.plist:5:2: error:"), blocked.standardError)
        XCTAssertThrowsError(try sandbox.git("rev-parse", "-q", "--verify", "HEAD"), "nothing was committed")

        try sandbox.write(settings, StagedCheckTests.coercible)
        try sandbox.git("add", ".")
        let warned = try sandbox.commit("a warning")
        XCTAssertEqual(warned.status, 0, "a warning does not block without --strict")
        XCTAssertTrue(warned.standardError.contains("[coercible-type]"), warned.standardError)
    }

    func testStrictBlocksOnWarningsAndFixStopsTheCommitWithTheFixInTheWorkingTree() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        XCTAssertEqual(try sandbox.nimlint("install-hook", "--strict").status, 0)
        try sandbox.write(settings, StagedCheckTests.coercible)
        try sandbox.git("add", ".")
        XCTAssertNotEqual(try sandbox.commit("a warning").status, 0)

        XCTAssertEqual(try sandbox.nimlint("install-hook", "--fix").status, 0)
        let fixing = try sandbox.commit("a warning")
        XCTAssertNotEqual(fixing.status, 0)
        XCTAssertTrue(
            fixing.standardError.contains("review them ('git diff'), stage them ('git add')"), fixing.standardError)
        XCTAssertEqual(try sandbox.read(settings), SampleSettings.clean)
        try sandbox.git("add", ".")
        XCTAssertEqual(try sandbox.commit("fixed").status, 0)
    }

    func testCoreHooksPathIsHonoured() throws {
        let sandbox = try GitSandbox(self)
        try sandbox.git("config", "core.hooksPath", "team hooks")
        let install = try sandbox.nimlint("install-hook", in: sandbox.repository.appendingPathComponent("."))
        XCTAssertEqual(install.status, 0, install.standardError)
        let hook = sandbox.repository.appendingPathComponent("team hooks/pre-commit")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook.path))
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: sandbox.repository.appendingPathComponent(".git/hooks/pre-commit").path))

        try sandbox.write(settings, SampleSettings.unknownElement)
        try sandbox.git("add", settings)
        XCTAssertNotEqual(try sandbox.commit("broken").status, 0)
    }

    func testAForeignHookIsRefusedUntouchedAndKeptAndRunWithForce() throws {
        let sandbox = try GitSandbox(self)
        let hook = sandbox.repository.appendingPathComponent(".git/hooks/pre-commit")
        let foreign = "#!/bin/sh\necho ran >> \"$(git rev-parse --git-dir)/foreign-hook-ran\"\n"
        try Data(foreign.utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)

        let refused = try sandbox.nimlint("install-hook")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.standardError.contains("is a hook nimlint did not write; it is left as it is"),
            refused.standardError)
        XCTAssertEqual(try String(contentsOf: hook, encoding: .utf8), foreign)
        XCTAssertEqual(try sandbox.nimlint("uninstall-hook").status, 1)
        XCTAssertEqual(try String(contentsOf: hook, encoding: .utf8), foreign)

        let forced = try sandbox.nimlint("install-hook", "--force")
        XCTAssertEqual(forced.status, 0, forced.standardError)
        XCTAssertTrue(forced.standardOutput.contains("pre-commit.nimlint-kept first"), forced.standardOutput)
        let blocked = try commitBrokenSettings(in: sandbox)
        XCTAssertTrue(blocked.standardError.contains("[plist-structure]"), blocked.standardError)
        let ran = sandbox.repository.appendingPathComponent(".git/foreign-hook-ran")
        XCTAssertEqual(try String(contentsOf: ran, encoding: .utf8), "ran\n", "the kept hook runs too")

        let removed = try sandbox.nimlint("uninstall-hook")
        XCTAssertEqual(removed.status, 0, removed.standardError)
        XCTAssertTrue(removed.standardOutput.contains("put back the hook it kept"))
        XCTAssertEqual(try String(contentsOf: hook, encoding: .utf8), foreign)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook.path + ".nimlint-kept"))
    }

    func testInstallingTwiceIsHarmlessAndUninstallRemovesOnlyItsOwnHook() throws {
        let sandbox = try GitSandbox(self)
        let hooks = sandbox.repository.appendingPathComponent(".git/hooks")
        XCTAssertEqual(try sandbox.nimlint("install-hook").status, 0)
        let first = try String(contentsOf: hooks.appendingPathComponent("pre-commit"), encoding: .utf8)
        let again = try sandbox.nimlint("install-hook")
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.standardOutput.contains("updated the pre-commit hook"), again.standardOutput)
        XCTAssertEqual(try String(contentsOf: hooks.appendingPathComponent("pre-commit"), encoding: .utf8), first)
        XCTAssertFalse(
            try FileManager.default.contentsOfDirectory(atPath: hooks.path).contains { $0.contains("nimlint-kept") })

        XCTAssertEqual(try sandbox.nimlint("uninstall-hook").status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hooks.appendingPathComponent("pre-commit").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: hooks.appendingPathComponent("pre-commit.sample").path))
        let nothing = try sandbox.nimlint("uninstall-hook")
        XCTAssertEqual(nothing.status, 0)
        XCTAssertTrue(nothing.standardOutput.contains("nothing to remove"))
    }

    func testOutsideARepositoryNothingIsWritten() throws {
        let sandbox = try GitSandbox(self)
        let outside = try sandbox.nimlint("install-hook", in: sandbox.url)
        XCTAssertEqual(outside.status, 1)
        XCTAssertTrue(outside.standardError.contains("not a git repository"), outside.standardError)
        XCTAssertEqual(try sandbox.nimlint("install-hook", "extra").status, 2, "install-hook takes no paths")
    }

    /// The hook names the installing binary; when that file is gone it takes nimlint from PATH, and says so
    /// plainly when there is none.
    func testTheHookFallsBackToNimlintOnPath() throws {
        let sandbox = try GitSandbox(self)
        let installer = sandbox.url.appendingPathComponent("installed/nimlint")
        try FileManager.default.createDirectory(
            at: installer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.executable, to: installer)
        let install = try sandbox.run(installer.path, ["install-hook"], in: sandbox.repository)
        XCTAssertEqual(install.status, 0, install.standardError)
        let hook = try String(
            contentsOf: sandbox.repository.appendingPathComponent(".git/hooks/pre-commit"), encoding: .utf8)
        XCTAssertTrue(hook.contains("nimlint='\(installer.path)'"), hook)
        try FileManager.default.removeItem(at: installer)

        try sandbox.write(settings, SampleSettings.unknownElement)
        try sandbox.git("add", ".")
        let onPath = try sandbox.run(
            "/usr/bin/env",
            [
                "PATH=\(CLIRunner.executable.deletingLastPathComponent().path):/usr/bin:/bin", "git", "commit", "-qm",
                "x",
            ],
            in: sandbox.repository)
        XCTAssertNotEqual(onPath.status, 0)
        XCTAssertTrue(onPath.standardError.contains("[plist-structure]"), onPath.standardError)

        let nowhere = try sandbox.run(
            "/usr/bin/env", ["PATH=/usr/bin:/bin", "git", "commit", "-qm", "x"], in: sandbox.repository)
        XCTAssertNotEqual(nowhere.status, 0)
        XCTAssertTrue(
            nowhere.standardError.contains("nimlint is neither at \(installer.path) nor on PATH"), nowhere.standardError
        )
    }
}
