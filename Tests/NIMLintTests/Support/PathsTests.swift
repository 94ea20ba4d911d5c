import XCTest
@testable import NIMLint

final class PathsTests: XCTestCase {
    /// The folder holding a path, read off its bytes: trailing slashes do not count, the root is its own parent,
    /// a bare name's parent is the working folder, and bytes that are not UTF-8 (carried as private-use
    /// scalars) stay as they are.
    func testParentIsTheFolderBeforeTheLastSlash() {
        let stray = FileSystemPath.string(decoding: Array("x".utf8) + [0xFF])
        let cases: [(String, String)] = [
            ("a/b/NIMKitGlobalSetting.plist", "a/b"), ("/a/b/", "/a"), ("a/b//", "a"), ("/a", "/"), ("/", "/"),
            ("//a", "/"), ("a", "."), ("a/", "."), ("", "."), ("./x", "."), ("é/ü/ß", "é/ü"),
            ("\(stray)/\(stray)/f", "\(stray)/\(stray)"),
        ]
        for (path, parent) in cases {
            XCTAssertEqual(Paths.parent(path), parent, path)
        }
    }

    /// The last component, read off the bytes as the parent is: trailing slashes do not count, and the root has
    /// none.
    func testLastComponentIsWhatFollowsTheLastSlash() {
        let stray = FileSystemPath.string(decoding: Array("x".utf8) + [0xFF])
        let cases: [(String, String)] = [
            ("a/b/NIMKitGlobalSetting.plist", "NIMKitGlobalSetting.plist"), ("/a/b/", "b"), ("a/b//", "b"), ("/a", "a"),
            ("/", ""), ("//", ""), ("a", "a"), ("a/", "a"), ("", ""), ("./x", "x"), ("é/ü/ß", "ß"),
            ("\(stray)/\(stray)", stray),
        ]
        for (path, last) in cases {
            XCTAssertEqual(Paths.lastComponent(path), last, path)
        }
    }

    /// The byte-for-byte search the CocoaPods rule asks of every file's path: anywhere in the path, at either end,
    /// never past it, and not for a part that only begins there.
    func testAPathHoldsAPartWhereverItStands() {
        let holding = ["Pods/NIMKit/a.plist", "x/Pods/", "Pods/", "MyPods/a", "é/Pods/ü", "a/Pods/b/Pods/c"]
        let lacking = ["", "Pods", "ods/", "Pod/s", "pods/a", "a/Pods", "Pöds/", "P"]
        for path in holding { XCTAssertTrue(Paths.path(path, holds: "Pods/"), path) }
        for path in lacking { XCTAssertFalse(Paths.path(path, holds: "Pods/"), path) }
    }
}
