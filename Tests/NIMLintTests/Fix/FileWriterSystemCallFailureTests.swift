import Foundation
import XCTest
@testable import NIMLint

/// Each system call the file writer makes after its temporary file exists, failing with the errno the system
/// gives in that spot (injected: no file system refuses `fsync` on demand). The real failure path runs: the
/// user's file stays the very file it was, byte for byte, the temporary file is gone, and the message names
/// the step and the system's reason.
final class FileWriterSystemCallFailureTests: XCTestCase {
    private let original = Array("<plist version=\"1.0\">\n<string>14</string>\n</plist>\n".utf8)
    private let fixed = Array("<plist version=\"1.0\">\n<integer>14</integer>\n</plist>\n".utf8)

    /// A call that fails as the system does: -1 with `errno` set.
    private static func failing(_ code: Int32) -> Int32 {
        errno = code
        return -1
    }

    /// Writes over a settings file with `calls`, and checks that the file and its folder are as they were.
    private func assertLeftAlone(
        with calls: WriterSystemCalls, reason: String, owner: (uid_t, gid_t)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("NIMKitGlobalSetting.plist", String(decoding: original, as: UTF8.self)).path
        if let owner { XCTAssertEqual(chown(path, owner.0, owner.1), 0, file: file, line: line) }
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0, file: file, line: line)

        let result = FileWriter.write(fixed, over: path, originalBytes: original, calls: calls)

        XCTAssertEqual(result, .failure(.ioError(path: path, reason: reason)), file: file, line: line)
        if case .failure(let failure) = result {
            XCTAssertEqual(
                failure.message, "\(path): could not be written (\(reason)); left unchanged", file: file, line: line)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), original, file: file, line: line)
        var after = stat()
        XCTAssertEqual(stat(path, &after), 0, file: file, line: line)
        XCTAssertEqual(after.st_ino, before.st_ino, "the same file, not a copy", file: file, line: line)
        XCTAssertEqual(after.st_mode, before.st_mode, file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["NIMKitGlobalSetting.plist"],
            "no temporary file left", file: file, line: line)
    }

    func testAFailedFstatLeavesTheFileAlone() throws {
        var calls = WriterSystemCalls.system
        calls.fstat = { _, _ in Self.failing(EIO) }
        try assertLeftAlone(with: calls, reason: "cannot read back the new file: input/output error")
    }

    func testAFailedFchownLeavesTheFileAlone() throws {
        guard geteuid() == 0 else {
            throw XCTSkip("needs root to give the file to another user, so the owner must be set")
        }
        var calls = WriterSystemCalls.system
        calls.fchown = { _, _, _ in Self.failing(EPERM) }
        try assertLeftAlone(with: calls, reason: "cannot keep its owner: operation not permitted", owner: (4242, 4343))
    }

    func testAFailedFchmodLeavesTheFileAlone() throws {
        var calls = WriterSystemCalls.system
        calls.fchmod = { _, _ in Self.failing(EPERM) }
        try assertLeftAlone(with: calls, reason: "cannot keep its permissions: operation not permitted")
    }

    func testAFailedFsyncLeavesTheFileAlone() throws {
        var calls = WriterSystemCalls.system
        calls.fsync = { _ in Self.failing(EIO) }
        try assertLeftAlone(with: calls, reason: "cannot flush it to disk: input/output error")
    }

    func testAFailedExchangeLeavesTheFileAlone() throws {
        var calls = WriterSystemCalls.system
        calls.exchange = { _, _ in Self.failing(EXDEV) }
        try assertLeftAlone(with: calls, reason: SystemError.reason(EXDEV))
    }

    func testAFailedRenameWhereThereIsNoExchangeLeavesTheFileAlone() throws {
        var calls = WriterSystemCalls.system
        calls.exchange = { _, _ in Self.failing(ENOSYS) }
        calls.rename = { _, _ in Self.failing(EBUSY) }
        try assertLeftAlone(with: calls, reason: SystemError.reason(EBUSY))
    }

    func testWithoutAnExchangeThePlainRenameStillWrites() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("NIMKitGlobalSetting.plist", String(decoding: original, as: UTF8.self)).path
        var calls = WriterSystemCalls.system
        calls.exchange = { _, _ in Self.failing(ENOSYS) }
        XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original, calls: calls), .success(.written))
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), fixed)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["NIMKitGlobalSetting.plist"])
    }
}
