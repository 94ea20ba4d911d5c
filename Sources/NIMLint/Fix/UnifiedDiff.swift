/// What `--diff` prints: a unified diff, as `diff -u` and `git diff` write it, so it reads the same and applies
/// with `git apply` or `patch -p1`.
///
/// Lines keep their own line breaks (a CRLF file gives CRLF lines), so a change of line ending alone still
/// shows, and a last line without one is followed by `\ No newline at end of file`. A file with lone-CR line
/// breaks is one line to `patch`, and so to this diff.
public enum UnifiedDiff {
    /// Unchanged lines shown around each change.
    public static let contextLineCount = 3

    /// The diff between a file as read and as fixed, named by the original's path; empty when they are equal. A
    /// binary original has no lines to show, and gets git's line for binary files.
    public static func render(original: SourceFile, fixed: SourceFile) -> String {
        // Most files have nothing to fix: equal bytes need no decoding and no comparing as text.
        guard original.bytes != fixed.bytes else { return "" }
        if original.isKeyPathOutline {
            let name = displayName(original.path)
            return "Binary files \(GitQuoting.quoted("a/" + name)) and \(GitQuoting.quoted("b/" + name)) differ\n"
        }
        return render(path: original.path, old: decodedText(of: original), new: decodedText(of: fixed))
    }

    /// The diff from `old` to `new`, headed `--- a/path` and `+++ b/path`; empty when they are equal.
    public static func render(path: String, old: String, new: String) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let steps = LineDiff.steps(from: oldLines, to: newLines)
        let name = displayName(path)
        var output = "--- \(GitQuoting.quoted("a/" + name))\n+++ \(GitQuoting.quoted("b/" + name))\n"
        for hunk in hunks(of: steps) {
            output += render(hunk, steps: steps, oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// Where a hunk's steps lie in the script, and how many lines of each text come before it.
    private struct Hunk {
        var steps: Range<Int>
        var oldLinesBefore: Int
        var newLinesBefore: Int
    }

    /// Groups the changes with their context; changes whose contexts would touch or overlap share a hunk.
    private static func hunks(of steps: [LineDiff.Step]) -> [Hunk] {
        let changes = steps.indices.filter { steps[$0] != .common }
        var groups: [ClosedRange<Int>] = []
        for change in changes {
            if let last = groups.last, change - last.upperBound <= 2 * contextLineCount + 1 {
                groups[groups.count - 1] = last.lowerBound...change
            } else {
                groups.append(change...change)
            }
        }
        var oldLinesBefore = 0
        var newLinesBefore = 0
        var position = 0
        return groups.map { group in
            let start = max(0, group.lowerBound - contextLineCount)
            let end = min(steps.count, group.upperBound + contextLineCount + 1)
            for step in steps[position..<start] {
                if step != .inserted { oldLinesBefore += 1 }
                if step != .deleted { newLinesBefore += 1 }
            }
            position = start
            return Hunk(steps: start..<end, oldLinesBefore: oldLinesBefore, newLinesBefore: newLinesBefore)
        }
    }

    private static func render(
        _ hunk: Hunk, steps: [LineDiff.Step], oldLines: [Substring], newLines: [Substring]
    ) -> String {
        let hunkSteps = steps[hunk.steps]
        let oldCount = hunkSteps.count { $0 != .inserted }
        let newCount = hunkSteps.count { $0 != .deleted }
        var output =
            "@@ -\(range(after: hunk.oldLinesBefore, count: oldCount))"
            + " +\(range(after: hunk.newLinesBefore, count: newCount)) @@\n"
        var oldIndex = hunk.oldLinesBefore
        var newIndex = hunk.newLinesBefore
        for step in hunkSteps {
            switch step {
            case .common:
                output += line(oldLines[oldIndex], marker: " ")
                oldIndex += 1
                newIndex += 1
            case .deleted:
                output += line(oldLines[oldIndex], marker: "-")
                oldIndex += 1
            case .inserted:
                output += line(newLines[newIndex], marker: "+")
                newIndex += 1
            }
        }
        return output
    }

    /// `start,count` as the hunk header writes it: the count is left out when it is 1, and an empty range is
    /// named by the line before it.
    private static func range(after linesBefore: Int, count: Int) -> String {
        switch count {
        case 0: return "\(linesBefore),0"
        case 1: return "\(linesBefore + 1)"
        default: return "\(linesBefore + 1),\(count)"
        }
    }

    private static func line(_ text: Substring, marker: Character) -> String {
        guard let last = text.last, isLineBreak(last) else {
            return "\(marker)\(text)\n\\ No newline at end of file\n"
        }
        return "\(marker)\(text)"
    }

    /// The text split after each line feed, every line keeping its own break (LF or CRLF). Found by byte: a line
    /// feed is a character of its own or ends a CRLF one, so the text splits between characters all the same, in
    /// a fraction of the time that walking it character by character takes.
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let lineFeed = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let next = utf8.index(after: lineFeed)
            lines.append(text[start..<next])
            start = next
        }
        if start < utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// `patch` and `git apply` read a line up to a line feed, so a lone CR (old Mac line breaks) is a character
    /// inside a line to them, as to `diff -u`: split anywhere else, a hunk of a file with CR breaks ends in the
    /// middle of one of their lines and is rejected. Swift reads CRLF as one character.
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// The byte order mark is not text a reader can see; fixes never change it.
    private static func decodedText(of source: SourceFile) -> String {
        let text = String(decoding: source.text, as: UTF8.self)
        return text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
    }

    /// The path as git names it after `a/` and `b/`.
    private static func displayName(_ path: String) -> String {
        var name = Substring(path)
        while name.hasPrefix("./") { name = name.dropFirst(2) }
        while name.hasPrefix("/") { name = name.dropFirst() }
        return String(name)
    }
}
