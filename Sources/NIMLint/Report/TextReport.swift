/// The terminal format, after clang and rustc: the position, severity, message and rule on one line, then the
/// source line with the span underlined, then `help:` lines, and a summary at the end.
///
///     Settings/NIMKitGlobalSetting.plist:4:5: error: message [rule]
///        4 |     <integr>20</integr>
///          |     ^~~~~~~~
///          = help: …
///
/// A file without lines (a binary property list) names the key path where clang names a file-level finding's
/// subject, after the severity, and has no source line to show:
///
///     Settings/NIMKitBubbleSetting.plist: error: Text.Content_Color.Right: message [rule]
struct TextReport: StreamingReport {
    let colors: Bool
    /// Only the errors (`--quiet`); the summary still counts what was left out, as left out.
    var errorsOnly = false

    init(colors: Bool, errorsOnly: Bool = false) {
        self.colors = colors
        self.errorsOnly = errorsOnly
    }

    mutating func write(_ report: FileReport) -> String {
        var report = report
        if errorsOnly { report.diagnostics.removeAll { $0.severity != .error } }
        var output = ""
        for diagnostic in report.diagnostics {
            output += render(diagnostic, in: report)
        }
        return output
    }

    func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String {
        summary(tally, uncheckedPaths: uncheckedPaths, walk: walk) + "\n"
    }

