extension ChatPreview.BubbleImage {
    /// The image drawn for an applied bubble image, or why none is: the name resolved as `missing-image` judges
    /// it, in the order of the release in force. Without any images to look in, neither: the page draws a
    /// stand-in and says so once.
    init(_ applied: AppliedSettings.BubbleImage) {
        self.init(name: applied.name.value, capInsets: applied.capInsets.value, image: nil, missing: nil)
        guard let name else {
            missing = "no image name: no bubble image"
            return
        }
        guard let resolution = applied.resolution else { return }
        let quoted = "“\(name)”"
        switch resolution {
        case .kit(let file?), .app(let file?):
            image = PreviewImage(file)
            if image == nil { missing = "\(quoted): \(file.path) cannot be read" }
        case .kit(nil):
            missing =
                "\(quoted) is the kit's own image: give the folder holding NIMKitResource.bundle with --assets to draw it"
        case .app(nil):
            missing = "\(quoted) is in the asset folders, but not as a PNG file the page can show"
        case .appNotSearched:
            missing =
                "\(quoted) is in the asset folders, but this release looks only in NIMKitResource.bundle: no bubble image"
        case .nowhere:
            missing = "\(quoted) is not in the asset folders: no bubble image"
        case .appUnknown:
            missing = "\(quoted) is not the kit's own image: give the app's asset folders with --assets to draw it"
        }
    }
}

extension ChatPreview {
    /// The page's view of what NIMKit applies.
    init(_ applied: AppliedSettings, findings: [Finding], imageFolders: [String]) {
        func global(_ key: String) -> SettingValue? { applied.globals.first { $0.key == key }?.value.value }
        func side(_ bubble: AppliedSettings.Bubble, textColor: UInt32?, insets: EdgeInsets, crash: String? = nil)
            -> Side
        {
            Side(
                textColor: textColor, contentInsets: insets,
                normal: BubbleImage(bubble.normal),
                highlighted: BubbleImage(bubble.highlighted), time: nil,
                crash: crash ?? Self.crash([bubble.normal.name.provenance, bubble.normal.capInsets.provenance]))
        }
        func side(_ values: AppliedSettings.Side) -> Side {
            var drawn = side(
                values.bubble, textColor: values.textColor.value, insets: values.contentInsets.value,
                crash: Self.crash([
                    values.contentInsets.provenance, values.textColor.provenance, values.fontSize.provenance,
                    values.showsAvatar.provenance, values.bubble.normal.name.provenance,
                    values.bubble.normal.capInsets.provenance,
                    values.bubble.highlighted.name.provenance,
                ]))
            drawn.fontSize = values.fontSize.value
            drawn.showsAvatar = values.showsAvatar.value
            return drawn
        }
        var types = applied.messageTypes.map { type in
            let reading: Reading =
                switch type.reading {
                case .read: .read
                case .readBySome(let note): .readBySome(note)
                case .notRead(let note): .notRead(note)
                }
            let sides = type.sides
            return MessageType(
                name: type.name, incoming: side(sides.incoming), outgoing: side(sides.outgoing),
                hasEntry: type.hasEntry, hasOwnBubble: type.hasOwnBubble, reading: reading)
        }
        let interval: Double = if case .number(let seconds) = global("Message_Interval") { seconds } else { 0 }
        Self.timeMessages(&types, interval: interval)
        let maxLength: Double = if case .integer(let length) = global("Max_Length") { Double(length) } else { 0 }
        let placeholder: String? = if case .text(let text) = global("Placeholder") { text } else { nil }
        let rowBackground: UInt32? = if case .color(let rgb) = global("Row_Background_Color") { rgb } else { nil }
        self.init(
            files: applied.files.map {
                FileState(kind: $0.kind, path: $0.path ?? $0.kind.fileName, problem: $0.problem)
            },
            imageFolders: imageFolders,
            release: "\(applied.release.name) (\(applied.release.source.rawValue))",
            messageInterval: interval, placeholder: placeholder, maxLength: maxLength, rowBackground: rowBackground,
            defaultBubble: (
                side(applied.defaultBubble.incoming, textColor: nil, insets: .zero),
                side(applied.defaultBubble.outgoing, textColor: nil, insets: .zero)
            ),
            messageTypes: types, findings: findings)
    }

    /// How the app crashes on the first of `provenances` that crashes, and where NIMKit raises.
    private static func crash(_ provenances: [Provenance]) -> String? {
        guard let crashing = provenances.first(where: \.crashes) else { return nil }
        let when =
            crashing.fallbacks.contains(.configurationCrashes)
            ? "the app crashes: NIMKit raises while it builds these settings"
            : "the app crashes: NIMKit cannot read a value here"
        return when + " (" + SettingsShow.place(crashing.origin) + ")"
    }
}
