import Foundation
import XCTest
@testable import NIMLint

/// A path is whatever bytes the file system holds, UTF-8 or not (`mkdir $'x\xff'`): such files are found,
/// checked and fixed, and reports show the stray bytes escaped.
final class NonUTF8PathTests: XCTestCase {
    private let settings = plist("<dict>\n\t<key>Message_Limit</key>\n\t<string>14</string>\n</dict>")

    func testPathBytesSurviveTheRoundTripThroughAString() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 1...255, using: &generator) }
            let path = FileSystemPath.string(decoding: bytes)
            XCTAssertEqual(FileSystemPath.bytes(of: path), bytes)
            if let valid = String(validating: bytes, as: UTF8.self) { XCTAssertEqual(path, valid) }
        }
        XCTAssertEqual(FileSystemPath.displayed(FileSystemPath.string(decoding: Array("x\u{FF}".utf8) + [0xFF, 0x0A])),
                       "x\u{FF}\\xFF\n")
    }

    func testAFolderNamedWithANonUTF8ByteIsCheckedAndFixed() throws {
        let folder = try TemporaryFolder(self)
        let file = try makeSettingsFile(in: folder.url, folderBytes: Array("x".utf8) + [0xFF])

        let check = try CLIRunner.run(["check", "."], in: folder.url)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertTrue(check.standardOutput.contains("x\\xFF/NIMKitGlobalSetting.plist:5:2: warning: "), check.standardOutput)

        let named = try runThroughShell("check --format json \"$(printf 'x\\377')/NIMKitGlobalSetting.plist\"", in: folder.url)
        XCTAssertEqual(named.status, 0, named.output)
        XCTAssertTrue(named.output.contains(#""path" : "x\\xFF/NIMKitGlobalSetting.plist""#), named.output)

        let fix = try CLIRunner.run(["fix", "."], in: folder.url)
        XCTAssertEqual(fix.status, 0, fix.standardError)
        XCTAssertEqual(try contents(of: file), settings.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>"))
    }

    /// Creates `folderBytes/NIMKitGlobalSetting.plist` under `root` by bytes, which no Foundation call takes.
    private func makeSettingsFile(in root: URL, folderBytes: [UInt8]) throws -> [UInt8] {
        let folder = Array(root.path.utf8) + [UInt8(ascii: "/")] + folderBytes
        XCTAssertEqual(cString(folder) { mkdir($0, 0o755) }, 0)
        let file = folder + Array("/NIMKitGlobalSetting.plist".utf8)
        let descriptor = cString(file) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let bytes = Array(settings.utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, bytes.count)
        close(descriptor)
        return file
    }

    private func contents(of file: [UInt8]) throws -> String {
        let descriptor = cString(file) { open($0, O_RDONLY) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    }

    private func cString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Runs nimlint through `sh`, which can put any byte into an argument.
    private func runThroughShell(_ arguments: String, in folder: URL) throws -> (status: Int32, output: String) {
        let result = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \(arguments)", CLIRunner.executable.path],
            in: folder)
        return (result.status, result.standardOutput + result.standardError)
    }
}
