/// What a finding says the app gets: the model's answer for the settings it touches, in the user's words. Rules
/// find and locate; the sentence after the colon, and how bad it is, come from here, so `check` says what `show`
/// shows.
public enum Consequence {
    /// "outgoing Text messages get no text color (UIKit's default)"; nil when no setting is touched.
    public static func sentence(_ settings: [AppliedSetting]) -> String? {
        let groups = grouped(settings)
        guard !groups.isEmpty else { return nil }
        let spelt = groups.count > 3 ? Array(groups.prefix(2)) : groups
        var clauses = spelt.map(\.clause)
        if spelt.count < groups.count {
            let others = groups.dropFirst(2).flatMap(\.scopes).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            clauses.append("and more for \(others.joined(separator: ", ")) (nimlint show lists every value)")
        }
        return clauses.joined(separator: "; ")
    }

    /// How bad the consequence is, by the table in docs/rules.md: error when the app crashes or a value leaves what
    /// NIMKit can draw with (below the least a setting may be: a font of size 0, pages of no messages); warning
    /// when NIMKit falls back to 0 or nil; info when it falls back to another real value (the global Bubble's).
    public static func severity(_ settings: [AppliedSetting]) -> Severity? {
        guard !settings.isEmpty else { return nil }
        if settings.contains(where: { $0.provenance.crashes || $0.isBelowItsLeast }) { return .error }
        return settings.contains(where: \.isNothing) ? .warning : .info
    }

    /// Settings that get the same: of one or more scopes, one side or both (no side for global keys).
    private struct Group {
        var scopes: [String]
        var side: MessageSide?
        var bothSides = false
        var settings: [AppliedSetting]

        private var isGlobalKeys: Bool { scopes == ["Global"] && side == nil }

        var clause: String {
            isGlobalKeys ? predicate : subject + " " + predicate
        }

        /// What the settings get, without whose they are.
        var predicate: String {
            if settings.allSatisfy(\.provenance.crashes) {
                let building = settings.contains { $0.provenance.fallbacks.contains(.configurationCrashes) }
                if isGlobalKeys {
                    return "the app crashes" + (building ? " when NIMKit builds its global settings" : "")
                }
                guard building else { return "crash the app" }
                let throughGlobal = settings.allSatisfy {
                    $0.scope == "Global" || $0.provenance.fallbacks.contains(.globalBubble)
                }
                return "crash the app when NIMKit builds "
                    + (throughGlobal ? "the global settings their bubble comes from" : "their settings")
            }
            if isGlobalKeys { return globalEffects }
            // A file that does not load lends nothing: no Unsupport entry, no global Bubble.
            let borrowed =
                settings.allSatisfy { $0.provenance.fallbacks.contains(.fileNotLoaded) }
                ? [] : Set(settings.flatMap(\.borrowedThrough))
            let noUnsupport = settings.contains { $0.provenance.absences.contains { $0.key == "Unsupport" } }
            let from =
                borrowed.contains(.globalBubble)
                ? " (the global Bubble's)"
                : borrowed.contains(.unsupportEntry)
                    ? (noUnsupport ? " (no entry of their own, and no Unsupport entry)" : " (Unsupport's entry)") : ""
            // A whole side with nothing: NIMKit found no configuration for it at all.
            if settings.count == AppliedSetting.typeSettings.count, settings.allSatisfy(\.isNothing) {
                return "have nothing to draw with (no bubble image, no text color, a system font of size 0)\(from)"
            }
            // A bubble image there is none of has no cap insets worth saying, nor does it disappear when pressed.
            let imageless = Set(settings.filter { $0.value == .text(nil) }.map(\.setting))
            let effects = settings.compactMap { setting -> String? in
                switch setting.setting {
                case "bubble cap insets" where imageless.contains("bubble image"),
                    "highlighted cap insets" where imageless.contains("highlighted bubble image"):
                    return nil
                case "highlighted bubble image" where imageless.contains("bubble image") && setting.value == .text(nil):
                    return "no highlighted bubble image"
                default:
                    return setting.effect
                }
            }
            let got =
                effects.count < 2
                ? effects.joined() : effects.dropLast().joined(separator: ", ") + " and " + effects[effects.count - 1]
            return "get \(got)\(from)"
        }

        /// What global keys get: each effect on its own, or for many keys, their names and what their zeros do.
        private var globalEffects: String {
            guard settings.count > 3, settings.allSatisfy(\.isNothing) else {
                return settings.map(\.effect).joined(separator: "; ")
            }
            let names = settings.map(\.setting)
            let zeros = settings.compactMap { AppliedSetting.zeroEffects[$0.setting] }
            return "NIMKit reads 0 or nil for \(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1])"
                + (zeros.isEmpty ? "" : ": " + zeros.joined(separator: ", "))
        }

