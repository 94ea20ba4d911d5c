import Foundation

extension ChatPreview {
    /// Checks the folder's two settings files as `nimlint check` does (configuration, release, asset folders),
    /// then draws what the release in force applies from them (`AppliedSettings`).
    public static func build(
        folder: String, assetFolders: [String], nimkit: NIMKitVersion?
    ) -> ChatPreview {
        let checked = SettingsFolderCheck(folder: folder, assetFolders: assetFolders, nimkit: nimkit)
        var findings = checked.outcome.configurationErrors.map {
            Finding(
                place: .head, file: $0.path, line: $0.line ?? 0, severity: .error, rule: "configuration",
                message: $0.message)
        }
        for kind in SettingsKind.allCases {
            if let report = checked.report(kind) {
                findings += PreviewPlacement.findings(of: report, kind: kind, root: report.loaded)
            }
        }
        return ChatPreview(checked.applied, findings: findings, imageFolders: checked.imageFolders)
    }

    /// The drawn messages, incoming then outgoing for each type in page order, as one conversation.
    static func timeMessages(_ types: inout [MessageType], interval: Double) {
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
