/// What a change does to the chat screen, in NIMKit's terms (`nimlint diff`): every setting whose effective value
/// differs between two readings of the settings, however NIMKit comes to it (a deleted type entry now drawn with
/// `Unsupport`'s values), and every setting that starts or stops crashing the app, whose drawn value stays 0.
/// Where a value is written does not count: moving a key, reformatting a file or adding a comment changes nothing,
/// and neither does a new way to the same value (a type whose deleted entry held what `Unsupport`'s holds).
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

    public init(old: Side, new: Side) {
        self.old = old
        self.new = new
        let oldSettings = old.applied.settings
        let newSettings = new.applied.settings
        let oldByIdentity = Dictionary(oldSettings.map { ($0.identity, $0) }) { first, _ in first }
        let newIdentities = Set(newSettings.map(\.identity))
        var changes: [Change] = []
        for setting in newSettings {
            let before = oldByIdentity[setting.identity]
            let crashes = { (setting: AppliedSetting?) in setting?.provenance.fallbacks.contains(.crashes) ?? false }
            if before?.value != setting.value || crashes(before) != crashes(setting) {
                changes.append(Change(old: before, new: setting))
            }
        }
        changes += oldSettings.filter { !newIdentities.contains($0.identity) }.map { Change(old: $0, new: nil) }
        self.changes = changes
    }

    public var isEmpty: Bool { changes.isEmpty }
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

    /// `now: no entry of its own: Unsupport's; no longer: ...`, empty when NIMKit takes the same fallbacks.
    var fallbackNote: String {
        var parts: [String] = []
        if !fallbacksTaken.isEmpty { parts.append("now: " + fallbacksTaken.map(\.summary).joined(separator: "; ")) }
        if !fallbacksLeft.isEmpty { parts.append("no longer: " + fallbacksLeft.map(\.summary).joined(separator: "; ")) }
        return parts.joined(separator: "; ")
    }
}
