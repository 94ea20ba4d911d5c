import Foundation

extension ChatPreview {
    /// Checks the folder's two settings files as `nimlint check` does (configuration, release, asset folders),
    /// then reads their values as the release in force reads them. A file that is missing or does not parse
    /// reads as nil, as `dictionaryWithContentsOfFile:` gives NIMKit, so every value from it draws as zero or
    /// nothing.
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
            Finding(place: .head, file: $0.path, line: $0.line ?? 0, severity: .error, rule: "configuration", message: $0.message)
        }
        for (kind, path) in zip(SettingsKind.allCases, paths) {
            let report = outcome.reports.first { Paths.lastComponent($0.path) == kind.fileName }
            let root = report?.source.flatMap { PlistParser.parse($0).document.root }
            roots[kind] = root
            files.append(FileState(kind: kind, path: path, problem: problem(present: present.contains(path), report: report, root: root)))
            if let report { findings += PreviewPlacement.findings(of: report, kind: kind, root: root) }
        }
        // The release `check` judged the files by; with no file to judge, the one given, or none known.
        let release = outcome.reports.compactMap(\.nimkit).first
            ?? nimkit.map { NIMKitRelease($0, source: .commandLine) } ?? .unknown
        // The images `check` looks in: the asset folders of the folder's configuration, then those given.
        let imageFolders = ConfigurationResolver(explicitPath: nil, knownRules: knownRules)
            .configuration(forFolder: Paths.absolute(folder)).configuration.assetFolders + assetFolders
        let reader = Reader(
            release: release, bubbles: PreviewBubbles(images: imageFolders.isEmpty ? nil : .scanning(folders: imageFolders)))
        // A global key the release does not read draws as if it were missing.
        func global(_ key: String) -> PlistNode? {
            reader.globalSchema.properties[key] == nil ? nil : roots[.global]?.entry(key)?.value
        }
        let globalBubble = global("Bubble")
        let globalBubbleSchema = reader.globalSchema.properties["Bubble"]
        var types = SettingsSchema.builtIn(.bubble).root.propertyOrder.map { name in
            reader.messageType(name, bubbles: roots[.bubble], globalBubble: globalBubble)
        }
        let interval = PreviewValues.number(global("Message_Interval"), reader: "doubleValue")
        timeMessages(&types, interval: interval)
        return ChatPreview(
            files: files, release: "\(release.name) (\(release.source.rawValue))",
            messageInterval: interval,
            placeholder: global("Placeholder")?.stringValue,
            maxLength: PreviewValues.number(global("Max_Length"), reader: "integerValue"),
            rowBackground: PreviewValues.color(global("Row_Background_Color")),
            defaultBubble: (reader.bubbleOnly(globalBubble, schema: globalBubbleSchema, side: "Left"),
                            reader.bubbleOnly(globalBubble, schema: globalBubbleSchema, side: "Right")),
            messageTypes: types, findings: findings)
    }

    private static func problem(present: Bool, report: FileReport?, root: PlistNode?) -> String? {
        guard present else { return "missing: NIMKit reads nil, so every value from it is zero or nothing" }
        guard report?.source != nil else { return "unreadable: NIMKit reads nil, so every value from it is zero or nothing" }
        guard root?.entries != nil else { return "not a readable dictionary: NIMKit reads nil, so every value from it is zero or nothing" }
        return nil
    }

    /// The drawn messages, incoming then outgoing for each type in page order, as one conversation.
    private static func timeMessages(_ types: inout [MessageType], interval: Double) {
        let drawn = types.indices.filter { !types[$0].isHidden }
        var times = PreviewTimeline.times(count: drawn.count * 2, interval: interval).makeIterator()
        for position in drawn {
            types[position].incoming.time = times.next()
            types[position].outgoing.time = times.next()
        }
    }
}

extension ChatPreview.MessageType {
    /// A type no candidate release reads is listed, not drawn.
    public var isHidden: Bool {
        if case .notRead = reading { return true }
        return false
    }
}

/// Reads one message type's entry as the release in force does.
private struct Reader {
    let release: NIMKitRelease
    let bubbles: PreviewBubbles
    let globalSchema: SchemaNode
    private let bubbleSchema: SchemaNode
    private let allTypes: SchemaNode

    init(release: NIMKitRelease, bubbles: PreviewBubbles) {
        self.release = release
        self.bubbles = bubbles
        globalSchema = SettingsSchema.builtIn(.global).specialized(for: release).root
        allTypes = SettingsSchema.builtIn(.bubble).root
        bubbleSchema = SettingsSchema.builtIn(.bubble).specialized(for: release).root
    }

    /// A type without an entry is drawn with `Unsupport`'s, and without a Bubble of its own with the global one.
    func messageType(_ name: String, bubbles root: PlistNode?, globalBubble: PlistNode?) -> ChatPreview.MessageType {
        let own = root?.entry(name)?.value
        let entryName = own == nil ? "Unsupport" : name
        let entry = root?.entry(entryName)?.value
        let ownBubble = entry?.entry("Bubble")?.value
        let bubble = ownBubble ?? globalBubble
        let bubbleSchema = ownBubble == nil
            ? globalSchema.properties["Bubble"] : self.bubbleSchema.properties[entryName]?.properties["Bubble"]
        func side(_ key: String) -> ChatPreview.Side {
            var side = bubbleOnly(bubble, schema: bubbleSchema, side: key)
            side.textColor = PreviewValues.color(entry?.entry("Content_Color")?.value.entry(key)?.value)
            side.contentInsets = PreviewValues.insets(entry?.entry("Content_Insets")?.value.entry(key)?.value)
            return side
        }
        return ChatPreview.MessageType(
            name: name, fontSize: PreviewValues.number(entry?.entry("Content_Font_Size")?.value),
            showsAvatar: PreviewValues.bool(entry?.entry("Show_Avatar")?.value),
            incoming: side("Left"), outgoing: side("Right"), hasEntry: own != nil, hasOwnBubble: ownBubble != nil,
            reading: reading(name))
    }

    /// One side of a Bubble setting, with no content of its own.
    func bubbleOnly(_ bubble: PlistNode?, schema: SchemaNode?, side key: String) -> ChatPreview.Side {
        let node = bubble?.entry(key)?.value
        let schema = schema?.properties[key]
        return ChatPreview.Side(
            textColor: nil, contentInsets: .zero,
            normal: bubbles.image(node?.entry("Normal")?.value, schema: schema?.properties["Normal"]),
            highlighted: bubbles.image(node?.entry("Highlighted")?.value, schema: schema?.properties["Highlighted"]),
            time: nil)
    }

    /// Whether the release's candidates read the type (the schema's `x-releases`).
    private func reading(_ name: String) -> ChatPreview.Reading {
        let span = allTypes.properties[name]?.releases
        if release.allRead(span) { return .read }
        let readers = release.candidates.filter { span?.contains($0) ?? true }
        if readers.isEmpty {
            return .notRead("\(release.name) does not read \(name): nothing of this entry is drawn")
        }
        return .readBySome("read only by NIMKit \(NIMKitVersion.describe(readers)) of \(release.name)")
    }
}
