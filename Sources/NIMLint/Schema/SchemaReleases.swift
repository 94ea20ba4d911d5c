/// The release keywords of the schema vocabulary (`x-releases`, `x-image-lookup`, `x-read-as`): what differs
/// between NIMKit releases, stated as data so that one schema file covers every release that reads the plists.
enum SchemaReleases {
    /// The accessors `x-read-as` names, with the plist type each one reads.
    static let accessorTypes: [String: PlistType] = [
        "doubleValue": .real, "floatValue": .real, "integerValue": .integer, "boolValue": .bool,
    ]

    /// `{"since": "1.6.1", "until": "1.7.0"}`, or an array of such ranges.
    static func span(_ json: LocatedJSON, in source: SourceFile) throws -> ReleaseSpan {
        if let elements = json.elements {
            guard !elements.isEmpty else {
                throw SchemaError(at: json.range, in: source, "\"x-releases\" lists at least one range")
            }
            return ReleaseSpan(try elements.map { try range($0, in: source, extra: []).range })
        }
        return ReleaseSpan([try range(json, in: source, extra: []).range])
    }

    /// `[{"until": "1.2.0", "search": ["kit"]}, {"since": "1.2.0", "search": ["kit", "app"]}]`.
    static func imageLookups(_ json: LocatedJSON, in source: SourceFile) throws -> [ReleaseBound<ImageLookup>] {
        guard let elements = json.elements, !elements.isEmpty else {
            throw SchemaError(
                at: json.range, in: source, "\"x-image-lookup\" must be an array of release ranges with \"search\"")
        }
        return try elements.map { element in
            let (range, members) = try self.range(element, in: source, extra: ["search"])
            let search = members["search"]
            let names = search?.elements?.compactMap(\.string) ?? []
            guard let search, let lookup = ImageLookup(search: names), names.count == search.elements?.count else {
                throw SchemaError(
                    at: search?.range ?? element.range, in: source,
                    "\"search\" must be [\"kit\"], [\"kit\", \"app\"] or [\"app\", \"kit\"]: where nim_imageInKit: looks, in order"
                )
            }
            return ReleaseBound(ReleaseSpan([range]), lookup)
        }
    }

    /// One `{"since", "until"}` object (plus the `extra` members its keyword allows, returned by name).
    private static func range(
        _ json: LocatedJSON, in source: SourceFile, extra: [String]
    ) throws -> (range: ReleaseRange, members: [String: LocatedJSON]) {
        guard let members = json.members else {
            throw SchemaError(
                at: json.range, in: source,
                "a release range is an object such as {\"since\": \"1.6.1\", \"until\": \"1.7.0\"}")
        }
        var range = ReleaseRange()
        var others: [String: LocatedJSON] = [:]
        for member in members {
            switch member.key {
            case "since", "until":
                guard let text = member.value.string, let version = NIMKitVersion(text) else {
                    throw SchemaError(
                        at: member.value.range, in: source, "\"\(member.key)\" must be a release such as \"1.6.1\"")
                }
                if member.key == "since" { range.since = version } else { range.until = version }
            case let key where extra.contains(key):
                others[key] = member.value
            default:
                let known = ["since", "until"] + extra
                let hint = Suggestions.closest(to: member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw SchemaError(
                    at: member.keyRange, in: source,
                    "a release range holds \(known.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(member.key)\"\(hint)"
                )
            }
        }
        if let since = range.since, let until = range.until, since >= until {
            throw SchemaError(
                at: json.range, in: source, "the range is empty: \"since\" \(since) is not before \"until\" \(until)")
        }
        return (range, others)
    }
}
