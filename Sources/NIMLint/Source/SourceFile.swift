import Foundation

/// The text of one settings file, with everything needed to turn a `SourceRange` into what a person or a tool
/// needs: lines, columns, and byte offsets in the file as it is on disk.
///
/// `text` is what the parser reads and what every range indexes: the file's own bytes for UTF-8 (a byte order
/// mark included), a UTF-8 transcoding for UTF-16. Fixes are applied to `bytes`, so a UTF-16 file stays UTF-16.
/// A binary property list has no text: `text` is the outline of its key paths (`BinaryPlistOutline`), which
/// locations name instead of a line and column, and the whole outline stands for the whole file.
public struct SourceFile: Sendable {
    public let path: String
    /// The file exactly as read.
    public let bytes: [UInt8]
    public let encoding: TextEncoding
    /// UTF-8 text; every `SourceRange` indexes this.
    public let text: [UInt8]
    /// Where each line starts, and the line break the file uses most: found the first time either is asked for.
    private let lines: LineTable
    /// For UTF-16 files only: `diskOffsets[i]` is where text offset `i` sits in `bytes`.
    private let diskOffsets: [Int]?
    /// For a binary property list CoreFoundation reads as a dictionary: its values, set out as `text`.
    let binaryOutline: BinaryPlistOutline?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let (encoding, markLength) = TextEncoding.detect(bytes)
        self.encoding = encoding
        binaryOutline = BinaryPlistOutline.isBinary(bytes) ? BinaryPlistOutline.read(bytes).outline : nil
        if let binaryOutline {
            self.text = binaryOutline.text
            self.diskOffsets = nil
            self.lines = LineTable(firstLineStart: 0)
        } else if encoding.isUTF16 {
            let (text, offsets) = Self.transcodeUTF16(bytes, from: markLength, bigEndian: encoding == .utf16BigEndian)
            self.text = text
            self.diskOffsets = offsets
            self.lines = LineTable(firstLineStart: 0)
        } else if encoding.isUTF32 {
            let (text, offsets) = Self.transcodeUTF32(bytes, from: markLength, bigEndian: encoding == .utf32BigEndian)
            self.text = text
            self.diskOffsets = offsets
            self.lines = LineTable(firstLineStart: 0)
        } else {
            self.text = bytes
            self.diskOffsets = nil
            self.lines = LineTable(firstLineStart: markLength)
        }
    }

    public init(path: String, string: String) {
        self.init(path: path, bytes: Array(string.utf8))
    }

    /// Whether `text` is a binary property list's outline of key paths rather than the file's own text: its
    /// locations name key paths, and only an edit of the whole outline, which replaces the whole file, applies.
    public var isKeyPathOutline: Bool { binaryOutline != nil }

    /// The line break the file uses most, for text a fix inserts.
    public var lineEnding: String { lines.scanned(text).ending }

    public var lineCount: Int { lineStarts.count }

    /// The offset of each line's first byte: most files have no finding, and no line of theirs is ever named.
    private var lineStarts: [Int] { lines.scanned(text).starts }

    /// 1-based line and column of a text offset, with its offset on disk.
    public func location(of offset: Int) -> SourceLocation {
        location(of: offset, lineStarts: lineStarts, fromLine: 0)
    }

    /// The locations of a range's ends: the line table is fetched once and the end's line sought from the
    /// start's on (a report names both ends of each of a file's findings, and a file can hold thousands).
    public func locations(of range: SourceRange) -> (start: SourceLocation, end: SourceLocation) {
        let lineStarts = lineStarts
        let start = location(of: range.start, lineStarts: lineStarts, fromLine: 0)
        return (start, location(of: range.end, lineStarts: lineStarts, fromLine: start.line - 1))
    }

    /// `location(of:)`, for an offset on line `fromLine` (0-based) or after it, or anywhere when it is before.
    private func location(of offset: Int, lineStarts: [Int], fromLine: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), text.count)
        let lineIndex = Self.lineIndex(
            containing: clamped, in: lineStarts, from: lineStarts[fromLine] <= clamped ? fromLine : 0)
        let lineStart = lineStarts[lineIndex]
        if binaryOutline != nil {
            let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] - 1 : text.count
            let keyPath = BinaryPlistOutline.keyPath(ofLine: text[lineStart..<max(lineStart, lineEnd)])
            return SourceLocation(line: 1, column: 1, offset: diskOffset(of: clamped), keyPath: keyPath)
        }
        var column = 1
        var index = lineStart
        while index < clamped {
            if text[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: lineIndex + 1, column: column, offset: diskOffset(of: clamped))
    }

    /// Where a text offset sits in the file's bytes on disk. In a key-path outline the file's bytes are no text:
    /// every offset sits at the file's start, but the outline's end, which is the file's end.
    public func diskOffset(of offset: Int) -> Int {
        if binaryOutline != nil { return offset >= text.count ? bytes.count : 0 }
        guard let diskOffsets else { return offset }
        return diskOffsets[min(max(offset, 0), diskOffsets.count - 1)]
    }

    /// The text range of 1-based `line`, without its line break.
    public func lineRange(_ line: Int) -> SourceRange {
        let lineStarts = lineStarts
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : text.count
        while end > start, text[end - 1] == UInt8(ascii: "\n") || text[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return SourceRange(start, end)
    }

    public func string(in range: SourceRange) -> String {
        String(decoding: text[range.start..<range.end], as: UTF8.self)
    }

    /// The line that holds `offset`, as text.
    public func lineText(containing offset: Int) -> String {
        string(in: lineRange(Self.lineIndex(containing: offset, in: lineStarts) + 1))
    }

    /// The line holding `offset`, which lies on line `first` or after it.
    private static func lineIndex(containing offset: Int, in lineStarts: [Int], from first: Int = 0) -> Int {
        var low = first
        var high = lineStarts.count - 1
        // A range's end most often lies on the line it starts on.
        if low == high || lineStarts[low + 1] > offset { return low }
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    fileprivate static func scanLines(_ text: [UInt8], firstLineStart: Int) -> (starts: [Int], ending: String) {
        var starts = [firstLineStart]
        let counts = text.withUnsafeBufferPointer { buffer -> (lf: Int, crlf: Int, cr: Int) in
            guard let base = buffer.baseAddress, firstLineStart < buffer.count else { return (0, 0, 0) }
            // Most files hold no carriage return; then memchr, which scans many bytes a step, finds each line feed.
            if memchr(base + firstLineStart, Int32(UInt8(ascii: "\r")), buffer.count - firstLineStart) == nil {
                var index = firstLineStart
                while let found = memchr(base + index, Int32(UInt8(ascii: "\n")), buffer.count - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(index)
                    if index == buffer.count { break }
                }
                return (starts.count - 1, 0, 0)
            }
            var counts = (lf: 0, crlf: 0, cr: 0)
            var index = firstLineStart
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                index += 1
                guard byte <= UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\n") {
                    counts.lf += 1
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count, buffer[index] == UInt8(ascii: "\n") {
                        counts.crlf += 1
                        index += 1
                    } else {
                        counts.cr += 1
                    }
                    starts.append(index)
                }
            }
            return counts
        }
        let ending: String
        if counts.crlf > counts.lf && counts.crlf >= counts.cr {
            ending = "\r\n"
        } else if counts.cr > counts.lf {
            ending = "\r"
        } else {
            ending = "\n"
        }
        return (starts, ending)
    }

    private static func transcodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) -> ([UInt8], [Int]) {
        var text: [UInt8] = []
        var offsets: [Int] = []
        text.reserveCapacity(bytes.count / 2)
        offsets.reserveCapacity(bytes.count / 2 + 1)
        func unit(at index: Int) -> UInt16 {
            bigEndian
                ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
        }
        var index = start
        while index + 1 < bytes.count {
            let first = unit(at: index)
            var scalar = Unicode.Scalar(first)
            var width = 2
            if UTF16.isLeadSurrogate(first), index + 3 < bytes.count, UTF16.isTrailSurrogate(unit(at: index + 2)) {
                let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(unit(at: index + 2)) - 0xDC00)
                scalar = Unicode.Scalar(value)
                width = 4
            }
            for byte in String(Character(scalar ?? "\u{FFFD}")).utf8 {
                text.append(byte)
                offsets.append(index)
            }
            index += width
        }
        offsets.append(bytes.count)
        return (text, offsets)
    }

    /// UTF-32's code units as UTF-8, with where each byte came from: a unit that is no scalar (a surrogate, or
    /// past U+10FFFF) reads as U+FFFD, and a last unit cut short is left out, as the UTF-16 reading does.
    private static func transcodeUTF32(_ bytes: [UInt8], from start: Int, bigEndian: Bool) -> ([UInt8], [Int]) {
        var text: [UInt8] = []
        var offsets: [Int] = []
        text.reserveCapacity(bytes.count / 4)
        offsets.reserveCapacity(bytes.count / 4 + 1)
        var index = start
        while index + 3 < bytes.count {
            let unit = (0..<4).reduce(UInt32(0)) { value, place in
                value | UInt32(bytes[index + (bigEndian ? 3 - place : place)]) << (place * 8)
            }
            for byte in String(Character(Unicode.Scalar(unit) ?? "\u{FFFD}")).utf8 {
                text.append(byte)
                offsets.append(index)
            }
            index += 4
        }
        offsets.append(bytes.count)
        return (text, offsets)
    }
}

/// A file's line table, built once, by whichever thread first needs it: a report names lines on the thread that
/// writes it, a rule on the thread that checks the file.
private final class LineTable: @unchecked Sendable {
    private let firstLineStart: Int
    private let lock = NSLock()
    private var lines: (starts: [Int], ending: String)?

    init(firstLineStart: Int) {
        self.firstLineStart = firstLineStart
    }

    func scanned(_ text: [UInt8]) -> (starts: [Int], ending: String) {
        lock.lock()
        defer { lock.unlock() }
        if let lines { return lines }
        let scanned = SourceFile.scanLines(text, firstLineStart: firstLineStart)
        lines = scanned
        return scanned
    }
}
