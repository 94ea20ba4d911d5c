import Foundation

extension ChatPreview {
    /// Checks the folder's two settings files as `nimlint check` does (configuration, release, asset folders),
    /// then reads their values as NIMKit does. A file that is missing or does not parse reads as nil, as
    /// `dictionaryWithContentsOfFile:` gives NIMKit, so every value from it draws as zero or nothing.
    public static func build(
        folder: String, assetFolders: [String], nimkit: NIMKitVersion?, knownRules: [RuleDescription]
    ) -> ChatPreview {
        let paths = SettingsKind.allCases.map { Paths.join(folder, $0.fileName) }
        let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
        var request = CheckRequest(paths: present, assetFolders: assetFolders, knownRules: knownRules)
        request.nimkit = nimkit
        let outcome = present.isEmpty ? CheckOutcome(reports: [], problems: [], configurationErrors: []) : CheckRun.run(request)

        var files: [FileState] = []
        var roots: [SettingsKind: PlistNode] = [:]
        var findings = outcome.configurationErrors.map {
            Finding(row: nil, file: $0.path, line: $0.line ?? 0, severity: .error, rule: "configuration", message: $0.message)
        }
        let typeNames = SettingsSchema.builtIn(.bubble).root.propertyOrder
        for (kind, path) in zip(SettingsKind.allCases, paths) {
            let report = outcome.reports.first { Paths.lastComponent($0.path) == kind.fileName }
            let root = report?.source.flatMap { PlistParser.parse($0).document.root }
            roots[kind] = root
            files.append(FileState(kind: kind, path: path, problem: problem(present: present.contains(path), report: report, root: root)))
            if let report { findings += located(report, kind: kind, root: root, rows: typeNames) }
        }
        let global = roots[.global]
        let images = PreviewImageFinder(folders: assetFolders)
        let bubbles = roots[.bubble]
        let types = typeNames.map { name in
            messageType(name, bubbles: bubbles, globalBubble: global?.entry("Bubble")?.value, images: images)
        }
        let release = outcome.reports.compactMap(\.nimkit).first
        return ChatPreview(
            files: files, release: release.map { "\($0.name) (\($0.source.rawValue))" },
            messageInterval: PreviewValues.number(global?.entry("Message_Interval")?.value),
            placeholder: global?.entry("Placeholder")?.value.stringValue,
            maxLength: PreviewValues.number(global?.entry("Max_Length")?.value),
            rowBackground: PreviewValues.color(global?.entry("Row_Background_Color")?.value),
            messageTypes: types, findings: findings)
    }

    private static func problem(present: Bool, report: FileReport?, root: PlistNode?) -> String? {
        guard present else { return "missing: NIMKit reads nil, so every value from it is zero or nothing" }
        guard report?.source != nil else { return "unreadable: NIMKit reads nil, so every value from it is zero or nothing" }
        guard root?.entries != nil else { return "not a readable dictionary: NIMKit reads nil, so every value from it is zero or nothing" }
        return nil
    }

    /// Each finding with the message type whose entry holds it; findings elsewhere (the global file, an entry
    /// NIMKit never reads) go to the page's head.
    private static func located(_ report: FileReport, kind: SettingsKind, root: PlistNode?, rows: [String]) -> [Finding] {
        let entries = kind == .bubble ? root?.entries.map { $0.filter { rows.contains($0.key) } } ?? [] : []
        return report.diagnostics.map { diagnostic in
            let start = diagnostic.range.start
            let row = entries.last { $0.keyRange.start <= start && start <= $0.value.range.end }?.key
            return Finding(
                row: row, file: report.path, line: report.location(of: diagnostic.range).start.line,
                severity: diagnostic.severity, rule: diagnostic.rule, message: diagnostic.message)
        }
    }

    /// A type without an entry is drawn with `Unsupport`'s.
    private static func messageType(_ name: String, bubbles: PlistNode?, globalBubble: PlistNode?, images: PreviewImageFinder) -> MessageType {
        let own = bubbles?.entry(name)?.value
        let entry = own ?? bubbles?.entry("Unsupport")?.value
        let bubble = entry?.entry("Bubble")?.value ?? globalBubble
        func side(_ key: String) -> Side {
            let bubbleSide = bubble?.entry(key)?.value
            return Side(
                textColor: PreviewValues.color(entry?.entry("Content_Color")?.value.entry(key)?.value),
                contentInsets: PreviewValues.insets(entry?.entry("Content_Insets")?.value.entry(key)?.value),
                normal: image(bubbleSide?.entry("Normal")?.value, finder: images),
                highlighted: image(bubbleSide?.entry("Highlighted")?.value, finder: images))
        }
        return MessageType(
            name: name, fontSize: PreviewValues.number(entry?.entry("Content_Font_Size")?.value),
            showsAvatar: PreviewValues.bool(entry?.entry("Show_Avatar")?.value),
            incoming: side("Left"), outgoing: side("Right"), hasEntry: own != nil)
    }

    private static func image(_ node: PlistNode?, finder: PreviewImageFinder) -> BubbleImage {
        let name = node?.entry("Name")?.value.stringValue
        return BubbleImage(
            name: name, capInsets: PreviewValues.insets(node?.entry("Insets")?.value), image: name.flatMap(finder.image(named:)))
    }
}
