import Foundation

/// The pieces `show --format json` and `diff --format json` share (`schemas/show.schema.json`,
/// `schemas/diff.schema.json`): a setting's value, its provenance, a settings file. Written as the JSON report is,
/// by `JSONEncoder` with sorted keys, every member present (null when there is nothing).
enum SettingsJSON {
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every member is a string, a number from a plist or a value NIMKit read: nothing here fails to encode
        // (non-finite numbers are written as strings by `ValueEntry`).
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `{"type": "color", "value": "#FFFFFF", "display": "#FFFFFF (white)"}`.
    struct ValueEntry: Encodable {
        var value: SettingValue

        enum CodingKeys: String, CodingKey { case type, value, display }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value.description, forKey: .display)
            try container.encode(value.typeName, forKey: .type)
            switch value {
            case .number(let number):
                // JSON has no NaN or infinity, which `<real>nan</real>` and `<real>1e400</real>` read as.
                if number.isFinite {
                    try container.encode(number, forKey: .value)
                } else {
                    try container.encode(String(number), forKey: .value)
                }
            case .integer(let number):
                try container.encode(number, forKey: .value)
            case .bool(let bool):
                try container.encode(bool, forKey: .value)
            case .color(let rgb):
                try container.encode(rgb.map(HexColor.css), forKey: .value)
            case .insets(let insets):
                try container.encode(
                    ["top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right],
                    forKey: .value)
            case .text(let text):
                try container.encode(text, forKey: .value)
            }
        }
    }

    /// `{"origin": {...} | null, "fallbacks": ["global-bubble"]}`.
    struct ProvenanceEntry: Encodable {
        var provenance: Provenance

        enum CodingKeys: String, CodingKey { case origin, fallbacks }
        enum OriginKeys: String, CodingKey { case kind, path, line, column, offset, length, description }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(provenance.fallbacks.map(\.rawValue), forKey: .fallbacks)
            guard let origin = provenance.origin else {
                try container.encodeNil(forKey: .origin)
                return
            }
            var nested = container.nestedContainer(keyedBy: OriginKeys.self, forKey: .origin)
            switch origin {
            case .file(let path, let range, let line, let column):
                try nested.encode("file", forKey: .kind)
                try nested.encode(path, forKey: .path)
                try nested.encode(line, forKey: .line)
                try nested.encode(column, forKey: .column)
                try nested.encode(range.start, forKey: .offset)
                try nested.encode(range.length, forKey: .length)
            case .shipped(let description):
                try nested.encode("shipped", forKey: .kind)
                try nested.encode(description, forKey: .description)
            }
        }
    }

    /// `{"kind": "global", "name": "NIMKitGlobalSetting.plist", "path": "...", "problem": null}`.
    struct FileEntry: Encodable {
        var file: AppliedSettings.File

        enum CodingKeys: String, CodingKey { case kind, name, path, problem }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file.kind == .global ? "global" : "bubble", forKey: .kind)
            try container.encode(file.kind.fileName, forKey: .name)
            try container.encode(file.path, forKey: .path)
            try container.encode(file.problem, forKey: .problem)
        }
    }

    /// The members every setting has: what it is, its value, where it came from.
    static func encodeSetting(_ setting: AppliedSetting, to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SettingKeys.self)
        try container.encode(setting.scope, forKey: .scope)
        try container.encode(setting.side?.rawValue, forKey: .side)
        try container.encode(setting.setting, forKey: .setting)
        try container.encode(setting.title, forKey: .title)
        try container.encode(ValueEntry(value: setting.value), forKey: .value)
        try container.encode(ProvenanceEntry(provenance: setting.provenance), forKey: .provenance)
        try container.encode(setting.readBySome, forKey: .readBySome)
    }

    enum SettingKeys: String, CodingKey { case scope, side, setting, title, value, provenance, readBySome }

    static let tool = JSONReport.tool
    static let formatVersion = 1
}
