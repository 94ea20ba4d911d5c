/// A dict or an array of old-style text being read, waiting for its next entry or item.
struct OpenContainer {
    enum Kind {
        case dict, array
        /// A strings file's entries, a dict without braces.
        case stringsFile
    }

    enum Awaiting {
        /// A key, or an item.
        case next
        /// The value of the key read.
        case value(of: OpenStepReader.StringRead)
        /// The close of an array whose items ended.
        case close
    }

    var kind: Kind
    /// Where its `{` or `(` is; where a strings file's first key starts.
    var opening: Int
    var depth: Int
    var entries: [PlistTreeWriter.Entry] = []
    var items: [Int] = []
    /// Where the last entry's `;` ends.
    var end: Int
    var awaiting = Awaiting.next
}

/// The old-style reader's dicts and arrays, read as CoreFoundation's recursive parser reads them, in a loop over the
/// open containers.
extension OpenStepReader {
    /// A value started at the cursor: a string or data read whole, or a dict or array opened.
    enum Started {
        case value(Int)
        case container
    }

    /// Where the parser stopped: `level` is the depth in `open` of what could not be read (a container's own
    /// level for its own token, one more for a value it was reading).
    struct Failure: Error {
        var stop: Stop
        var level: Int
    }

    /// The value at the cursor, after whitespace: a string or data, read, or a dict or array, opened in `open`; nil,
    /// without stopping, where none starts and none is `required`.
    mutating func begin(required: Bool, depth: Int) throws -> Started? {
        guard skipSpace() else {
            if required { throw stop("the file ends where a value belongs") }
            return nil
        }
        let at = index
        // Only a value that is there is too deep: an array at the deepest level may still close empty.
        let startsAValue =
            [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'")]
            .contains(text[at]) || Self.isBare(text[at])
        if startsAValue, depth >= PlistBuilder.maximumDepth { throw TooDeep() }
        switch text[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            if depth == 0 { looksOldStyle = true }
            index += 1
            let kind = text[at] == UInt8(ascii: "{") ? OpenContainer.Kind.dict : .array
            open.append(OpenContainer(kind: kind, opening: at, depth: depth, end: index))
            return .container
        case UInt8(ascii: "<"):
            index += 1
            return .value(try data(opening: at))
        default:
            guard let string = try string(required: required) else { return nil }
            return .value(tree.leaf(.string(string.text), at: string.place))
        }
    }

    /// Reads the open containers to the end of the outermost; returns its value. A value that stops the parser is
    /// nothing to what holds it: an array ends its items there and closes if a `)` stands at the cursor, as
    /// CoreFoundation's does; a dict stops too.
    mutating func finish() throws -> Int {
        var finished: Int?
        while true {
            do {
                if let value = finished {
                    finished = nil
                    if open.isEmpty { return value }
                    try take(value)
                } else {
                    finished = try advance()
                }
            } catch let failure as Failure {
                guard let array = open[..<failure.level].lastIndex(where: { $0.kind == .array }) else {
                    throw failure.stop
                }
                open.removeSubrange((array + 1)...)
                open[array].awaiting = .close
            }
        }
    }

    /// One step of the innermost container: a value it finished (itself, closed, or a string or data read for
    /// it), or nil when it opened another or read on.
    private mutating func advance() throws -> Int? {
        let level = open.count - 1
        let container = open[level]
        switch (container.kind, container.awaiting) {
        case (.array, .next):
            switch try child(of: level, required: false) {
            case .value(let value): return value
            case .container: return nil
            case nil:
                open[level].awaiting = .close
                return nil
            }
        case (.array, _):
            guard skipSpace(), text[index] == UInt8(ascii: ")") else {
                throw Failure(stop: stop("an array's items are separated by `,`; `)` closes the array"), level: level)
            }
            index += 1
            open.removeLast()
            return tree.array(container.items, at: closedPlace(opening: container.opening))
        case (.dict, _), (.stringsFile, _):
            // A key that cannot be read (an unfinished quote) ends the entries, the cursor where the key stopped.
            let key: StringRead?
            do { key = try string(required: false) } catch is Stop { key = nil }
            guard let key else { return try closeDict(at: level) }
            guard skipSpace() else {
                throw Failure(stop: stop("the file ends after a key: an entry is `Key = value;`"), level: level)
            }
            open[level].awaiting = .value(of: key)
            if text[index] == UInt8(ascii: ";") { return tree.leaf(.string(key.text), at: key.place) }
            guard text[index] == UInt8(ascii: "=") else {
                throw Failure(stop: stop("`=` and a value, or `;`, belong after a key"), level: level)
            }
            if container.depth == 0 { looksOldStyle = true }
            index += 1
            switch try child(of: level, required: true) {
            case .value(let value): return value
            case .container: return nil
            // Required: it stops rather than give nil.
            case nil: throw Failure(stop: stop("a value belongs here"), level: level + 1)
            }
        }
    }

    /// A value for the container at `level`, which stops at the level below it.
    private mutating func child(of level: Int, required: Bool) throws -> Started? {
        do {
            return try begin(required: required, depth: open[level].depth + 1)
        } catch let stop as Stop {
            throw Failure(stop: stop, level: level + 1)
        }
    }

    /// Hands the innermost container the value read for it: an array's item, then `,` or its end; a dict's value,
    /// then the `;` that ends every entry.
    private mutating func take(_ value: Int) throws {
        let level = open.count - 1
        guard case .value(let key) = open[level].awaiting else {
            open[level].items.append(value)
            guard skipSpace() else {
                throw Failure(
                    stop: stop("the file ends inside an array: `,` goes between items, `)` closes it"), level: level)
            }
            if text[index] == UInt8(ascii: ",") { index += 1 } else { open[level].awaiting = .close }
            return
        }
        open[level].entries.append(
            PlistTreeWriter.Entry(
                key: key.text, keyRange: key.place.range, keyContent: key.place.content, value: value))
        let valueEnd = index
        guard skipSpace(), text[index] == UInt8(ascii: ";") else {
            // Pointed at where the `;` belongs; CoreFoundation stops at what stands in its place.
            throw Failure(
                stop: Stop(
                    reason: "`;` belongs after this value: every entry of a dict ends with one", offset: valueEnd),
                level: level)
        }
        index += 1
        open[level].end = index
        open[level].awaiting = .next
    }

    /// A dict whose entries ended: `}` closes it; a strings file ends with its last `;`.
    private mutating func closeDict(at level: Int) throws -> Int {
        let container = open[level]
        if container.kind == .dict {
            guard skipSpace(), text[index] == UInt8(ascii: "}") else {
                throw Failure(stop: stop("a dict's entries are `Key = value;`; `}` closes the dict"), level: level)
            }
            index += 1
            open.removeLast()
            return tree.dict(container.entries, at: closedPlace(opening: container.opening))
        }
        open.removeLast()
        let range = SourceRange(container.opening, max(container.opening, container.end))
        return tree.dict(
            container.entries,
            at: PlistTreeWriter.Place(range: range, opening: .empty(at: container.opening), content: range))
    }

    /// A dict or array from its opening at `open` to the closing just read.
    private func closedPlace(opening open: Int) -> PlistTreeWriter.Place {
        PlistTreeWriter.Place(
            range: SourceRange(open, index), opening: SourceRange(open, open + 1),
            content: SourceRange(open + 1, index - 1))
    }
}
