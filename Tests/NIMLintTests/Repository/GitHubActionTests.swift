import Foundation
import XCTest
@testable import NIMLint

/// The GitHub Action's shell steps (scripts/github-action.sh, which action.yml runs), here with the binary built
/// here: the install step puts nimlint on the job's PATH, the check step prints annotations and fails the job
/// on an error.
final class GitHubActionTests: XCTestCase {
    private let script = repositoryRoot.appendingPathComponent("scripts/github-action.sh").path

    /// A job's workspace: `Settings` with the given global file beside the example bubble file, a runner temp
    /// folder and a GITHUB_PATH file.
    private struct Job {
        let folder: TemporaryFolder
        var workspace: URL { folder.url.appendingPathComponent("workspace") }
        var home: URL { folder.url.appendingPathComponent("runner-temp/nimlint") }
        var githubPath: URL { folder.url.appendingPathComponent("github-path") }

        func environment(_ extra: [String: String]) -> [String] {
            var variables = [
                "PATH=/usr/bin:/bin", "HOME=\(folder.url.path)", "RUNNER_TEMP=\(folder.url.path)/runner-temp",
                "NIMLINT_HOME=\(home.path)", "GITHUB_PATH=\(githubPath.path)",
            ]
            variables += extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ["env", "-i"] + variables
        }
    }

