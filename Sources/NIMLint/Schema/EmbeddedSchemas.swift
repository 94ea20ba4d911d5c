import CNIMKitSchemas

/// The built-in schema files' text, keyed by file name, as the build compiled them in from `schemas/`.
enum EmbeddedSchemas {
    static let files: [String: String] = [
        "NIMKitGlobalSetting.schema.json": String(cString: nimlint_global_setting_schema()),
        "NIMKitBubbleSetting.schema.json": String(cString: nimlint_bubble_setting_schema()),
    ]
}
