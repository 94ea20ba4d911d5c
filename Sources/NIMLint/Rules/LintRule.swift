/// A rule that checks settings files: its description is its documentation and its test.
protocol LintRule {
    static var description: RuleDescription { get }
    /// Findings about `file`; `folder` holds every parsed settings file of the same folder, `file` included.
    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic]
}

extension RuleDescription {
    /// A finding of this rule at its default severity (the configuration may change it later).
    func diagnostic(
        _ message: String, at range: SourceRange, severity: Severity? = nil, help: [String] = [], fix: Fix? = nil
    ) -> Diagnostic {
        Diagnostic(rule: id, severity: severity ?? defaultSeverity, message: message, range: range, help: help, fix: fix)
    }
}

/// A parsed settings file as the rules see it: its tree, its schema, and every value paired with the part of
/// the schema that describes it.
struct SettingsFile {
    let document: PlistDocument
    let kind: SettingsKind
    let schema: SettingsSchema
    let configuration: Configuration
    let images: ImageIndex?
    /// Each value NIMKit reads, in document order, with its schema.
    let visits: [SchemaVisit]

    init(document: PlistDocument, kind: SettingsKind, schema: SettingsSchema, configuration: Configuration, images: ImageIndex?) {
        self.document = document
        self.kind = kind
        self.schema = schema
        self.configuration = configuration
        self.images = images
        self.visits = document.root.map { SchemaVisit.walk($0, schema: schema.root) } ?? []
    }

    var source: SourceFile { document.source }

    /// The text between a value's tags exactly as written, when it is also the value (no entity, character
    /// reference or CDATA): only then can a fix rewrite it in place.
    func literalText(of node: PlistNode) -> String? {
        guard let value = node.stringValue else { return nil }
        return source.string(in: node.content) == value ? value : nil
    }
}

/// A value with the schema that describes it and the keys that lead to it.
struct SchemaVisit {
    let node: PlistNode
    let schema: SchemaNode
    /// The entry holding the value; nil for the root.
    let entry: PlistEntry?
    /// Keys from the root: `["Text", "Content_Insets", "Left"]`.
    let path: [String]

    /// `Text.Content_Insets.Left`, or `the root dict`.
    var name: String { path.isEmpty ? "the root dict" : path.joined(separator: ".") }
    /// The last key, as a message names it.
    var key: String { path.last ?? "the root dict" }

    /// Only what NIMKit reads: the last of duplicate keys, and only below values of the right type.
    static func walk(_ root: PlistNode, schema: SchemaNode) -> [SchemaVisit] {
        var visits: [SchemaVisit] = []
        var pending = [SchemaVisit(node: root, schema: schema, entry: nil, path: [])]
        while let visit = pending.popLast() {
            visits.append(visit)
            guard visit.schema.type == .dict, let entries = visit.node.entries else { continue }
            var children: [SchemaVisit] = []
            for entry in effectiveEntries(entries) {
                guard let child = visit.schema.properties[entry.key] else { continue }
                children.append(SchemaVisit(node: entry.value, schema: child, entry: entry, path: visit.path + [entry.key]))
            }
            pending.append(contentsOf: children.reversed())
        }
        return visits
    }

    /// The effective entries of a dict: the last of each key, in document order.
    static func effectiveEntries(_ entries: [PlistEntry]) -> [PlistEntry] {
        entries.enumerated().filter { index, entry in
            !entries[(index + 1)...].contains { $0.key == entry.key }
        }.map(\.element)
    }
}
