import Foundation

/// A binary property list as nimlint reads it. Its bytes are no text a person reads, so nimlint reads the values
/// CoreFoundation, NIMKit's loader, makes of them, and sets them out as an outline: one line for each value, the
/// root's (empty) first, then each key path (`KeyPath`) depth first, a dict's keys in the order
/// `plutil -convert xml1` writes them. `SourceFile.text` holds the outline in place of the bytes, and each value's
/// range lies on its own line, so a finding anywhere in the file is located by the key path on its line.
///
/// In the tree a value runs from its line to the end of its last descendant's line: its line stands for its
/// opening, and a dict entry's key shares its value's line.
final class BinaryPlistOutline: Sendable {
    enum Reading {
        case outline(BinaryPlistOutline)
        /// CoreFoundation cannot read the bytes, and says why.
        case damaged(String)
        /// CoreFoundation reads a value that is not a dictionary, which NIMKit loads as nothing.
        case notADictionary
        /// CoreFoundation reads a dictionary, but its values nest deeper than nimlint reads
        /// (`PlistBuilder.maximumDepth`), set out take more text than it reads (`FileLoader.defaultSizeLimit`: a
        /// value the file holds once may be used at many places), or hold a type no XML plist has.
        case beyondLimits(String)

        var outline: BinaryPlistOutline? {
            if case .outline(let outline) = self { outline } else { nil }
        }
    }

    /// The outline, each line ended by `\n`: never empty, so its end, the end of the file, is no place of a value.
    let text: [UInt8]
    let tree: PlistTree
    /// The root dictionary's index in `tree`.
    let root: Int

    private init(text: [UInt8], tree: PlistTree, root: Int) {
        self.text = text
        self.tree = tree
        self.root = root
    }

    /// Whether the bytes are a binary property list, which CoreFoundation tells by its magic before anything else.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    static func read(_ bytes: [UInt8]) -> Reading {
        let value: Any
        switch CoreFoundationLoader.load(bytes) {
        case .rejected(let reason, _): return .damaged(reason)
        case .loaded(let loaded): value = loaded
        }
        guard let dictionary = value as? [String: Any] else { return .notADictionary }
        var writer = OutlineWriter()
        do {
            let root = try writer.dict(dictionary, path: KeyPath.root, depth: 1)
            return .outline(BinaryPlistOutline(text: writer.lines, tree: writer.tree.tree(), root: root))
        } catch {
            return .beyondLimits(error.description)
        }
    }
}

/// Why a binary file's values cannot be set out.
private enum OutlineLimit: Error, CustomStringConvertible {
    case depth, size, otherType

    var description: String {
        switch self {
        case .otherType: "it holds a value of none of the types an XML property list holds (a keyed archiver's UID)"
        case .depth: "its values nest deeper than the \(PlistBuilder.maximumDepth) levels nimlint reads"
        case .size: "set out key by key, its values take more than the \(FileLoader.defaultSizeLimit / (1024 * 1024)) MiB of text nimlint reads"
        }
    }
}

/// Writes the outline's lines and the tree together, value by value.
private struct OutlineWriter {
    var lines: [UInt8] = []
    var tree = PlistTreeWriter()

    /// The dictionary at `path` and everything in it; returns its index in the tree.
    mutating func dict(_ dictionary: [String: Any], path: String, depth: Int) throws(OutlineLimit) -> Int {
        let line = try startLine(path, depth: depth)
        var entries: [PlistTreeWriter.Entry] = []
        for (key, item) in dictionary.sorted(by: { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }) {
            let value = try self.value(item, path: KeyPath.appending(key: key, to: path), depth: depth + 1)
            let valueLine = tree.place(of: value).opening
            entries.append(PlistTreeWriter.Entry(key: tree.text(key.utf8), keyRange: valueLine, keyContent: valueLine, value: value))
        }
        return tree.dict(entries, at: containerPlace(line))
    }

    private mutating func value(_ value: Any, path: String, depth: Int) throws(OutlineLimit) -> Int {
        if let dictionary = value as? [String: Any] { return try dict(dictionary, path: path, depth: depth) }
        if let array = value as? [Any] {
            let line = try startLine(path, depth: depth)
            var items: [Int] = []
            for (index, item) in array.enumerated() {
                items.append(try self.value(item, path: KeyPath.appending(index: index, to: path), depth: depth + 1))
            }
            return tree.array(items, at: containerPlace(line))
        }
        let line = try startLine(path, depth: depth)
        return tree.leaf(try leaf(value), at: PlistTreeWriter.Place(range: line, opening: line, content: .empty(at: line.end)))
    }

    /// A leaf as CoreFoundation read it: a bool (a number too to Foundation), an integer or a real (told by the
    /// number's type), a string, data or a date.
    private mutating func leaf(_ value: Any) throws(OutlineLimit) -> PlistTreeWriter.Leaf {
        if CoreFoundationLoader.isBool(value), let bool = value as? Bool { return .bool(bool) }
        if let string = value as? String { return .string(tree.text(string.utf8)) }
        if let bytes = value as? Data { return .data(Array(bytes)) }
        if let date = value as? Date { return .date(date) }
        if let number = value as? NSNumber {
            return CoreFoundationLoader.isReal(number) ? .real(number.doubleValue) : .integer(Int(truncatingIfNeeded: number.int64Value))
        }
        throw OutlineLimit.otherType
    }

    /// Writes the line of the value at `path`; returns its range, without the line break.
    private mutating func startLine(_ path: String, depth: Int) throws(OutlineLimit) -> SourceRange {
        guard depth <= PlistBuilder.maximumDepth else { throw OutlineLimit.depth }
        let start = lines.count
        lines += path.utf8
        lines.append(UInt8(ascii: "\n"))
        guard lines.count <= FileLoader.defaultSizeLimit else { throw OutlineLimit.size }
        return SourceRange(start, lines.count - 1)
    }

    /// A container whose line is `line`, written with everything in it: it holds the lines after its own, up to
    /// the end of the last one.
    private func containerPlace(_ line: SourceRange) -> PlistTreeWriter.Place {
        let end = lines.count - 1
        return PlistTreeWriter.Place(range: SourceRange(line.start, end), opening: line, content: SourceRange(line.end, end))
    }
}
