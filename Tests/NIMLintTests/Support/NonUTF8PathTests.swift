import Foundation
import XCTest
@testable import NIMLint

/// A path is whatever bytes the file system holds, UTF-8 or not (`mkdir $'x\xff'`): such files are found,
/// checked and fixed, and reports show the stray bytes escaped.
final class NonUTF8PathTests: XCTestCase {
    /// Record_Max_Duration and Max_Length are there: without them NIMKit reads 0, an error no safe fix mends.
    private let settings = plist(
        "<dict>\n\t<key>Message_Limit</key>\n\t<string>14</string>\n\t<key>Record_Max_Duration</key>\n"
            + "\t<integer>60</integer>\n\t<key>Max_Length</key>\n\t<integer>1000</integer>\n</dict>")

    func testPathBytesSurviveTheRoundTripThroughAString() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                UInt8.random(in: 1...255, using: &generator)
            }
            let path = FileSystemPath.string(decoding: bytes)
            XCTAssertEqual(FileSystemPath.bytes(of: path), bytes)
            if let valid = String(bytes: bytes, encoding: .utf8) { XCTAssertEqual(path, valid) }
        }
        XCTAssertEqual(
            FileSystemPath.displayed(FileSystemPath.string(decoding: Array("x\u{FF}".utf8) + [0xFF, 0x0A])),
            "x\u{FF}\\xFF\n")
    }

    /// Every byte, at every place of a name a word and a tail long (the ASCII test reads eight bytes at a time,
    /// then one), comes back as it was; a name that is UTF-8 is that string.
    func testEveryByteAtEveryPlaceOfANameSurvivesTheRoundTrip() {
        for byte in UInt8(1)...UInt8(255) {
            for place in 0..<11 {
                var bytes = Array("settings.pl".utf8)
                bytes[place] = byte
                let path = FileSystemPath.string(decoding: bytes)
                XCTAssertEqual(FileSystemPath.bytes(of: path), bytes, "byte \(byte) at \(place)")
                if let valid = String(bytes: bytes, encoding: .utf8) { XCTAssertEqual(path, valid) }
            }
        }
    }

    func testAFolderNamedWithANonUTF8ByteIsCheckedAndFixed() throws {
        let folder = try TemporaryFolder(self)
        try requireNonUTF8Names(in: folder.url)
        let file = try makeSettingsFile(in: folder.url, folderBytes: Array("x".utf8) + [0xFF])

        let check = try CLIRunner.run(["check", "."], in: folder.url)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertTrue(
            check.standardOutput.contains("x\\xFF/NIMKitGlobalSetting.plist:5:2: warning: "), check.standardOutput)

        let named = try runThroughShell(
            "check --format json \"$(printf 'x\\377')/NIMKitGlobalSetting.plist\"", in: folder.url)
        XCTAssertEqual(named.status, 0, named.output)
        XCTAssertTrue(named.output.contains(#""path" : "x\\xFF/NIMKitGlobalSetting.plist""#), named.output)

        let fix = try CLIRunner.run(["fix", "."], in: folder.url)
        XCTAssertEqual(fix.status, 0, fix.standardError)
        XCTAssertEqual(
            try contents(of: file),
            settings.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>"))
    }

    func testTheReportIsWrittenToAnOutputPathHoldingANonUTF8Byte() throws {
        let folder = try TemporaryFolder(self)
        try requireNonUTF8Names(in: folder.url)
        _ = try makeSettingsFile(in: folder.url, folderBytes: Array("x".utf8))

        let run = try runThroughShell("check --format json -o \"$(printf 'report\\377.json')\" .", in: folder.url)
        XCTAssertEqual(run.status, 0, run.output)
        let report = try contents(
            of: Array(folder.url.path.utf8) + Array("/report".utf8) + [0xFF] + Array(".json".utf8))
        XCTAssertTrue(report.contains(#""path" : "x/NIMKitGlobalSetting.plist""#), report)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count, 2,
            "the report under its exact name beside the folder x, and no other file")
    }

    func testACheckRunsInsideAFolderNamedWithANonUTF8Byte() throws {
        let folder = try TemporaryFolder(self)
        try requireNonUTF8Names(in: folder.url)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: false)
        _ = try makeSettingsFile(in: folder.url, folderBytes: Array("x".utf8) + [0xFF])

        let text = try runThroughShell("check .", in: folder.url, from: "x\\377")
        XCTAssertEqual(text.status, 0, text.output)
        XCTAssertTrue(text.output.contains("\nNIMKitGlobalSetting.plist:5:2: warning: "), text.output)
        let codeQuality = try runThroughShell("check --format codeclimate .", in: folder.url, from: "x\\377")
        XCTAssertTrue(codeQuality.output.contains(#""path" : "x\\xFF/NIMKitGlobalSetting.plist""#), codeQuality.output)
        let sarif = try runThroughShell("check --format sarif .", in: folder.url, from: "x\\377")
        XCTAssertTrue(sarif.output.contains(#"x%FF/""#), "the working folder's URI names its bytes: \(sarif.output)")
        XCTAssertTrue(sarif.output.contains(#""uri" : "x%FF/NIMKitGlobalSetting.plist""#), sarif.output)
        let fromAbove = try runThroughShell("check --format junit .", in: folder.url)
        XCTAssertTrue(
            fromAbove.output.contains(#"<testsuite name="x\xFF/NIMKitGlobalSetting.plist""#), fromAbove.output)
    }

    func testDiffHeadersQuoteANonUTF8ByteAsGitDoesAndApply() throws {
        for tool in ["/usr/bin/patch", "/usr/bin/git"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is not installed")
        }
        let folder = try TemporaryFolder(self)
        try requireNonUTF8Names(in: folder.url)
        let file = try makeSettingsFile(in: folder.url, folderBytes: Array("x".utf8) + [0xFF])
        let diff = try CLIRunner.run(["fix", "--diff", "."], in: folder.url)
        XCTAssertEqual(diff.status, 1, diff.standardError)
        XCTAssertTrue(
            diff.standardOutput.hasPrefix(
                #"--- "a/x\377/NIMKitGlobalSetting.plist""# + "\n"
                    + #"+++ "b/x\377/NIMKitGlobalSetting.plist""# + "\n@@ "), diff.standardOutput)
        let patchFile = folder.url.appendingPathComponent("fix.diff")
        try Data(diff.standardOutput.utf8).write(to: patchFile)

        for (tool, arguments) in [
            ("/usr/bin/git", ["apply", patchFile.path]), ("/usr/bin/patch", ["-p1", "-i", patchFile.path]),
        ] {
            let applied = try CLIRunner.run(executable: URL(fileURLWithPath: tool), arguments, in: folder.url)
            XCTAssertEqual(applied.status, 0, "\(tool): \(applied.standardOutput)\(applied.standardError)")
            XCTAssertEqual(
                try contents(of: file),
                settings.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>"), tool)
            write(settings, to: file)
        }
    }

    /// APFS, macOS's file system, refuses a name that is not UTF-8 (EILSEQ), so there is no such path to check.
    private func requireNonUTF8Names(in root: URL) throws {
        let probe = Array(root.path.utf8) + Array("/probe".utf8) + [0xFF]
        let (made, error) = cString(probe) { (mkdir($0, 0o755), errno) }
        if made != 0, error == EILSEQ {
            throw XCTSkip("this file system takes no name that is not UTF-8: \(SystemError.reason(error))")
        }
        XCTAssertEqual(made, 0, SystemError.reason(error))
        _ = cString(probe) { rmdir($0) }
    }

    /// Creates `folderBytes/NIMKitGlobalSetting.plist` under `root` by bytes, which no Foundation call takes.
    private func makeSettingsFile(in root: URL, folderBytes: [UInt8]) throws -> [UInt8] {
        let folder = Array(root.path.utf8) + [UInt8(ascii: "/")] + folderBytes
        XCTAssertEqual(cString(folder) { mkdir($0, 0o755) }, 0)
        let file = folder + Array("/NIMKitGlobalSetting.plist".utf8)
        write(settings, to: file)
        write(SampleSettings.cleanBubble, to: folder + Array("/NIMKitBubbleSetting.plist".utf8))
        return file
    }

    private func write(_ text: String, to file: [UInt8]) {
        let descriptor = cString(file) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let bytes = Array(text.utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }, bytes.count)
        close(descriptor)
    }

    private func contents(of file: [UInt8]) throws -> String {
        let descriptor = cString(file) { open($0, O_RDONLY) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func cString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Runs nimlint through `sh`, which can put any byte into an argument, from the folder `printf` spells
    /// `subfolder` as when one is given.
    private func runThroughShell(_ arguments: String, in folder: URL, from subfolder: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let change = subfolder.map { "cd \"$(printf '\($0)')\" && " } ?? ""
        let result = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "\(change)exec \"$0\" \(arguments)", CLIRunner.executable.path],
            in: folder)
        return (result.status, result.standardOutput + result.standardError)
    }
}
