import Foundation

/// The schema of one settings file: the built-in one compiled into the binary, or a replacement loaded from a
/// file (`--schema FILE`, the configuration's "schemas").
public struct SettingsSchema: Sendable {
    public var kind: SettingsKind
    public var root: SchemaNode
    /// Where the schema came from: `built-in` or a file path.
    public var origin: String

    public init(kind: SettingsKind, root: SchemaNode, origin: String) {
        self.kind = kind
        self.root = root
        self.origin = origin
    }

    /// The schema file name of a settings file: `NIMKitGlobalSetting.schema.json`.
    public static func fileName(of kind: SettingsKind) -> String { kind.rawValue + ".schema.json" }

    /// The schema nimlint ships for `kind`.
    public static func builtIn(_ kind: SettingsKind) -> SettingsSchema {
        kind == .global ? builtIns.global : builtIns.bubble
    }

    /// Both built-in schemas, read by one reader: the bubble schema's `$ref` into the global one then takes the
    /// nodes already read instead of parsing that file again.
    private static let builtIns = loadBuiltIns()

    private static func loadBuiltIns() -> (global: SettingsSchema, bubble: SettingsSchema) {
        var reader = SchemaReader(otherFile: builtInFile)
        func load(_ kind: SettingsKind) -> SettingsSchema {
            let name = fileName(of: kind)
            do {
                return try parse(
                    builtInFile(name) ?? SourceFile(path: name, string: ""), origin: "built-in", with: &reader)
            } catch {
                // SchemaTests.testBuiltInSchemasLoad loads both embedded schemas, so a build that reaches users
                // cannot get here.
                preconditionFailure("the built-in schema is invalid: \(error)")
            }
        }
        return (load(.global), load(.bubble))
    }

    /// The text of a built-in schema file, exactly as in `schemas/`.
    public static func builtInText(_ kind: SettingsKind) -> String {
        EmbeddedSchemas.files[fileName(of: kind)] ?? ""
    }

    /// Loads a schema file. A `$ref` into another schema file is resolved next to it, or else against the
    /// built-in schema of that name.
    public static func load(path: String) throws -> SettingsSchema {
        let source: SourceFile
        switch FileLoader.load(path: path, sizeLimit: 1024 * 1024) {
        case .success(let file): source = file
        case .failure(let failure): throw SchemaError(path: path, location: nil, reason: failure.reason)
        }
        let folder = (path as NSString).deletingLastPathComponent
        return try parse(source, origin: path) { name in
            let sibling = (folder as NSString).appendingPathComponent(name)
            if case .success(let file) = FileLoader.load(path: sibling, sizeLimit: 1024 * 1024) { return file }
            return builtInFile(name)
        }
    }

    private static func builtInFile(_ name: String) -> SourceFile? {
        EmbeddedSchemas.files[name].map { SourceFile(path: name, string: $0) }
    }

    /// Reads a schema from its text; `otherFile` supplies the files a `$ref` names (by default the built-in
    /// schema files).
    public static func parse(
        _ source: SourceFile, origin: String, otherFile: (@Sendable (String) -> SourceFile?)? = nil
    ) throws -> SettingsSchema {
        var reader = SchemaReader(otherFile: otherFile ?? builtInFile)
        return try parse(source, origin: origin, with: &reader)
    }

    private static func parse(_ source: SourceFile, origin: String, with reader: inout SchemaReader) throws
        -> SettingsSchema
    {
        let document = try reader.document(source)
        let root = try reader.node(document.json, in: document, depth: 0)
        guard let declared = document.json["x-settings-file"] else {
            throw SchemaError(
                at: document.json.range, in: source,
                "the schema does not say which settings file it describes: add \"x-settings-file\": "
                    + "\"NIMKitGlobalSetting.plist\" or \"NIMKitBubbleSetting.plist\"")
        }
        guard let kind = SettingsKind.allCases.first(where: { $0.fileName == declared.string }) else {
            throw SchemaError(
                at: declared.range, in: source,
                "\"x-settings-file\" must be \"NIMKitGlobalSetting.plist\" or \"NIMKitBubbleSetting.plist\"")
        }
        return SettingsSchema(kind: kind, root: root, origin: origin)
    }
}

/// A schema file that cannot be used, with where and why.
public struct SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// Nil when the file could not be read at all.
    public var location: SourceLocation?
    public var reason: String

    public init(path: String, location: SourceLocation?, reason: String) {
        self.path = path
        self.location = location
        self.reason = reason
    }

    init(at range: SourceRange, in source: SourceFile, _ reason: String) {
        self.init(path: source.path, location: source.location(of: range.start), reason: reason)
    }

    /// `path:line:column: reason`, as compilers print errors.
    public var description: String {
        guard let location else { return "\(path): \(reason)" }
        return "\(path):\(location.line):\(location.column): \(reason)"
    }
}
