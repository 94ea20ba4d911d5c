/// `UIImage imageNamed:` takes the name literally: an empty name, stray spaces or a Windows path separator find
/// nothing, and NIMKit draws the bubble without an image. A `/` is fine: it is a path that can resolve.
enum InvalidImageNameRule: LintRule {
    static let description = RuleDescription(
        id: "invalid-image-name", defaultSeverity: .warning,
        summary: "A bubble image name imageNamed: can never find",
        explanation: """
            Bubble image names go to nim_imageInKit:, which asks UIImage imageNamed: for the exact name inside \
            NIMKitResource.bundle and, from NIMKit 1.2.0 on, in the app. An empty name, spaces before or after \
            it, or a backslash (no path separator on iOS) find nothing, and the message is drawn without a \
            bubble: the finding ends in what the settings model says those messages get. A name with or without `.png` is fine, and so is a path with `/` (Chat.bundle/bubble_left), \
            which imageNamed: follows into a bundle folder; whether it is there is missing-image's question.
            """,
        triggeringExamples: [
            .plist(
                .global,
                """
                <key>Bubble</key>
                <dict>
                    <key>Left</key>
                    <dict>
                        <key>Normal</key>
                        <dict>
                            <key>Name</key>
                            <string>↓bubble_left </string>
                        </dict>
                        <key>Highlighted</key>
                        <dict>
                            <key>Name</key>
                            <string>↓images\\bubble_left_pressed.png</string>
                        </dict>
                    </dict>
                </dict>

                """)
        ],
        nonTriggeringExamples: [
            .plist(
                .global,
                """
                <key>Bubble</key>
                <dict>
                    <key>Left</key>
                    <dict>
                        <key>Normal</key>
                        <dict>
                            <key>Name</key>
                            <string>icon_receiver_node_normal.png</string>
                        </dict>
                        <key>Highlighted</key>
                        <dict>
                            <key>Name</key>
                            <string>Chat.bundle/bubble_left_pressed</string>
                        </dict>
                    </dict>
                </dict>

                """)
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        file.imageNameStrings.compactMap { visit, text in
            guard !ImageResolution.mayFind(text.utf8) else { return nil }
            let problem: String
            if text.isEmpty {
                problem = "is empty"
            } else if text.utf8.allSatisfy(FoundationReading.isSpace) {
                problem = "is blank ('\(text)')"
            } else if let first = text.utf8.first, let last = text.utf8.last,
                FoundationReading.isSpace(first) || FoundationReading.isSpace(last)
            {
                problem = "'\(text)' has spaces around it, which imageNamed: keeps"
            } else if text.utf8.contains(UInt8(ascii: "\\")) {
                problem = "'\(text)' holds a backslash, which is no path separator on iOS"
            } else {
                return nil
            }
            return file.diagnostic(
                description, "\(visit.name) \(problem), so no image is found", at: visit.node.content, least: .warning)
        }
    }
}