    private func job(global: String) throws -> Job {
        let job = Job(folder: try TemporaryFolder(self))
        try job.folder.write("workspace/Settings/NIMKitGlobalSetting.plist", global)
        try job.folder.write("workspace/Settings/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        try job.folder.installNIMKit(in: "workspace")
        try Data().write(to: job.githubPath)
        return job
    }

    private func run(_ job: Job, _ arguments: [String], _ environment: [String: String] = [:]) throws
        -> Subprocess.Result
    {
        try Subprocess.run(job.environment(environment) + [script] + arguments, in: job.workspace)
    }

    /// The check step as action.yml runs it: with the install step's folder on PATH, as GITHUB_PATH adds it.
    private func check(_ job: Job, _ paths: [String], _ environment: [String: String] = [:]) throws -> Subprocess.Result
    {
        var environment = environment
        environment["PATH"] = job.home.appendingPathComponent("bin").path + ":/usr/bin:/bin"
        return try run(job, ["check"] + paths, environment)
    }

    private func install(_ job: Job) throws {
        let install = try run(job, ["install"], ["NIMLINT_BINARY": CLIRunner.executable.path])
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertEqual(
            try String(contentsOf: job.githubPath, encoding: .utf8), job.home.appendingPathComponent("bin").path + "\n")
    }

    func testAnErrorIsAnAnnotationAndFailsTheJob() throws {
        let job = try job(
            global: SampleSettings.clean.replacingOccurrences(of: "<integer>30</integer>", with: "<dict/>"))
        try install(job)
        let sarif = job.folder.url.appendingPathComponent("nimlint.sarif")
        let check = try check(job, ["Settings"], ["NIMLINT_SARIF": sarif.path])
        XCTAssertEqual(check.status, 1, check.output)
        XCTAssertTrue(
            check.standardOutput.hasPrefix("::error file=Settings/NIMKitGlobalSetting.plist,line=8,col=2,"),
            check.output)
        XCTAssertTrue(check.standardOutput.contains("title=nimlint (type-mismatch)::"), check.output)
        // The SARIF report for upload-sarif holds the same finding, though its run exits 0 (--exit-zero).
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        let results = ((report?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["type-mismatch"])
    }

    func testACleanFolderPassesAndExtraArgumentsReachNimlint() throws {
        let job = try job(global: SampleSettings.clean)
        try install(job)
        let clean = try check(job, ["Settings"])
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertFalse(clean.standardOutput.contains("::error"), clean.output)

        // A warning fails the job only with --strict, given through the action's `arguments` input.
        try job.folder.write(
            "workspace/Settings/NIMKitGlobalSetting.plist",
            SampleSettings.clean.replacingOccurrences(
                of: "<integer>30</integer>", with: "<string>30</string>"))
        let warned = try check(job, ["Settings"])
        XCTAssertEqual(warned.status, 0, warned.output)
        XCTAssertTrue(
            warned.standardOutput.hasPrefix("::warning file=Settings/NIMKitGlobalSetting.plist,line=8"), warned.output)
        let strict = try check(job, ["Settings"], ["NIMLINT_ARGUMENTS": "--strict --nimkit 2.0.0"])
        XCTAssertEqual(strict.status, 1, strict.output)
    }

    /// The released binary, from a release folder laid out as release.yml publishes one (here a file:// URL),
    /// checked against SHA256SUMS; a binary that does not match is refused, and with no toolchain to build one
    /// the step fails.
    func testTheInstallStepDownloadsTheReleasedBinaryAndChecksItsSum() throws {
        guard ConsumerPackage.commandExists("curl") else { throw XCTSkip("curl is not installed") }
        #if os(Linux)
            let platform = ReleaseBuild.hostTriple
        #else
            let platform = "macos"
        #endif
        let job = try job(global: SampleSettings.clean)
        let release = job.folder.url.appendingPathComponent("releases/\(NIMLint.version)")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        let asset = "nimlint-\(NIMLint.version)-\(platform)"
        try FileManager.default.copyItem(at: CLIRunner.executable, to: release.appendingPathComponent(asset))
        let sum = try Subprocess.run(["shasum", "-a", "256", asset], in: release)
        XCTAssertEqual(sum.status, 0, sum.output)
        try Data(sum.standardOutput.utf8).write(to: release.appendingPathComponent("SHA256SUMS"))
        let releases = [
            "NIMLINT_VERSION": NIMLint.version,
            "NIMLINT_RELEASES": job.folder.url.appendingPathComponent("releases").absoluteString,
        ]

        let install = try run(job, ["install"], releases)
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertTrue(install.output.contains("nimlint \(NIMLint.version)"), install.output)
        XCTAssertEqual(
            try Data(contentsOf: job.home.appendingPathComponent("bin/nimlint")),
            try Data(contentsOf: CLIRunner.executable))

        // No toolchain is one the test names and removes, never what /usr/bin holds: a Mac has Xcode's swift
        // shim there, whose build would wait on the lock this test run holds. A swift on PATH must not be run.
        let swiftOnPath = try job.folder.write("path/swift", "#!/bin/sh\necho 'the swift on PATH ran' >&2\nexit 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftOnPath.path)
        let noToolchain = [
            "PATH": swiftOnPath.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "NIMLINT_SWIFT": job.folder.url.appendingPathComponent("no-toolchain/swift").path,
        ]
        try Data((String(repeating: "0", count: 64) + "  \(asset)\n").utf8).write(
            to: release.appendingPathComponent("SHA256SUMS"))
        try FileManager.default.removeItem(at: job.home)
        let tampered = try run(job, ["install"], releases.merging(noToolchain) { $1 })
        XCTAssertEqual(tampered.status, 2, tampered.output)
        XCTAssertFalse(tampered.output.contains("the swift on PATH ran"), tampered.output)
        XCTAssertTrue(tampered.output.contains("does not match the release's SHA256SUMS"), tampered.output)
        XCTAssertTrue(
            tampered.output.contains("::error title=nimlint action::no released nimlint matches"), tampered.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.home.appendingPathComponent("bin/nimlint").path))
    }

    /// action.yml runs the script's two steps with the inputs as the script reads them.
    func testTheActionRunsTheScriptsSteps() throws {
        let action = try String(contentsOf: repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        XCTAssertTrue(action.contains("using: composite"))
        XCTAssertTrue(action.contains(#"run: '"$GITHUB_ACTION_PATH/scripts/github-action.sh" install'"#), action)
        XCTAssertTrue(
            action.contains(#"run: '"$GITHUB_ACTION_PATH/scripts/github-action.sh" check $NIMLINT_PATHS'"#), action)
        let scriptText = try String(contentsOfFile: script, encoding: .utf8)
        for variable in ["NIMLINT_VERSION", "NIMLINT_REPOSITORY", "NIMLINT_SARIF", "NIMLINT_ARGUMENTS"] {
            XCTAssertTrue(action.contains("\(variable): ${{"), "action.yml does not set \(variable)")
            XCTAssertTrue(scriptText.contains(variable), "the script does not read \(variable)")
        }
        for input in ["paths", "version", "sarif", "arguments"] {
            XCTAssertTrue(action.contains("inputs.\(input)"), "action.yml does not use its input \(input)")
        }
    }
}
