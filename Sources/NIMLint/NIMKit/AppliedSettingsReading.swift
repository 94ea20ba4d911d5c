/// One settings file as `check` read it, for `AppliedSettings.read`.
public struct LoadedSettingsFile: Sendable {
    public var kind: SettingsKind
    /// The path as the user gave or discovered it; nil for a release's shipped defaults.
    public var path: String?
    /// The text the positions of `root` count in; nil when the file could not be read.
    public var source: SourceFile?
    /// The dictionary NIMKit loads (CoreFoundation's values); nil when it loads none.
    public var root: PlistNode?
    /// Why NIMKit loads nothing from the file; nil when it loads it.
    public var problem: String?
    /// Where values of shipped defaults come from, instead of a place in a file.
    var shipped: String?

    public init(kind: SettingsKind, path: String?, source: SourceFile?, root: PlistNode?, problem: String?) {
        self.kind = kind
        self.path = path
        self.source = source
        self.root = root
        self.problem = problem
    }

    /// Why NIMKit loads nothing from a file it finds but cannot load.
    static let notLoaded = "not loaded: NIMKit reads nil, so every value from it is zero or nothing"

    /// What `check` made of a file: its report and the tree the check kept (`CheckRequest.keepsLoadedTrees`).
    public init(kind: SettingsKind, path: String, report: FileReport?) {
        let root = report?.loaded
        let problem: String? =
            if report == nil {
                "missing: NIMKit reads nil, so every value from it is zero or nothing"
            } else if report?.source == nil {
                "unreadable: NIMKit reads nil, so every value from it is zero or nothing"
            } else if root == nil { Self.notLoaded } else { nil }
        self.init(kind: kind, path: report?.path ?? path, source: report?.source, root: root, problem: problem)
    }
}

extension LoadedSettingsFile {
    /// Where a range of this file is: a place in the file, or the shipped defaults it stands for.
    func origin(of range: SourceRange) -> Origin? {
        if let shipped { return .shipped(shipped) }
        guard let path, let source else { return nil }
        let start = source.location(of: range.start)
        return .file(path: path, range: range, line: start.line, column: start.column)
    }
}

extension AppliedSettings {
    /// What NIMKit applies from the two files under `release`, the bubble images resolved in `images` (nil: no
    /// images known, nothing resolved). A kind missing from `files` reads as a missing file.
    public static func read(
        _ files: [LoadedSettingsFile], release: NIMKitRelease, images: ImageIndex?
    ) -> AppliedSettings {
        let global =
            files.first { $0.kind == .global }
            ?? LoadedSettingsFile(
                kind: .global, path: nil, source: nil, root: nil,
                problem: "missing: NIMKit reads nil, so every value from it is zero or nothing")
        let bubble =
            files.first { $0.kind == .bubble }
            ?? LoadedSettingsFile(
                kind: .bubble, path: nil, source: nil, root: nil,
                problem: "missing: NIMKit reads nil, so every value from it is zero or nothing")
        let reader = SettingsReader(release: release, images: images, global: global, bubble: bubble)
        return AppliedSettings(
            release: release,
            files: [global, bubble].map { File(kind: $0.kind, path: $0.path, problem: $0.problem) },
            globals: reader.globals(), defaultBubble: reader.defaultBubble(),
            messageTypes: reader.allTypes.propertyOrder.map(reader.messageType), unusedEntries: reader.unusedEntries())
    }
}

/// A place NIMKit reads from: the value there (nil when there is none), the file it is in, and the fallbacks
/// that led there. Walking a key down a dict gives the next place; down anything else the app crashes.
struct Place {
    var node: PlistNode?
    let file: LoadedSettingsFile
    var fallbacks: [Fallback]
    /// The value that is not a dict where NIMKit sends it a dictionary subscript.
    var crashedAt: PlistNode?
    /// The keys on the way here that their dicts lack, in the order NIMKit looked.
    var absences: [Absence] = []

