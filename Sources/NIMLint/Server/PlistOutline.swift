/// The keys, values and value slots of a settings file's text, with the keys that lead to each, for hover,
/// completion and the document's outline.
///
/// Read with a forgiving tag scanner, not the parser: text being typed (`<key>Mes` with no end tag yet) is
/// seldom a well-formed plist, and a completion is wanted exactly then. Only what the editor features need is
/// recognised; the linter still judges the file with libxml2.
struct PlistOutline {
    struct Key {
        var text: String
        /// The key's text, up to the end of its line when the element is not closed yet.
        var content: SourceRange
        /// `<key>` to `</key>`, or to the end of `content` when unclosed.
        var element: SourceRange
        var isClosed: Bool
        /// The keys leading to the dict holding this key (empty for the root dict).
        var dictPath: [String]
        /// Index in `dicts`.
        var dict: Int
        /// The key's value, start tag to end tag (to the end of the text while unclosed); nil before one is typed.
        var value: SourceRange?
        /// `dict`, `string`, `true`…; nil before a value is typed.
        var valueElement: String?
        /// Index in `dicts` of a dict value.
        var valueDict: Int?
    }

    struct Value {
        /// The keys leading to the value, its own last.
        var path: [String]
        var elementName: String
        var element: SourceRange
        var content: SourceRange
    }

    /// Where a key's value goes: from its `</key>` to the next element, with anything half-typed between.
    struct Slot {
        var path: [String]
        var range: SourceRange
    }

    private(set) var keys: [Key] = []
    private(set) var values: [Value] = []
    private(set) var slots: [Slot] = []
    /// The keys of each dict, in document order.
    private(set) var dicts: [[String]] = []

    private static let valueElements: Set<String> = ["string", "integer", "real", "true", "false", "date", "data"]

    init(_ text: [UInt8]) {
        var scanner = Scanner(text: text)
        /// Each open dict or array: the keys leading to it, its index in `dicts`, the key it is the value of and
        /// where it starts.
        var stack: [(path: [String], dict: Int?, key: Int?, start: Int)] = []
        /// The key whose value comes next (its index in `keys`), and where its slot starts.
        var pending: (key: String, slotStart: Int, index: Int)?
        func pathOfNext() -> [String] {
            (stack.last?.path ?? []) + (pending.map { [$0.key] } ?? (stack.isEmpty ? [] : ["[]"]))
        }
        while let tag = scanner.nextTag() {
            let known =
                tag.name == "key" || tag.name == "dict" || tag.name == "array" || Self.valueElements.contains(tag.name)
            // A half-typed tag (`<tr`) stays part of the slot it is typed in.
            guard known || tag.name == "plist" else { continue }
            if let slot = pending, !tag.isEnd || tag.name == "dict" || tag.name == "array" {
                slots.append(
                    Slot(
                        path: (stack.last?.path ?? []) + [slot.key], range: SourceRange(slot.slotStart, tag.range.start)
                    ))
            }
            switch (tag.name, tag.isEnd) {
            case ("key", false):
                let key = scanner.keyContent(after: tag)
                let dict = stack.last?.dict ?? 0
                if dicts.isEmpty { dicts.append([]) }
                keys.append(
                    Key(
                        text: key.text, content: key.content, element: SourceRange(tag.range.start, key.end),
                        isClosed: key.isClosed, dictPath: stack.last?.path ?? [], dict: dict))
                dicts[dict].append(key.text)
                pending = (key.text, key.end, keys.count - 1)
                continue
            case ("dict", false) where !tag.isSelfClosing:
                dicts.append([])
                if let pending { keys[pending.index].valueDict = dicts.count - 1 }
                stack.append((pathOfNext(), dicts.count - 1, pending?.index, tag.range.start))
            case ("array", false) where !tag.isSelfClosing:
                stack.append((pathOfNext(), nil, pending?.index, tag.range.start))
            case ("dict", true), ("array", true):
                if let open = stack.popLast(), let key = open.key {
                    keys[key].value = SourceRange(open.start, tag.range.end)
                }
            case (let name, false) where Self.valueElements.contains(name):
                let content =
                    tag.isSelfClosing ? SourceRange.empty(at: tag.range.end) : scanner.content(until: name, after: tag)
                let element = SourceRange(tag.range.start, scanner.position)
                values.append(Value(path: pathOfNext(), elementName: name, element: element, content: content))
                if let pending { keys[pending.index].value = element }
            case ("dict", false), ("array", false):
                if let pending { keys[pending.index].value = tag.range }
            default:
                break
            }
            if let pending, !tag.isEnd { keys[pending.index].valueElement = tag.name }
            pending = nil
        }
        if let slot = pending {
            slots.append(
                Slot(path: (stack.last?.path ?? []) + [slot.key], range: SourceRange(slot.slotStart, text.count)))
        }
        // A dict or array still open when the text ends runs to its end.
        for open in stack { if let key = open.key { keys[key].value = SourceRange(open.start, text.count) } }
    }

