import Foundation
import XCTest
@testable import NIMLint

final class FileLoaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-loader-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func refusal(_ result: Result<SourceFile, FileLoader.Failure>) -> String? {
        if case .failure(let failure) = result { return failure.message }
        return nil
    }

    func testReadsARegularFileByteForByte() throws {
        let path = folder.appendingPathComponent("NIMKitGlobalSetting.plist").path
        let bytes: [UInt8] = [0xFF, 0xFE] + TextEncoding.utf16LittleEndian.encode("<plist/>")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let source = try FileLoader.load(path: path).get()
        XCTAssertEqual(source.bytes, bytes)
        XCTAssertEqual(source.encoding, .utf16LittleEndian)
    }

    func testRefusesAFileAboveTheSizeLimitBeforeReadingIt() throws {
        let path = folder.appendingPathComponent("big.plist").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(count: 2_048)))
        let message = try XCTUnwrap(refusal(FileLoader.load(path: path, sizeLimit: 1_024)))
        XCTAssertTrue(message.contains("above the 1024-byte limit"), message)
    }

    func testRefusesSpecialFilesWithoutReadingThem() throws {
        let fifo = folder.appendingPathComponent("pipe.plist").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in [fifo, "/dev/zero"] {
            let message = try XCTUnwrap(refusal(FileLoader.load(path: path)), path)
            XCTAssertTrue(message.contains("not a regular file"), message)
        }
    }

    func testReportsMissingPathsAndFolders() throws {
        let missing = try XCTUnwrap(refusal(FileLoader.load(path: folder.appendingPathComponent("nope.plist").path)))
        XCTAssertTrue(missing.contains("no such file"), missing)
        let directory = try XCTUnwrap(refusal(FileLoader.load(path: folder.path)))
        XCTAssertTrue(directory.contains("is a folder"), directory)
    }

    /// Files of every size about the edges of a word and a page are read whole, to their last byte.
    func testReadsFilesOfEverySizeToTheirLastByte() throws {
        for size in [0, 1, 7, 8, 9, 4_095, 4_096, 4_097, 65_536, 100_003] {
            let path = folder.appendingPathComponent("sized-\(size).plist").path
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            XCTAssertEqual(try FileLoader.load(path: path).get().bytes, bytes, "\(size) bytes")
        }
    }
}
