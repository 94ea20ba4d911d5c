import Foundation
import XCTest
@testable import NIMLint

/// `nimlint fix` killed with SIGKILL while it writes, then run again: no file is ever half written, and the
/// temporary files the killed run left are removed by the next one once they are old enough to be nobody's.
final class FixInterruptionTests: XCTestCase {
    private static let folderCount = 24

    func testAFixKilledMidWriteLeavesWholeFilesAndTheNextRunRemovesItsTemporaries() throws {
        let folder = try TemporaryFolder(self)
        let padding = String(repeating: "<!-- padding -->\n", count: 2_000)
        // Record_Max_Duration and Max_Length are there: without them NIMKit reads 0, an error no safe fix mends.
        let original = plist(
            "<dict>\n\t<key>Message_Limit</key>\n\t<string>14</string>\n\t<key>Record_Max_Duration</key>\n"
                + "\t<integer>60</integer>\n\t<key>Max_Length</key>\n\t<integer>1000</integer>\n</dict>\n\(padding)")
        let fixed = original.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>")
        var leftovers: [String] = []
        for attempt in 0..<10 where leftovers.isEmpty {
            for index in 0..<Self.folderCount {
                try folder.write("Settings\(index)/NIMKitGlobalSetting.plist", original)
                try folder.write("Settings\(index)/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
            }
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["fix", "."]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Killed the moment a temporary file shows, while the fix is writing it.
            while process.isRunning, try temporaries(in: folder.url).isEmpty {}
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for index in 0..<Self.folderCount {
                let text = try folder.read("Settings\(index)/NIMKitGlobalSetting.plist")
                XCTAssertTrue(text == original || text == fixed, "attempt \(attempt): file \(index) is half written")
            }
            leftovers = try temporaries(in: folder.url)
        }
        try XCTSkipIf(leftovers.isEmpty, "no kill landed while a temporary file existed in 10 attempts")
        let stale = Date(timeIntervalSinceNow: -2 * TemporaryFiles.staleAge)
        for path in leftovers {
            try FileManager.default.setAttributes([.modificationDate: stale], ofItemAtPath: path)
        }
        // One temporary file as fresh as one a fix running right now would have: it must stay.
        let fresh = folder.url.appendingPathComponent("Settings0/.NIMKitGlobalSetting.plist.nimlint-Fresh1").path
        XCTAssertTrue(FileManager.default.createFile(atPath: fresh, contents: Data("in use".utf8)))

        let clean = try CLIRunner.run(["fix", "."], in: folder.url)

        XCTAssertEqual(clean.status, 0, clean.standardOutput + clean.standardError)
        XCTAssertFalse(clean.standardOutput.contains(TemporaryFiles.marker), clean.standardOutput)
        XCTAssertFalse(clean.standardError.contains(TemporaryFiles.marker), clean.standardError)
        XCTAssertEqual(try temporaries(in: folder.url), [fresh])
        for index in 0..<Self.folderCount {
            XCTAssertEqual(try folder.read("Settings\(index)/NIMKitGlobalSetting.plist"), fixed)
        }
    }

    private func temporaries(in folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.contains(TemporaryFiles.marker) { found.append(folder.appendingPathComponent(relative).path) }
        }
        return found.sorted()
    }
}