    /// `[dict objectForKey:key]`.
    func child(_ key: String) -> Place {
        guard let node else { return self }
        guard node.type == .dict else {
            return Place(node: nil, file: file, fallbacks: adding(.crashes), crashedAt: node, absences: absences)
        }
        guard let entry = node.entry(key) else {
            let absence = origin(of: node).map { Absence(key: key, dict: $0) }
            return Place(
                node: nil, file: file, fallbacks: adding(.missing), crashedAt: nil,
                absences: absences + [absence].compactMap { $0 })
        }
        return Place(node: entry.value, file: file, fallbacks: fallbacks, crashedAt: nil, absences: absences)
    }

    func adding(_ fallback: Fallback) -> [Fallback] {
        fallbacks.contains(fallback) ? fallbacks : fallbacks + [fallback]
    }

    /// This dict, having been asked for `key` and not holding it.
    func lacking(_ key: String) -> Place {
        var copy = self
        if let node, let dict = origin(of: node) { copy.absences.append(Absence(key: key, dict: dict)) }
        return copy
    }

    func with(_ fallback: Fallback) -> Place {
        var copy = self
        copy.fallbacks = adding(fallback)
        return copy
    }

    func provenance(_ extra: Fallback? = nil) -> Provenance {
        let fallbacks = extra.map(adding) ?? self.fallbacks
        return Provenance(origin: (node ?? crashedAt).flatMap(origin), fallbacks: fallbacks, absences: absences)
    }

    /// Where a node of this file is; nil in a file without a path or text.
    func origin(of node: PlistNode) -> Origin? {
        file.origin(of: node.range)
    }

    // How NIMKit reads the value here, each reader the one NIMKIT.md names.

    /// `nim_hexToColor`: nil when there is no string. It sets its scanner past the first character, which raises
    /// on an empty string.
    var color: Applied<UInt32?> {
        guard let node else { return Applied(nil, provenance()) }
        guard let text = node.stringValue, !text.isEmpty else { return Applied(nil, provenance(.crashes)) }
        return Applied(HexColor.nimkitValue(of: text), provenance())
    }

    /// `UIEdgeInsetsFromString`: zero insets for anything but a well-formed `{top, left, bottom, right}`.
    var insets: Applied<EdgeInsets> {
        guard let node else { return Applied(.zero, provenance()) }
        guard let text = node.stringValue else { return Applied(.zero, provenance(.crashes)) }
        let parsed = InsetsString(text)
        guard parsed.problem == nil, parsed.components.count == 4 else {
            return Applied(.zero, provenance(.unparsedInsets))
        }
        let values = parsed.components.map(\.value)
        return Applied(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]), provenance())
    }

    /// `floatValue` or `doubleValue`: 0 when there is no value.
    var number: Applied<Double> {
        guard let node else { return Applied(0, provenance()) }
        let value: Double?
        switch node.value {
        case .bool(let bool): value = bool ? 1 : 0
        case .integer, .real, .string: value = FoundationReading.number(of: node, reader: "doubleValue") ?? 0
        case .dict, .array, .date, .data: value = nil
        }
        guard let value else { return Applied(0, provenance(.crashes)) }
        return Applied(value, provenance())
    }

    /// `integerValue`: 0 when there is no value.
    var integer: Applied<Int> {
        guard let node else { return Applied(0, provenance()) }
        guard let value = FoundationReading.integerValue(of: node) else { return Applied(0, provenance(.crashes)) }
        return Applied(value, provenance())
    }

    /// `boolValue`: NO when there is no value.
    var bool: Applied<Bool> {
        guard let node else { return Applied(false, provenance()) }
        switch node.value {
        case .bool(let bool): return Applied(bool, provenance())
        case .string(let text): return Applied(FoundationReading.boolValue(text), provenance())
        case .integer, .real: return Applied(number.value != 0, provenance())
        case .dict, .array, .date, .data: return Applied(false, provenance(.crashes))
        }
    }

    /// A string used as it is: nil when there is none.
    var text: Applied<String?> {
        guard let node else { return Applied(nil, provenance()) }
        guard let text = node.stringValue else { return Applied(nil, provenance(.crashes)) }
        return Applied(text, provenance())
    }
}