    private func render(_ diagnostic: Diagnostic, in report: FileReport) -> String {
        let start = report.location(of: diagnostic.range).start
        let position = start.keyPath == nil ? ":\(start.line):\(start.column)" : ""
        var lines = [
            paint("\(PrintableText.escaped(report.path))\(position): ", .bold)
                + paint("\(diagnostic.severity.rawValue):", severityStyle(diagnostic.severity))
                + paint(" \(ReportFormat.keyPathPrefix(start))\(PrintableText.escaped(diagnostic.message))", .bold)
                + " [\(diagnostic.rule)]"
        ]
        let gutterWidth = String(start.line).count + 1
        lines += excerpt(diagnostic.range, in: report, style: severityStyle(diagnostic.severity))
        let helpIndent = String(repeating: " ", count: gutterWidth) + " = "
        for help in diagnostic.help {
            lines.append(helpIndent + paint("help:", .green) + " " + PrintableText.escaped(help))
        }
        if let fix = diagnostic.fix {
            let note = fix.safety == .unsafe ? " (unsafe: it \(fix.unsafeBecause); needs --unsafe-fixes)" : ""
            lines.append(
                helpIndent + paint("help:", .green) + " fix available: \(PrintableText.escaped(fix.title))\(note)")
        }
        // The other place a finding is about, as clang shows a note: its own position, line and underline.
        for related in diagnostic.related {
            let location = report.location(of: related.range).start
            guard location.keyPath == nil else { continue }
            lines.append(
                paint("\(PrintableText.escaped(report.path)):\(location.line):\(location.column): ", .bold)
                    + paint("note:", .cyan) + " " + PrintableText.escaped(related.message))
            lines += excerpt(related.range, in: report, style: .cyan)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line `range` starts on, numbered in the gutter, and a line underlining the range; nothing for a file
    /// without lines.
    private func excerpt(_ range: SourceRange, in report: FileReport, style: Style) -> [String] {
        let (start, end) = report.location(of: range)
        guard let source = report.source, !source.text.isEmpty, start.keyPath == nil else { return [] }
        let gutterWidth = String(start.line).count + 1
        let lineText = source.lineText(containing: range.start)
        let underline = Self.underline(
            lineText, fromColumn: start.column, toColumn: end.line == start.line ? end.column : nil)
        let number = String(start.line)
        return [
            paint(String(repeating: " ", count: gutterWidth - number.count) + number + " |", .blue)
                + " " + PrintableText.escaped(lineText, keepingTabs: true),
            paint(String(repeating: " ", count: gutterWidth) + " |", .blue) + " " + paint(underline, style),
        ]
    }

    /// `^~~~` under columns `fromColumn ..< toColumn` of `line` as it is printed (`PrintableText`, tabs kept); to
    /// the end of the line when the span goes on past it (`toColumn` nil). Tabs are kept so the marks stay aligned
    /// in any terminal, wide characters (CJK, emoji) count twice, and an escaped character as its escape.
    static func underline(_ line: String, fromColumn: Int, toColumn: Int?) -> String {
        let scalars = Array(line.unicodeScalars)
        let startIndex = min(max(fromColumn - 1, 0), scalars.count)
        let endIndex = min(max((toColumn ?? scalars.count + 1) - 1, startIndex), scalars.count)
        var marks = ""
        for scalar in scalars[..<startIndex] {
            marks += scalar == "\t" ? "\t" : String(repeating: " ", count: printedWidth(of: scalar))
        }
        let spanWidth = scalars[startIndex..<endIndex].reduce(0) { $0 + max(printedWidth(of: $1), $1 == "\t" ? 1 : 0) }
        return marks + "^" + String(repeating: "~", count: max(spanWidth - 1, 0))
    }

    /// Columns `scalar` takes in a printed source line: its escape's length where `PrintableText` escapes it.
    private static func printedWidth(of scalar: Unicode.Scalar) -> Int {
        PrintableText.escape(of: scalar, keepingTabs: true)?.count ?? displayWidth(of: scalar)
    }

    /// Columns a terminal gives a character: 2 for East Asian wide and emoji ranges, 0 for combining marks.
    static func displayWidth(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    /// `2 files checked: 1 error, 3 warnings, 2 fixable with --fix (1 more with --unsafe-fixes)`, or what
    /// was looked for when nothing was found.
    private func summary(_ totals: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String {
        guard totals.files > 0 || uncheckedPaths > 0 else {
            let lines = ReportFormat.nothingFound(walk).map { PrintableText.escaped($0) }
            return ([paint(lines[0], .yellow)] + lines.dropFirst()).joined(separator: "\n")
        }
        let checked = "\(counted(totals.files, "file")) checked"
        let notChecked = "\(counted(uncheckedPaths, "path")) not checked"
        guard totals.errors + totals.warnings + totals.infos > 0 else {
            // "No problems" is said only of what was checked, so a run that missed paths never reads as clean.
            if uncheckedPaths == 0 { return paint("\(checked): no problems", .green) }
            return paint(
                totals.files == 0 ? "no files checked: \(notChecked)" : "\(checked): no problems; \(notChecked)", .red)
        }
        let files = uncheckedPaths > 0 ? "\(checked), \(notChecked)" : checked
        var counts = [counted(totals.errors, "error"), counted(totals.warnings, "warning")]
        if totals.infos > 0 { counts.append(counted(totals.infos, "info")) }
        if errorsOnly {
            // What --quiet leaves out is said to be hidden, never to be absent.
            let hidden = counts.dropFirst().filter { !$0.hasPrefix("0 ") }
            counts = [counts[0] + (hidden.isEmpty ? "" : " (\(hidden.joined(separator: " and ")) hidden by --quiet)")]
        }
        if let fixable = Self.fixable(totals) { counts.append(fixable) }
        let style: Style = totals.errors > 0 || uncheckedPaths > 0 ? .red : totals.warnings > 0 ? .yellow : .cyan
        return paint("\(files): \(counts.joined(separator: ", "))", style)
    }

    /// Which fixes the next run can apply: the unsafe ones only with `--unsafe-fixes`, as ruff counts them.
    private static func fixable(_ totals: ReportTally) -> String? {
        let safe = totals.fixable - totals.unsafeFixable
        let unsafe = totals.unsafeFixable
        if safe == 0 {
            return unsafe == 0 ? nil : "\(unsafe) fixable with --unsafe-fixes"
        }
        return "\(safe) fixable with --fix" + (unsafe == 0 ? "" : " (\(unsafe) more with --unsafe-fixes)")
    }

    enum Style: String {
        case bold = "1"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case blue = "1;34"
        case green = "1;32"
    }

    private func severityStyle(_ severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .info: return .cyan
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
