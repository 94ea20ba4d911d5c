/// A message type without a Bubble of its own is drawn with the global Bubble of NIMKitGlobalSetting.plist;
/// when that is missing or incomplete, those messages have no bubble image.
enum NoBubbleImageRule: LintRule {
    static let description = RuleDescription(
        id: "no-bubble-image", defaultSeverity: .warning,
        summary: "A message type whose bubble falls back to a missing or incomplete global Bubble",
        explanation: """
            NIMKit draws each message type with the Bubble of its own entry in NIMKitBubbleSetting.plist, or, \
            when the entry has none, with the Bubble of NIMKitGlobalSetting.plist in the same settings bundle. \
            When the global Bubble lacks a side, a state or an image Name, every message type relying on it is \
            drawn without a bubble image there: the message says what each side gets, as the settings model \
            reads the folder. The rule reads the two files of one folder together and is \
            silent when the folder has no global file, or when a part of the global Bubble is not a dict: NIMKit \
            crashes on that before it draws a message, which type-mismatch reports.
            """,
        triggeringExamples: [
            RuleExample.plist(
                .bubble,
                "    ↓<key>Text</key>\n    <dict/>\n    <key>Tip</key>\n    <dict>\n        <key>Bubble</key>\n        <dict/>\n    </dict>\n"
            )
            .beside(.plist(.global, globalBubble(rightHighlighted: false))),
            RuleExample.plist(.bubble, "    ↓<key>Text</key>\n    <dict/>\n")
                .beside(.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n")),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.bubble, "    <key>Text</key>\n    <dict/>\n")
                .beside(.plist(.global, globalBubble(rightHighlighted: true))),
            RuleExample.plist(.bubble, "    <key>Text</key>\n    <dict/>\n"),
            RuleExample.plist(.bubble, "    <key>Text</key>\n    <dict/>\n")
                .beside(.plist(.global, "    <key>Bubble</key>\n    <string>bubble_left</string>\n")),
        ])

    private static func globalBubble(rightHighlighted: Bool) -> String {
        let state =
            "            <dict>\n                <key>Name</key>\n                <string>bubble</string>\n            </dict>\n"
        let highlighted = rightHighlighted ? "            <key>Highlighted</key>\n" + state : ""
        return "    <key>Bubble</key>\n    <dict>\n        <key>Left</key>\n        <dict>\n"
            + "            <key>Normal</key>\n" + state + "            <key>Highlighted</key>\n" + state
            + "        </dict>\n        <key>Right</key>\n        <dict>\n            <key>Normal</key>\n" + state
            + highlighted + "        </dict>\n    </dict>\n"
    }

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        guard file.kind == .bubble, let types = file.document.root?.entries,
            let global = folder.first(where: { $0.kind == .global })?.document.root
        else { return [] }
        let bubble = global.entry("Bubble")?.value
        guard let gaps = missingImages(in: bubble), !gaps.isEmpty else { return [] }
        let what =
            bubble == nil
            ? "\(SettingsKind.global.fileName) has none either"
            : "the global Bubble in \(SettingsKind.global.fileName) lacks \(gaps.joined(separator: ", "))"
        let known = file.schema.root.properties
        let applied = file.folderModel.applied.settings
        return SchemaVisit.effectiveEntries(types).compactMap { entry in
            guard known[entry.key] != nil, entry.value.entries != nil, entry.value.entry("Bubble") == nil else {
                return nil
            }
            // What the model says the type gets from the global Bubble where it has no image.
            let imageless = applied.filter {
                $0.scope == entry.key && $0.setting.hasSuffix("bubble image") && $0.value == .text(nil)
                    && $0.provenance.fallbacks.contains(.globalBubble)
            }
            guard let effect = Consequence.sentence(imageless) else { return nil }
            var diagnostic = description.diagnostic(
                "\(entry.key) has no Bubble of its own, and \(what): \(effect)",
                at: entry.keyRange, severity: Consequence.severity(imageless),
                help: ["complete the global Bubble, or give \(entry.key) a Bubble of its own"])
            diagnostic.consequences = imageless
            return diagnostic
        }
    }

    /// The image names a Bubble dict lacks, as `Right.Highlighted.Name`; `["Bubble"]` when there is none. Nil when
    /// the Bubble, a side or a state is there but no dict: NIMKit subscripts it and the app crashes before any
    /// message is drawn, which is `type-mismatch`'s error.
    private static func missingImages(in bubble: PlistNode?) -> [String]? {
        guard let bubble else { return ["Bubble"] }
        guard bubble.entries != nil else { return nil }
        var gaps: [String] = []
        for side in ["Left", "Right"] {
            let sideValue = bubble.entry(side)?.value
            if let sideValue, sideValue.entries == nil { return nil }
            for state in ["Normal", "Highlighted"] {
                let stateValue = sideValue?.entry(state)?.value
                if let stateValue, stateValue.entries == nil { return nil }
                if stateValue?.entry("Name")?.value.stringValue?.isEmpty ?? true {
                    gaps.append("\(side).\(state).Name")
                }
            }
        }
        return gaps
    }
}
