import Foundation

/// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers: one run, the rules' metadata in
/// `tool.driver.rules`, one result per diagnostic with its region (lines, columns in Unicode code points, and
/// the bytes on disk) and, when there is one, its fix as byte replacements.
struct SARIFReport {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        /// Where relative artifact URIs start: the folder nimlint ran in, which in CI is the checkout's root.
        var originalUriBaseIds: [String: ArtifactLocation]
        /// Columns count Unicode scalars, as everywhere in nimlint, not the UTF-16 units SARIF assumes by default.
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: RuleConfiguration
        var help: Text
    }

    struct RuleConfiguration: Encodable {
        var level: String
        var enabled: Bool
    }

    struct Text: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var fixes: [FixObject]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    /// The base id SARIF viewers and GitHub code scanning know for the root of the sources.
    static let sourceRoot = "%SRCROOT%"

    struct Region: Encodable {
        var startLine: Int?
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int
        var byteLength: Int
    }

    struct FixObject: Encodable {
        var description: Text
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Text
    }

    let log: Log

    init(reports: [FileReport], rules: [RuleDescription], workingFolder: String = Paths.absolute(".")) {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = Driver(
            name: NIMLint.name, version: NIMLint.version, semanticVersion: NIMLint.version,
            rules: rules.map(Self.rule))
        let results = reports.flatMap { report in
            report.diagnostics.map { Self.result($0, in: report, ruleIndex: ruleIndex[$0.rule]) }
        }
        let root = ArtifactLocation(uri: Self.uri(workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/"))
        log = Log(runs: [Run(tool: Tool(driver: driver), originalUriBaseIds: [Self.sourceRoot: root], results: results)])
    }

    func rendered() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func rule(_ rule: RuleDescription) -> Rule {
        Rule(
            id: rule.id, shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.explanation),
            defaultConfiguration: RuleConfiguration(level: level(rule.defaultSeverity), enabled: rule.enabledByDefault),
            help: Text(text: "\(rule.explanation)\n\nRun `nimlint explain \(rule.id)` for examples."))
    }

    private static func result(_ diagnostic: Diagnostic, in report: FileReport, ruleIndex: Int?) -> Result {
        let artifact = artifactLocation(report.path)
        let message = ([diagnostic.message] + diagnostic.help.map { "help: \($0)" }).joined(separator: "\n")
        let fixes = diagnostic.fix.map { fix in
            [FixObject(
                description: Text(text: fix.safety == .unsafe ? "\(fix.title) (unsafe: it changes what NIMKit renders)" : fix.title),
                artifactChanges: [ArtifactChange(artifactLocation: artifact, replacements: fix.edits.map { edit in
                    Replacement(deletedRegion: byteRegion(edit.range, in: report), insertedContent: Text(text: edit.replacement))
                })])]
        }
        return Result(
            ruleId: diagnostic.rule, ruleIndex: ruleIndex, level: level(diagnostic.severity), message: Text(text: message),
            locations: [Location(physicalLocation: PhysicalLocation(
                artifactLocation: artifact, region: region(diagnostic.range, in: report)))],
            fixes: fixes)
    }

    private static func region(_ range: SourceRange, in report: FileReport) -> Region {
        let (start, end) = report.location(of: range)
        return Region(
            startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column,
            byteOffset: start.offset, byteLength: end.offset - start.offset)
    }

    private static func byteRegion(_ range: SourceRange, in report: FileReport) -> Region {
        let (start, end) = report.location(of: range)
        return Region(byteOffset: start.offset, byteLength: end.offset - start.offset)
    }

    /// A relative path becomes a relative reference against `%SRCROOT%` (code scanning resolves it against the
    /// repository), without the `./` a walk of `.` may spell; an absolute one becomes a `file://` URI.
    static func artifactLocation(_ path: String) -> ArtifactLocation {
        guard !path.hasPrefix("/") else { return ArtifactLocation(uri: uri(path)) }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return ArtifactLocation(uri: uri(String(relative)), uriBaseId: sourceRoot)
    }

    /// Characters outside a URI path are percent-encoded; an absolute path becomes a `file://` URI.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
