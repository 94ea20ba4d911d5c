/// Where on the page each finding is marked: at the part of the chat screen the value it is about changes.
enum PreviewPlacement {
    /// The global keys the page draws, with the part each one changes; other global keys go to the head.
    static let globalPlaces: [String: ChatPreview.Place] = [
        "Row_Background_Color": .rowBackground,
        "Message_Interval": .timestamps,
        "Placeholder": .inputBar,
        "Max_Length": .inputBar,
        "Bubble": .defaultBubble,
    ]

    /// Each finding with the root entry that holds it: a message type's entry marks that type, a global key the
    /// part it changes; findings elsewhere (a whole file, an entry NIMKit never reads) go to the page's head.
    static func findings(of report: FileReport, kind: SettingsKind, root: PlistNode?) -> [ChatPreview.Finding] {
        let types = Set(SettingsSchema.builtIn(.bubble).root.propertyOrder)
        let entries = root?.entries.map { Array($0) } ?? []
        return report.diagnostics.map { diagnostic in
            let start = diagnostic.range.start
            let key = entries.last { $0.keyRange.start <= start && start <= $0.value.range.end }?.key
            return ChatPreview.Finding(
                place: place(of: key, kind: kind, types: types), file: report.path,
                line: report.location(of: diagnostic.range).start.line,
                severity: diagnostic.severity, rule: diagnostic.rule, message: diagnostic.message)
        }
    }

    private static func place(of key: String?, kind: SettingsKind, types: Set<String>) -> ChatPreview.Place {
        guard let key else { return .head }
        switch kind {
        case .bubble: return types.contains(key) ? .messageType(key) : .head
        case .global: return globalPlaces[key] ?? .head
        }
    }
}
