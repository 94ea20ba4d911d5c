/// Compares what the old release applied with the target's defaults, setting by setting, for `Migration.plan`.
struct MigrationPlanner {
    let applied: AppliedSettings
    /// What the old release's own files apply: a value equal to it is the old default, not the team's choice.
    let shipped: AppliedSettings?
    let era: CodeConfigurationEra
    let target: NIMKitVersion
    /// The check's reports of the files, for the values they hold wrongly.
    let findings: [FileReport]
    var assignments: [Migration.Assignment] = []
    var notCarried: [String] = []
    var kept: [String] = []
    var misread: [String] = []

    init(
        applied: AppliedSettings, shipped: AppliedSettings?, era: CodeConfigurationEra, target: NIMKitVersion,
        findings: [FileReport] = []
    ) {
        self.applied = applied
        self.shipped = shipped
        self.era = era
        self.target = target
        self.findings = findings
    }

    /// Names a carried value the file holds wrongly: a color that is not `#RRGGBB`, which `invalid-color` reports at
    /// the value NIMKit read.
    private mutating func noteMisread(_ provenance: Provenance, carrying title: String) {
        guard case .file(let path, let range, _, _)? = provenance.origin,
            let finding = findings.first(where: { $0.path == path })?.diagnostics.first(where: {
                $0.rule == InvalidColorRule.description.id && range.contains($0.range)
            })
        else { return }
        misread.append(
            "\(title) (\(Self.origin(provenance) ?? path)): \(finding.message); carried as NIMKit read it, so "
                + "correct the code if another color was meant")
    }

    private var oldName: String { applied.release.name }

    mutating func planGlobals() {
        for global in applied.globals {
            let title = global.key
            guard let property = CodeProperties.globals.first(where: { $0.key == global.key })?.value else {
                if global.value.provenance.origin != nil {
                    notCarried.append(
                        "\(title) (\(Self.origin(global.value.provenance) ?? "")): NIMKit \(target) has no "
                            + "setting for it")
                }
                continue
            }
            guard let codeDefault = era.global(property) else { continue }
            if global.value.provenance.crashes {
                notCarried.append("\(title): \(oldName) \(Self.crash(global.value.provenance)): not carried")
                continue
            }
            guard let value = Self.codeValue(global.value.value, for: codeDefault.value) else {
                notCarried.append(
                    "\(title): \(global.value.value.description) is not a number NIMKit \(target) can be given")
                continue
            }
            guard value != Self.codeValue(codeDefault.value, for: codeDefault.value) else { continue }
            let old = shipped?.globals.first { $0.key == global.key }?.value.value
            noteMisread(global.value.provenance, carrying: title)
            assignments.append(
                Migration.Assignment(
                    setting: nil, side: nil, property: property, value: value, scope: "Global",
                    source: title,
                    origin: Self.origin(global.value.provenance), keepsOldDefault: old == global.value.value))
        }
    }

    /// The row color a release that never reads `Row_Background_Color` draws: its `NIMMessageCell.m` sets
    /// `self.backgroundColor = NIMKit_UIColorFromRGB(0xe4e7ec)` in `initWithStyle:reuseIdentifier:` (NIMKit 1.0.0
    /// to 1.6.0 and 1.7.0, netease-kit/nim-uikit-ios); from 1.6.1 the cell takes the plist's color instead.
    static let fixedRowBackground: UInt32 = 0xE4E7EC

    /// A release that never reads `Row_Background_Color` drew `fixedRowBackground`: said when the target's default
    /// keeps it, set when it does not.
    mutating func planRowBackground() {
        let key = "Row_Background_Color"
        guard !applied.globals.contains(where: { $0.key == key }),
            let property = CodeProperties.globals.first(where: { $0.key == key })?.value,
            let codeDefault = era.global(property)
        else { return }
        let drawn = SettingValue.color(Self.fixedRowBackground)
        let source =
            "\(key) (never read by \(oldName), whose message cells draw \(HexColor.css(Self.fixedRowBackground)))"
        if codeDefault.value == drawn {
            kept.append("\(source): NIMKit \(target)'s default \(property) keeps it")
            return
        }
        assignments.append(
            Migration.Assignment(
                setting: nil, side: nil, property: property, value: .color(Self.fixedRowBackground), scope: "Global",
                source: source, origin: nil, keepsOldDefault: true))
    }

    mutating func planSettings() {
        for type in applied.messageTypes {
            guard let property = CodeProperties.messageTypes[type.name] else { continue }
            guard let code = era.setting(property) else {
                if type.name == "Robot" { noteRobotDrawnAsUnsupport() }
                continue
            }
            noteFontSizeNotGiven(type, code: code)
            for side in MessageSide.allCases {
                guard let drawn = drawn(property, side, in: applied) else { continue }
                compare(drawn, property: property, side: side, with: code.sides[side])
            }
        }
    }

