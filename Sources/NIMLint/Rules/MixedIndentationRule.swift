/// Indentation means nothing to NSDictionary; mixing tabs and spaces only makes files hard to diff and review.
/// Style only, off by default.
enum MixedIndentationRule: LintRule {
    static let description = RuleDescription(
        id: "mixed-indentation", defaultSeverity: .warning, enabledByDefault: false,
        summary: "Lines indented unlike the rest of the file (style, off by default)",
        explanation: """
            NSDictionary ignores whitespace between elements, so this is style: a file indented with tabs (as \
            Xcode writes plists) with some lines indented with spaces, or the reverse, shows as noise in every \
            diff. The safe fix re-indents those lines in the file's own style, counting a tab as four spaces; \
            lines inside a multi-line string are never touched, since that whitespace is part of the value.
            """,
        triggeringExamples: [
            RuleExample.plist(
                .global,
                "\t<key>Message_Limit</key>\n\t<integer>20</integer>\n↓    <key>Max_Length</key>\n↓  \t<integer>1000</integer>\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample.plist(
                .global,
                "\t<key>Message_Limit</key>\n\t<integer>20</integer>\n\t<key>Placeholder</key>\n\t<string>line one\n    line two</string>\n"
            )
        ],
        corrections: [
            RuleCorrection(
                .global,
                before: RuleExample.plist(
                    .global,
                    "\t<key>Message_Limit</key>\n\t<integer>20</integer>\n    <key>Max_Length</key>\n  \t<integer>1000</integer>\n"
                ).text,
                after: RuleExample.plist(
                    .global,
                    "\t<key>Message_Limit</key>\n\t<integer>20</integer>\n\t<key>Max_Length</key>\n\t<integer>1000</integer>\n"
                ).text)
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        let source = file.source
        let protected = multiLineValues(file.document.root)
        var lines: [(range: SourceRange, hasTab: Bool, hasSpace: Bool, width: Int)] = []
        for number in 1...max(1, source.lineCount) {
            let line = source.lineRange(number)
            guard !protected.contains(where: { $0.start < line.start && line.start <= $0.end }) else { continue }
            var end = line.start, width = 0, hasTab = false, hasSpace = false
            while end < line.end, source.text[end] == 0x09 || source.text[end] == 0x20 {
                if source.text[end] == 0x09 {
                    hasTab = true; width = (width / 4 + 1) * 4
                } else {
                    hasSpace = true; width += 1
                }
                end += 1
            }
            if end > line.start, end < line.end {
                lines.append((SourceRange(line.start, end), hasTab, hasSpace, width))
            }
        }
        let tabLines = lines.count { $0.hasTab && !$0.hasSpace }
        let spaceLines = lines.count { $0.hasSpace && !$0.hasTab }
        let tabs = tabLines >= spaceLines
        return lines.compactMap { line in
            let consistent = tabs ? !line.hasSpace : !line.hasTab
            guard !consistent else { return nil }
            let replacement =
                tabs ? String(repeating: "\t", count: (line.width + 2) / 4) : String(repeating: " ", count: line.width)
            return description.diagnostic(
                "this line is indented with \(line.hasTab && line.hasSpace ? "tabs and spaces" : tabs ? "spaces" : "tabs"); "
                    + "the file indents with \(tabs ? "tabs" : "spaces")",
                at: line.range,
                fix: Fix(
                    safety: .safe, title: "indent with \(tabs ? "tabs" : "spaces")",
                    edits: [Edit(range: line.range, replacement: replacement)]))
        }
    }

    /// Contents of strings and keys that span lines: their whitespace is part of the value.
    private static func multiLineValues(_ root: PlistNode?) -> [SourceRange] {
        var ranges: [SourceRange] = []
        var pending = root.map { [$0] } ?? []
        while let node = pending.popLast() {
            switch node.value {
            case .dict(let entries):
                pending += entries.map(\.value)
                ranges += entries.filter { $0.key.contains("\n") }.map(\.keyContent)
            case .array(let items): pending += items
            case .string(let text) where text.contains("\n") || text.contains("\r"): ranges.append(node.content)
            default: break
            }
        }
        return ranges
    }
}
