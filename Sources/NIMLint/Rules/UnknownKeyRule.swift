/// NIMKit reads a fixed set of keys with `objectForKey:`; a misspelt one is never read and its setting silently
/// falls back to nil or 0.
enum UnknownKeyRule: LintRule {
    static let description = RuleDescription(
        id: "unknown-key", defaultSeverity: .warning, severities: [.error, .warning],
        summary: "A key NIMKit never reads (often a typo or a case slip)",
        explanation: """
            NIMKit looks every key up by its exact, case-sensitive name. A key it does not know is never read: \
            `content_insets` leaves Content_Insets unset (zero insets), `Highlight` leaves the pressed bubble \
            without an image. Keys differ by release: Row_Background_Color is read by NIMKit 1.6.1 and \
            1.8.0–2.0.0 only, so under 1.2.0 or 1.7.0 it does nothing (with the release unknown, a key some \
            release reads is accepted). The fix renames the key to the single close match, which changes what NIMKit \
            renders, so it is unsafe; it is not offered when the dict already has that key.
            """,
        triggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    ↓<key>content_insets</key>
                    <dict/>
                    <key>Show_Avatar</key>
                    <true/>
                </dict>

                """),
            .plist(
                .global,
                """
                <key>Bubble</key>
                <dict>
                    <key>Left</key>
                    <dict>
                        ↓<key>Highlight</key>
                        <dict/>
                    </dict>
                </dict>
                ↓<key>Message_Limt</key>
                <integer>20</integer>

                """),
            RuleExample.plist(.global, "↓<key>Row_Background_Color</key>\n<string>#E4E7EC</string>\n").under("1.2.0"),
            RuleExample.plist(.global, "↓<key>Row_Background_Color</key>\n<string>#E4E7EC</string>\n").under("1.7.0"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, "<key>Row_Background_Color</key>\n<string>#E4E7EC</string>\n").under("1.9.2"),
            RuleExample.plist(.global, "<key>Row_Background_Color</key>\n<string>#E4E7EC</string>\n"),
            .plist(
                .bubble,
                """
                <key>Text</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict/>
                    <key>Show_Avatar</key>
                    <true/>
                </dict>

                """),
        ],
        corrections: [
            RuleCorrection(
                .global,
                before: RuleExample.plist(.global, "    <key>message_limit</key>\n    <integer>20</integer>\n").text,
                after: RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n").text,
                safety: .unsafe),
            RuleCorrection(
                .global,
                before: RuleExample.plist(.global, "<key>Row_Background_Colour</key>\n<string>#E4E7EC</string>\n").text,
                after: RuleExample.plist(.global, "<key>Row_Background_Color</key>\n<string>#E4E7EC</string>\n").text,
                safety: .unsafe
            ).under("1.9.1"),
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Most dicts hold no unknown key: they are passed by before anything is prepared for one.
        for visit in file.visits.having(.closedKeys)
        where visit.holdsUnknownEntries && !visit.schema.keysAreMessageTypes {
            guard visit.node.entries != nil else { continue }
            lazy var candidates = Suggestions.Candidates(visit.schema.propertyOrder)
            var helps = SuggestionHelps()
            lazy var knownKeys = visit.schema.propertyOrder.joined(separator: ", ")
            for entry in visit.unknownEntries {
                let key = entry.key
                guard !UnreadKey.isUnread(key, in: visit) else { continue }
                let suggestion = KeySuggestion(for: key, among: candidates, in: visit)
                var help = unseenCharactersHelp(key).map { [$0] } ?? []
                var message = "NIMKit never reads '\(key)' in \(visit.name)"
                var consequences: [AppliedSetting] = []
                if let suggestion {
                    help.append(helps.help(for: suggestion, key: key))
                    consequences = suggestion.consequences(in: visit, of: file)
                    if let effect = Consequence.sentence(consequences) {
                        message += ", so it has no \(suggestion.candidate): \(effect)"
                    }
                } else {
                    help.append("\(visit.name) has the keys \(knownKeys)")
                }
                diagnostics.append(
                    KeySuggestion.diagnostic(
                        description.diagnostic(
                            message, at: entry.keyRange, help: help, fix: suggestion?.rename(entry, key: key, in: file)),
                        consequences: consequences))
            }
            for unread in UnreadKey.all(in: visit, release: file.release) where !unread.isRetired {
                diagnostics.append(
                    description.diagnostic(
                        "\(file.release.name) never reads '\(unread.entry.key)' in \(visit.name): \(unread.readersPhrase)",
                        at: unread.entry.keyRange, help: [UnreadKey.releaseHelp(file.release)]))
            }
        }
        return diagnostics
    }

    /// Which characters of `key` an editor shows as nothing or as a plain space: a key that looks right and is
    /// not (`Message_Limit` with a zero width space after it) is explained by them alone.
    static func unseenCharactersHelp(_ key: String) -> String? {
        var seen: Set<Unicode.Scalar> = []
        let unseen = key.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: break
            case .spaceSeparator where scalar != " ": break
            default: return false
            }
            return seen.insert(scalar).inserted
        }
        guard !unseen.isEmpty else { return nil }
        let names = unseen.map { scalar in
            let code =
                "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                + String(scalar.value, radix: 16, uppercase: true)
            return scalar.properties.name.map { "\(code) \($0)" } ?? "\(code), a control character"
        }
        let list =
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return "the key holds \(list), which an editor does not show as \(names.count == 1 ? "it is" : "they are")"
    }
}
