/// The three ways `nimlint diff` writes a `SettingsDiff`: text for a terminal, JSON (`schemas/diff.schema.json`),
/// and Markdown for a pull-request comment.
extension SettingsDiff {
    /// One line per change: `Text, outgoing: text color #FFFFFF (white) → #000000 (black)`.
    public func text() -> String {
        var lines: [String] = []
        for (name, side) in [("old", old), ("new", new)] {
            lines.append("\(name): \(side.heading)")
            if let bundle = side.settingsBundle { lines.append("  settings: " + bundle.summary) }
            lines += side.fileProblems.map { "  " + $0 }
        }
        lines.append("")
        var index = changes.startIndex
        while index < changes.endIndex {
            // Settings that now crash together, because NIMKit raises on one value while it builds them, are one
            // line: no value of them exists any more.
            if let raising = changes[index].crashingBuild {
                var end = index + 1
                while end < changes.endIndex, changes[end].crashingBuild == raising { end += 1 }
                if end - index > 1 {
                    let group = changes[index..<end].compactMap(\.new)
                    let scopes = group.map(\.scope).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    let named =
                        scopes.count > 4
                        ? scopes.prefix(3).joined(separator: ", ") + " and \(scopes.count - 3) more"
                        : scopes.count == 1
                            ? scopes[0] : scopes.dropLast().joined(separator: ", ") + " and " + scopes[scopes.count - 1]
                    lines.append(
                        "\(named): \(group.count) settings → the app crashes (now: NIMKit raises while it builds "
                            + "these settings, at \(raising))")
                    index = end
                    continue
                }
            }
            let change = changes[index]
            let note = change.fallbackNote
            let values = "\(Change.display(change.old)) → \(Change.display(change.new))"
            lines.append("\(change.title) \(values)" + (note.isEmpty ? "" : " (\(note))"))
            index += 1
        }
        if !changes.isEmpty { lines.append("") }
        if !renamed.isEmpty {
            lines.append("Renamed, the same picture (no change of the screen):")
            lines += renamed.map { "\($0.title) \(Change.display($0.old)) → \(Change.display($0.new))" }
            lines.append("")
        }
        lines.append(summary)
        // Every line printable: headings name paths, changes quote values.
        return lines.map { PrintableText.escaped($0) }.joined(separator: "\n") + "\n"
    }

    /// `2 settings differ`, or that none does; then the bubble images renamed to the same picture, if any.
    var summary: String {
        let differ =
            switch changes.count {
            case 0: "no difference in what NIMKit applies"
            case 1: "1 setting differs"
            default: "\(changes.count) settings differ"
            }
        return switch renamed.count {
        case 0: differ
        case 1: differ + "; 1 bubble image renamed, the same picture"
        default: differ + "; \(renamed.count) bubble images renamed, the same picture"
        }
    }

    /// A heading, the two sides, and a table of the changes (none when nothing differs), as GitHub renders it.
    public func markdown() -> String {
        var lines = ["### nimlint diff: what NIMKit applies", ""]
        for (name, side) in [("old", old), ("new", new)] {
            lines.append(
                "- **\(name)**: \(Self.code(side.label)), read by \(side.applied.release.name) "
                    + "(the release \(Self.escaped(side.applied.release.origin)))")
            if let bundle = side.settingsBundle { lines.append("  - settings: " + Self.escaped(bundle.summary)) }
            lines += side.fileProblems.map { "  - " + Self.escaped($0) }
        }
        lines.append("")
        if !changes.isEmpty {
            lines += ["| Setting | Old | New | Note |", "| --- | --- | --- | --- |"]
            for change in changes {
                let cells = [
                    Self.escaped(change.title), Self.code(Change.display(change.old)),
                    Self.code(Change.display(change.new)),
                    Self.escaped(change.fallbackNote),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        if !renamed.isEmpty {
            lines += [
                "Renamed, the same picture (no change of the screen):", "", "| Setting | Old | New |",
                "| --- | --- | --- |",
            ]
            for change in renamed {
                let cells = [
                    Self.escaped(change.title), Self.code(Change.display(change.old)),
                    Self.code(Change.display(change.new)),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        lines.append(summary.prefix(1).uppercased() + summary.dropFirst() + ".")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text in a table cell: a pipe would end the cell and a line break the table; the characters Markdown would
    /// read as markup are escaped.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in PrintableText.escaped(text) {
            if "\\`*_[]<>|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A code span long enough not to end at a backtick of the text; a pipe is escaped even there, as GitHub's
    /// tables need.
    static func code(_ text: String) -> String {
        let text = PrintableText.escaped(text).replacingOccurrences(of: "|", with: "\\|")
        var fence = "`"
        while text.contains(fence) { fence += "`" }
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// Both sides and every change with both values and their provenance.
    public func json() -> String {
        SettingsJSON.encoded(Document(diff: self))
    }

    private struct Document: Encodable {
        var diff: SettingsDiff

        enum CodingKeys: String, CodingKey { case version, tool, old, new, changes, renamed }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(SettingsJSON.formatVersion, forKey: .version)
            try container.encode(SettingsJSON.tool, forKey: .tool)
            try container.encode(SideEntry(side: diff.old), forKey: .old)
            try container.encode(SideEntry(side: diff.new), forKey: .new)
            try container.encode(diff.changes.map(ChangeEntry.init), forKey: .changes)
            if !diff.renamed.isEmpty { try container.encode(diff.renamed.map(ChangeEntry.init), forKey: .renamed) }
        }
    }

    private struct SideEntry: Encodable {
        var side: Side

        enum CodingKeys: String, CodingKey { case label, settingsBundle, nimkit, files }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(side.label, forKey: .label)
            try container.encodeIfPresent(side.settingsBundle, forKey: .settingsBundle)
            try container.encode(JSONReport.NIMKitEntry(side.applied.release), forKey: .nimkit)
            try container.encode(side.applied.files.map(SettingsJSON.FileEntry.init), forKey: .files)
        }
    }

    private struct ChangeEntry: Encodable {
        var change: Change

        enum CodingKeys: String, CodingKey { case scope, side, setting, title, old, new, image }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let setting = change.new ?? change.old
            try container.encode(setting?.scope, forKey: .scope)
            try container.encode(setting?.side?.rawValue, forKey: .side)
            try container.encode(setting?.setting, forKey: .setting)
            try container.encode(change.title, forKey: .title)
            try container.encode(change.old.map(State.init), forKey: .old)
            try container.encode(change.new.map(State.init), forKey: .new)
            try container.encodeIfPresent(change.image.map(ImageEntry.init), forKey: .image)
        }
    }

    /// What changed in a bubble image's picture.
    private struct ImageEntry: Encodable {
        var image: ImageChange

        enum CodingKeys: String, CodingKey { case change, summary, oldScale, newScale }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(image.kind, forKey: .change)
            try container.encode(image.summary, forKey: .summary)
            if case .scale(let old, let new) = image {
                try container.encode(old, forKey: .oldScale)
                try container.encode(new, forKey: .newScale)
            }
        }
    }

    /// One side's value of a setting.
    private struct State: Encodable {
        var setting: AppliedSetting

        enum CodingKeys: String, CodingKey { case value, provenance, readBySome }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(SettingsJSON.ValueEntry(value: setting.value), forKey: .value)
            try container.encode(SettingsJSON.ProvenanceEntry(provenance: setting.provenance), forKey: .provenance)
            try container.encode(setting.readBySome, forKey: .readBySome)
        }
    }
}