        private var subject: String {
            let sideWord = bothSides ? "" : side.map { $0.rawValue + " " } ?? ""
            let names = scopes.map { scope in
                switch scope {
                case "Global": "messages drawn with the default \(sideWord)bubble"
                case "Unsupport": "\(sideWord)messages of types without an entry"
                default: scope
                }
            }
            let types = names.filter { scopes.contains($0) }
            let others = names.filter { !scopes.contains($0) }
            var parts: [String] = []
            if !types.isEmpty {
                let listed =
                    types.count > 4
                    ? types.prefix(3).joined(separator: ", ") + " and \(types.count - 3) other types'"
                    : types.count == 1
                        ? types[0] : types.dropLast().joined(separator: ", ") + " and " + types[types.count - 1]
                parts.append("\(sideWord)\(listed) messages")
            }
            return (parts + others).joined(separator: " and ")
        }
    }

    private static func grouped(_ settings: [AppliedSetting]) -> [Group] {
        var groups: [Group] = []
        for setting in settings {
            if let index = groups.firstIndex(where: { $0.scopes == [setting.scope] && $0.side == setting.side }) {
                groups[index].settings.append(setting)
            } else {
                groups.append(Group(scopes: [setting.scope], side: setting.side, settings: [setting]))
            }
        }
        // Both sides of a scope that get the same are said once.
        var sided: [Group] = []
        for group in groups {
            if group.side != nil,
                let index = sided.firstIndex(where: {
                    $0.scopes == group.scopes && $0.side != nil && $0.side != group.side
                }),
                !sided[index].bothSides, sided[index].predicate == group.predicate
            {
                sided[index].bothSides = true
            } else {
                sided.append(group)
            }
        }
        // Scopes that get the same on the same sides are said together.
        var merged: [Group] = []
        for group in sided {
            if group.side != nil,
                let index = merged.firstIndex(where: {
                    $0.side == group.side && $0.bothSides == group.bothSides && $0.predicate == group.predicate
                })
            {
                merged[index].scopes += group.scopes
            } else {
                merged.append(group)
            }
        }
        return merged
    }
}

extension AppliedSetting {
    /// What the app does with this value, as a phrase.
    var effect: String {
        switch (side, value) {
        case (nil, .integer(0)), (nil, .number(0)):
            return Self.zeroEffects[setting].map { "NIMKit reads 0 and \($0)" } ?? "NIMKit reads 0 for \(setting)"
        case (nil, .text(nil)): return "the input box shows no placeholder"
        case (nil, .color(nil)): return "chat rows get no background color"
        case (nil, .color): return "chat rows get the background color \(value.description)"
        case (nil, _): return "NIMKit reads \(setting) as \(value.description)"
        case (_, .insets(let insets)) where setting.hasSuffix("cap insets"):
            return insets == .zero
                ? "zero \(setting) (the image stretches as a whole, corners included)"
                : "\(setting) \(value.description)"
        case (_, .insets(let insets)):
            return insets == .zero ? "zero content insets" : "content insets \(value.description)"
        case (_, .color(nil)): return "no text color (UIKit's default)"
        case (_, .color): return "the text color \(value.description)"
        case (_, .number(0)): return "a system font of size 0"
        case (_, .number): return "a font of size \(value.description)"
        case (_, .bool(let shown)): return shown ? "an avatar" : "no avatar"
        case (_, .text(nil)): return noImage
        case (_, .text) where image?.drawsNothing == true: return noImage
        case (_, .text): return "the \(setting) \(value.description)"
        case (_, .integer): return "\(setting) \(value.description)"
        }
    }

    /// A bubble image NIMKit draws none of.
    private var noImage: String {
        setting == "bubble image"
            ? "no bubble image" : "no \(setting) (the bubble disappears while the message is pressed)"
    }

    /// What a global value of 0 does to the app.
    static let zeroEffects = [
        "Message_Interval": "the chat shows a timestamp above every message",
        "Message_Limit": "every page of history is empty",
        "Record_Max_Duration": "a recording stops as soon as it starts",
        "Max_Length": "the input box accepts no text",
    ]

    /// Whether NIMKit draws nothing with the value: 0, NO, nil, zero insets, or an image name it finds nowhere.
    var isNothing: Bool { value == value.zero || image?.drawsNothing == true }

    /// Whether the value is below the least the setting may be (the schema's `minimum` or `exclusiveMinimum`):
    /// a font of size 0, pages of no messages.
    /// The bounds are the same in every release, so the built-in schema is asked as it is, not specialised.
    var isBelowItsLeast: Bool {
        let number: Double
        switch value {
        case .integer(let integer): number = Double(integer)
        case .number(let real): number = real
        default: return false
        }
        let schema: SchemaNode?
        if side == nil {
            schema = SettingsSchema.builtIn(.global).root.properties[setting]
        } else if setting == "font size" {
            schema = SettingsSchema.builtIn(.bubble).root.properties[scope]?.properties["Content_Font_Size"]
        } else {
            schema = nil
        }
        guard let bounds = schema?.bounds else { return false }
        return bounds.minimum.map { number < $0 } == true || bounds.exclusiveMinimum.map { number <= $0 } == true
    }
}
