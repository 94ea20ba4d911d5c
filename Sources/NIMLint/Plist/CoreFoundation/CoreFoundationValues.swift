import Foundation

/// Puts CoreFoundation's values into a located tree that libxml2 read otherwise: `0x14` is 20, `&#0;` stays
/// in its string, `\r\n` stays in its text, bad base64 is empty data. The tree keeps its shape and positions;
/// only what a node or a key reads as changes.
enum CoreFoundationValues {
    /// `root` holding `value`'s values, or nil when the two differ in shape (a container for a leaf, other
    /// counts, keys that cannot be paired).
    static func overlay(_ root: PlistNode, with value: Any) -> PlistNode? {
        let patch = TreePatch(root.tree)
        guard patch.apply(root.index, value) else { return nil }
        return patch.changed ? PlistNode(tree: patch.tree(), index: root.index) : root
    }
}

/// A mutable copy of a tree's records, built into a new tree once every difference is patched.
private final class TreePatch {
    private let original: PlistTree
    private var nodes: [PlistTree.Node]
    private var entries: [PlistTree.Entry]
    private var text: [UInt8]
    private var spans: [PlistTree.TextSpan]
    private var data: [[UInt8]]
    private(set) var changed = false

    init(_ tree: PlistTree) {
        original = tree
        nodes = Array(tree.nodes)
        entries = Array(tree.entries)
        text = Array(tree.text)
        spans = Array(tree.textSpans)
        data = tree.data
    }

    func tree() -> PlistTree {
        PlistTree(
            nodes: PlainValues(copying: nodes), entries: PlainValues(copying: entries), items: original.items,
            text: PlainValues(copying: text), textSpans: PlainValues(copying: spans), data: data,
            hasDuplicateKeys: original.hasDuplicateKeys)
    }

    func apply(_ index: Int, _ value: Any) -> Bool {
        let node = nodes[index]
        switch node.type {
        case .dict:
            guard let dictionary = value as? [String: Any] else { return false }
            return applyEntries(first: node.payload, count: node.count, dictionary)
        case .array:
            guard let array = value as? [Any], array.count == node.count else { return false }
            return array.indices.allSatisfy { apply(original.items[node.payload + $0], array[$0]) }
        default:
            return applyLeaf(index, value)
        }
    }

    /// The entries NSDictionary keeps (the last of each key) against its keys; one key each side left unpaired
    /// (a key libxml2 read otherwise) is paired and takes CoreFoundation's text.
    private func applyEntries(first: Int, count: Int, _ dictionary: [String: Any]) -> Bool {
        let kept = (first..<first + count).filter { !entries[$0].isOverridden }
        var unpaired: [Int] = []
        var pairedKeys = Set<String>()
        for entry in kept {
            let key = string(entries[entry].key)
            if let value = dictionary[key], pairedKeys.insert(key).inserted {
                guard apply(entries[entry].value, value) else { return false }
            } else {
                unpaired.append(entry)
            }
        }
        let missing = dictionary.keys.filter { !pairedKeys.contains($0) }
        guard unpaired.count == missing.count else { return false }
        guard let entry = unpaired.first, let key = missing.first else { return true }
        guard unpaired.count == 1, let value = dictionary[key] else { return false }
        entries[entry].key = appendText(key)
        changed = true
        return apply(entries[entry].value, value)
    }

    private func applyLeaf(_ index: Int, _ value: Any) -> Bool {
        let node = nodes[index]
        let payload: Int
        let type: PlistType
        if CoreFoundationLoader.isBool(value), let bool = value as? Bool {
            (type, payload) = (.bool, bool ? 1 : 0)
        } else if let string = value as? String {
            if node.type == .string, self.string(node.payload) == string { return true }
            (type, payload) = (.string, appendText(string))
        } else if let bytes = value as? Data {
            if node.type == .data, data[node.payload] == Array(bytes) { return true }
            data.append(Array(bytes))
            (type, payload) = (.data, data.count - 1)
        } else if let date = value as? Date {
            (type, payload) = (.date, Self.payload(of: date.timeIntervalSinceReferenceDate))
        } else if let number = value as? NSNumber {
            (type, payload) =
                CoreFoundationLoader.isReal(number)
                ? (.real, Self.payload(of: number.doubleValue)) : (.integer, Int(truncatingIfNeeded: number.int64Value))
        } else {
            return false
        }
        if node.type != type || node.payload != payload {
            nodes[index].type = type
            nodes[index].payload = payload
            changed = true
        }
        return true
    }

    private func string(_ span: Int) -> String {
        let span = spans[span]
        return String(decoding: text[span.start..<span.start + span.count], as: UTF8.self)
    }

    private func appendText(_ string: String) -> Int {
        let bytes = Array(string.utf8)
        let (hash, isASCII) = bytes.withUnsafeBufferPointer(PlistText.scan)
        spans.append(PlistTree.TextSpan(start: text.count, count: bytes.count, hash: hash, isASCII: isASCII))
        text += bytes
        changed = true
        return spans.count - 1
    }

    private static func payload(of number: Double) -> Int {
        Int(truncatingIfNeeded: number.bitPattern)
    }
}

extension PlainValues {
    init(copying elements: [Element]) {
        let stack = RawValueStack<Element>(capacity: elements.count)
        elements.withUnsafeBufferPointer { stack.append(contentsOf: $0) }
        self.init(stack)
    }
}
