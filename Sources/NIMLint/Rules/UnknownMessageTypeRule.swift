/// NIMKit looks each message's type up among the bubble file's root keys by its exact name; an entry under any
/// other name is never read, and messages of the type it was meant for are drawn with `Unsupport`.
enum UnknownMessageTypeRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-message-type", defaultSeverity: .warning, severities: [.error, .warning],
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
            .plist(
                .bubble,
                "    ↓<key>Unsupported</key>\n    <dict/>\n    ↓<key>Team_notification</key>\n    <dict/>\n    ↓<key>Image </key>\n    <dict/>\n"
            ),
        ],
        nonTriggeringExamples: [
            .plist(.bubble, "    <key>Text</key>\n    <dict/>\n    <key>Robot</key>\n    <dict/>\n"),
            RuleExample.plist(.bubble, "<key>Robot</key>\n<dict/>\n").under("1.7.0"),
            .plist(.bubble, "    <key>Redpacket</key>\n    <dict/>\n").configured {
                $0.extraMessageTypes = ["Redpacket"]
            },
        ],
        corrections: [
            RuleCorrection(
                .bubble,
                before: RuleExample.plist(.bubble, "    <key>Vidoe</key>\n    <dict/>\n").text,
                after: RuleExample.plist(.bubble, "    <key>Video</key>\n    <dict/>\n").text,
                safety: .unsafe)
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
            for entry in visit.unknownEntries {
                let key = entry.key
                guard !file.configuration.extraMessageTypes.contains(key), !UnreadKey.isUnread(key, in: visit) else {
                    continue
                }
                let suggestion = KeySuggestion(for: key, among: candidates, in: visit)
                var message = String(joining: "'", key, "' is not a NIMKit message type: NIMKit never reads this entry")
                var consequences: [AppliedSetting] = []
                var help: [String] = []
                if let suggestion {
                    help.append(helps.help(for: suggestion, key: key))
                    // The type meant has no entry: what NIMKit then draws it with is the finding's consequence.
                    consequences = suggestion.consequences(in: visit, of: file)
                    if let effect = Consequence.sentence(consequences) {
                        message += ", so there is no \(suggestion.candidate) entry: \(effect)"
                    }
                } else {
                    help = typesHelp
                }
                diagnostics.append(
                    KeySuggestion.diagnostic(
                        description.diagnostic(
                            message, at: entry.keyRange, help: help, fix: suggestion?.rename(entry, key: key, in: file)),
                        consequences: consequences))
            }
            for unread in UnreadKey.all(in: visit, release: file.release) {
                diagnostics.append(
                    description.diagnostic(
                        "\(file.release.name) has no '\(unread.entry.key)' message type: \(unread.readersPhrase); this entry is never read",
                        at: unread.entry.keyRange, help: [UnreadKey.releaseHelp(file.release)]))
            }
        }
        return diagnostics
    }
}