/// Reads the two files as NIMKitUIConfig.m does (the same in every plist-era release): the global values, the
/// global Bubble, and each message type's entry, falling back to `Unsupport`'s entry for a type without one and,
/// side by side, to the global Bubble for an entry without a Bubble side of its own.
private struct SettingsReader {
    let release: NIMKitRelease
    let images: ImageIndex?
    let global: Place
    let bubbles: Place
    let globalSchema: SchemaNode
    let bubbleSchema: SchemaNode
    /// The bubble schema before specialisation: every built-in message type, read by the release or not.
    let allTypes: SchemaNode
    /// Where NIMKit raises while it builds the global configuration; nil when it builds.
    let globalCrash: Provenance?

    init(release: NIMKitRelease, images: ImageIndex?, global: LoadedSettingsFile, bubble: LoadedSettingsFile) {
        self.release = release
        self.images = images
        self.global = Self.place(global)
        bubbles = Self.place(bubble)
        globalSchema = SettingsSchema.builtIn(.global).specialized(for: release).root
        bubbleSchema = SettingsSchema.builtIn(.bubble).specialized(for: release).root
        allTypes = SettingsSchema.builtIn(.bubble).root
        globalCrash = ConfigurationBuild.globalCrash(self.global, schema: globalSchema)
    }

    /// The file's dictionary, or nothing at all when NIMKit gets none from it.
    private static func place(_ file: LoadedSettingsFile) -> Place {
        guard let root = file.root, root.type == .dict else {
            return Place(node: nil, file: file, fallbacks: [.fileNotLoaded])
        }
        return Place(node: root, file: file, fallbacks: [])
    }

    func globals() -> [AppliedSettings.Global] {
        globalSchema.propertyOrder.compactMap { key in
            guard key != "Bubble", let schema = globalSchema.properties[key] else { return nil }
            let place = global.child(key)
            var value: Applied<SettingValue>
            if schema.format == .color {
                value = map(place.color, SettingValue.color)
            } else if schema.type == .string {
                value = map(place.text, SettingValue.text)
            } else if FoundationReading.reader(of: schema) == "integerValue" {
                value = map(place.integer, SettingValue.integer)
            } else {
                value = map(place.number, SettingValue.number)
            }
            if let globalCrash { value = Applied(value.value.zero, globalCrash) }
            return AppliedSettings.Global(key: key, value: value, readBySome: readBySome(schema.releases))
        }
    }

    func defaultBubble() -> Sides<AppliedSettings.Bubble> {
        let schema = globalSchema.properties["Bubble"]
        let bubble = global.child("Bubble")
        if let globalCrash { return Sides(incoming: .crashed(globalCrash), outgoing: .crashed(globalCrash)) }
        return Sides(
            incoming: self.bubble(bubble.child("Left"), schema: schema?.properties["Left"]),
            outgoing: self.bubble(bubble.child("Right"), schema: schema?.properties["Right"]))
    }

    func messageType(_ name: String) -> AppliedSettings.MessageType {
        let hasEntry = bubbles.node?.entry(name) != nil
        let reading = self.reading(name)
        let entry: Place
        if case .notRead = reading {
            entry = Place(node: nil, file: bubbles.file, fallbacks: bubbles.adding(.notReadByRelease))
        } else if hasEntry {
            entry = bubbles.child(name)
        } else {
            entry = bubbles.lacking(name).with(.unsupportEntry).child("Unsupport")
        }
        let entryName = hasEntry ? name : "Unsupport"
        let ownBubbleSchema = bubbleSchema.properties[entryName]?.properties["Bubble"]
        func side(_ side: MessageSide) -> AppliedSettings.Side {
            if let crash = ConfigurationBuild.typeCrash(entry, side: side) {
                return .crashed(crash.after(entry.fallbacks))
            }
            return AppliedSettings.Side(
                contentInsets: entry.child("Content_Insets").child(side.key).insets,
                textColor: entry.child("Content_Color").child(side.key).color,
                fontSize: entry.child("Content_Font_Size").number,
                showsAvatar: entry.child("Show_Avatar").bool,
                bubble: bubble(of: entry, side: side, schema: ownBubbleSchema?.properties[side.key]))
        }
        return AppliedSettings.MessageType(
            name: name, reading: reading, hasEntry: hasEntry,
            hasOwnBubble: entry.node?.type == .dict && entry.node?.entry("Bubble") != nil,
            sides: Sides(incoming: side(.incoming), outgoing: side(.outgoing)))
    }

