/// `NSDictionary` keeps the later of two equal keys, so the earlier value is dead text that misleads readers.
enum DuplicateKeyRule: LintRule {
    static let description = RuleDescription(
        id: "duplicate-key", defaultSeverity: .error,
        summary: "A key appears twice in one dict",
        explanation: """
            When a dict holds the same key twice, NSDictionary keeps the later value and silently drops the \
            earlier one, so an edit to the first occurrence has no effect. The finding points at the later key, \
            the one NIMKit keeps; the safe fix removes the earlier key and its value (and their lines when they \
            stand alone), which leaves what NIMKit reads unchanged.
            """,
        triggeringExamples: [
            .plist(
                .global,
                """
                <key>Message_Limit</key>
                <integer>20</integer>
                ↓<key>Message_Limit</key>
                <integer>50</integer>

                """)
        ],
        nonTriggeringExamples: [
            .plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")
        ],
        corrections: [
            RuleCorrection(
                .global,
                before: RuleExample.plist(
                    .global,
                    """
                    <key>Message_Limit</key>
                    <integer>20</integer>
                    <key>Placeholder</key>
                    <string>Say something</string>
                    <key>Message_Limit</key>
                    <integer>50</integer>

                    """
                ).text,
                after: RuleExample.plist(
                    .global,
                    """
                    <key>Placeholder</key>
                    <string>Say something</string>
                    <key>Message_Limit</key>
                    <integer>50</integer>

                    """
                ).text),
            RuleCorrection(
                .global,
                before: RuleExample.plist(
                    .global, "    <key>Max_Length</key><integer>1</integer> <key>Max_Length</key><integer>9</integer>\n"
                ).text,
                after: RuleExample.plist(.global, "     <key>Max_Length</key><integer>9</integer>\n").text),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        guard let root = file.document.root, root.tree.hasDuplicateKeys else { return [] }
        var diagnostics: [Diagnostic] = []
        collectDuplicates(in: root, file: file, into: &diagnostics)
        return diagnostics
    }

    /// The duplicates of `node`'s dict, then those below it, the last value's first.
    private static func collectDuplicates(in node: PlistNode, file: SettingsFile, into diagnostics: inout [Diagnostic])
    {
        switch node.value {
        case .array(let items):
            for item in items.reversed() { collectDuplicates(in: item, file: file, into: &diagnostics) }
        case .dict(let entries):
            for entry in entries {
                if let earlier = entry.earlierDuplicate {
                    let line = file.source.location(of: earlier.keyRange.start).line
                    diagnostics.append(
                        description.diagnostic(
                            "'\(entry.key)' appears twice in this dict: NIMKit keeps this one and ignores the one on line \(line)",
                            at: entry.keyRange,
                            fix: Fix(
                                safety: .safe, title: "remove the earlier '\(entry.key)' (line \(line))",
                                edits: [.delete(removal(of: earlier, in: file.source))]),
                            related: [
                                RelatedLocation(
                                    message: "the earlier '\(entry.key)', which NIMKit ignores", range: earlier.keyRange
                                )
                            ]))
                }
            }
            for entry in entries.reversed() { collectDuplicates(in: entry.value, file: file, into: &diagnostics) }
        default:
            break
        }
    }

    /// The key and its value, widened to whole lines when nothing else shares them.
    private static func removal(of entry: PlistEntry, in source: SourceFile) -> SourceRange {
        let start = entry.keyRange.start, end = entry.value.range.end
        let firstLine = source.lineRange(source.location(of: start).line)
        let lastLineNumber = source.location(of: end).line
        let lastLine = source.lineRange(lastLineNumber)
        let blankBefore = source.text[firstLine.start..<start].allSatisfy(FoundationReading.isSpace)
        let blankAfter = source.text[end..<lastLine.end].allSatisfy(FoundationReading.isSpace)
        guard blankBefore, blankAfter else { return SourceRange(start, end) }
        let nextLineStart =
            lastLineNumber < source.lineCount ? source.lineRange(lastLineNumber + 1).start : source.text.count
        return SourceRange(firstLine.start, nextLineStart)
    }
}
