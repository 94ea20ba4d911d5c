import Foundation

/// Turns the JSON of a `.nimlint.json` into a `Configuration`, rejecting anything it does not understand so a
/// typo never silently leaves a rule on or an image folder unsearched.
struct ConfigurationDecoder {
    struct Problem: Error {
        var message: String
        var range: SourceRange
    }

    static let keys = ["rules", "exclude", "assets", "messageTypes", "schemas", "bounds", "nimkit"]
    static let severities = ["error", "warning", "info", "off"]

    /// Absolute folder that relative paths in the file start from.
    let folder: String

    func decode(_ json: LocatedJSON) throws(Problem) -> (Configuration, [Glob]) {
        let members = try object(json, "the configuration")
        var configuration = Configuration()
        var excludes: [Glob] = []
        var boundKeys: [LocatedJSON.Member] = []
        for member in members {
            let value = member.value
            switch member.key {
            case "rules":
                configuration.ruleSeverities = try rules(value)
            case "exclude":
                excludes = try strings(value, "exclude").map { Glob($0.string) }
            case "assets":
                configuration.assetFolders = []
                for path in try strings(value, "assets") {
                    configuration.assetFolders.append(try existing(path, folder: true))
                }
            case "messageTypes":
                configuration.extraMessageTypes = try strings(value, "messageTypes").map(\.string)
            case "schemas":
                configuration.schemas = try schemas(value)
            case "bounds":
                configuration.bounds = try bounds(value)
                boundKeys = try object(value, "bounds")
            case "nimkit":
                guard let text = value.string else {
                    throw Problem(
                        message: "\"nimkit\" must be the NIMKit release the app uses, such as \"1.8.0\", "
                            + "found \(describe(value))", range: value.range)
                }
                guard let version = PublishedReleases.release(text) else {
                    throw Problem(message: "\"nimkit\": \(PublishedReleases.problem(with: text))", range: value.range)
                }
                configuration.nimkit = version
            default:
                throw unknown("key", member.key, among: Self.keys, at: member.keyRange)
            }
        }
        try checkBoundKeys(boundKeys, against: configuration)
        return (configuration, excludes)
    }

    /// A bound for a key no schema gives a number would silently change nothing; the schemas are those of
    /// this configuration, which may replace the built-in ones.
    private func checkBoundKeys(_ members: [LocatedJSON.Member], against configuration: Configuration) throws(Problem) {
        guard !members.isEmpty else { return }
        let numeric = SettingsKind.allCases.reduce(into: Set<String>()) {
            $0.formUnion(configuration.schema(for: $1).root.numericKeys())
        }
        for member in members where !numeric.contains(member.key) {
            throw unknown("numeric setting", member.key, among: numeric.sorted(), at: member.keyRange)
        }
    }

