/// `nimlint show`: what NIMKit applies from a folder's two settings files, each value with where it came from,
/// the fallbacks NIMKit took to it, and whether the release in force ships it by default.
public struct SettingsShow: Sendable {
    /// The folder as the user named it.
    public var folder: String
    public var applied: AppliedSettings
    public var shipped: ShippedValues
    /// The folders bubble image names were looked up in (`SettingsFolderCheck.imageFolders`).
    public var imageFolders: [String]
    /// The bundle NIMKit loads, when the folder named was an app's root and this is what was found in it.
    public var settingsBundle: SettingsBundleChoice?

    public init(
        folder: String, applied: AppliedSettings, imageFolders: [String] = [],
        settingsBundle: SettingsBundleChoice? = nil
    ) {
        self.folder = folder
        self.applied = applied
        self.imageFolders = imageFolders
        self.settingsBundle = settingsBundle
        shipped = ShippedValues(release: applied.release)
    }

    /// A table per message type and side, for people: `*` marks a customised value, with the shipped one beside it.
    public func text() -> String {
        var table = TextTable()
        table.text("\(folder), read by \(applied.release.name) (the release \(applied.release.origin))")
        if let settingsBundle { table.text("  settings: " + settingsBundle.summary) }
        for file in applied.files {
            table.text("  \(file.kind.fileName): \(file.problem ?? file.path ?? "")")
        }
        table.text(
            imageFolders.isEmpty
                ? "  bubble images: not looked up (give their folders with --assets)"
                : "  bubble images: looked up in \(imageFolders.joined(separator: ", "))")
        table.text(
            shipped.isSettled
                ? "* marks a value other than the one \(applied.release.name) ships (DEFAULT)"
                : "* marks a value none of \(applied.release.name) ships (DEFAULT): they ship different files, and "
                    + "the release is not known exactly")
        let types = Dictionary(applied.messageTypes.map { ($0.name, $0) }) { first, _ in first }
        var heading = ""
        for setting in applied.settings {
            let reading = types[setting.scope]?.reading
            if case .notRead(let note) = reading {
                if heading != setting.scope {
                    heading = setting.scope
                    table.text("")
                    table.text("\(setting.scope): \(note)")
                }
                continue
            }
            let title = setting.scope + (setting.side.map { ", \($0.rawValue)" } ?? "")
            if title != heading {
                heading = title
                table.text("")
                if case .readBySome(let note) = reading { table.text("\(title) (\(note))") } else { table.text(title) }
                table.row(["", "SETTING", "VALUE", "DEFAULT", "FROM", "NOTE"])
            }
            let customised = shipped.isCustomised(setting)
            // A message type's reading is said once, in its heading; a global key's on its own row.
            let notes =
                setting.provenance.fallbacks.map(\.summary)
                + (reading == nil ? [setting.readBySome].compactMap { $0 } : [])
                + [setting.image?.summary].compactMap { $0 }
            table.row([
                customised ? "*" : "", setting.setting, setting.value.description,
                customised ? shipped.values(of: setting).map(\.description).joined(separator: " or ") : "",
                Self.place(setting.provenance.origin), notes.joined(separator: "; "),
            ])
        }
        return table.rendered()
    }

    /// Where a value was read, for the FROM column: `NIMKitBubbleSetting.plist:12:5`.
    static func place(_ origin: Origin?) -> String {
        switch origin {
        case .file(let path, _, let line, let column): "\(Paths.lastComponent(path)):\(line):\(column)"
        case .shipped: "shipped defaults"
        case nil: "-"
        }
    }

    /// Every value with its provenance and what the release ships (`schemas/show.schema.json`).
    public func json() -> String {
        SettingsJSON.encoded(Document(show: self))
    }

    private struct Document: Encodable {
        var show: SettingsShow

        enum CodingKeys: String, CodingKey {
            case version, tool, folder, settingsBundle, nimkit, files, imageFolders, shippedSettled, settings
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(SettingsJSON.formatVersion, forKey: .version)
            try container.encode(SettingsJSON.tool, forKey: .tool)
            try container.encode(show.folder, forKey: .folder)
            try container.encodeIfPresent(show.settingsBundle, forKey: .settingsBundle)
            try container.encode(JSONReport.NIMKitEntry(show.applied.release), forKey: .nimkit)
            try container.encode(show.applied.files.map(SettingsJSON.FileEntry.init), forKey: .files)
            try container.encode(show.imageFolders, forKey: .imageFolders)
            try container.encode(show.shipped.isSettled, forKey: .shippedSettled)
            try container.encode(
                show.applied.settings.map { Setting(setting: $0, shipped: show.shipped) }, forKey: .settings)
        }
    }

    private struct Setting: Encodable {
        var setting: AppliedSetting
        var shipped: ShippedValues

        enum CodingKeys: String, CodingKey { case shipped, customised, image }
        enum ImageKeys: String, CodingKey { case found, path }

        func encode(to encoder: Encoder) throws {
            try SettingsJSON.encodeSetting(setting, to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(shipped.values(of: setting).map(SettingsJSON.ValueEntry.init), forKey: .shipped)
            try container.encode(shipped.isCustomised(setting), forKey: .customised)
            guard let image = setting.image else { return try container.encodeNil(forKey: .image) }
            var nested = container.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
            try nested.encode(image.kind, forKey: .found)
            try nested.encode(image.file.map { Paths.display(Paths.absolute($0.path)) }, forKey: .path)
        }
    }
}
