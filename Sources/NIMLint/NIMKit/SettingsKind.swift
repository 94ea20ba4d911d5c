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

    /// The settings file a name nearly spells (same letters in another case, or one or two letters off), nil
    /// for the exact names and for names not close to either. iOS looks resources up case-sensitively on a
    /// device, so NIMKit never loads such a file (`settings-file-name` says so).
    public static func nearlyNamed(_ path: String) -> SettingsKind? {
        let name = Paths.lastComponent(path)
        // Most files of a walk are ruled out here.
        guard nearNameLengths.contains(name.utf8.count) else { return nil }
        let folded = Array(name.lowercased())
        return allCases.first { kind in
            name != kind.fileName && Suggestions.editDistance(folded, Array(kind.fileName.lowercased())) <= 2
        }
    }

    /// The settings file a name means: the one it names, or the one it nearly spells.
    public static func meant(by path: String) -> SettingsKind? {
        named(path) ?? nearlyNamed(path)
    }

    /// The lengths, in UTF-8 bytes, of the names `nearlyNamed` can match, the exact names included: within two
    /// letters of the real ones.
    static let nearNameLengths = 23...29
}
