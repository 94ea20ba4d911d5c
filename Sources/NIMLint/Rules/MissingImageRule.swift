/// A bubble image name that resolves nowhere the release in force looks: the bubble is drawn without an image.
enum MissingImageRule: LintRule {
    static let description = RuleDescription(
        id: "missing-image", defaultSeverity: .warning,
        summary: "A bubble image found nowhere the NIMKit release in force looks",
        explanation: """
            With asset folders given (`--assets DIR`, `assets` of .nimlint.json), every bubble image name must \
            resolve the way nim_imageInKit: resolves it in the release in force (the schema's x-image-lookup): \
            NIMKit 1.0.0–1.1.1 look only in NIMKitResource.bundle, so an image the app ships is never found; from \
            1.2.0 on the app's main bundle and asset catalogs are searched too (1.6.1 and 1.8.1–2.0.0 ask the app \
            first). In the app a name resolves as a file NAME, NAME.png, NAME@2x.png or NAME@3x.png, an image set \
            NAME.imageset in an .xcassets catalog, or a path into a bundle folder (Chat.bundle/bubble_left), with \
            or without `.png`. The kit's own images (the schema's x-built-in-images, and any image inside a \
            NIMKitResource.bundle among the asset folders) resolve in every release. With the release unknown, \
            a name any release finds is accepted. Without asset folders the rule is silent.
            """,
        triggeringExamples: [
            RuleExample.plist(.global, bubble(name: "↓chat_bubble_left.png")).withAssets(["chat_bubble_right@2x.png"]),
            RuleExample.plist(.global, bubble(name: "↓chat_bubble_left.png")).withAssets(["chat_bubble_left@2x.png"])
                .under("1.1.1"),
            RuleExample.plist(.global, bubble(name: "↓Chat.bundle/bubble_left")).withAssets([
                "Chat.bundle/bubble_left@2x.png"
            ])
            .under("1.0.5"),
        ],
        nonTriggeringExamples: [
            RuleExample.plist(.global, bubble(name: "chat_bubble_left.png")).withAssets(["chat_bubble_left@3x.png"]),
            RuleExample.plist(.global, bubble(name: "chat_bubble_left.png")).withAssets(["chat_bubble_left@3x.png"])
                .under("1.2.0"),
            RuleExample.plist(.global, bubble(name: "chat_bubble_left")).withAssets(["chat_bubble_left.png"])
                .under("1.9.0"),
            RuleExample.plist(.global, bubble(name: "Chat.bundle/bubble_left")).withAssets([
                "Chat.bundle/bubble_left@2x.png"
            ])
            .under("1.4.0"),
            RuleExample.plist(.global, bubble(name: "icon_receiver_node_normal.png")).withAssets([]).under("1.0.0"),
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
            guard !text.isEmpty, text.trimmingWhitespace == text else { return nil }
            let resolution = images.resolve(
                text, builtInImages: visit.schema.builtInImages, lookups: visit.schema.imageLookups.map(\.value))
            guard !resolution.isFound, resolution != .appUnknown else { return nil }
            if resolution == .appNotSearched {
                return file.diagnostic(
                    description,
                    "'\(text)' is in the asset folders, but \(file.release.name) looks bubble images up only in "
                        + "NIMKitResource.bundle",
                    at: visit.node.content, least: .warning,
                    help: [
                        "NIMKit looks in the app from 1.2.0 on; before that, put the image in NIMKitResource.bundle",
                        UnreadKey.releaseHelp(file.release),
                    ])
            }
            guard images.knowsAppImages else {
                return file.diagnostic(
                    description,
                    "no image '\(text)' in NIMKitResource.bundle, the only place \(file.release.name) looks",
                    at: visit.node.content, least: .warning,
                    help: [
                        "looked in \(images.besideKitBundle.map { Paths.display(Paths.absolute($0)) } ?? ImageIndex.kitBundle), beside the settings bundle",
                        UnreadKey.releaseHelp(file.release),
                    ])
            }
            var help = [
                "imageNamed: looks for \(base), \(base).png, \(base)@2x.png, \(base)@3x.png or \(base).imageset"
            ]
            if let kit = images.besideKitBundle {
                help.append(
                    "the kit's own images come from \(Paths.display(Paths.absolute(kit))), beside the settings bundle")
            }
            if let variant = images.caseVariant(of: text, among: visit.schema.builtInImages) {
                help.insert(
                    "did you mean '\(variant)'? a device's file system is case-sensitive, so '\(text)' is not "
                        + "'\(variant)' there", at: 0)
            } else if let close = images.closest(to: base, among: visit.schema.builtInImages) {
                help.insert("did you mean '\(close)'?", at: 0)
            }
            return file.diagnostic(
                description, "no image '\(text)' in the asset folders", at: visit.node.content, least: .warning,
                help: help)
        }
    }
}
