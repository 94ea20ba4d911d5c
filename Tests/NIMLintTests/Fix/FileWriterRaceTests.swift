import Foundation
import XCTest
@testable import NIMLint

/// Another program (an editor's save, `git checkout`) renames its own version over a file while nimlint writes
/// its fix: whatever the timing, that version must be what the path holds afterwards.
final class FileWriterRaceTests: XCTestCase {
    func testARacingSaveIsNeverLost() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.url.appendingPathComponent("NIMKitGlobalSetting.plist").path
        let savedPath = folder.url.appendingPathComponent("editor-save.tmp").path
        // A large file widens the time a write takes, so the racing save lands inside it in many trials.
        let padding = String(repeating: "<!-- padding -->\n", count: 20_000)
        let original = Array("<plist version=\"1.0\">\n<string>14</string>\n\(padding)</plist>\n".utf8)
        let fixed = Array("<plist version=\"1.0\">\n<integer>14</integer>\n\(padding)</plist>\n".utf8)
        let theirs = Array("<plist version=\"1.0\">\n<string>15</string>\n\(padding)</plist>\n".utf8)

        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(original)))
        let started = DispatchTime.now().uptimeNanoseconds
        _ = FileWriter.write(fixed, over: path, originalBytes: original)
        let writeNanoseconds = max(DispatchTime.now().uptimeNanoseconds - started, 1_000)

        var outcomes: [String: Int] = [:]
        for trial in 0..<100 {
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(original)))
            XCTAssertTrue(FileManager.default.createFile(atPath: savedPath, contents: Data(theirs)))
            // Spread the save over the whole time a write takes, and a little before and after it.
            let delay = UInt64(trial) * writeNanoseconds * 3 / 2 / 100
            let saved = DispatchSemaphore(value: 0)
            let goal = DispatchTime.now().uptimeNanoseconds + delay
            Thread.detachNewThread {
                while DispatchTime.now().uptimeNanoseconds < goal {}
                rename(savedPath, path)
                saved.signal()
            }
            let result = FileWriter.write(fixed, over: path, originalBytes: original)
            saved.wait()
            let onDisk = FileManager.default.contents(atPath: path).map(Array.init)
            XCTAssertTrue(onDisk == theirs, "trial \(trial): the other program's save was lost (\(result))")
            outcomes["\(result)", default: 0] += 1
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
                .filter { $0 != "NIMKitGlobalSetting.plist" }
            XCTAssertEqual(leftovers, [], "trial \(trial)")
        }
        // Both orders happened, or the test did not race anything.
        XCTAssertGreaterThan(outcomes["\(Result<FileWriter.Outcome, FileWriter.Failure>.success(.written))"] ?? 0, 0)
        XCTAssertGreaterThan(
            outcomes["\(Result<FileWriter.Outcome, FileWriter.Failure>.failure(.changedOnDisk(path: path)))"] ?? 0, 0)
        print("racing saves: \(outcomes)")
    }
}
