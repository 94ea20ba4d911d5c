/// What one set of NIMKit's code-configuration files (2.1.0 on, when the settings moved from the plists to
/// `[NIMKit sharedKit].config`) sets by default: `NIMKitConfig.m`'s `applyDefault…` methods and `NIMKitSetting.m`'s
/// `init:`, carried as data (`CodeConfigurationData.swift`, written by `scripts/code-configuration.py` from the
/// releases' own files). What `migrate` compares the plists' settings with.
public struct CodeConfigurationEra: Sendable {
    /// The first tag that ships these files.
    public var folder: String
    /// Every tag that shares them.
    public var tags: [String]
    /// `NIMKitConfig`'s global properties with a plist counterpart, in the order the code sets them.
    public var globals: [CodeGlobal]
    /// `NIMKitSettings`' properties (`textSetting`, …), in the order the code makes them.
    public var settings: [CodeSetting]

    /// The era whose files `version` ships; nil for a version that is not a code-configuration tag.
    public static func era(of version: NIMKitVersion) -> CodeConfigurationEra? {
        all.first { era in era.tags.contains { NIMKitVersion($0) == version } }
    }

    /// Every tag that has a code configuration, in version order.
    public static var versions: [NIMKitVersion] {
        all.flatMap { $0.tags.compactMap(NIMKitVersion.init) }.sorted()
    }

    public func global(_ property: String) -> CodeGlobal? {
        globals.first { $0.property == property }
    }

    public func setting(_ property: String) -> CodeSetting? {
        settings.first { $0.property == property }
    }
}

/// A global property's default.
public struct CodeGlobal: Sendable {
    public var property: String
    /// The placeholder's string even where the code passes it through `nim_localized` (from 2.12.15): the same
    /// string in a Chinese app, the kit's translation in others.
    public var value: SettingValue

    init(_ property: String, _ value: SettingValue) {
        self.property = property
        self.value = value
    }
}

/// One message type's `NIMKitSetting`, per side.
public struct CodeSetting: Sendable {
    public var property: String
    public var sides: Sides<CodeSettingDefaults>

    init(_ property: String, _ sides: Sides<CodeSettingDefaults>) {
        self.property = property
        self.sides = sides
    }
}

/// What one side's `NIMKitSetting` holds by default; nil where the code leaves a property nil.
public struct CodeSettingDefaults: Sendable, Equatable {
    public var contentInsets: EdgeInsets
    /// 0xRRGGBB.
    public var textColor: UInt32?
    /// `[UIFont systemFontOfSize:]`.
    public var fontSize: Double?
    public var showsAvatar: Bool
    public var normalImage: CodeImage?
    public var highlightedImage: CodeImage?
}

/// `[[UIImage nim_imageInKit:name] resizableImageWithCapInsets:capInsets resizingMode:UIImageResizingModeStretch]`.
public struct CodeImage: Sendable, Hashable {
    public var name: String
    public var capInsets: EdgeInsets

    public init(_ name: String, _ capInsets: EdgeInsets) {
        self.name = name
        self.capInsets = capInsets
    }
}
