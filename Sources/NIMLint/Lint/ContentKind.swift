/// Which settings file a file is by what it holds, for a file whose name does not say (`backup-global.plist`,
/// standard input without `--stdin-filename`): NIMKit's two files have no root key in common, so the root keys
/// the schemas know tell them apart.
public enum ContentKind {
    /// What the root of a file says about its kind.
    public enum Verdict: Sendable, Equatable {
        /// The root keys of `kind`'s schema that the file holds, in document order (the first is where the
        /// finding points).
        case settings(SettingsKind, evidence: [String])
        /// Not a settings file, with why, said as the end of "…: " in a message.
        case neither(reason: String)
    }

    /// The kind whose schema knows more of the root keys; a tie (none known, or as many of each) is neither.
    /// The configuration's schemas and extra message types count, so an app's own keys decide too.
    public static func verdict(of root: PlistNode?, configuration: Configuration = .default) -> Verdict {
        guard let root else { return .neither(reason: "it holds no value") }
        guard let entries = root.entries else {
            return .neither(reason: "its root is \(root.type.elementDescription), not the <dict> both settings files have")
        }
        guard !entries.isEmpty else { return .neither(reason: "its root <dict> is empty") }
        let keys = entries.map(\.key)
        let evidence = SettingsKind.allCases.map { kind in
            let known = Set(rootKeys(of: kind, configuration: configuration))
            return (kind: kind, keys: keys.filter { known.contains($0) })
        }
        let ranked = evidence.sorted { $0.keys.count > $1.keys.count }
        guard ranked[0].keys.count > ranked[1].keys.count else {
            let reason = ranked[0].keys.isEmpty
                ? "none of its root keys is a message type or a global setting"
                : "its root keys hold as many message types as global settings"
            return .neither(reason: reason)
        }
        return .settings(ranked[0].kind, evidence: ranked[0].keys)
    }

    /// The kind a file's text holds, nil when it does not parse or is neither settings file.
    public static func kind(of source: SourceFile, configuration: Configuration = .default) -> SettingsKind? {
        let parsed = PlistParser.parse(source)
        guard parsed.succeeded, case .settings(let kind, _) = verdict(of: parsed.document.root, configuration: configuration)
        else { return nil }
        return kind
    }

    /// The root keys NIMKit reads from `kind`'s file: the schema's, plus the app's own message types.
    static func rootKeys(of kind: SettingsKind, configuration: Configuration) -> [String] {
        let schemaKeys = configuration.schema(for: kind).root.propertyOrder
        return kind == .bubble ? schemaKeys + configuration.extraMessageTypes : schemaKeys
    }
}
