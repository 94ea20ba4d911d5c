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
        Diagnostic(
            rule: id, severity: severity ?? defaultSeverity, message: message.singleLine, range: range,
            help: help.map(\.singleLine), fix: fix.map { Fix(safety: $0.safety, title: $0.title.singleLine, edits: $0.edits) })
    }
}

extension String {
    /// Keys and values quoted from a file can hold line breaks and tabs (`<key>Text\n</key>`); a finding reads as
    /// one line in every report, so they are shown as escapes.
    var singleLine: String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
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

/// The keys that lead from the root to a value, shared between a dict's visit and its children's.
final class KeyPath: Sendable {
    let parent: KeyPath?
    let key: String

    init(parent: KeyPath?, key: String) {
        self.parent = parent
        self.key = key
    }

    /// `Text.Content_Insets.Left`.
    var joined: String { parent.map { $0.joined + "." + key } ?? key }
}

/// A value with the schema that describes it and the keys that lead to it.
/// A class, not a struct: every rule walks every visit, and copying a struct would retain all it holds each time.
final class SchemaVisit {
    let node: PlistNode
    let schema: SchemaNode
    /// The `<key>` of the value; nil for the root.
    let keyRange: SourceRange?
    /// Nil for the root.
    let path: KeyPath?

    init(node: PlistNode, schema: SchemaNode, keyRange: SourceRange?, path: KeyPath?) {
        self.node = node
        self.schema = schema
        self.keyRange = keyRange
        self.path = path
    }

    var isRoot: Bool { path == nil }
    /// `Text.Content_Insets.Left`, or `the root dict`.
    var name: String { path?.joined ?? "the root dict" }
    /// The last key, as a message names it.
    var key: String { path?.key ?? "the root dict" }

    /// Only what NIMKit reads: the last of duplicate keys, and only below values of the right type.
    static func walk(_ root: PlistNode, schema: SchemaNode) -> [SchemaVisit] {
        var visits: [SchemaVisit] = []
        var pending = [SchemaVisit(node: root, schema: schema, keyRange: nil, path: nil)]
        while let visit = pending.popLast() {
            visits.append(visit)
            guard visit.schema.type == .dict, let entries = visit.node.entries else { continue }
            for index in entries.indices.reversed() where !isOverridden(index, in: entries) {
                let entry = entries[index]
                guard let child = visit.schema.properties[entry.key] else { continue }
                pending.append(SchemaVisit(
                    node: entry.value, schema: child, keyRange: entry.keyRange, path: KeyPath(parent: visit.path, key: entry.key)))
            }
        }
        return visits
    }

    /// The effective entries of a dict: the last of each key, in document order. Settings dicts hold a dozen
    /// keys at most, so comparing pairs beats hashing.
    static func effectiveEntries(_ entries: [PlistEntry]) -> [PlistEntry] {
        var effective: [PlistEntry] = []
        effective.reserveCapacity(entries.count)
        for index in entries.indices where !isOverridden(index, in: entries) {
            effective.append(entries[index])
        }
        return effective
    }

    /// Whether a later entry of the dict has the same key.
    static func isOverridden(_ index: Int, in entries: [PlistEntry]) -> Bool {
        var later = index + 1
        while later < entries.count {
            if entries[later].key == entries[index].key { return true }
            later += 1
        }
        return false
    }
}
