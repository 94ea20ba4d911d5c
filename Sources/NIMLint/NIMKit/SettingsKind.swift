/// Which of NIMKit's two settings files a schema, rule or example is about, and which one a file's name means.
public enum SettingsKind: String, Sendable, CaseIterable, Codable {
    case global = "NIMKitGlobalSetting"
    case bubble = "NIMKitBubbleSetting"

    /// The file name NIMKit loads from its settings bundle: a literal, since the walk asks it of every file it
    /// passes and a joined name would be built each time.
    public var fileName: String {
        switch self {
        case .global: "NIMKitGlobalSetting.plist"
        case .bubble: "NIMKitBubbleSetting.plist"
        }
    }

    /// The settings file a path names, by its file name exactly as NIMKit spells it: the file NIMKit loads.
    public static func named(_ path: String) -> SettingsKind? {
        let name = Paths.lastComponent(path)
        return allCases.first { $0.fileName == name }
    }

    /// The settings file a name nearly spells (same letters in another case, or one or two letters off), or a copy
    /// of one made beside it (`NIMKitBubbleSetting copy.plist`, `NIMKitGlobalSetting (1).plist`,
    /// `NIMKitGlobalSetting-old.plist`: the name, a separator, anything, then `.plist`); nil for the exact names and
    /// for names not close to either. iOS looks resources up case-sensitively on a device, so NIMKit never loads
    /// such a file (`settings-file-name` says so).
    public static func nearlyNamed(_ path: String) -> SettingsKind? {
        let name = Paths.lastComponent(path)
        // Most files of a walk are ruled out here.
        guard candidateNameLengths.contains(name.utf8.count) else { return nil }
        let folded = name.lowercased()
        if nearNameLengths.contains(name.utf8.count) {
            let letters = Array(folded)
            if let kind = allCases.first(where: { kind in
                name != kind.fileName && Suggestions.editDistance(letters, Array(kind.fileName.lowercased())) <= 2
            }) {
                return kind
            }
        }
        guard folded.hasSuffix(".plist") else { return nil }
        return allCases.first { kind in
            let stem = kind.rawValue.lowercased()
            guard folded.hasPrefix(stem), folded.utf8.count > stem.utf8.count + ".plist".utf8.count else {
                return false
            }
            return copySeparators.contains(
                folded.utf8[folded.utf8.index(folded.utf8.startIndex, offsetBy: stem.utf8.count)])
        }
    }

    /// The settings file a name means: the one it names, or the one it nearly spells.
    public static func meant(by path: String) -> SettingsKind? {
        named(path) ?? nearlyNamed(path)
    }

    /// The lengths, in UTF-8 bytes, of the names within two letters of the real ones, the exact names included.
    static let nearNameLengths = 23...29

    /// The lengths, in UTF-8 bytes, of every name `nearlyNamed` can match: the near names and the copies.
    static let candidateNameLengths = 23...120

    /// What may follow a settings file's name in a copy's: a space, `-`, `_`, `(` or `.`.
    private static let copySeparators: Set<UInt8> = [0x20, 0x2D, 0x5F, 0x28, 0x2E]
}
