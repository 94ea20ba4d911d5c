/// A schema file's JSON with the text it came from, so every complaint carries a line.
struct SchemaDocument {
    let source: SourceFile
    let json: LocatedJSON
}

/// Turns schema JSON into `SchemaNode`s, resolving `$ref`s (within a file or into a sibling schema file) and
/// rejecting anything outside the vocabulary of `schemas/README.md`, at the line where it stands.
struct SchemaReader {
    static let keywords = [
        "$schema", "$id", "$comment", "$defs", "$ref", "title", "description", "x-description-zh", "type",
        "properties", "required", "additionalProperties", "enum", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "x-recommended", "format", "deprecated", "x-deprecation",
        "x-built-in-images", "x-message-types", "x-settings-file", "x-releases", "x-image-lookup", "x-read-as",
        "x-default",
    ]
    /// Deeper than any real schema; reached only through a `$ref` cycle.
    static let maximumDepth = 32

    let otherFile: (String) -> SourceFile?
    private var documents: [String: SchemaDocument] = [:]
    /// Each `$ref` target read once: the bubble schema refers to the same definitions for every message type,
    /// and reading them again each time was most of a single-file run.
    private var resolved: [String: SchemaNode] = [:]

    init(otherFile: @escaping (String) -> SourceFile?) {
        self.otherFile = otherFile
    }

    /// Parses a schema file, and keeps it for a later `$ref` that names it.
    mutating func document(_ source: SourceFile) throws -> SchemaDocument {
        do {
            let document = SchemaDocument(source: source, json: try JSONParser.parse(source.text))
            guard document.json.members != nil else {
                throw SchemaError(at: document.json.range, in: source, "a schema is a JSON object")
            }
            documents[source.path] = document
            return document
        } catch let error as JSONSyntaxError {
            throw SchemaError(at: .empty(at: error.offset), in: source, "invalid JSON: \(error.message)")
        }
    }

    mutating func node(_ json: LocatedJSON, in document: SchemaDocument, depth: Int) throws -> SchemaNode {
        func fail(_ range: SourceRange, _ reason: String) -> SchemaError {
            SchemaError(at: range, in: document.source, reason)
        }
        guard depth < Self.maximumDepth else { throw fail(json.range, "$ref nests too deeply: is there a cycle?") }
        guard let members = json.members else {
            throw fail(json.range, "expected a schema object, found \(json.kindDescription)")
        }
        var node = SchemaNode.Draft()
        if let reference = json["$ref"] {
            node = SchemaNode.Draft(try resolve(reference, in: document, depth: depth))
        }
        for member in members {
            try read(member, into: &node, document: document, depth: depth)
        }
        if let formatted = json["format"], node.format != nil, node.type != .string {
            throw fail(formatted.range, "\"format\" applies to strings only: add \"type\": \"string\"")
        }
        if let required = json["required"] {
            for (index, name) in node.required.enumerated() where node.properties[name] == nil {
                let range = required.elements?[index].range ?? required.range
                let suggestion = Suggestions.closest(to: name, in: node.propertyOrder).map {
                    " (did you mean '\($0)'?)"
                }
                throw fail(range, "required property '\(name)' is not among \"properties\"\(suggestion ?? "")")
            }
        }
        if let readAs = json["x-read-as"], let accessor = node.readAs,
            let expected = SchemaReleases.accessorTypes[accessor], node.type != expected
        {
            throw fail(readAs.range, "\(accessor) reads a \(expected.rawValue): add \"type\": \"\(expected.rawValue)\"")
        }
        if let low = node.bounds.minimum ?? node.bounds.exclusiveMinimum,
            let high = node.bounds.maximum ?? node.bounds.exclusiveMaximum, low > high
        {
            throw fail(
                json.range, "the minimum \(NumberBounds.format(low)) is above the maximum \(NumberBounds.format(high))")
        }
        return SchemaNode(node)
    }

