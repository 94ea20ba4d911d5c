/// What NIMKit applies at a place in a settings file, for hover, in the model's own words
/// (`AppliedSetting.appliedDescription`), so hover says what the preview, `show` and `diff` say.
enum AppliedDocumentation {
    /// The settings NIMKit reads from within `range` (a value, or the value of a hovered key): each with the
    /// value it applies, then the scopes that borrow it.
    static func values(within range: SourceRange, view: AppliedView, as kind: MarkupKind) -> String? {
        let settings = view.settings(within: range)
        guard !settings.isEmpty else { return nil }
        var lines = settings.filter(\.borrowedThrough.isEmpty).map { setting in
            "\(setting.title): applies \(code(setting.appliedDescription, kind))"
        }
        var borrowed: [(summary: String, scopes: [String])] = []
        for setting in settings where !setting.borrowedThrough.isEmpty {
            let summary = setting.borrowedThrough.map(\.summary).joined(separator: "; ")
            if let index = borrowed.firstIndex(where: { $0.summary == summary }) {
                if !borrowed[index].scopes.contains(setting.scope) { borrowed[index].scopes.append(setting.scope) }
            } else {
                borrowed.append((summary, [setting.scope]))
            }
        }
        lines += borrowed.map { "also for \($0.scopes.joined(separator: ", ")): \($0.summary)" }
        return paragraph(view, lines)
    }

    /// A root key of the bubble file: whether NIMKit draws a message type with the entry, and what it falls back
    /// to; nil for a key the model knows nothing of.
    static func entry(keyAt offset: Int, name: String, view: AppliedView) -> String? {
        if let unused = view.unusedEntry(keyAt: offset) {
            return paragraph(view, ["\(view.neverUsed): \(unused.reason)"])
        }
        guard let type = view.messageType(named: name) else { return nil }
        var lines = ["draws \(name) messages with this entry"]
        if case .readBySome(let note) = type.reading { lines.append(note) }
        if !type.hasOwnBubble { lines.append(Fallback.globalBubble.summary) }
        if name == "Unsupport" {
            let borrowers = view.settings.messageTypes.filter { type in
                if case .notRead = type.reading { return false }
                return !type.hasEntry
            }
            if !borrowers.isEmpty {
                lines.append(
                    "draws \(borrowers.map(\.name).joined(separator: ", ")) too: \(Fallback.unsupportEntry.summary)")
            }
        }
        return paragraph(view, lines)
    }

    private static func paragraph(_ view: AppliedView, _ lines: [String]) -> String {
        "In \(view.settings.release.name):\n" + lines.map { "- " + $0 }.joined(separator: "\n")
    }

    private static func code(_ text: String, _ kind: MarkupKind) -> String {
        kind == .markdown ? "`\(text)`" : text
    }
}
