import Foundation

/// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers: one run, the rules' metadata in
/// `tool.driver.rules`, one result per diagnostic with its region (lines, columns in UTF-16 code units, and the
/// bytes on disk), a fingerprint that survives edits elsewhere in the file and, when there is one, its fix as
/// replacements of line and column regions (§3.57: a replacement's `insertedContent.text` goes with a text region).
///
/// A file without lines (a binary property list) has no text regions: a finding there names its key path as a
/// logical location (§3.33, `Text.Content_Color.Right`) on line 1, and a fix replaces a byte region with bytes
/// (`insertedContent.binary`).
struct SARIFReport {
    struct Log: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
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
        /// UTF-16 code units: what GitHub code scanning counts (nimlint's other formats count Unicode scalars).
        var columnKind = "utf16CodeUnits"
        var invocations: [Invocation]
        var results: [Result]
    }

    struct Invocation: Encodable {
        /// False when a path could not be checked, so the results are not the whole story.
        var executionSuccessful: Bool
        var workingDirectory: ArtifactLocation
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
        var help: Help
    }

    struct Help: Encodable {
        var text: String
        var markdown: String
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
        /// The other places the finding is about, each with what it is.
        var relatedLocations: [RelatedLocation]?
        var partialFingerprints: [String: String]
        var fixes: [FixObject]?
        /// SARIF's property bag: what NIMKit applies because of the finding, as the JSON report's `consequences`.
        var properties: Properties?
    }

    struct Properties: Encodable {
        var consequences: [JSONReport.ConsequenceEntry]
    }

    /// The key of nimlint's fingerprint in `partialFingerprints`; the version changes if the hash ever does.
    static let fingerprintKey = "nimlintFindingHash/v1"

    struct RelatedLocation: Encodable {
        var id: Int
        var physicalLocation: PhysicalLocation
        var message: Text
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }

    /// A value of the property list by its key path.
    struct LogicalLocation: Encodable {
        var fullyQualifiedName: String
        var kind = "property"
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
        var byteOffset: Int?
        var byteLength: Int?
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
        var insertedContent: ArtifactContent
    }

    /// Text for a text region, base64 bytes for a byte region.
    struct ArtifactContent: Encodable {
        var text: String?
        var binary: String?
    }

    let log: Log

    init(
        reports: [FileReport], rules: [RuleDescription], paths: ReportPaths = ReportPaths(),
        executionSuccessful: Bool = true
    ) {
        var stream = Stream(rules: rules, paths: paths)
        for report in reports { _ = stream.write(report) }
        self.init(stream, executionSuccessful: executionSuccessful)
    }

    private init(_ stream: Stream, executionSuccessful: Bool) {
        let paths = stream.paths
        let driver = Driver(
            name: NIMLint.name, version: NIMLint.version, semanticVersion: NIMLint.version,
            rules: stream.rules.map(Self.rule))
        let invocation = Invocation(
            executionSuccessful: executionSuccessful,
            workingDirectory: ArtifactLocation(uri: Self.folderURI(paths.workingFolder)))
        log = Log(runs: [
            Run(
                tool: Tool(driver: driver),
                originalUriBaseIds: [Self.sourceRoot: ArtifactLocation(uri: Self.folderURI(paths.root))],
                invocations: [invocation], results: stream.results)
        ])
    }

    /// The log written as the files come. A SARIF log names whether the run succeeded before its results, which
    /// only the end of the run knows, so the results (each finding's, never a file's text) wait for the end.
    struct Stream: StreamingReport {
        let rules: [RuleDescription]
        let paths: ReportPaths
        private let ruleIndex: [String: Int]
        private var fingerprints = Fingerprints()
        private(set) var results: [Result] = []

        init(rules: [RuleDescription], paths: ReportPaths = ReportPaths()) {
            self.rules = rules
            self.paths = paths
            ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func write(_ report: FileReport) -> String {
            guard !report.diagnostics.isEmpty else { return "" }
            let artifact = SARIFReport.artifactLocation(report.source?.path ?? report.path, paths: paths)
            for diagnostic in report.diagnostics {
                let fingerprint = fingerprints.next(
                    rule: diagnostic.rule, path: artifact.uri,
                    flaggedText: Fingerprints.flaggedText(diagnostic, in: report))
                results.append(
                    SARIFReport.result(
                        diagnostic, in: report, artifact: artifact, ruleIndex: ruleIndex[diagnostic.rule],
                        fingerprint: fingerprint))
            }
            return ""
        }

        func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String {
            SARIFReport(self, executionSuccessful: uncheckedPaths == 0).rendered() + "\n"
        }
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
            help: Help(text: rule.explanationText(), markdown: rule.helpMarkdown()))
    }

    private static func result(
        _ diagnostic: Diagnostic, in report: FileReport, artifact: ArtifactLocation, ruleIndex: Int?,
        fingerprint: String
    ) -> Result {
        let message = ([diagnostic.message] + diagnostic.help.map { "help: \($0)" }).joined(separator: "\n")
        let fixes = diagnostic.fix.map { fix in
            [
                FixObject(
                    description: Text(
                        text: fix.safety == .unsafe
                            ? "\(fix.title) (unsafe: it changes what NIMKit renders)" : fix.title),
                    artifactChanges: [
                        ArtifactChange(
                            artifactLocation: artifact,
                            replacements: fix.edits.map { edit in
                                replacement(edit, in: report)
                            })
                    ])
            ]
        }
        var region = textRegion(diagnostic.range, in: report)
        let (start, end) = report.location(of: diagnostic.range)
        region.byteOffset = start.offset
        region.byteLength = end.offset - start.offset
        let keyPath = start.keyPath.flatMap { $0.isEmpty ? nil : [LogicalLocation(fullyQualifiedName: $0)] }
        return Result(
            ruleId: diagnostic.rule, ruleIndex: ruleIndex, level: level(diagnostic.severity),
            message: Text(text: message),
            locations: [
                Location(
                    physicalLocation: PhysicalLocation(artifactLocation: artifact, region: region),
                    logicalLocations: keyPath)
            ],
            relatedLocations: related(diagnostic, in: report, artifact: artifact),
            partialFingerprints: [fingerprintKey: fingerprint], fixes: fixes,
            properties: diagnostic.consequences.isEmpty
                ? nil : Properties(consequences: diagnostic.consequences.map(JSONReport.ConsequenceEntry.init)))
    }

    /// A finding's other places in a file with lines, numbered from 1; nil when it has none.
    private static func related(
        _ diagnostic: Diagnostic, in report: FileReport, artifact: ArtifactLocation
    ) -> [RelatedLocation]? {
        let places = diagnostic.related.filter { report.location(of: $0.range).start.keyPath == nil }
        guard !places.isEmpty else { return nil }
        return places.enumerated().map { index, place in
            RelatedLocation(
                id: index + 1,
                physicalLocation: PhysicalLocation(
                    artifactLocation: artifact, region: textRegion(place.range, in: report)),
                message: Text(text: place.message))
        }
    }

    /// An edit as a replacement: of a text region, or in a file without lines of the bytes it spans.
    private static func replacement(_ edit: Edit, in report: FileReport) -> Replacement {
        guard let source = report.source, source.isKeyPathOutline else {
            return Replacement(
                deletedRegion: textRegion(edit.range, in: report),
                insertedContent: ArtifactContent(text: edit.replacement))
        }
        let (start, end) = report.location(of: edit.range)
        return Replacement(
            deletedRegion: Region(byteOffset: start.offset, byteLength: end.offset - start.offset),
            insertedContent: ArtifactContent(
                binary: Data(source.encoding.encode(edit.replacement)).base64EncodedString()))
    }

    /// Lines and UTF-16 columns of a range in the file's text; line 1 alone in a file without lines.
    private static func textRegion(_ range: SourceRange, in report: FileReport) -> Region {
        let (start, end) = report.location(of: range)
        guard start.keyPath == nil else { return Region(startLine: 1) }
        let startColumn = report.source?.utf16Column(of: range.start) ?? 1
        let endColumn = report.source?.utf16Column(of: range.end) ?? 1
        return Region(startLine: start.line, startColumn: startColumn, endLine: end.line, endColumn: endColumn)
    }

    /// A file inside the root becomes a relative reference against `%SRCROOT%` (code scanning resolves it against
    /// the repository); one outside becomes a `file://` URI; standard input keeps the name it was given.
    static func artifactLocation(_ path: String, paths: ReportPaths) -> ArtifactLocation {
        if let file = paths.resolvedFile(path) {
            guard let relative = Paths.relative(file, to: paths.root) else { return ArtifactLocation(uri: uri(file)) }
            return ArtifactLocation(uri: uri(relative), uriBaseId: sourceRoot)
        }
        guard !path.hasPrefix("/") else { return ArtifactLocation(uri: uri(path)) }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return ArtifactLocation(uri: uri(String(relative)), uriBaseId: sourceRoot)
    }

    private static func folderURI(_ folder: String) -> String {
        uri(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Bytes outside a URI path are percent-encoded, those of the path as the file system spells it (a name byte
    /// that is not UTF-8 becomes `%FF`); an absolute path becomes a `file://` URI.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        var encoded = ""
        for byte in FileSystemPath.bytes(of: path) {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, allowed.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
