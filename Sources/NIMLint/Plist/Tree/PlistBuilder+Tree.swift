/// How the builder puts each value in its place: a `<dict>`'s entries after their keys, an `<array>`'s items, the
/// root, and the leaves' text and values.
extension PlistBuilder {
    func attach(_ node: Int, range: SourceRange) {
        guard let index = frames.lastIndex else {
            if root == nil { root = node }
            return
        }
        switch frames[index].role {
        case .plist:
            if openItems.count == frames[index].firstChild {
                openItems.append(node)
            } else if !frames[index].reportedSecondRoot {
                frames[index].reportedSecondRoot = true
                let rootEnd = nodes[openItems[frames[index].firstChild]].end
                report(
                    "<plist> holds one root value; this second one, and all after it, is never read", at: range,
                    help: [
                        "the root value ends on line \(source.location(of: rootEnd).line): where that is early, "
                            + "a closing tag before it closes an element whose opening tag is missing"
                    ])
            }
        case .dict:
            if let pending = takePendingKey(ofFrameAt: index) {
                openEntries.append(
                    PlistTree.Entry(
                        key: pending.key, keyStart: pending.range.start, keyContentStart: pending.content.start,
                        keyContentEnd: pending.content.end, keyEnd: pending.range.end, value: node))
            } else if frames[index].tookKeyAsValue {
                frames[index].tookKeyAsValue = false
            } else {
                report("a value inside <dict> must follow a <key>", at: range)
            }
        case .array:
            openItems.append(node)
        case .leaf, .ignored:
            break
        }
    }

    /// A value already reported as broken still consumes its key, so the key is not reported again.
    func dropPendingKey() {
        if let parent = frames.lastIndex, case .dict = frames[parent].role {
            _ = takePendingKey(ofFrameAt: parent)
        }
    }

    /// Outside a `<dict>`, Foundation reads a `<key>` as a string; inside one, it names the next value, and
    /// after a key still waiting for its value CoreFoundation reads it as that value, a string.
    func attachKey(_ key: PendingKey) {
        guard let index = frames.lastIndex else { return }
        if let pending = takePendingKey(ofFrameAt: index) {
            reportKeyWithoutValue(pending)
            nodes.append(
                PlistTree.Node(
                    type: .string, count: 0, start: key.range.start, startTagEnd: key.content.start,
                    contentEnd: key.content.end, end: key.range.end, payload: key.key))
            openEntries.append(
                PlistTree.Entry(
                    key: pending.key, keyStart: pending.range.start, keyContentStart: pending.content.start,
                    keyContentEnd: pending.content.end, keyEnd: pending.range.end, value: nodes.count - 1))
            frames[index].tookKeyAsValue = true
            return
        }
        frames[index].tookKeyAsValue = false
        pendingKeys.append(key)
        frames[index].hasPendingKey = true
    }

    private func takePendingKey(ofFrameAt index: Int) -> PendingKey? {
        guard frames[index].hasPendingKey else { return nil }
        frames[index].hasPendingKey = false
        return pendingKeys.popLast()
    }

    func reportKeyWithoutValue(_ key: PendingKey) {
        report(
            "key '\(textSoFar.string(key.key))' has no value: the next element is another <key> or the end of the <dict>",
            at: key.range)
    }

    /// The type and `PlistTree.Node.payload` of a leaf, keeping its text or bytes when it has them.
    func value(of element: PlistElement, content: SourceRange) -> (type: PlistType, payload: Int)? {
        switch element {
        case .string, .key: return (.string, keepLeafText())
        case .plist, .dict, .array: return nil
        default: return scalar(of: element, text: leafString, content: content)
        }
    }

    /// Keeps the open leaf's text for the tree; returns its index in `textSpans`.
    func keepLeafText() -> Int {
        let leaf = keptText.elements(from: keptEnd)
        let (hash, isASCII) = PlistText.scan(leaf)
        textSpans.append(PlistTree.TextSpan(start: keptEnd, count: leaf.count, hash: hash, isASCII: isASCII))
        keptEnd = keptText.count
        return textSpans.count - 1
    }

    private var leafString: String {
        String(decoding: keptText.elements(from: keptEnd), as: UTF8.self)
    }

    /// The texts kept so far, read in place.
    var textSoFar: PlistText {
        PlistText(bytes: keptText.elements(from: 0), spans: textSpans.elements(from: 0))
    }

    /// The payload of a leaf that is neither a key nor a string.
    private func scalar(of element: PlistElement, text: String, content: SourceRange) -> (
        type: PlistType, payload: Int
    )? {
        // The value stays in the tree as its text, in case CoreFoundation reads it after all and says as what.
        func malformed(_ expected: String) -> (type: PlistType, payload: Int)? {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            report("malformed <\(element.rawValue)> '\(shown)': expected \(expected)", at: content)
            return (.string, keepLeafText())
        }
        switch element {
        case .integer:
            if let value = PlistScalars.integer(text) { return (.integer, value) }
            guard PlistScalars.isIntegerBeyond64Bits(text) else { return malformed("a whole number such as 14") }
            report(
                "<integer> '\(text)' overflows 64 bits (the range is \(Int.min) to \(Int.max)): CoreFoundation "
                    + "refuses the value, and with it the whole file", at: content)
            return (.string, keepLeafText())
        case .real:
            return PlistScalars.real(text).map { (.real, Self.payload(of: $0)) } ?? malformed("a number such as 14.5")
        case .date:
            return PlistScalars.date(text).map { (.date, Self.payload(of: $0.timeIntervalSinceReferenceDate)) }
                ?? malformed("a date such as 2017-08-01T12:00:00Z")
        case .data:
            guard let bytes = PlistScalars.data(text) else { return malformed("base64 text") }
            data.append(bytes)
            return (.data, data.count - 1)
        case .true, .false:
            guard text.isEmpty else { return malformed("nothing at all: write <\(element.rawValue)/>") }
            return (.bool, element == .true ? 1 : 0)
        case .string, .key, .plist, .dict, .array:
            return nil
        }
    }

    private static func payload(of number: Double) -> Int {
        Int(truncatingIfNeeded: number.bitPattern)
    }
}