    /// The message type and side NIMKit drew the messages a setting covers with, under the old release. Robot
    /// messages the robot sent were drawn with Robot's entry; the user's own (`isFromRobot` NO) with Text's; a
    /// release that reads no Robot drew them all with Unsupport's.
    private func drawn(_ property: String, _ side: MessageSide, in model: AppliedSettings) -> (
        AppliedSettings.MessageType, MessageSide
    )? {
        func type(_ name: String) -> AppliedSettings.MessageType? { model.messageTypes.first { $0.name == name } }
        guard property == "robotSetting" else {
            return CodeProperties.messageTypes.first { $0.value == property }.flatMap { type($0.key) }.map {
                ($0, side)
            }
        }
        guard let robot = type("Robot"), robot.reading == .read else { return type("Unsupport").map { ($0, side) } }
        return side == .incoming ? (robot, side) : type("Text").map { ($0, side) }
    }

    private mutating func compare(
        _ drawn: (AppliedSettings.MessageType, MessageSide), property: String, side: MessageSide,
        with code: CodeSettingDefaults
    ) {
        let (type, drawnSide) = drawn
        let values = type.sides[drawnSide]
        let old = shipped.flatMap { self.drawn(property, side, in: $0) }.map { ($0.0, $0.0.sides[$0.1]) }
        let scope = CodeProperties.messageTypes.first { $0.value == property }?.key ?? property
        func title(_ setting: String) -> String { "\(scope), \(side.rawValue): \(setting)" }
        func add(
            _ name: String, _ setting: String, _ value: Migration.CodeValue, _ provenance: Provenance,
            oldDefault: Migration.CodeValue?
        ) {
            if provenance.crashes {
                notCarried.append("\(title(setting)): \(oldName) \(Self.crash(provenance)): not carried")
                return
            }
            let source = type.name == scope ? setting : setting + " (drawn with \(type.name)'s, \(drawnSide.rawValue))"
            noteMisread(provenance, carrying: title(setting))
            assignments.append(
                Migration.Assignment(
                    setting: property, side: side, property: name, value: value, scope: scope, source: source,
                    origin: Self.origin(provenance), keepsOldDefault: oldDefault == value))
        }
        if values.contentInsets.value != code.contentInsets {
            add(
                "contentInsets", "content insets", .insets(values.contentInsets.value), values.contentInsets.provenance,
                oldDefault: old.map { .insets($0.1.contentInsets.value) })
        }
        if values.textColor.value != code.textColor {
            add(
                "textColor", "text color", .color(values.textColor.value), values.textColor.provenance,
                oldDefault: old.map { .color($0.1.textColor.value) })
        }
        // A size the entry does not give is not carried: the kit's own files leave it out of the types that draw
        // no text (Video, Image), whose font nothing reads.
        if values.fontSize.provenance.origin != nil, values.fontSize.value != code.fontSize {
            add(
                "font", "font size", .font(values.fontSize.value), values.fontSize.provenance,
                oldDefault: old.map { .font($0.1.fontSize.value) })
        }
        if values.showsAvatar.value != code.showsAvatar {
            add(
                "showAvatar", "avatar", .bool(values.showsAvatar.value), values.showsAvatar.provenance,
                oldDefault: old.map { .bool($0.1.showsAvatar.value) })
        }
        for (name, setting, image, codeImage, oldImage) in [
            ("normalBackgroundImage", "bubble image", values.bubble.normal, code.normalImage, old?.1.bubble.normal),
            (
                "highLightBackgroundImage", "highlighted bubble image", values.bubble.highlighted,
                code.highlightedImage, old?.1.bubble.highlighted
            ),
        ] {
            let value = codeValue(image, title: title(setting))
            guard value != .image(codeImage, .kit) else { continue }
            let provenance = image.capInsets.provenance.crashes ? image.capInsets.provenance : image.name.provenance
            add(name, setting, value, provenance, oldDefault: oldImage.map { codeValue($0, title: nil) })
        }
    }

    /// How the old release crashes on a value: reading the value itself, or building the settings it belongs to.
    private static func crash(_ provenance: Provenance) -> String {
        provenance.fallbacks.contains(.configurationCrashes)
            ? "crashes building these settings (\(origin(provenance) ?? "a value it cannot read"))"
            : "crashes reading it (a value of a type it cannot read)"
    }

    /// A bubble image as the code makes it: the name without `.png` (`imageNamed:` finds either), looked up where the
    /// old release found it. A name it found nowhere is asked for all the same, and said.
    private mutating func codeValue(_ image: AppliedSettings.BubbleImage, title: String?) -> Migration.CodeValue {
        guard let name = image.name.value else { return .image(nil, .kit) }
        let code = CodeImage(ImageIndex.baseName(name), image.capInsets.value)
        switch image.resolution {
        case .kit: return .image(code, .kit)
        case .app, .appUnknown: return .image(code, .app)
        case .appNotSearched, .nowhere:
            if let title {
                notCarried.append(
                    "\(title): \(oldName) found no image named \(name) and drew no bubble; the code asks "
                        + "imageNamed: for it, so the bubble shows once the app has it")
            }
            return .image(code, .app)
        case nil: return .image(code, Self.kitImages.contains(code.name) ? .kit : .app)
        }
    }

