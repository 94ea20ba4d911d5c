import Foundation
import XCTest
@testable import NIMLint
#if os(Linux)
    import CFileSystem
#endif

/// The file writer where the system pushes back: a full disk, a folder the user may not write, a file of
/// another user, extended attributes. Each leaves the file whole, either as it was or as fixed.
final class FileWriterFaultTests: XCTestCase {
    private let original = Array("<plist version=\"1.0\">\n<string>14</string>\n</plist>\n".utf8)
    private let fixed = Array("<plist version=\"1.0\">\n<integer>14</integer>\n</plist>\n".utf8)

    private func requireRoot(_ why: String) throws {
        guard geteuid() == 0 else { throw XCTSkip("needs root to \(why); run as a normal user here") }
    }

    func testSetuidAndSetgidBitsAndOwnerOfAnotherUsersFileAreKept() throws {
        try requireRoot("give a file to another user")
        let folder = try TemporaryFolder(self)
        let path = try folder.write("NIMKitGlobalSetting.plist", String(decoding: original, as: UTF8.self)).path
        XCTAssertEqual(chown(path, 4242, 4343), 0)
        XCTAssertEqual(chmod(path, 0o6755), 0)

        XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original), .success(.written))

        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual(status.st_uid, 4242)
        XCTAssertEqual(status.st_gid, 4343)
        XCTAssertEqual(status.st_mode & 0o7777, 0o6755)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), fixed)
    }

    func testExtendedAttributesAreKept() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("NIMKitGlobalSetting.plist", String(decoding: original, as: UTF8.self)).path
        let value = Array("blue".utf8)
        guard setAttribute("user.nimlint.tag", value, at: path) else {
            throw XCTSkip("this file system does not take user extended attributes (\(SystemError.reason()))")
        }

        XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original), .success(.written))

        XCTAssertEqual(attribute("user.nimlint.tag", at: path), value)
    }

    /// On macOS an ACL and the BSD flags are not extended attributes, so the writer carries them over itself. The
    /// entry allows rather than denies: a denied `delete` would refuse the rename that puts the new file in place.
    func testTheACLAndTheUserFlagsAreKeptOnMacOS() throws {
        #if canImport(Darwin)
            let folder = try TemporaryFolder(self)
            let path = try folder.write("NIMKitGlobalSetting.plist", String(decoding: original, as: UTF8.self)).path
            let acl = try Self.run("/bin/chmod", ["+a", "everyone allow readextattr", path])
            XCTAssertEqual(acl.status, 0, acl.output)
            XCTAssertEqual(chflags(path, UInt32(UF_HIDDEN) | UInt32(UF_NODUMP)), 0, SystemError.reason())

            XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original), .success(.written))

            XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), fixed)
            let listing = try Self.run("/bin/ls", ["-le", path])
            XCTAssertTrue(listing.output.contains("everyone allow readextattr"), listing.output)
            var status = stat()
            XCTAssertEqual(stat(path, &status), 0)
            XCTAssertEqual(
                status.st_flags & (UInt32(UF_HIDDEN) | UInt32(UF_NODUMP)), UInt32(UF_HIDDEN) | UInt32(UF_NODUMP))
        #else
            throw XCTSkip(
                "ACLs and BSD file flags apart from extended attributes are Darwin's; on Linux an ACL is an "
                    + "extended attribute, kept as testExtendedAttributesAreKept shows")
        #endif
    }

    func testAFullDiskLeavesTheFileWholeAndNoTemporaryBehind() throws {
        try requireRoot("mount a small tmpfs")
        let folder = try TemporaryFolder(self)
        let mountPoint = folder.url.appendingPathComponent("small").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        let mount = try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint])
        guard mount.status == 0 else {
            throw XCTSkip("cannot mount a small tmpfs to fill here: \(mount.output)")
        }
        addTeardownBlock { _ = try? Self.run("/bin/umount", [mountPoint]) }
        let path = mountPoint + "/NIMKitGlobalSetting.plist"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(original)))
        // Fill every block left, so the temporary file cannot be written.
        let fillerPath = mountPoint + "/filler"
        XCTAssertTrue(FileManager.default.createFile(atPath: fillerPath, contents: nil))
        let filler = try XCTUnwrap(FileHandle(forWritingAtPath: fillerPath))
        while (try? filler.write(contentsOf: Data(count: 4_096))) != nil {}
        try? filler.close()

        let result = FileWriter.write(fixed, over: path, originalBytes: original)

        guard case .failure(.ioError(_, let reason)) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(reason.contains("space"), reason)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), original)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: mountPoint).sorted(),
            ["NIMKitGlobalSetting.plist", "filler"])
    }

    func testAReadOnlyFolderIsReportedAndTheFileLeftAlone() throws {
        try requireRoot("run nimlint as another user")
        let folder = try TemporaryFolder(self)
        let settings = folder.url.appendingPathComponent("Settings")
        let file = try folder.write(
            "Settings/NIMKitGlobalSetting.plist",
            plist("<dict>\n\t<key>Message_Limit</key>\n\t<string>14</string>\n</dict>"))
        XCTAssertEqual(chown(file.path, 65534, 65534), 0)
        XCTAssertEqual(chmod(folder.url.path, 0o755), 0)
        XCTAssertEqual(chmod(settings.path, 0o555), 0)
        let before = try Data(contentsOf: file)

        let result = try Self.run(
            "/usr/bin/setpriv",
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", CLIRunner.executable.path, "fix", settings.path,
            ])

        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(
            result.output.contains("NIMKitGlobalSetting.plist: could not be written (permission denied)"),
            result.output)
        XCTAssertEqual(try Data(contentsOf: file), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: settings.path), ["NIMKitGlobalSetting.plist"])
    }

    /// Decided and documented: like an editor that saves by rename, a fix splits a hard-linked file.
    func testAHardLinkedFileIsSplitAndTheOtherLinkKeepsTheOldContent() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("NIMKitGlobalSetting.plist", String(decoding: original, as: UTF8.self)).path
        let other = folder.url.appendingPathComponent("other-link.plist").path
        XCTAssertEqual(link(path, other), 0)

        XCTAssertEqual(FileWriter.write(fixed, over: path, originalBytes: original), .success(.written))

        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), fixed)
        XCTAssertEqual(FileManager.default.contents(atPath: other).map(Array.init), original)
    }

    /// Only a temporary file of this very file, by its exact pattern, is ever taken for a leftover.
    func testOnlyTheExactTemporaryNamePatternCounts() {
        let name = "NIMKitGlobalSetting.plist"
        XCTAssertTrue(TemporaryFiles.isTemporary(".NIMKitGlobalSetting.plist.nimlint-a1B2c3", forFileNamed: name))
        for entry in [
            ".NIMKitGlobalSetting.plist.nimlint-a1B2c", ".NIMKitGlobalSetting.plist.nimlint-a1B2c3d",
            ".NIMKitGlobalSetting.plist.nimlint-a1B2.3", "NIMKitGlobalSetting.plist.nimlint-a1B2c3",
            ".NIMKitBubbleSetting.plist.nimlint-a1B2c3", ".NIMKitGlobalSetting.plist.backup-a1B2c3",
        ] {
            XCTAssertFalse(TemporaryFiles.isTemporary(entry, forFileNamed: name), entry)
        }
    }

    // The system's own calls rather than a tool: Python's os.setxattr is Linux's alone, and macOS's xattr tool
    // is macOS's, while both systems have these (with an extra position and options on Darwin).
    private func setAttribute(_ name: String, _ value: [UInt8], at path: String) -> Bool {
        value.withUnsafeBytes { buffer in
            #if canImport(Darwin)
                setxattr(path, name, buffer.baseAddress, buffer.count, 0, 0) == 0
            #else
                setxattr(path, name, buffer.baseAddress, buffer.count, 0) == 0
            #endif
        }
    }

    private func attribute(_ name: String, at path: String) -> [UInt8]? {
        var value = [UInt8](repeating: 0, count: 256)
        let size = value.withUnsafeMutableBytes { buffer in
            #if canImport(Darwin)
                getxattr(path, name, buffer.baseAddress, buffer.count, 0, 0)
            #else
                getxattr(path, name, buffer.baseAddress, buffer.count)
            #endif
        }
        return size < 0 ? nil : Array(value[..<size])
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result = try CLIRunner.run(executable: URL(fileURLWithPath: executable), arguments, in: folder)
        return (result.status, result.standardOutput + result.standardError)
    }
}
