import Foundation
import XCTest
@testable import NIMLint

final class FileWriterTests: XCTestCase {
    private var folder = ""
    private let original = Array("<plist version=\"1.0\">\n<string>14</string>\n</plist>\n".utf8)
    private let fixed = Array("<plist version=\"1.0\">\n<integer>14</integer>\n</plist>\n".utf8)

    override func setUpWithError() throws {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("FileWriterTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func makeFile(_ bytes: [UInt8], permissions: Int = 0o644) throws -> String {
        let path = folder + "/NIMKitBubbleSetting.plist"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
        return path
    }

    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    private func attributes(_ path: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: path)
    }

    private func folderEntries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testWritesTheNewBytesAndKeepsPermissions() throws {
        let path = try makeFile(original, permissions: 0o640)
        XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original), .success(.written))
        XCTAssertEqual(contents(path), fixed)
        XCTAssertEqual(try attributes(path)[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try folderEntries(), ["NIMKitBubbleSetting.plist"], "no temporary file is left behind")
    }

    func testOwnerIsKept() throws {
        try XCTSkipUnless(getuid() == 0, "only root can give a file to another user")
        let path = try makeFile(original)
        try FileManager.default.setAttributes([.ownerAccountID: 4321, .groupOwnerAccountID: 4322], ofItemAtPath: path)
        XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original), .success(.written))
        XCTAssertEqual(contents(path), fixed)
        XCTAssertEqual(try attributes(path)[.ownerAccountID] as? Int, 4321)
        XCTAssertEqual(try attributes(path)[.groupOwnerAccountID] as? Int, 4322)
    }

    func testUnchangedFileIsNotWritten() throws {
        let path = try makeFile(original)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let inode = try attributes(path)[.systemFileNumber] as? Int

        XCTAssertEqual(FileWriter.write(original, over: path, originalBytes: original), .success(.unchanged))
        XCTAssertEqual(try attributes(path)[.modificationDate] as? Date, past)
        XCTAssertEqual(try attributes(path)[.systemFileNumber] as? Int, inode, "the file was not replaced")
    }

    func testReadOnlyFileIsReportedAndLeftAlone() throws {
        let path = try makeFile(original, permissions: 0o444)
        let result = FileWriter.write(fixed, over: path, originalBytes: original)
        XCTAssertEqual(result, .failure(.readOnly(path: path)))
        XCTAssertEqual(FileWriter.Failure.readOnly(path: path).message, "\(path): is read-only; left unchanged")
        XCTAssertEqual(contents(path), original)
        XCTAssertEqual(try attributes(path)[.posixPermissions] as? Int, 0o444)
        XCTAssertEqual(try folderEntries(), ["NIMKitBubbleSetting.plist"])
    }

    func testFileChangedOnDiskIsReportedAndLeftAlone() throws {
        let someoneElses = Array("<plist version=\"1.0\">\n<string>15</string>\n</plist>\n".utf8)
        let path = try makeFile(someoneElses)
        let result = FileWriter.write(fixed, over: path, originalBytes: original)
        XCTAssertEqual(result, .failure(.changedOnDisk(path: path)))
        XCTAssertEqual(
            FileWriter.Failure.changedOnDisk(path: path).message,
            "\(path): changed on disk since it was read; left unchanged, run nimlint again")
        XCTAssertEqual(contents(path), someoneElses)
        XCTAssertEqual(try folderEntries(), ["NIMKitBubbleSetting.plist"], "no temporary file is left behind")
    }

    func testSymbolicLinkStaysALinkToTheFixedFile() throws {
        let target = try makeFile(original)
        let link = folder + "/link.plist"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(FileWriter.write(fixed, over: link, originalBytes: original), .success(.written))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(contents(target), fixed)
    }

    func testMissingFileIsAnError() {
        let path = folder + "/missing.plist"
        let result = FileWriter.write(fixed, over: path, originalBytes: original)
        guard case .failure(.ioError(let reportedPath, _)) = result else {
            return XCTFail("a missing file must be reported, got \(result)")
        }
        XCTAssertEqual(reportedPath, path)
        XCTAssertNil(contents(path))
    }

    func testFixOutcomeIsWrittenOverTheFileItCameFrom() throws {
        let path = try makeFile(original)
        guard case .success(let source) = FileLoader.load(path: path) else { return XCTFail("the file must load") }
        let outcome = Fixer(lint: TestLint.parsing(then: [TestLint.numberAsString])).fix(source, unsafe: false)
        XCTAssertEqual(FileWriter.write(outcome), .success(.written))
        XCTAssertEqual(contents(path), fixed)
    }
}