    /// An entry's Bubble side; without one (`bubbleConfigHelper` gives nil) the global Bubble's side, but only
    /// for an entry NIMKit found at all: without one NIMKit has no configuration to fall back from.
    private func bubble(of entry: Place, side: MessageSide, schema: SchemaNode?) -> AppliedSettings.Bubble {
        guard entry.node != nil else { return bubble(entry, schema: schema) }
        let own = entry.child("Bubble").child(side.key)
        if own.node != nil || own.crashedAt != nil { return bubble(own, schema: schema) }
        if let globalCrash { return .crashed(globalCrash.after(entry.fallbacks + [.globalBubble])) }
        var fallback = global.child("Bubble").child(side.key)
        fallback.absences = own.absences + fallback.absences
        fallback.fallbacks = (entry.fallbacks + [.globalBubble] + fallback.fallbacks).reduce(into: []) { merged, step in
            if !merged.contains(step) { merged.append(step) }
        }
        return bubble(fallback, schema: globalSchema.properties["Bubble"]?.properties[side.key])
    }

    /// One side of a Bubble: `{Normal, Highlighted}` → `{Name, Insets}`.
    private func bubble(_ place: Place, schema: SchemaNode?) -> AppliedSettings.Bubble {
        func image(_ state: String) -> AppliedSettings.BubbleImage {
            let here = place.child(state)
            let name = here.child("Name").text
            let nameSchema = schema?.properties[state]?.properties["Name"]
            return AppliedSettings.BubbleImage(
                name: name, capInsets: here.child("Insets").insets,
                resolution: name.value.flatMap { name in
                    guard ImageResolution.mayFind(name.utf8) else { return .nowhere }
                    return images?.resolve(
                        name, builtInImages: nameSchema?.builtInImages ?? [],
                        lookups: nameSchema?.imageLookups.map(\.value) ?? [])
                })
        }
        return AppliedSettings.Bubble(normal: image("Normal"), highlighted: image("Highlighted"))
    }

    /// The root entries of the bubble file NIMKit never reads: NIMKit asks the file only for the message types it
    /// draws, and of a key given twice it gets the later entry.
    func unusedEntries() -> [AppliedSettings.UnusedEntry] {
        guard let entries = bubbles.node?.entries else { return [] }
        return entries.compactMap { entry in
            let reason: String
            if entry.isOverridden {
                reason = "a later \(entry.key) entry overrides this one"
            } else if allTypes.properties[entry.key] == nil {
                reason = "no message type is called \(entry.key)"
            } else if case .notRead(let note) = reading(entry.key) {
                reason = note
            } else {
                return nil
            }
            return AppliedSettings.UnusedEntry(
                name: entry.key, key: bubbles.file.origin(of: entry.keyRange), reason: reason)
        }
    }

    /// Whether the release's candidates read the type (the schema's `x-releases`).
    private func reading(_ name: String) -> AppliedSettings.Reading {
        let span = allTypes.properties[name]?.releases
        if release.allRead(span) { return .read }
        let readers = release.candidates.filter { span?.contains($0) ?? true }
        if readers.isEmpty {
            return .notRead("\(release.name) does not read \(name): nothing of this entry is drawn")
        }
        return .readBySome("read only by NIMKit \(NIMKitVersion.describe(readers)) of \(release.name)")
    }

    private func readBySome(_ span: ReleaseSpan?) -> String? {
        guard !release.allRead(span) else { return nil }
        let readers = release.candidates.filter { span?.contains($0) ?? true }
        return "read only by NIMKit \(NIMKitVersion.describe(readers)) of \(release.name)"
    }

    private func map<Value>(_ applied: Applied<Value>, _ transform: (Value) -> SettingValue) -> Applied<SettingValue> {
        Applied(transform(applied.value), applied.provenance)
    }
}
