/// What NIMKit applies from one folder's two settings files, kept from the session's last lint of the folder:
/// the trees that lint loaded, read into the model the first time a request needs it, so typing pays nothing
/// for it and no request parses a file again.
final class AppliedFolder {
    private let files: [LoadedSettingsFile]
    private let release: NIMKitRelease
    private let images: ImageIndex?
    private lazy var settings = AppliedSettings.read(files, release: release, images: images)
    private var views: [SettingsKind: AppliedView] = [:]

    init(files: [LoadedSettingsFile], release: NIMKitRelease, images: ImageIndex?) {
        self.files = files
        self.release = release
        self.images = images
    }

    /// The model as seen from one of the two files.
    func view(of kind: SettingsKind) -> AppliedView {
        if let view = views[kind] { return view }
        let view = AppliedView(settings, kind: kind)
        views[kind] = view
        return view
    }
}

/// What NIMKit applies, as seen from one settings file: the settings it reads from each value of the file, the
/// sides missing from its dicts, and the entries it never uses.
struct AppliedView {
    let settings: AppliedSettings
    let kind: SettingsKind
    /// The settings read from this file, with the range of the value each is read from, in `settings`' order.
    let read: [(range: SourceRange, setting: AppliedSetting)]
    let missingSides: [AppliedSettings.MissingSide]
    /// The file's unused entries with their `<key>` elements.
    let unusedEntries: [(key: SourceRange, entry: AppliedSettings.UnusedEntry)]

    init(_ settings: AppliedSettings, kind: SettingsKind) {
        self.settings = settings
        self.kind = kind
        let path = settings.files.first { $0.kind == kind }?.path
        func range(_ origin: Origin?) -> SourceRange? {
            guard let path, case .file(path, let range, _, _) = origin else { return nil }
            return range
        }
        read = settings.settings.compactMap { setting in range(setting.provenance.origin).map { ($0, setting) } }
        missingSides = path.map(settings.missingSides) ?? []
        unusedEntries = settings.unusedEntries.compactMap { entry in range(entry.key).map { ($0, entry) } }
    }

    /// The settings read from values within `range`.
    func settings(within range: SourceRange) -> [AppliedSetting] {
        read.filter { range.start <= $0.range.start && $0.range.end <= range.end }.map(\.setting)
    }

    /// The message type a root key of the bubble file names, when NIMKit draws one with its entry.
    func messageType(named name: String) -> AppliedSettings.MessageType? {
        guard kind == .bubble else { return nil }
        return settings.messageTypes.first { $0.name == name && $0.hasEntry }
    }

    /// The unused entry whose `<key>` starts at `offset`.
    func unusedEntry(keyAt offset: Int) -> AppliedSettings.UnusedEntry? {
        unusedEntries.first { $0.key.start == offset }?.entry
    }

    /// `never used by NIMKit 1.0.0`: what the outline and the inlay hints say of an unused entry.
    var neverUsed: String { "never used by \(settings.release.name)" }
}