    private mutating func read(
        _ member: LocatedJSON.Member, into node: inout SchemaNode.Draft, document: SchemaDocument, depth: Int
    ) throws {
        let value = member.value
        func fail(_ reason: String) -> SchemaError { SchemaError(at: value.range, in: document.source, reason) }
        func string() throws -> String {
            guard let string = value.string else {
                throw fail("\"\(member.key)\" must be a string, not \(value.kindDescription)")
            }
            return string
        }
        func number() throws -> Double {
            guard let number = value.number else {
                throw fail("\"\(member.key)\" must be a number, not \(value.kindDescription)")
            }
            return number
        }
        func bool() throws -> Bool {
            guard let bool = value.bool else {
                throw fail("\"\(member.key)\" must be true or false, not \(value.kindDescription)")
            }
            return bool
        }
        func strings() throws -> [String] {
            guard let elements = value.elements else { throw fail("\"\(member.key)\" must be an array of strings") }
            return try elements.map {
                guard let string = $0.string else {
                    throw SchemaError(at: $0.range, in: document.source, "\"\(member.key)\" lists strings only")
                }
                return string
            }
        }
        switch member.key {
        case "$schema", "$id", "$comment", "title", "x-settings-file", "$ref":
            _ = try string()
        case "$defs":
            guard value.members != nil else { throw fail("\"$defs\" must be an object of schemas") }
        case "description": node.description = try string()
        case "x-description-zh": node.descriptionChinese = try string()
        case "x-deprecation": node.deprecation = try string()
        case "type":
            let name = try string()
            guard let type = PlistType(rawValue: name) else {
                let known = PlistType.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw fail("unknown plist type \"\(name)\": one of \(known.joined(separator: ", "))\(hint)")
            }
            node.type = type
        case "format":
            let name = try string()
            guard let format = ValueFormat(rawValue: name) else {
                throw fail(
                    "unknown format \"\(name)\": one of \(ValueFormat.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            node.format = format
        case "properties":
            guard let properties = value.members else { throw fail("\"properties\" must be an object of schemas") }
            for property in properties {
                if node.properties[property.key] == nil { node.propertyOrder.append(property.key) }
                node.properties[property.key] = try self.node(property.value, in: document, depth: depth + 1)
            }
        case "required": node.required = try strings()
        case "additionalProperties": node.additionalProperties = try bool()
        case "enum":
            guard let elements = value.elements else { throw fail("\"enum\" must be an array") }
            node.allowedValues = try elements.map { element in
                guard let value = SchemaValue(element) else {
                    throw SchemaError(
                        at: element.range, in: document.source, "\"enum\" lists strings, numbers and booleans")
                }
                return value
            }
        case "x-default":
            guard let scalar = SchemaValue(value) else { throw fail("\"x-default\" is a string, number or boolean") }
            node.defaultValue = scalar
        case "minimum": node.bounds.minimum = try number()
        case "maximum": node.bounds.maximum = try number()
        case "exclusiveMinimum": node.bounds.exclusiveMinimum = try number()
        case "exclusiveMaximum": node.bounds.exclusiveMaximum = try number()
        case "x-recommended":
            guard let range = value.members else {
                throw fail("\"x-recommended\" must be an object with minimum and maximum")
            }
            for bound in range {
                guard let limit = bound.value.number, ["minimum", "maximum"].contains(bound.key) else {
                    throw SchemaError(
                        at: bound.keyRange, in: document.source,
                        "\"x-recommended\" holds only numeric \"minimum\" and \"maximum\"")
                }
                if bound.key == "minimum" {
                    node.bounds.recommendedMinimum = limit
                } else {
                    node.bounds.recommendedMaximum = limit
                }
            }
        case "deprecated": node.isDeprecated = try bool()
        case "x-built-in-images": node.builtInImages = try strings()
        case "x-message-types": node.keysAreMessageTypes = try bool()
        case "x-releases": node.releases = try SchemaReleases.span(value, in: document.source)
        case "x-image-lookup": node.imageLookups = try SchemaReleases.imageLookups(value, in: document.source)
        case "x-read-as":
            let accessor = try string()
            guard SchemaReleases.accessorTypes[accessor] != nil else {
                let known = SchemaReleases.accessorTypes.keys.sorted()
                throw fail("unknown accessor \"\(accessor)\": one of \(known.joined(separator: ", "))")
            }
            node.readAs = accessor
        default:
            let hint = Suggestions.closest(to: member.key, in: Self.keywords).map { "; did you mean \"\($0)\"?" } ?? ""
            throw SchemaError(
                at: member.keyRange, in: document.source, "unknown schema keyword \"\(member.key)\"\(hint)")
        }
    }

    /// `#/$defs/name` within the file, `Other.schema.json#/$defs/name` in a sibling schema file.
    private mutating func resolve(_ reference: LocatedJSON, in document: SchemaDocument, depth: Int) throws
        -> SchemaNode
    {
        func fail(_ reason: String) -> SchemaError { SchemaError(at: reference.range, in: document.source, reason) }
        guard let text = reference.string, let hash = text.firstIndex(of: "#") else {
            throw fail("\"$ref\" must be a string such as \"#/$defs/bubble\"")
        }
        let fileName = String(text[..<hash])
        // `String(...)`: adding a substring to a string goes through generic code that looks its types up in the
        // runtime's conformance tables first.
        let key = (fileName.isEmpty ? document.source.path : fileName) + String(text[hash...])
        if let node = resolved[key] { return node }
        var target = document
        if !fileName.isEmpty {
            if let cached = documents[fileName] {
                target = cached
            } else {
                guard let source = otherFile(fileName) else {
                    throw fail("\"$ref\" names \(fileName), which cannot be found")
                }
                target = try self.document(source)
                documents[fileName] = target
            }
        }
        var json = target.json
        for component in text[text.index(after: hash)...].split(separator: "/") {
            guard let next = json[String(component)] else {
                throw fail("\"$ref\" \"\(text)\" points at nothing: there is no \"\(component)\"")
            }
            json = next
        }
        let node = try node(json, in: target, depth: depth + 1)
        resolved[key] = node
        return node
    }
}