    private func rules(_ json: LocatedJSON) throws(Problem) -> [String: Severity?] {
        var severities: [String: Severity?] = [:]
        for member in try object(json, "rules") {
            guard RuleRegistry.description(of: member.key) != nil else {
                throw unknown("rule", member.key, among: RuleRegistry.all.map(\.id), at: member.keyRange)
            }
            guard let name = member.value.string, Self.severities.contains(name) else {
                let suggestion = member.value.string.flatMap { Suggestions.closest(to: $0, in: Self.severities) }
                throw Problem(
                    message:
                        "the severity of '\(member.key)' must be one of \(Self.severities.map { "\"\($0)\"" }.joined(separator: ", ")), "
                        + "found \(describe(member.value))" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                    range: member.value.range)
            }
            severities[member.key] = Severity(rawValue: name)
        }
        return severities
    }

    private func schemas(_ json: LocatedJSON) throws(Problem) -> [SettingsKind: SettingsSchema] {
        var schemas: [SettingsKind: SettingsSchema] = [:]
        for member in try object(json, "schemas") {
            guard let kind = SettingsKind(rawValue: member.key) else {
                throw unknown(
                    "settings file", member.key, among: SettingsKind.allCases.map(\.rawValue), at: member.keyRange)
            }
            guard let path = member.value.string else {
                throw Problem(
                    message: "the schema of '\(member.key)' must be a path, found \(describe(member.value))",
                    range: member.value.range)
            }
            let resolved = try existing(PathValue(string: path, range: member.value.range), folder: false)
            let schema: SettingsSchema
            do {
                schema = try SettingsSchema.load(path: resolved)
            } catch {
                throw Problem(message: "the schema '\(path)' cannot be used: \(error)", range: member.value.range)
            }
            guard schema.kind == kind else {
                throw Problem(
                    message: "the schema '\(path)' describes \(schema.kind.fileName), not \(kind.fileName)",
                    range: member.value.range)
            }
            schemas[kind] = schema
        }
        return schemas
    }

    static let boundNames = ["minimum", "maximum", "recommendedMinimum", "recommendedMaximum"]

    /// Limits replacing the schema's for one key: hard ones (an error outside them) and recommended ones.
    private func bounds(_ json: LocatedJSON) throws(Problem) -> [String: NumberBounds] {
        var result: [String: NumberBounds] = [:]
        for member in try object(json, "bounds") {
            var bounds = NumberBounds()
            let limits = try object(member.value, "the bounds of '\(member.key)'")
            for limit in limits {
                guard let number = limit.value.number else {
                    throw Problem(
                        message: "'\(limit.key)' of '\(member.key)' must be a number, found \(describe(limit.value))",
                        range: limit.value.range)
                }
                switch limit.key {
                case "minimum": bounds.minimum = number
                case "maximum": bounds.maximum = number
                case "recommendedMinimum": bounds.recommendedMinimum = number
                case "recommendedMaximum": bounds.recommendedMaximum = number
                default: throw unknown("bound", limit.key, among: Self.boundNames, at: limit.keyRange)
                }
            }
            guard !bounds.isEmpty else {
                throw Problem(
                    message: "the bounds of '\(member.key)' need at least one of "
                        + Self.boundNames.map { "\"\($0)\"" }.joined(separator: ", "),
                    range: member.value.range)
            }
            for (low, high) in [
                (bounds.minimum, bounds.maximum), (bounds.recommendedMinimum, bounds.recommendedMaximum),
            ] {
                if let low, let high, low > high {
                    throw Problem(
                        message: "the bounds of '\(member.key)' are empty: \(NumberBounds.format(low)) is above "
                            + NumberBounds.format(high),
                        range: member.value.range)
                }
            }
            result[member.key] = bounds
        }
        return result
    }

    private struct PathValue {
        var string: String
        var range: SourceRange
    }

    private func strings(_ json: LocatedJSON, _ key: String) throws(Problem) -> [PathValue] {
        guard let elements = json.elements else {
            throw Problem(message: "'\(key)' must be an array of strings, found \(describe(json))", range: json.range)
        }
        var values: [PathValue] = []
        for element in elements {
            guard let string = element.string, !string.isEmpty else {
                throw Problem(
                    message: "'\(key)' must hold non-empty strings, found \(describe(element))", range: element.range)
            }
            values.append(PathValue(string: string, range: element.range))
        }
        return values
    }

    /// A path from the file, resolved against its folder, that must exist as a folder or a regular file.
    private func existing(_ path: PathValue, folder wantsFolder: Bool) throws(Problem) -> String {
        let resolved = path.string.hasPrefix("/") ? path.string : Paths.join(folder, path.string)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder),
            isFolder.boolValue == wantsFolder
        else {
            let what = wantsFolder ? "folder" : "file"
            throw Problem(message: "no such \(what): '\(path.string)' (resolved to \(resolved))", range: path.range)
        }
        return resolved
    }

    private func object(_ json: LocatedJSON, _ name: String) throws(Problem) -> [LocatedJSON.Member] {
        guard let members = json.members else {
            throw Problem(message: "\(name) must be a JSON object, found \(describe(json))", range: json.range)
        }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            throw Problem(message: "duplicate key '\(member.key)'", range: member.keyRange)
        }
        return members
    }

    private func unknown(_ what: String, _ name: String, among known: [String], at range: SourceRange) -> Problem {
        let suggestion = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return Problem(message: "unknown \(what) '\(name)'\(suggestion)", range: range)
    }

    private func describe(_ json: LocatedJSON) -> String {
        if let string = json.string { return "\"\(string)\"" }
        return json.kindDescription
    }
}

extension SchemaNode {
    /// The keys, at any depth, whose values are numbers: the keys the configuration's `bounds` can name.
    func numericKeys() -> Set<String> {
        var keys: Set<String> = []
        var visited: Set<ObjectIdentifier> = []
        var pending = [self]
        while let node = pending.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
            for (name, child) in node.properties {
                if child.type == .integer || child.type == .real { keys.insert(name) }
                pending.append(child)
            }
        }
        return keys
    }
}
