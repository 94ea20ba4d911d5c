/// A key NIMKit needs is absent: it reads nil, which becomes 0, NO, zero insets or no bubble image.
enum MissingKeyRule: LintRule {
    static let description = RuleDescription(
        id: "missing-key", defaultSeverity: .warning, severities: [.error, .warning, .info],
        summary: "A key NIMKit needs is absent from its dict",
        explanation: """
            NIMKit does not fall back to a default when a key is absent: it reads nil. A missing Message_Limit \
            reads 0 and every page of history is empty; a missing Show_Avatar reads NO; a missing Left or Right \
            side gives zero insets, no color or no bubble image on that side. The global file needs every key \
            but Row_Background_Color and the two early-version input heights; the bubble file needs Unsupport; \
            each message type needs Content_Insets and Show_Avatar (Content_Color and Content_Font_Size are \
            optional: image and video messages draw no text); every {Left, Right} pair needs both sides, every \
            bubble side both Normal and Highlighted, and every bubble state a Name and Insets. The finding points \
            at the opening <dict> that lacks the key.
            """,
        triggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Unsupport</key>
                ↓<dict>
                    <key>Content_Insets</key>
                    ↓<dict>
                        <key>Left</key>
                        <string>{11,15,9,9}</string>
                    </dict>
                </dict>

                """),
            RuleExample(.bubble, RuleExample.plistHeader + "↓<dict/>\n</plist>\n"),
            // Info: outgoing Unsupport messages get the global Bubble's right side, a real bubble.
            .plist(
                .bubble,
                """
                <key>Unsupport</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
                        <string>{11,15,9,9}</string>
                        <key>Right</key>
                        <string>{11,11,9,15}</string>
                    </dict>
                    <key>Show_Avatar</key>
                    <true/>
                    <key>Bubble</key>
                    ↓<dict>
                        <key>Left</key>
                        <dict>
                            <key>Normal</key>
                            <dict>
                                <key>Name</key>
                                <string>bubble_left</string>
                                <key>Insets</key>
                                <string>{18,25,17,25}</string>
                            </dict>
                            <key>Highlighted</key>
                            <dict>
                                <key>Name</key>
                                <string>bubble_left_pressed</string>
                                <key>Insets</key>
                                <string>{18,25,17,25}</string>
                            </dict>
                        </dict>
                    </dict>
                </dict>

                """
            ).beside(.plist(.global, globalBubble)),
        ],
        nonTriggeringExamples: [
            .plist(
                .bubble,
                """
                <key>Unsupport</key>
                <dict>
                    <key>content_insets</key>
                    <dict>
                        <key>Left</key>
                        <string>{11,15,9,9}</string>
                        <key>Right</key>
                        <string>{11,11,9,15}</string>
                    </dict>
                    <key>Show_Avatar</key>
                    <true/>
                </dict>

                """),
            .plist(
                .bubble,
                """
                <key>Unsupport</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
                        <string>{11,15,9,9}</string>
                        <key>Right</key>
                        <string>{11,11,9,15}</string>
                    </dict>
                    <key>Show_Avatar</key>
                    <true/>
                </dict>

                """),
        ])

    /// A global Bubble whose two sides name their images.
    private static let globalBubble = """
        <key>Bubble</key>
        <dict>
            <key>Left</key>
            <dict>
                <key>Normal</key>
                <dict>
                    <key>Name</key>
                    <string>bubble_left</string>
                    <key>Insets</key>
                    <string>{18,25,17,25}</string>
                </dict>
                <key>Highlighted</key>
                <dict>
                    <key>Name</key>
                    <string>bubble_left</string>
                    <key>Insets</key>
                    <string>{18,25,17,25}</string>
                </dict>
            </dict>
            <key>Right</key>
            <dict>
                <key>Normal</key>
                <dict>
                    <key>Name</key>
                    <string>bubble_right</string>
                    <key>Insets</key>
                    <string>{18,25,17,25}</string>
                </dict>
                <key>Highlighted</key>
                <dict>
                    <key>Name</key>
                    <string>bubble_right</string>
                    <key>Insets</key>
                    <string>{18,25,17,25}</string>
                </dict>
            </dict>
        </dict>

        """

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for visit in file.visits.dictsThatMayLackRequiredKeys() where !visit.holdsEveryRequiredKey {
            // A misspelling of the key (`content_insets`) is reported by unknown-key, whose help already says the
            // real key is missing; saying it twice would only bury the typo. (The unknown keys of the effective
            // entries are all the unknown keys: a duplicate's key is its survivor's.)
            // Gathered only when a required key is absent: most dicts have all of theirs.
            lazy var misspelt: Set<String> = {
                let candidates = Suggestions.Candidates(visit.schema.properties.keys)
                return Set(visit.unknownEntries.compactMap { candidates.closest(to: $0.key) })
            }()
            for (position, key) in visit.schema.required.enumerated()
            where !visit.holdsRequiredKey(at: position) && !misspelt.contains(key) {
                let property = visit.schema.properties[key]
                let owner = visit.isRoot ? file.kind.fileName : visit.name
                let shipped = property?.defaultValue.map {
                    "\(file.release.name) ships <key>\(key)</key>\($0.plistElement(as: property?.type)) in its own \(file.kind.fileName)"
                }
                let consequences = file.folderModel.applied.settings(
                    lacking: key, inDictAt: visit.node.range, in: file.source.path)
                let effect = Consequence.sentence(consequences) ?? Self.unmodelled(key, owner: owner)
                var diagnostic = description.diagnostic(
                    "\(owner) has no '\(key)': \(effect)", at: visit.node.startTag,
                    severity: Consequence.severity(consequences), help: shipped.map { [$0] } ?? [])
                diagnostic.consequences = consequences
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// What a required key NIMKit reads no setting through today decides: only `Unsupport`, when every message
    /// type has an entry of its own.
    private static func unmodelled(_ key: String, owner: String) -> String {
        key == "Unsupport"
            ? "every message type has an entry of its own today, but messages of any other type (custom messages, "
                + "types of later SDKs) are drawn from a nil entry: nothing to draw with"
            : "NIMKit reads nil"
    }
}
