import XCTest
@testable import NIMLint

final class UnifiedDiffTests: XCTestCase {
    private func numbers(_ range: ClosedRange<Int>, replacing replacements: [Int: String] = [:]) -> String {
        range.map { replacements[$0] ?? "\($0)" }.joined(separator: "\n") + "\n"
    }

    func testOneChangeWithThreeLinesOfContext() {
        let old = """
            <plist version="1.0">
            <dict>
            \t<key>Text</key>
            \t<dict>
            \t\t<key>Content_Font_Size</key>
            \t\t<string>14</string>
            \t\t<key>Show_Avatar</key>
            \t\t<true/>
            \t</dict>
            </dict>
            </plist>

            """
        let new = old.replacingOccurrences(of: "<string>14</string>", with: "<integer>14</integer>")
        XCTAssertEqual(
            UnifiedDiff.render(path: "Settings/NIMKitBubbleSetting.plist", old: old, new: new),
            """
            --- a/Settings/NIMKitBubbleSetting.plist
            +++ b/Settings/NIMKitBubbleSetting.plist
            @@ -3,7 +3,7 @@
             \t<key>Text</key>
             \t<dict>
             \t\t<key>Content_Font_Size</key>
            -\t\t<string>14</string>
            +\t\t<integer>14</integer>
             \t\t<key>Show_Avatar</key>
             \t\t<true/>
             \t</dict>

            """)
    }

    func testEqualTextsGiveNoDiff() {
        XCTAssertEqual(UnifiedDiff.render(path: "x", old: "a\nb\n", new: "a\nb\n"), "")
    }

    func testDistantChangesGetTheirOwnHunks() {
        let new = numbers(1...20, replacing: [3: "three", 18: "eighteen"])
        let diff = UnifiedDiff.render(path: "x", old: numbers(1...20), new: new)
        XCTAssertEqual(
            diff,
            """
            --- a/x
            +++ b/x
            @@ -1,6 +1,6 @@
             1
             2
            -3
            +three
             4
             5
             6
            @@ -15,6 +15,6 @@
             15
             16
             17
            -18
            +eighteen
             19
             20

            """)
    }

    func testChangesSixLinesApartShareAHunkAndSevenApartDoNot() {
        let old = numbers(1...20)
        let close = UnifiedDiff.render(path: "x", old: old, new: numbers(1...20, replacing: [3: "c", 10: "t"]))
        XCTAssertEqual(close.components(separatedBy: "@@ -").count - 1, 1)
        XCTAssertTrue(close.contains("@@ -1,13 +1,13 @@\n"))
        let apart = UnifiedDiff.render(path: "x", old: old, new: numbers(1...20, replacing: [3: "c", 11: "e"]))
        XCTAssertEqual(apart.components(separatedBy: "@@ -").count - 1, 2)
        XCTAssertTrue(apart.contains("@@ -1,6 +1,6 @@\n"))
        XCTAssertTrue(apart.contains("@@ -8,7 +8,7 @@\n"))
    }

    func testMissingNewlineAtEndOfFileIsMarked() {
        XCTAssertEqual(
            UnifiedDiff.render(path: "x", old: "a\nb", new: "a\nc"),
            """
            --- a/x
            +++ b/x
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        XCTAssertEqual(
            UnifiedDiff.render(path: "x", old: "a", new: "a\n"),
            """
            --- a/x
            +++ b/x
            @@ -1 +1 @@
            -a
            \\ No newline at end of file
            +a

            """)
    }

    func testInsertionsAndDeletionsNameTheLineBefore() {
        XCTAssertEqual(
            UnifiedDiff.render(path: "./x", old: "", new: "a\nb\n"), "--- a/x\n+++ b/x\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        XCTAssertEqual(
            UnifiedDiff.render(path: "/project/x", old: numbers(1...5), new: "1\n2\n4\n5\n"),
            "--- a/project/x\n+++ b/project/x\n@@ -1,5 +1,4 @@\n 1\n 2\n-3\n 4\n 5\n")
        XCTAssertEqual(
            UnifiedDiff.render(path: "x", old: "1\n2\n", new: "1\nnew\n2\n"),
            "--- a/x\n+++ b/x\n@@ -1,2 +1,3 @@\n 1\n+new\n 2\n")
    }

    func testSourceFilesAreComparedAsTextKeepingTheirLineBreaks() {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let original = SourceFile(path: "x.plist", bytes: mark + Array("<a>\r\n<b>\r\n".utf8))
        let fixed = SourceFile(path: "x.plist", bytes: mark + Array("<a>\r\n<c>\r\n".utf8))
        XCTAssertEqual(
            UnifiedDiff.render(original: original, fixed: fixed),
            "--- a/x.plist\n+++ b/x.plist\n@@ -1,2 +1,2 @@\n <a>\r\n-<b>\r\n+<c>\r\n")
        let utf16 = SourceFile(
            path: "x.plist", bytes: [0xFF, 0xFE] + TextEncoding.utf16LittleEndian.encode("<a>\n<c>\n"))
        XCTAssertEqual(
            UnifiedDiff.render(original: original, fixed: utf16),
            "--- a/x.plist\n+++ b/x.plist\n@@ -1,2 +1,2 @@\n-<a>\r\n-<b>\r\n+<a>\n+<c>\n")
    }

    /// The script is a valid edit from old to new, and as short as the longest common subsequence allows.
    func testLineDiffIsAShortestEditScript() {
        var state: UInt64 = 0x2545F4914F6CDD1D
        func nextLine() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 61)
        }
        for trial in 0..<300 {
            let old = (0..<(trial % 13)).map { _ in nextLine() }
            let new = (0..<(trial % 11)).map { _ in nextLine() }
            let steps = LineDiff.steps(from: old, to: new)
            var oldIndex = 0
            var newIndex = 0
            var rebuiltOld: [Int] = []
            var rebuiltNew: [Int] = []
            for step in steps {
                switch step {
                case .common:
                    XCTAssertEqual(old[oldIndex], new[newIndex], "trial \(trial)")
                    rebuiltOld.append(old[oldIndex])
                    rebuiltNew.append(new[newIndex])
                    oldIndex += 1
                    newIndex += 1
                case .deleted:
                    rebuiltOld.append(old[oldIndex])
                    oldIndex += 1
                case .inserted:
                    rebuiltNew.append(new[newIndex])
                    newIndex += 1
                }
            }
            XCTAssertEqual(rebuiltOld, old, "trial \(trial)")
            XCTAssertEqual(rebuiltNew, new, "trial \(trial)")
            XCTAssertEqual(steps.count { $0 == .common }, longestCommonSubsequenceLength(old, new), "trial \(trial)")
        }
    }

    private func longestCommonSubsequenceLength(_ old: [Int], _ new: [Int]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }
}
