/// The rules write every fix as edits of an XML property list. In a file written otherwise a fix keeps the
/// file's format where it can: in old-style text an edit of a string's text is that string written again, and
/// an edit of the whitespace between values means nothing to either format. Any other fix (a tag rewritten, an
/// entry deleted or added), and every fix of a binary file, whose bytes no edit can sensibly touch, gives way to
/// the conversion to XML (`XMLConversion`), after which the rule's own fix applies; its help says what that is.
enum FormatFittedFixes {
    static func fit(_ diagnostics: [Diagnostic], to document: PlistDocument) -> [Diagnostic] {
        guard document.format != .xml, diagnostics.contains(where: { $0.fix != nil }) else { return diagnostics }
        let strings = document.format == .openStep ? OpenStepStrings(document) : nil
        var fitted = diagnostics
        var unkept: [(index: Int, title: String)] = []
        for index in fitted.indices {
            guard let fix = fitted[index].fix else { continue }
            if let kept = strings?.fix(keepingFormat: fix) {
                fitted[index].fix = kept
            } else {
                unkept.append((index, fix.title))
            }
        }
        guard !unkept.isEmpty else { return fitted }
        let conversion = XMLConversion.fix(for: document.source)
        for (index, title) in unkept {
            fitted[index].fix = conversion
            fitted[index].help.append("once the file is an XML property list, nimlint fixes this: \(title)")
        }
        return fitted
    }
}

/// The strings of an old-style file as written: where each key's and string value's text lies, and how it is
/// quoted.
struct OpenStepStrings {
    private struct Written {
        /// The string, quotes and all.
        var range: SourceRange
        /// Its text between the quotes; the whole string when bare.
        var content: SourceRange
        var value: String
        /// A strings file's `Key;`: one string that is both a key and its value.
        var isKeyAndValue: Bool
    }

    private let source: SourceFile
    private var written: [Written] = []

    init(_ document: PlistDocument) {
        source = document.source
        var shared = Set<SourceRange>()
        var pending = document.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            if let value = node.stringValue {
                written.append(Written(range: node.range, content: node.content, value: value, isKeyAndValue: false))
            }
            if let entries = node.entries {
                for entry in entries {
                    if entry.keyRange == entry.value.range { shared.insert(entry.keyRange) }
                    written.append(
                        Written(
                            range: entry.keyRange, content: entry.keyContent, value: entry.key, isKeyAndValue: false))
                    pending.append(entry.value)
                }
            }
            if let items = node.items { pending += items }
        }
        for index in written.indices where shared.contains(written[index].range) { written[index].isKeyAndValue = true }
    }

    /// `fix` as edits of this file in its own format; nil when an edit has no old-style equivalent.
    func fix(keepingFormat fix: Fix) -> Fix? {
        var byString: [Int: [Edit]] = [:]
        var edits: [Edit] = []
        for edit in fix.edits {
            if let string = written.firstIndex(where: { $0.content.contains(edit.range) }) {
                byString[string, default: []].append(edit)
            } else if isBlank(edit), !written.contains(where: { $0.range.overlaps(edit.range) }) {
                edits.append(edit)
            } else {
                return nil
            }
        }
        for (index, stringEdits) in byString {
            let string = written[index]
            // The text between the quotes must be the value as it is, with no escape a rewrite would lose.
            guard !string.isKeyAndValue, source.string(in: string.content) == string.value,
                !stringEdits.contains(where: { $0.replacement.contains("<") || $0.replacement.contains("&") })
            else { return nil }
            var text = Array(source.text[string.content.start..<string.content.end])
            for edit in stringEdits.sorted(by: { $0.range > $1.range }) {
                let start = edit.range.start - string.content.start
                text.replaceSubrange(start..<(start + edit.range.length), with: Array(edit.replacement.utf8))
            }
            let quote = string.range == string.content ? nil : source.text[string.range.start]
            edits.append(
                Edit(
                    range: string.range, replacement: Self.written(String(decoding: text, as: UTF8.self), quote: quote))
            )
        }
        return Fix(safety: fix.safety, title: fix.title, edits: edits, unsafeBecause: fix.unsafeBecause)
    }

    /// Spaces and tabs in place of spaces and tabs.
    private func isBlank(_ edit: Edit) -> Bool {
        let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return source.text[edit.range.start..<edit.range.end].allSatisfy(blank)
            && edit.replacement.utf8.allSatisfy(blank)
    }

    /// `value` as an old-style string: bare when it was and still can be, else in its quotes (`"` for a string
    /// that was bare), with `\` and the quote escaped.
    private static func written(_ value: String, quote: UInt8?) -> String {
        if quote == nil, !value.isEmpty, value.utf8.allSatisfy(OpenStepReader.isBare) { return value }
        let mark = Character(Unicode.Scalar(quote ?? UInt8(ascii: "\"")))
        var escaped = ""
        for character in value {
            if character == "\\" || character == mark { escaped.append("\\") }
            escaped.append(character)
        }
        return String(mark) + escaped + String(mark)
    }
}
