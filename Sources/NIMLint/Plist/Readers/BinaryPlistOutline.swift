import Foundation

/// A binary property list as nimlint reads it. Its bytes are no text a person reads, so nimlint reads the values
/// CoreFoundation, NIMKit's loader, makes of them, and sets them out as an outline: one line for each value, the
/// root's (empty) first, then each key path (`KeyPath`) depth first, a dict's keys in the order
/// `plutil -convert xml1` writes them. A string that fits on a line follows its key path after a tab:
///
///     Text.Content_Color.Right	#FFF
///
/// `SourceFile.text` holds the outline in place of the bytes, and each value lies on its own line, so a finding
/// anywhere in the file is located by the key path that starts its line. In the tree a value runs from its line to
/// the end of its last descendant's line; its key path stands for its opening tag, a string's text for its
/// content, and a dict entry's key is its line's key path, the key itself the path's last part.
final class BinaryPlistOutline: Sendable {
    enum Reading {
        case outline(BinaryPlistOutline)
        /// CoreFoundation cannot read the bytes.
        case damaged
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
        bytes.starts(with: "bplist".utf8)
    }

    static func read(_ bytes: [UInt8]) -> Reading {
        let value: Any
        switch CoreFoundationLoader.load(bytes) {
        case .rejected: return .damaged
        case .loaded(let loaded): value = loaded
        }
        guard let dictionary = value as? [String: Any] else { return .notADictionary }
        var writer = OutlineWriter()
        do {
            let root = try writer.root(dictionary)
            return .outline(BinaryPlistOutline(text: writer.lines, tree: writer.tree.tree(), root: root))
        } catch {
            return .beyondLimits(error.description)
        }
    }

    /// The key path of the outline's line `line` (its text without the line break): what precedes the tab.
    static func keyPath(ofLine line: ArraySlice<UInt8>) -> String {
        String(decoding: line.prefix { $0 != UInt8(ascii: "\t") }, as: UTF8.self)
    }
}

/// Why a binary file's values cannot be set out.
private enum OutlineLimit: Error, CustomStringConvertible {
    case depth, size, otherType

    var description: String {
        switch self {
        case .otherType: "it holds a value of none of the types an XML property list holds (a keyed archiver's UID)"
        case .depth: "its values nest deeper than the \(PlistBuilder.maximumDepth) levels nimlint reads"
        case .size:
            "set out key by key, its values take more than the \(FileLoader.defaultSizeLimit / (1024 * 1024)) MiB of text "
                + "nimlint reads"
        }
    }
}

/// Writes the outline's lines and the tree together, value by value, depth first. The dicts and arrays being set
/// out are kept in a list, not on the stack, so that the deepest file nimlint reads takes no more of a thread's
/// stack than a shallow one.
private struct OutlineWriter {
    /// A value's key path, and how many of its last bytes are the key of a dict entry (0 for the root or an
    /// array's item).
    struct Path {
        var text: String
        var key: Int
    }

    /// Where a value's line puts it.
    struct Line {
        var whole: SourceRange
        var keyPath: SourceRange
        /// The string after the tab; nil for another value, or a string that does not fit on a line.
        var string: SourceRange?
    }

    /// A dict or an array being set out.
    struct Open {
        var line: Line
        var path: Path
        var depth: Int
        /// Its key in the dict holding it; nil for the root or an array's item.
        var key: String?
        /// What it holds, in order: a dict's entries with their keys, an array's items without.
        var children: [(key: String?, value: Any)]
        var next = 0
        var isDict: Bool
        var entries: [PlistTreeWriter.Entry] = []
        var items: [Int] = []
    }

    var lines: [UInt8] = []
    var tree = PlistTreeWriter()

