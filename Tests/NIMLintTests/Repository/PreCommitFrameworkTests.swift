import Foundation
import XCTest

/// The hooks of `.pre-commit-hooks.yaml` run by the real pre-commit tool from PyPI, in git repositories whose
/// `.pre-commit-config.yaml` points at this checkout.
///
/// pre-commit clones a hook repository at a commit (`repo:` + `rev:`), so the checkout's working tree as it is
/// (uncommitted changes included) is copied into a temporary repository and committed there; that snapshot is
/// the `repo:`. pre-commit then builds it with `swift build -c release`, which takes minutes, once for the whole
/// class: every test shares one PRE_COMMIT_HOME.
final class PreCommitFrameworkTests: XCTestCase {
    private struct HookRepository {
        var folder: URL
        var revision: String
        var cache: URL
    }

    /// Made by the first test that needs it; the failure to make it is kept so every test reports it.
    nonisolated(unsafe) private static var prepared: Result<HookRepository, Error>?

    override class func tearDown() {
        if case .success(let repository) = prepared {
            try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent())
        }
        super.tearDown()
    }

    private func hookRepository() throws -> HookRepository {
        guard Shell.onPath("pre-commit") else {
            throw XCTSkip("pre-commit is not installed (pip install pre-commit)")
        }
        if Self.prepared == nil {
            Self.prepared = Result { try Self.snapshotAndBuild() }
        }
        return try XCTUnwrap(Self.prepared).get()
    }

    /// Copies the checkout into a new repository, commits it, and has pre-commit build its hooks.
    private static func snapshotAndBuild() throws -> HookRepository {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nimlint-pre-commit-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("nimlint")
        let cache = root.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in try checkoutFiles(home: root.appendingPathComponent("home")) {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(path), to: target)
        }
        let tool = try Shell(environment: ["PRE_COMMIT_HOME": cache.path], home: root)
        try tool.run(["git", "init", "-q", "-b", "main"], in: folder)
        try tool.run(["git", "add", "-A"], in: folder)
        try tool.run(["git", "commit", "-q", "-m", "snapshot"], in: folder)
        let revision = try tool.run(["git", "rev-parse", "HEAD"], in: folder).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let repository = HookRepository(folder: folder, revision: revision, cache: cache)
        // One repository using both hooks, so the single build serves every test.
        let warmUp = root.appendingPathComponent("warm-up")
        try FileManager.default.createDirectory(at: warmUp, withIntermediateDirectories: true)
        try tool.run(["git", "init", "-q"], in: warmUp)
        try Data(configuration(repository, hooks: ["nimlint", "nimlint-fix"]).utf8)
            .write(to: warmUp.appendingPathComponent(".pre-commit-config.yaml"))
        try tool.run(["pre-commit", "install-hooks"], in: warmUp)
        return repository
    }

    /// The files of the checkout that git tracks or would track; every file but build products when the
    /// checkout is not a git repository.
    private static func checkoutFiles(home: URL) throws -> [String] {
        let tool = try Shell(environment: [:], home: home)
        let listing = try? tool.run(
            ["git", "-c", "safe.directory=*", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            in: repositoryRoot)
        guard let listing else {
            let skipped: Set<String> = [".build", ".git", ".swiftpm"]
            let walk = FileManager.default.enumerator(
                at: repositoryRoot, includingPropertiesForKeys: [.isRegularFileKey])
            var files: [String] = []
            while let url = walk?.nextObject() as? URL {
                if skipped.contains(url.lastPathComponent) { walk?.skipDescendants(); continue }
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    files.append(String(url.path.dropFirst(repositoryRoot.path.count + 1)))
                }
            }
            return files
        }
        return listing.split(separator: "\0").map(String.init).filter {
            FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent($0).path)
        }
    }

    private static func configuration(_ repository: HookRepository, hooks: [String]) -> String {
        "repos:\n  - repo: \(repository.folder.path)\n    rev: \(repository.revision)\n    hooks:\n"
            + hooks.map { "      - id: \($0)\n" }.joined()
    }

    /// A repository with pre-commit installed as its git hook, running `hooks`.
    private func sandbox(hooks: [String]) throws -> GitSandbox {
        let repository = try hookRepository()
        let sandbox = try GitSandbox(self, extraEnvironment: ["PRE_COMMIT_HOME": repository.cache.path])
        try sandbox.write(".pre-commit-config.yaml", Self.configuration(repository, hooks: hooks))
        let install = try sandbox.run("/usr/bin/env", ["pre-commit", "install"], in: sandbox.repository)
        XCTAssertEqual(install.status, 0, install.standardError)
        try sandbox.git("add", ".pre-commit-config.yaml")
        return sandbox
    }

    func testACommitWithAnErrorIsBlockedWithTheReportAndACleanOneGoesThrough() throws {
        let sandbox = try sandbox(hooks: ["nimlint"])
        try sandbox.write("App/Settings/NIMKitGlobalSettings.plist", SampleSettings.unknownElement)
        try sandbox.write("App/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        // Let through by the pattern, dropped by nimlint: it is no property list.
        try sandbox.write("App/NIMKitGlobalSettingView.m", "@implementation NIMKitGlobalSettingView\n@end\n")
        try sandbox.git("add", ".")
        let blocked = try sandbox.commit("broken")
        let said = blocked.standardOutput + blocked.standardError
        XCTAssertNotEqual(blocked.status, 0, said)
        XCTAssertTrue(said.contains("nimlint"), said)
        XCTAssertTrue(said.contains("App/Settings/NIMKitGlobalSettings.plist:5:2: error:"), said)
        XCTAssertTrue(said.contains("[settings-file-name]"), "a near miss of the name reaches nimlint: \(said)")
        XCTAssertFalse(said.contains("NIMKitGlobalSettingView.m:"), said)

        try sandbox.git("rm", "-q", "--cached", "App/Settings/NIMKitGlobalSettings.plist")
        try sandbox.write("App/Settings/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try sandbox.git("add", "App/Settings/NIMKitGlobalSetting.plist")
        let clean = try sandbox.commit("clean")
        XCTAssertEqual(clean.status, 0, clean.standardOutput + clean.standardError)
        XCTAssertTrue(try sandbox.git("log", "--format=%s").contains("clean"))
    }

    func testNimlintFixRewritesTheFile() throws {
        let sandbox = try sandbox(hooks: ["nimlint-fix"])
        try sandbox.write("NIMKitGlobalSetting.plist", StagedCheckTests.coercible)
        try sandbox.write("NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try sandbox.git("add", ".")
        let stopped = try sandbox.commit("fixable")
        XCTAssertNotEqual(stopped.status, 0, "pre-commit stops a commit whose files a hook changed")
        XCTAssertTrue((stopped.standardOutput + stopped.standardError).contains("files were modified by this hook"))
        XCTAssertEqual(try sandbox.read("NIMKitGlobalSetting.plist"), SampleSettings.clean)

        try sandbox.git("add", ".")
        let committed = try sandbox.commit("fixed")
        XCTAssertEqual(committed.status, 0, committed.standardOutput + committed.standardError)
        XCTAssertEqual(try sandbox.git("show", "HEAD:NIMKitGlobalSetting.plist"), SampleSettings.clean)
    }
}