    /// An entry without `Content_Font_Size` where the release's own file gives the type one (so the type draws
    /// text): the old release asked for `[UIFont systemFontOfSize:0]` (`floatValue` of nil, NIMKitUIConfig.m's
    /// `contentTextFont`), a size Apple's documentation of `systemFontOfSize:` rules out ("This value must be
    /// greater than 0.0"). What it drew is not documented, so no font is set: said, not guessed.
    private mutating func noteFontSizeNotGiven(_ type: AppliedSettings.MessageType, code: CodeSetting) {
        guard type.reading == .read, type.sides.incoming.fontSize.provenance.origin == nil,
            !type.sides.incoming.fontSize.provenance.crashes,
            shipped?.messageTypes.first(where: { $0.name == type.name })?.sides.incoming.fontSize.provenance.origin
                != nil
        else { return }
        let sizes = Set(MessageSide.allCases.compactMap { code.sides[$0].fontSize }).sorted().map(NumberBounds.format)
        let kept = sizes.isEmpty ? "its own font" : "its default of \(sizes.joined(separator: " and ")) pt"
        notCarried.append(
            "\(type.name), font size: no Content_Font_Size, so \(oldName) drew this text with "
                + "[UIFont systemFontOfSize:0], a size UIKit's documentation rules out (it must be greater than 0): nothing "
                + "says what it drew, so no font is set and NIMKit \(target) keeps \(kept)")
    }

    /// From 2.12.0 robot messages are drawn with `unsupportSetting`: what Robot's entry (and Text's, for the user's
    /// own robot messages) gave them that Unsupport's does not is lost.
    private mutating func noteRobotDrawnAsUnsupport() {
        guard let unsupport = applied.messageTypes.first(where: { $0.name == "Unsupport" }) else { return }
        for side in MessageSide.allCases {
            guard let (type, drawnSide) = drawn("robotSetting", side, in: applied), type.name != "Unsupport" else {
                continue
            }
            let robot = type.sides[drawnSide], other = unsupport.sides[side]
            var differing: [String] = []
            if robot.contentInsets.value != other.contentInsets.value {
                differing.append("content insets \(robot.contentInsets.value.description)")
            }
            if robot.textColor.value != other.textColor.value {
                differing.append("text color \(SettingValue.color(robot.textColor.value).description)")
            }
            if robot.fontSize.value != other.fontSize.value {
                differing.append("font size \(NumberBounds.format(robot.fontSize.value))")
            }
            if robot.showsAvatar.value != other.showsAvatar.value {
                differing.append("avatar \(robot.showsAvatar.value ? "YES" : "NO")")
            }
            if robot.bubble != other.bubble { differing.append("bubble images") }
            guard !differing.isEmpty else { continue }
            notCarried.append(
                "Robot, \(side.rawValue): NIMKit \(target) draws robot messages with unsupportSetting; "
                    + "what \(oldName) drew them with (\(type.name)'s \(differing.joined(separator: ", "))) has no setting of its own there"
            )
        }
    }

    /// `value` as the code property of `codeDefault`'s kind takes it; nil for a number that is not finite.
    static func codeValue(_ value: SettingValue, for codeDefault: SettingValue) -> Migration.CodeValue? {
        switch (value, codeDefault) {
        case (.integer(let number), .number): return .number(Double(number))
        case (.number(let number), .number): return number.isFinite ? .number(number) : nil
        case (.integer(let number), .integer): return .integer(number)
        case (.text(let text), _): return .text(text)
        case (.color(let rgb), _): return .color(rgb)
        case (.number(let number), _): return number.isFinite ? .number(number) : nil
        case (.integer(let number), _): return .integer(number)
        case (.bool(let bool), _): return .bool(bool)
        case (.insets(let insets), _): return .insets(insets)
        }
    }

    /// `NIMKitGlobalSetting.plist:8:11`, or the shipped defaults the value is.
    static func origin(_ provenance: Provenance) -> String? {
        switch provenance.origin {
        case .file(let path, _, let line, let column): return "\(path):\(line):\(column)"
        case .shipped(let defaults): return defaults
        case nil: return nil
        }
    }

    /// The kit's own bubble images (the schema's `x-built-in-images`), found through `nim_imageInKit:`.
    static let kitImages: Set<String> = {
        func collect(_ node: SchemaNode) -> [String] {
            node.builtInImages + node.properties.values.flatMap(collect)
        }
        return Set(collect(SettingsSchema.builtIn(.global).root))
    }()
}