    /// The `<` … `>` tags of the text, skipping comments, declarations and processing instructions.
    private struct Scanner {
        struct Tag {
            var name: String
            var isEnd: Bool
            var isSelfClosing: Bool
            var range: SourceRange
        }

        let text: [UInt8]
        var position = 0

        mutating func nextTag() -> Tag? {
            while let open = find(UInt8(ascii: "<"), from: position) {
                if starts(with: "<!--", at: open) {
                    position = find("-->", from: open + 4).map { $0 + 3 } ?? text.count
                    continue
                }
                if starts(with: "<?", at: open) || starts(with: "<!", at: open) {
                    position = find(UInt8(ascii: ">"), from: open).map { $0 + 1 } ?? text.count
                    continue
                }
                var index = open + 1
                let isEnd = index < text.count && text[index] == UInt8(ascii: "/")
                if isEnd { index += 1 }
                let nameStart = index
                while index < text.count, Self.isNameByte(text[index]) { index += 1 }
                let name = String(decoding: text[nameStart..<index], as: UTF8.self)
                // A tag runs to its `>`, unless a new `<` comes first: then it was only half typed.
                let close = find(UInt8(ascii: ">"), from: index)
                let nextOpen = find(UInt8(ascii: "<"), from: index)
                guard let close, nextOpen.map({ close < $0 }) ?? true else {
                    position = index
                    return Tag(name: "", isEnd: isEnd, isSelfClosing: false, range: SourceRange(open, index))
                }
                position = close + 1
                let isSelfClosing = text[close - 1] == UInt8(ascii: "/")
                return Tag(name: name, isEnd: isEnd, isSelfClosing: isSelfClosing, range: SourceRange(open, close + 1))
            }
            position = text.count
            return nil
        }

        /// A key's text after its start tag, and where the key element ends.
        mutating func keyContent(after tag: Tag) -> (text: String, content: SourceRange, end: Int, isClosed: Bool) {
            let start = tag.range.end
            let next = find(UInt8(ascii: "<"), from: start) ?? text.count
            if starts(with: "</key>", at: next) {
                position = next + 6
                let text = String(decoding: self.text[start..<next], as: UTF8.self).trimmingWhitespace
                return (text, SourceRange(start, next), position, true)
            }
            var end = start
            while end < next, text[end] != UInt8(ascii: "\n"), text[end] != UInt8(ascii: "\r") { end += 1 }
            position = end
            return (
                String(decoding: text[start..<end], as: UTF8.self).trimmingWhitespace, SourceRange(start, end), end,
                false
            )
        }

        /// A value's text up to its end tag, past which scanning goes on.
        mutating func content(until name: String, after tag: Tag) -> SourceRange {
            let start = tag.range.end
            guard let end = find("</" + name, from: start) else {
                let next = find(UInt8(ascii: "<"), from: start) ?? text.count
                return SourceRange(start, next)
            }
            position = find(UInt8(ascii: ">"), from: end).map { $0 + 1 } ?? text.count
            return SourceRange(start, end)
        }

        private func find(_ byte: UInt8, from start: Int) -> Int? {
            guard start < text.count else { return nil }
            return text[start...].firstIndex(of: byte)
        }

        private func find(_ string: String, from start: Int) -> Int? {
            let pattern = Array(string.utf8)
            var index = start
            while let candidate = find(pattern[0], from: index) {
                if starts(with: string, at: candidate) { return candidate }
                index = candidate + 1
            }
            return nil
        }

        private func starts(with string: String, at index: Int) -> Bool {
            let pattern = string.utf8
            return index + pattern.count <= text.count && text[index..<index + pattern.count].elementsEqual(pattern)
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
        }
    }
}

extension SchemaNode {
    /// The schema of the value the keys lead to from this node; nil when a key is not in the schema.
    func descendant(_ path: [String]) -> SchemaNode? {
        var node = self
        for key in path {
            guard let child = node.properties[key] else { return nil }
            node = child
        }
        return node
    }
}
