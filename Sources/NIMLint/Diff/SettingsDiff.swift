/// What a change does to the chat screen, in NIMKit's terms (`nimlint diff`): every setting whose effective value
/// differs between two readings of the settings, however NIMKit comes to it (a deleted type entry now drawn with
/// `Unsupport`'s values), and every setting that starts or stops crashing the app, whose drawn value stays 0.
/// Where a value is written does not count: moving a key, reformatting a file or adding a comment changes nothing,
/// and neither does a new way to the same value (a type whose deleted entry held what `Unsupport`'s holds). A
/// bubble image is compared by what its name resolves to among each side's own images (`ImageChange`) where both
/// sides know where it resolves, and by its name where either does not.
public struct SettingsDiff: Sendable {
    /// One reading: a folder, a folder at a git revision, or a release's shipped defaults.
    public struct Side: Sendable {
        /// `App/Settings`, `HEAD~1:App/Settings`, `the defaults NIMKit 1.8.0 ships`.
        public var label: String
        public var applied: AppliedSettings
        /// The bundle NIMKit loads, when the folder named was an app's root and this is what was found in it.
        public var settingsBundle: SettingsBundleChoice?

        public init(label: String, applied: AppliedSettings, settingsBundle: SettingsBundleChoice? = nil) {
            self.label = label
            self.applied = applied
            self.settingsBundle = settingsBundle
        }
    }

    /// One setting that differs.
    public struct Change: Sendable, Equatable {
        /// What the old side applies; nil when its release does not read the setting.
        public var old: AppliedSetting?
        /// What the new side applies; nil when its release does not read the setting.
        public var new: AppliedSetting?
        /// For a bubble image both sides resolve among their images, what changed in the picture.
        public var image: ImageChange? = nil

        /// `Text, outgoing: text color`.
        public var title: String { (new ?? old)?.title ?? "" }

        /// The fallbacks NIMKit takes to the new value and did not take to the old one.
        public var fallbacksTaken: [Fallback] {
            (new?.provenance.fallbacks ?? []).filter { !(old?.provenance.fallbacks ?? []).contains($0) }
        }

        /// The fallbacks NIMKit took to the old value and no longer takes.
        public var fallbacksLeft: [Fallback] {
            (old?.provenance.fallbacks ?? []).filter { !(new?.provenance.fallbacks ?? []).contains($0) }
        }
    }

    public var old: Side
    public var new: Side
    /// In the new side's order (globals, the global Bubble, then each message type), then what only the old side
    /// reads.
    public var changes: [Change]
    /// Bubble images named otherwise on the new side that draw the same picture: not changes of the screen.
    public var renamed: [Change]

    /// `contents` reads an image file's bytes, to tell a renamed image from another picture.
    public init(old: Side, new: Side, contents: (String) -> [UInt8]? = ImageChange.fileContents) {
        self.old = old
        self.new = new
        let oldSettings = old.applied.settings
        let newSettings = new.applied.settings
        let oldByIdentity = Dictionary(oldSettings.map { ($0.identity, $0) }) { first, _ in first }
        let newIdentities = Set(newSettings.map(\.identity))
        var changes: [Change] = []
        var renamed: [Change] = []
        for setting in newSettings {
            let before = oldByIdentity[setting.identity]
            let crashes = { (setting: AppliedSetting?) in setting?.provenance.crashes ?? false }
            let crashChanged = crashes(before) != crashes(setting)
            if let before, let oldImage = before.image, let newImage = setting.image,
                oldImage != .appUnknown, newImage != .appUnknown
            {
                let image = ImageChange.between(
                    old: (Self.name(before.value), oldImage), new: (Self.name(setting.value), newImage),
                    contents: contents)
                if image == .renamed, !crashChanged {
                    renamed.append(Change(old: before, new: setting, image: image))
                } else if image != nil || crashChanged {
                    changes.append(Change(old: before, new: setting, image: image))
                }
            } else if before?.value != setting.value || crashChanged {
                changes.append(Change(old: before, new: setting))
            }
        }
        changes += oldSettings.filter { !newIdentities.contains($0.identity) }.map { Change(old: $0, new: nil) }
        self.changes = changes
        self.renamed = renamed
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// A bubble image's name, as the setting's value holds it.
    private static func name(_ value: SettingValue) -> String? {
        if case .text(let name) = value { name } else { nil }
    }
}

extension SettingsDiff.Side {
    /// `App/Settings, read by NIMKit 1.8.0 (the release comes from Podfile.lock)`.
    var heading: String {
        "\(label), read by \(applied.release.name) (the release \(applied.release.origin))"
    }

    /// The files NIMKit gets nothing from, each with why.
    var fileProblems: [String] {
        applied.files.compactMap { file in file.problem.map { "\(file.kind.fileName): \($0)" } }
    }
}

extension SettingsDiff.Change {
    /// `#FFFFFF (white)`, or `not read` when the side's release does not read the setting.
    static func display(_ setting: AppliedSetting?) -> String {
        setting?.value.description ?? "not read"
    }

    /// Where NIMKit raises while it builds the configuration the new value belongs to (`path:line:column`), when the
    /// change is that it now does; nil otherwise.
    var crashingBuild: String? {
        guard fallbacksTaken.contains(.configurationCrashes), let new,
            case .file(let path, _, let line, let column) = new.provenance.origin
        else { return nil }
        return "\(path):\(line):\(column)"
    }

    /// `image file's scale @2x → @3x; now: no entry of its own: Unsupport's; no longer: ...`, empty when the
    /// picture is the same and NIMKit takes the same fallbacks.
    var fallbackNote: String {
        var parts: [String] = image.map { [$0.summary] } ?? []
        if !fallbacksTaken.isEmpty { parts.append("now: " + fallbacksTaken.map(\.summary).joined(separator: "; ")) }
        if !fallbacksLeft.isEmpty { parts.append("no longer: " + fallbacksLeft.map(\.summary).joined(separator: "; ")) }
        return parts.joined(separator: "; ")
    }
}
