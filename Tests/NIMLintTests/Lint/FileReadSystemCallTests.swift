import Foundation
import XCTest

/// What a check asks of the system, watched with strace: one `read` for a file whose size `fstat` gave, where a
/// second that only finds the end would cost a system call for every file of a run, and no look for the kit's
/// image bundle where the walk's listing showed there is none.
final class FileReadSystemCallTests: XCTestCase {
    func testAFileIsReadWithOneCallAndAKitBundleTheWalkSawNoneOfIsNotLookedFor() throws {
        let strace = URL(fileURLWithPath: "/usr/bin/strace")
        guard FileManager.default.isExecutableFile(atPath: strace.path) else {
            throw XCTSkip("strace is not installed")
        }
        let folder = try TemporaryFolder(self)
        try folder.write("App/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write("App/NIMKitSettings.bundle/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let trace = folder.url.appendingPathComponent("trace").path
        // One trace file per thread (`-ff`), so that each thread's calls on a descriptor read in order.
        let result = try CLIRunner.run(
            [
                "-ff", "-qq", "-e", "trace=openat,read,close,stat,newfstatat,statx,lstat,access", "-o", trace,
                CLIRunner.executable.path, "check", "--nimkit", "1.8.0", "App",
            ],
            in: folder.url, executable: strace)
        let traces = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasPrefix("trace.")
        }
        if traces.isEmpty, result.standardError.contains("ptrace") {
            throw XCTSkip("strace may not trace here (a container without ptrace): \(result.standardError)")
        }
        XCTAssertEqual(result.status, 0, result.standardError + result.standardOutput)
        XCTAssertEqual(result.standardOutput, "2 files checked: no problems\n")

        var reads: [String: Int] = [:]
        var kitBundleLooks: [String] = []
        XCTAssertFalse(traces.isEmpty, "strace wrote no trace")
        for name in traces {
            let text = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            var open: (name: String, descriptor: String)?
            for line in text.split(separator: "\n").map(String.init) {
                if line.contains("NIMKitResource.bundle") { kitBundleLooks.append(line) }
                if let opened = open {
                    if line.hasPrefix("read(\(opened.descriptor),") { reads[opened.name, default: 0] += 1 }
                    if line.hasPrefix("close(\(opened.descriptor))") { open = nil }
                } else if line.hasPrefix("openat("),
                    let file = ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"]
                        .first(where: { line.contains("/\($0)\"") }),
                    let equals = line.range(of: " = ", options: .backwards)
                {
                    open = (file, String(line[equals.upperBound...]))
                }
            }
        }
        XCTAssertEqual(reads, ["NIMKitGlobalSetting.plist": 1, "NIMKitBubbleSetting.plist": 1])
        XCTAssertEqual(kitBundleLooks, [], "the walk listed App, which holds no NIMKitResource.bundle")
    }
}
