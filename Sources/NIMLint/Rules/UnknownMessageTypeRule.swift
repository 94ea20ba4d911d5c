/// NIMKit looks each message's type up among the bubble file's root keys by its exact name; an entry under any
/// other name is never read, and messages of the type it was meant for are drawn with `Unsupport`.
enum UnknownMessageTypeRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-message-type", defaultSeverity: .warning,
        summary: "A root key of the bubble file that is no built-in message type",
        explanation: """
            The root keys of NIMKitBubbleSetting.plist are NIMKit's built-in message types (Text, Audio, Video, \
            File, Image, Location, Tip, Team_Notification, Chatroom_Notification, Netcall_Notification, \
            Unsupport, and Robot from NIMKit 1.6.1 on), looked up case-sensitively; under an older release a \
            Robot entry is never read. Any other key is never read: an entry named `text` \
            leaves Text messages to the Unsupport entry. Keys an app handles itself can be declared with the \
            `messageTypes` of .nimlint.json. The fix renames the key to the single close match (unsafe: it \
            changes what NIMKit draws), unless that type already has an entry.
            """,
        triggeringExamples: [
            .plist(.bubble, "    ↓<key>text</key>\n    <dict/>\n    ↓<key>Notification</key>\n    <dict/>\n"),
            RuleExample.plist(.bubble, "↓<key>Robot</key>\n<dict/>\n").under("1.0.4"),
            RuleExample.plist(.bubble, "↓<key>Robot</key>\n<dict/>\n").under("1.6.0"),
            .plist(.bubble, "    ↓<key>Unsupported</key>\n    <dict/>\n    ↓<key>Team_notification</key>\n    <dict/>\n    ↓<key>Image </key>\n    <dict/>\n"),
        ],
        nonTriggeringExamples: [
            .plist(.bubble, "    <key>Text</key>\n    <dict/>\n    <key>Robot</key>\n    <dict/>\n"),
            RuleExample.plist(.bubble, "<key>Robot</key>\n<dict/>\n").under("1.7.0"),
            .plist(.bubble, "    <key>Redpacket</key>\n    <dict/>\n").configured { $0.extraMessageTypes = ["Redpacket"] },
        ],
        corrections: [
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(.bubble, "    <key>Vidoe</key>\n    <dict/>\n").text,
                after: RuleExample.plist(.bubble, "    <key>Video</key>\n    <dict/>\n").text,
                safety: .unsafe),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for visit in file.visits.having(.messageTypes) {
            guard visit.node.entries != nil else { continue }
            lazy var candidates = Suggestions.Candidates(visit.schema.propertyOrder)
            var helps = SuggestionHelps()
            // The same for every key of the dict, and a file can hold thousands: written once, shared by all.
            lazy var typesHelp = [
                "the message types are \(visit.schema.propertyOrder.joined(separator: ", "))",
                "a type the app handles itself can be listed in `messageTypes` of .nimlint.json",
            ]
            var effects: [String: String] = [:]
            for entry in visit.unknownEntries {
                let key = entry.key
                guard !file.configuration.extraMessageTypes.contains(key), !UnreadKey.isUnread(key, in: visit) else { continue }
                let suggestion = KeySuggestion(for: key, among: candidates, in: visit)
                var help: [String] = []
                if let suggestion {
                    help.append(helps.help(for: suggestion, key: key))
                    if !suggestion.alreadyPresent {
                        // Said once per message type, however many keys come close to it.
                        let effect: String
                        if let said = effects[suggestion.candidate] {
                            effect = said
                        } else {
                            effect = Self.effectOfMissing(suggestion.candidate, in: visit)
                            effects[suggestion.candidate] = effect
                        }
                        help.append(effect)
                    }
                } else {
                    help = typesHelp
                }
                diagnostics.append(description.diagnostic(
                    String(joining: "'", key, "' is not a NIMKit message type: NIMKit never reads this entry"), at: entry.keyRange,
                    help: help, fix: suggestion?.rename(entry, key: key, in: file)))
            }
            for unread in UnreadKey.all(in: visit, release: file.release) {
                diagnostics.append(description.diagnostic(
                    "\(file.release.name) has no '\(unread.entry.key)' message type: \(unread.readersPhrase); this entry is never read",
                    at: unread.entry.keyRange, help: [UnreadKey.releaseHelp(file.release)]))
            }
        }
        return diagnostics
    }

    /// What NIMKit draws while the bubble file has no entry named `type`.
    private static func effectOfMissing(_ type: String, in visit: SchemaVisit) -> String {
        // Misspelling Unsupport itself takes away the entry every other type falls back to.
        let effect = visit.schema.properties[type]?.whenMissing.map { "there is no \(type) entry: \($0)" }
            ?? "\(type) messages are drawn with the Unsupport entry"
        return "as it stands, \(effect)"
    }
}
