/// A bubble image name that resolves nowhere: `imageNamed:` returns nil and the bubble is blank.
enum MissingImageRule: LintRule {
    static let description = RuleDescription(
        id: "missing-image", defaultSeverity: .warning,
        summary: "A bubble image found in none of the given asset folders",
        explanation: """
            With asset folders given (`--assets DIR`, `assets` of .nimlint.json), every bubble image name \
            must resolve the way UIImage imageNamed: resolves it: a file NAME, NAME.png, NAME@2x.png or \
            NAME@3x.png, or an image set NAME.imageset in an .xcassets catalog, with or without `.png` in the \
            name. Images NIMKit ships in NIMKitResource.bundle (the schema's x-built-in-images) always resolve. \
            Without asset folders the rule is silent.
            """,
        triggeringExamples: [
            RuleExample.plist(.global, bubble(name: "↓chat_bubble_left.png")).withAssets(["chat_bubble_right@2x.png"]),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, bubble(name: "chat_bubble_left.png")).withAssets(["chat_bubble_left@3x.png"]),
            RuleExample.plist(.global, bubble(name: "icon_receiver_node_normal.png")).withAssets([]),
            RuleExample.plist(.global, bubble(name: "anything")),
        ])

    private static func bubble(name: String) -> String {
        """
            <key>Bubble</key>
            <dict>
                <key>Left</key>
                <dict>
                    <key>Normal</key>
                    <dict>
                        <key>Name</key>
                        <string>\(name)</string>
                    </dict>
                </dict>
            </dict>

        """
    }

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        guard let images = file.images else { return [] }
        return file.imageNameStrings.compactMap { visit, text in
            let base = ImageIndex.baseName(text)
            guard !text.isEmpty, text.trimmingWhitespace == text, !images.contains(text),
                !visit.schema.builtInImages.contains(base)
            else { return nil }
            var help = ["imageNamed: looks for \(base), \(base).png, \(base)@2x.png, \(base)@3x.png or \(base).imageset"]
            if let close = images.closest(to: base) { help.insert("did you mean '\(close)'?", at: 0) }
            return description.diagnostic(
                "no image '\(text)' in the asset folders: imageNamed: returns nil and \(visit.name) draws no bubble",
                at: visit.node.content, help: help)
        }
    }
}
