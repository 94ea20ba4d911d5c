/// What a release's own files apply, setting by setting: what "customised" means to `show`. When the release's
/// candidates ship different files (an unsettled release spanning a change of the defaults), each candidate's own
/// files count, and a value is customised only when it differs from what every candidate that reads the setting
/// ships: no candidate could have given it by default.
public struct ShippedValues: Sendable {
    /// Whether one set of shipped files stands for every candidate of the release.
    public let isSettled: Bool
    /// Each setting's shipped values by `AppliedSetting.identity`, one per distinct value, in candidate order.
    private let values: [String: [SettingValue]]

    public init(release: NIMKitRelease) {
        let models: [AppliedSettings]
        if let applied = ShippedSettings.applied(for: release) {
            models = [applied]
            isSettled = true
        } else {
            models = release.candidates.compactMap {
                ShippedSettings.applied(for: NIMKitRelease($0, source: release.source, path: release.path))
            }
            isSettled = false
        }
        var values: [String: [SettingValue]] = [:]
        for setting in models.flatMap(\.settings) where !setting.provenance.fallbacks.contains(.notReadByRelease) {
            if !(values[setting.identity]?.contains(setting.value) ?? false) {
                values[setting.identity, default: []].append(setting.value)
            }
        }
        self.values = values
    }

    /// What the release ships for the setting; empty when no candidate reads it.
    public func values(of setting: AppliedSetting) -> [SettingValue] {
        values[setting.identity] ?? []
    }

    /// Whether the setting's value is one no candidate ships.
    public func isCustomised(_ setting: AppliedSetting) -> Bool {
        let shipped = values(of: setting)
        return !shipped.isEmpty && !shipped.contains(setting.value)
    }
}
