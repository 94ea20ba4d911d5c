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
/// the schema that describes it. What several rules read is derived here once per file.
struct SettingsFile {
    let document: PlistDocument
    let kind: SettingsKind
    let schema: SettingsSchema
    let configuration: Configuration
    let images: ImageIndex?
    /// Each value NIMKit reads, in document order, with its schema.
    let visits: [SchemaVisit]
    /// The string values whose schema gives them a format, in document order, with their text.
    let insetsStrings: [(visit: SchemaVisit, text: String, insets: InsetsString)]
    let colorStrings: [(visit: SchemaVisit, text: String)]
    let imageNameStrings: [(visit: SchemaVisit, text: String)]
    /// The values whose type is not the one their schema names (see `ValueReading`), in document order.
    let mistypedVisits: [SchemaVisit]

    init(document: PlistDocument, kind: SettingsKind, schema: SettingsSchema, configuration: Configuration, images: ImageIndex?) {
        self.document = document
        self.kind = kind
        self.schema = schema
        self.configuration = configuration
        self.images = images
        let visits = document.root.map { SchemaVisit.walk($0, schema: schema.root) } ?? []
        self.visits = visits
        var insets: [(visit: SchemaVisit, text: String, insets: InsetsString)] = []
        var colors: [(visit: SchemaVisit, text: String)] = []
        var imageNames: [(visit: SchemaVisit, text: String)] = []
        var mistyped: [SchemaVisit] = []
        for visit in visits {
            if !ValueReading.typeFits(visit) { mistyped.append(visit) }
            guard let format = visit.schema.format, let text = visit.node.stringValue else { continue }
            switch format {
            case .insets: insets.append((visit, text, InsetsString(text)))
            case .color: colors.append((visit, text))
            case .imageName: imageNames.append((visit, text))
            }
        }
        (insetsStrings, colorStrings, imageNameStrings, mistypedVisits) = (insets, colors, imageNames, mistyped)
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
/// A class, not a struct: every rule walks every visit, and copying a struct would retain all it holds each time.
final class SchemaVisit {
    let node: PlistNode
    let schema: SchemaNode
    /// The `<key>` of the value; nil for the root.
    let keyRange: SourceRange?
    /// The visit of the dict holding the value, and its key there; nil for the root. The keys that lead to a
    /// value are joined only when a message names it.
    let parent: SchemaVisit?
    private let ownKey: String?
    /// For a dict the schema describes as one: its effective entries (see `walk`) under keys the schema does
    /// not define, in document order.
    private(set) var unknownEntries: [PlistEntry] = []

    private init(node: PlistNode, schema: SchemaNode, keyRange: SourceRange?, parent: SchemaVisit?, key: String?) {
        self.node = node
        self.schema = schema
        self.keyRange = keyRange
        self.parent = parent
        self.ownKey = key
    }

    var isRoot: Bool { parent == nil }
    /// `Text.Content_Insets.Left`, or `the root dict`.
    var name: String { joinedKeys ?? "the root dict" }
    /// The last key, as a message names it.
    var key: String { ownKey ?? "the root dict" }

    private var joinedKeys: String? {
        guard let ownKey else { return nil }
        return parent?.joinedKeys.map { $0 + "." + ownKey } ?? ownKey
    }

    /// Only what NIMKit reads: the last of duplicate keys, and only below values of the right type.
    static func walk(_ root: PlistNode, schema: SchemaNode) -> [SchemaVisit] {
        var visits: [SchemaVisit] = []
        visit(root, schema: schema, keyRange: nil, parent: nil, key: nil, into: &visits)
        return visits
    }

    /// Appends the visit of `node`, then those below it, in document order.
    private static func visit(
        _ node: PlistNode, schema: SchemaNode, keyRange: SourceRange?, parent: SchemaVisit?, key: String?,
        into visits: inout [SchemaVisit]
    ) {
        let visit = SchemaVisit(node: node, schema: schema, keyRange: keyRange, parent: parent, key: key)
        visits.append(visit)
        guard schema.type == .dict, case .dict(let entries) = node.value else { return }
        for index in entries.indices where !isOverridden(index, in: entries) {
            let entry = entries[index]
            if let child = schema.properties[entry.key] {
                Self.visit(entry.value, schema: child, keyRange: entry.keyRange, parent: visit, key: entry.key, into: &visits)
            } else {
                visit.unknownEntries.append(entry)
            }
        }
    }

    /// The effective entries of a dict: the last of each key, in document order. Settings dicts hold a dozen
    /// keys at most, so comparing pairs beats hashing.
    static func effectiveEntries(_ entries: PlistEntries) -> [PlistEntry] {
        var effective: [PlistEntry] = []
        effective.reserveCapacity(entries.count)
        for index in entries.indices where !isOverridden(index, in: entries) {
            effective.append(entries[index])
        }
        return effective
    }

    /// Whether a later entry of the dict has the same key.
    static func isOverridden(_ index: Int, in entries: PlistEntries) -> Bool {
        var later = index + 1
        while later < entries.count {
            if entries[later].key == entries[index].key { return true }
            later += 1
        }
        return false
    }
}
