import Foundation
import XCTest

/// scripts/mutants.sh applies each mutant as a literal edit of one file: a mutant whose text the code no longer
/// holds exactly once measures nothing, so the list is held to the code here, without running the mutants.
final class MutantsListTests: XCTestCase {
    private let script = repositoryRoot.appendingPathComponent("scripts/mutants.sh")

    func testEveryMutantsTextIsInItsFileExactlyOnce() throws {
        let result = try Subprocess.run(["bash", script.path, "--check"], in: repositoryRoot)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.standardOutput.contains(" listed, 0 stale"), result.output)
    }

    func testAMutantWhoseTextIsGoneIsStale() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        let copy = folder.url.appendingPathComponent("scripts/mutants.sh")
        try FileManager.default.copyItem(at: script, to: copy)
        let result = try Subprocess.run(["bash", copy.path, "--check"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.standardOutput.contains("mutant 1 stale (its text is found 0 times in "), result.output)
    }
}
