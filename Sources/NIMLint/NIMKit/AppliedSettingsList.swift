/// One applied setting, named the way `show` and `diff` speak of it: "Text, outgoing: text color".
public struct AppliedSetting: Sendable, Hashable {
    /// `Global`, or the message type (`Text`).
    public var scope: String
    public var side: MessageSide?
    /// What the setting is: a global key (`Message_Interval`), or one of `AppliedSetting.typeSettings`.
    public var setting: String
    public var value: SettingValue
    public var provenance: Provenance
    /// The candidates that read it, when an unsettled release's candidates do not all do.
    public var readBySome: String?
    /// For a bubble image's name, where the release in force finds it among the images known; nil otherwise.
    public var image: ImageResolution? = nil

    /// What a message type's side (and the global Bubble's) is made of, in the order they are listed.
    public static let typeSettings = [
        "content insets", "text color", "font size", "avatar", "bubble image", "bubble cap insets",
        "highlighted bubble image", "highlighted cap insets",
    ]

    /// `Text, outgoing: text color`.
    public var title: String {
        scope + (side.map { ", \($0.rawValue)" } ?? "") + ": " + setting
    }

    /// What identifies the setting across two models.
    public var identity: String { "\(scope)/\(side?.rawValue ?? "")/\(setting)" }
}

extension AppliedSettings {
    /// Every setting, global ones first (the keys, then the global Bubble's sides), then each message type's in
    /// the kit's order, incoming then outgoing.
    public var settings: [AppliedSetting] {
        var list = globals.map {
            AppliedSetting(
                scope: "Global", side: nil, setting: $0.key, value: $0.value.value, provenance: $0.value.provenance,
                readBySome: $0.readBySome)
        }
        for side in MessageSide.allCases {
            list += Self.bubbleSettings(defaultBubble[side], scope: "Global", side: side, readBySome: nil)
        }
        for type in messageTypes {
            let readBySome: String? = if case .readBySome(let note) = type.reading { note } else { nil }
            for side in MessageSide.allCases {
                let values = type.sides[side]
                func setting(_ name: String, _ value: SettingValue, _ provenance: Provenance) -> AppliedSetting {
                    AppliedSetting(
                        scope: type.name, side: side, setting: name, value: value, provenance: provenance,
                        readBySome: readBySome)
                }
                list.append(
                    setting("content insets", .insets(values.contentInsets.value), values.contentInsets.provenance))
                list.append(setting("text color", .color(values.textColor.value), values.textColor.provenance))
                list.append(setting("font size", .number(values.fontSize.value), values.fontSize.provenance))
                list.append(setting("avatar", .bool(values.showsAvatar.value), values.showsAvatar.provenance))
                list += Self.bubbleSettings(values.bubble, scope: type.name, side: side, readBySome: readBySome)
            }
        }
        return list
    }

    private static func bubbleSettings(_ bubble: Bubble, scope: String, side: MessageSide, readBySome: String?)
        -> [AppliedSetting]
    {
        [
            ("bubble image", "bubble cap insets", bubble.normal),
            ("highlighted bubble image", "highlighted cap insets", bubble.highlighted),
        ]
        .flatMap { name, insets, image in
            [
                AppliedSetting(
                    scope: scope, side: side, setting: name, value: .text(image.name.value),
                    provenance: image.name.provenance, readBySome: readBySome, image: image.resolution),
                AppliedSetting(
                    scope: scope, side: side, setting: insets, value: .insets(image.capInsets.value),
                    provenance: image.capInsets.provenance, readBySome: readBySome),
            ]
        }
    }
}

extension SettingValue {
    /// `number`, `integer`, `bool`, `color`, `insets` or `text`: the `type` `show --format json` gives a value.
    public var typeName: String {
        switch self {
        case .number: "number"
        case .integer: "integer"
        case .bool: "bool"
        case .color: "color"
        case .insets: "insets"
        case .text: "text"
        }
    }

    /// As people read it: `#FFFFFF (white)`, `#F2F4F7 (near whitesmoke)`, `#123456`, `{11, 15, 9, 9}`, `14`, `YES`, `"请输入消息"`, `none`.
    public var description: String {
        switch self {
        case .number(let number): return NumberBounds.format(number)
        case .integer(let number): return String(number)
        case .bool(let bool): return bool ? "YES" : "NO"
        case .color(let rgb?): return HexColor.css(rgb) + (HexColor.name(of: rgb).map { " (\($0))" } ?? "")
        case .color(nil): return "none"
        case .insets(let insets): return insets.description
        case .text(let text?): return "\"\(text)\""
        case .text(nil): return "none"
        }
    }
}
