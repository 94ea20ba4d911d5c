/// Where NIMKit raises while it builds a configuration. NIMKit builds the global configuration
/// (`NIMKitGlobalConfig`'s `init`) and each message type's configuration for one side (`configForKey:isRight:`)
/// in one go, reading every value of it: when one read raises (a dictionary subscript sent to a string, `floatValue`
/// sent to a dict), nothing of that configuration exists and the app crashes the first time it asks for it.
/// Values NIMKit keeps as they are and reads only when it draws (a text color's string, a bubble image's name,
/// the placeholder) raise on their own, not while the configuration is built.
enum ConfigurationBuild {
    /// The global configuration: both sides of the global Bubble, then every global key the release reads.
    static func globalCrash(_ root: Place, schema: SchemaNode) -> Provenance? {
        let bubbleRaising = MessageSide.allCases.lazy.compactMap { Self.bubbleCrash(root, side: $0) }.first
        let keyCrash = schema.propertyOrder.lazy.compactMap { key -> Place? in
            guard key != "Bubble", let property = schema.properties[key] else { return nil }
            let value = root.child(key)
            if property.format == .color { return value.raisesAsHexColor }
            if property.type == .string { return nil }
            return value.raisesAsNumber
        }.first
        return (bubbleRaising ?? keyCrash).map(crash)
    }

    /// A message type's configuration for one side; nil where there is no entry (NIMKit then has no configuration,
    /// which is no crash).
    static func typeCrash(_ entry: Place, side: MessageSide) -> Provenance? {
        guard entry.node != nil else { return nil }
        if let raising = entry.raisesAsDict { return crash(raising) }
        let insets = entry.child("Content_Insets")
        let raising =
            insets.raisesAsDict ?? insets.child(side.key).raisesAsString
            ?? entry.child("Content_Color").raisesAsDict
            ?? entry.child("Content_Font_Size").raisesAsNumber
            ?? bubbleCrash(entry, side: side)
            ?? entry.child("Show_Avatar").raisesAsNumber
        return raising.map(crash)
    }

    /// `bubbleConfigHelper:isRight:` on the dict holding a `Bubble`: the side, each state's dict and its insets.
    private static func bubbleCrash(_ owner: Place, side: MessageSide) -> Place? {
        let bubble = owner.child("Bubble")
        if let raising = bubble.raisesAsDict { return raising }
        let states = bubble.child(side.key)
        if let raising = states.raisesAsDict { return raising }
        guard states.node != nil else { return nil }
        return ["Normal", "Highlighted"].lazy.compactMap { state -> Place? in
            let image = states.child(state)
            return image.raisesAsDict ?? image.child("Insets").raisesAsString
        }.first
    }

    private static func crash(_ place: Place) -> Provenance {
        Provenance(origin: place.node.flatMap(place.origin), fallbacks: [.configurationCrashes])
    }
}

extension Place {
    /// This place, when its value is there and is not a dict: a dictionary subscript sent to it raises.
    var raisesAsDict: Place? { node.map { $0.type == .dict } == false ? self : nil }

    /// This place, when its value is there and is not a string: `UIEdgeInsetsFromString` raises on it.
    var raisesAsString: Place? { node.map { $0.stringValue != nil } == false ? self : nil }

    /// This place, when its value is there and has no `floatValue`, `integerValue` or `boolValue`.
    var raisesAsNumber: Place? {
        guard let type = node?.type else { return nil }
        return [.dict, .array, .date, .data].contains(type) ? self : nil
    }

    /// This place, when `nim_hexToColor` raises on it: a value that is not a string, or an empty string (it sets
    /// its scanner past the first character).
    var raisesAsHexColor: Place? {
        guard let node else { return nil }
        return node.stringValue.map(\.isEmpty) == false ? nil : self
    }
}

extension Provenance {
    /// Whether the app crashes where this value is read.
    public var crashes: Bool {
        fallbacks.contains(.crashes) || fallbacks.contains(.configurationCrashes)
    }

    /// The same provenance, reached through `steps` first.
    func after(_ steps: [Fallback]) -> Provenance {
        var merged: [Fallback] = []
        for step in steps + fallbacks where !merged.contains(step) { merged.append(step) }
        return Provenance(origin: origin, fallbacks: merged, absences: absences)
    }
}

extension AppliedSettings.Side {
    /// A side whose configuration NIMKit never built: every value 0 or nil, each crashing where it is read.
    static func crashed(_ provenance: Provenance) -> Self {
        Self(
            contentInsets: Applied(.zero, provenance), textColor: Applied(nil, provenance),
            fontSize: Applied(0, provenance), showsAvatar: Applied(false, provenance), bubble: .crashed(provenance))
    }
}

extension AppliedSettings.Bubble {
    static func crashed(_ provenance: Provenance) -> Self {
        let image = AppliedSettings.BubbleImage(
            name: Applied(nil, provenance), capInsets: Applied(.zero, provenance), resolution: nil)
        return Self(normal: image, highlighted: image)
    }
}

extension SettingValue {
    /// What a setting of this kind reads when there is nothing to read: 0, NO, nil or zero insets.
    var zero: SettingValue {
        switch self {
        case .number: .number(0)
        case .integer: .integer(0)
        case .bool: .bool(false)
        case .color: .color(nil)
        case .insets: .insets(.zero)
        case .text: .text(nil)
        }
    }
}