    /// The root dictionary and everything in it; returns its index in the tree.
    mutating func root(_ dictionary: [String: Any]) throws(OutlineLimit) -> Int {
        var open = [try opened(dictionary, at: Path(text: KeyPath.root, key: 0), key: nil, depth: 1)]
        while true {
            let level = open.count - 1
            guard open[level].next < open[level].children.count else {
                let closed = open.removeLast()
                let place = containerPlace(closed.line)
                let index = closed.isDict ? tree.dict(closed.entries, at: place) : tree.array(closed.items, at: place)
                guard !open.isEmpty else { return index }
                add(
                    index, keyPath: closed.line.keyPath, key: closed.key, keyLength: closed.path.key,
                    to: &open[open.count - 1])
                continue
            }
            let (key, value) = open[level].children[open[level].next]
            open[level].next += 1
            let parent = open[level].path.text
            let path =
                key.map { key in
                    let component = KeyPath.component(key)
                    return Path(text: KeyPath.joining(parent, component), key: component.utf8.count)
                } ?? Path(text: KeyPath.appending(index: open[level].next - 1, to: parent), key: 0)
            if value is [String: Any] || value is [Any] {
                open.append(try opened(value, at: path, key: key, depth: open[level].depth + 1))
                continue
            }
            let string = CoreFoundationLoader.isBool(value) ? nil : value as? String
            let line = try write(path, string: string, depth: open[level].depth + 1)
            // The key path and the tab stand for the opening tag, the string after them for the content.
            let content = line.string ?? .empty(at: line.whole.end)
            let place = PlistTreeWriter.Place(
                range: line.whole, opening: SourceRange(line.whole.start, content.start), content: content)
            add(
                tree.leaf(try leaf(value), at: place), keyPath: line.keyPath, key: key, keyLength: path.key,
                to: &open[level])
        }
    }

    /// A dict or an array at `path`, its line written.
    private mutating func opened(_ value: Any, at path: Path, key: String?, depth: Int) throws(OutlineLimit) -> Open {
        let line = try write(path, string: nil, depth: depth)
        guard let dictionary = value as? [String: Any] else {
            let items = (value as? [Any] ?? []).map { (key: String?.none, value: $0) }
            return Open(line: line, path: path, depth: depth, key: key, children: items, isDict: false)
        }
        let entries = dictionary.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
        return Open(
            line: line, path: path, depth: depth, key: key, children: entries.map { ($0.key, $0.value) }, isDict: true)
    }

    /// Puts the value `index`, whose key path is written at `keyPath`, in the dict or array `parent`: under `key`,
    /// the last `keyLength` bytes of its path, in a dict.
    private mutating func add(_ index: Int, keyPath: SourceRange, key: String?, keyLength: Int, to parent: inout Open) {
        guard let key else {
            parent.items.append(index)
            return
        }
        parent.entries.append(
            PlistTreeWriter.Entry(
                key: tree.text(key.utf8), keyRange: keyPath,
                keyContent: SourceRange(keyPath.end - keyLength, keyPath.end), value: index))
    }

    /// A leaf as CoreFoundation read it: a bool (a number too to Foundation), an integer or a real (told by the
    /// number's type), a string, data or a date.
    private mutating func leaf(_ value: Any) throws(OutlineLimit) -> PlistTreeWriter.Leaf {
        if CoreFoundationLoader.isBool(value), let bool = value as? Bool { return .bool(bool) }
        if let string = value as? String { return .string(tree.text(string.utf8)) }
        if let bytes = value as? Data { return .data(Array(bytes)) }
        if let date = value as? Date { return .date(date) }
        if let number = value as? NSNumber {
            return CoreFoundationLoader.isReal(number)
                ? .real(number.doubleValue) : .integer(Int(truncatingIfNeeded: number.int64Value))
        }
        throw OutlineLimit.otherType
    }

    /// Writes the line of the value at `path`, with `string` after a tab when it fits on a line.
    private mutating func write(_ path: Path, string: String?, depth: Int) throws(OutlineLimit) -> Line {
        guard depth <= PlistBuilder.maximumDepth else { throw OutlineLimit.depth }
        let start = lines.count
        lines += path.text.utf8
        let keyPath = SourceRange(start, lines.count)
        var stringRange: SourceRange?
        if let string, !string.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            lines.append(UInt8(ascii: "\t"))
            lines += string.utf8
            stringRange = SourceRange(keyPath.end + 1, lines.count)
        }
        let whole = SourceRange(start, lines.count)
        lines.append(UInt8(ascii: "\n"))
        guard lines.count <= FileLoader.defaultSizeLimit else { throw OutlineLimit.size }
        return Line(whole: whole, keyPath: keyPath, string: stringRange)
    }

    /// A container whose line is `line`, written with everything in it: it holds the lines after its own, up to
    /// the end of the last one.
    private func containerPlace(_ line: Line) -> PlistTreeWriter.Place {
        let end = lines.count - 1
        return PlistTreeWriter.Place(
            range: SourceRange(line.whole.start, end), opening: line.keyPath, content: SourceRange(line.whole.end, end))
    }
}
