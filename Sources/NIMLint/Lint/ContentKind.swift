/// Which settings file a file is by what it holds, for a file whose name does not say (`backup-global.plist`,
/// standard input without `--stdin-filename`): NIMKit's two files have no root key in common, so the root keys
/// the schemas know tell them apart.
public enum ContentKind {
    /// What the root of a file says about its kind.
    public enum Verdict: Sendable, Equatable {
        /// The root keys of `kind`'s schema that the file holds, in document order (the first is where the
        /// finding points); `misspelt` when none is spelt right and the keys only come close.
        case settings(SettingsKind, evidence: [String], misspelt: Bool = false)
        /// Not a settings file, with why, said as the end of "…: " in a message.
        case neither(reason: String)
    }

    /// The kind whose schema knows more of the root keys; a tie (none known, or as many of each) is neither.
    /// When no key is spelt as either file spells it, keys close to one file's (`text`, `Message_Limt`) still
    /// show which was meant, and its rules then say how to spell them. The configuration's schemas and extra
    /// message types count, so an app's own keys decide too.
    public static func verdict(of root: PlistNode?, configuration: Configuration = .default) -> Verdict {
        guard let root else { return .neither(reason: "it holds no value") }
        guard let entries = root.entries else {
            return .neither(
                reason: "its root is \(root.type.elementDescription), not the <dict> both settings files have")
        }
        guard !entries.isEmpty else { return .neither(reason: "its root <dict> is empty") }
        let keys = entries.map(\.key)
        let known = SettingsKind.allCases.map { (kind: $0, keys: rootKeys(of: $0, configuration: configuration)) }
        let exact = ranked(known.map { kind in (kind.kind, keys.filter(Set(kind.keys).contains)) })
        if !exact[0].keys.isEmpty {
            guard exact[0].keys.count > exact[1].keys.count else {
                return .neither(reason: "its root keys hold as many message types as global settings")
            }
            return .settings(exact[0].kind, evidence: exact[0].keys)
        }
        let near = ranked(
            known.map { kind in (kind.kind, keys.filter { Suggestions.closest(to: $0, in: kind.keys) != nil }) })
        guard near[0].keys.count > near[1].keys.count else {
            return .neither(reason: "none of its root keys is a message type or a global setting")
        }
        return .settings(near[0].kind, evidence: near[0].keys, misspelt: true)
    }

    /// Each kind with its evidence, most evidence first.
    private static func ranked(_ evidence: [(kind: SettingsKind, keys: [String])]) -> [(
        kind: SettingsKind, keys: [String]
    )] {
        evidence.sorted { $0.keys.count > $1.keys.count }
    }

    /// The kind a file's text holds, nil when it does not parse or is neither settings file.
    public static func kind(of source: SourceFile, configuration: Configuration = .default) -> SettingsKind? {
        let parsed = PlistParser.parse(source)
        guard parsed.succeeded,
            case .settings(let kind, _, _) = verdict(of: parsed.document.root, configuration: configuration)
        else { return nil }
        return kind
    }

    /// The root keys NIMKit reads from `kind`'s file: the schema's, plus the app's own message types.
    static func rootKeys(of kind: SettingsKind, configuration: Configuration) -> [String] {
        let schemaKeys = configuration.schema(for: kind).root.propertyOrder
        return kind == .bubble ? schemaKeys + configuration.extraMessageTypes : schemaKeys
    }
}
