/// What the schema says about a key, for hover and completion, as Markdown or plain text: what NIMKit does with
/// it, its type, what happens when it is missing, and its limits (the configuration's `bounds` included).
enum SchemaDocumentation {
    static func text(
        key: String, schema: SchemaNode, configuration: Configuration, release: NIMKitRelease, as kind: MarkupKind
    ) -> String {
        var heading = strong(key, kind)
        if let type = schema.type { heading += " · " + code(type.elementDescription, kind) }
        if let format = schema.format { heading += " · " + formatDescription(format, kind) }
        var paragraphs = [heading]
        if let description = schema.description { paragraphs.append(description) }
        if let chinese = schema.descriptionChinese { paragraphs.append(chinese) }
        var facts: [String] = []
        if let limits = limits(configuration.bounds(ofKey: key, schema: schema)) { facts.append(limits) }
        if let allowed = schema.allowedValues {
            facts.append("One of: " + allowed.map(\.description).joined(separator: ", ") + ".")
        }
        if !schema.builtInImages.isEmpty {
            facts.append("NIMKit ships: " + schema.builtInImages.map { code($0, kind) }.joined(separator: ", ") + ".")
        }
        if schema.isDeprecated { facts.append("Deprecated" + (schema.deprecation.map { ": \($0)." } ?? ".")) }
        if let readers = schema.releases {
            facts.append("Read by NIMKit \(NIMKitVersion.describe(NIMKitVersion.plistEra.filter(readers.contains))).")
        }
        // The release in force decides whether this key does anything at all in this app.
        let reads =
            release.allRead(schema.releases)
            ? "reads it" : release.anyReads(schema.releases) ? "may read it" : "does not read it"
        facts.append("\(release.name) \(reads) (the release \(release.origin)).")
        if !facts.isEmpty { paragraphs.append(facts.map { "- " + $0 }.joined(separator: "\n")) }
        return paragraphs.joined(separator: "\n\n")
    }

    static func formatDescription(_ format: ValueFormat, _ kind: MarkupKind) -> String {
        switch format {
        case .color: return "a color, " + code("#RRGGBB", kind)
        case .insets: return "insets, " + code("{top,left,bottom,right}", kind)
        case .imageName: return "an image name"
        }
    }

    private static func strong(_ text: String, _ kind: MarkupKind) -> String {
        kind == .markdown ? "**\(text)**" : text
    }

    private static func code(_ text: String, _ kind: MarkupKind) -> String {
        kind == .markdown ? "`\(text)`" : text
    }

    /// `Limits: 1 to 500; recommended 10 to 100.`
    private static func limits(_ bounds: NumberBounds) -> String? {
        let hard = range(
            low: bounds.minimum.map { ($0, false) } ?? bounds.exclusiveMinimum.map { ($0, true) },
            high: bounds.maximum.map { ($0, false) } ?? bounds.exclusiveMaximum.map { ($0, true) })
        let recommended = range(
            low: bounds.recommendedMinimum.map { ($0, false) }, high: bounds.recommendedMaximum.map { ($0, false) })
        let parts = [hard.map { "limits: \($0)" }, recommended.map { "recommended: \($0)" }].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        let text = parts.joined(separator: "; ")
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private static func range(low: (Double, Bool)?, high: (Double, Bool)?) -> String? {
        func bound(_ value: (Double, Bool)) -> String {
            NumberBounds.format(value.0) + (value.1 ? " (exclusive)" : "")
        }
        switch (low, high) {
        case let (low?, high?): return "\(bound(low)) to \(bound(high))"
        case let (low?, nil): return "at least \(bound(low))"
        case let (nil, high?): return "at most \(bound(high))"
        case (nil, nil): return nil
        }
    }
}
