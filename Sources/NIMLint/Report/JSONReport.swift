import Foundation

/// The `--format json` report: the one definition of that format (its JSON Schema is
/// `schemas/diagnostics.schema.json`). Lines and columns are 1-based, columns count Unicode scalars, and
/// `offset`/`length` are bytes of the file as it is on disk. A finding in a file without lines (a binary property
/// list) has a `keyPath`, and is at line 1, column 1.
public struct JSONReport: Codable, Sendable, Equatable {
    public struct Tool: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
    }

    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var schema: String?
        public var diagnostics: [Entry]
        /// The NIMKit release the file was judged by; null when no schema applied.
        public var nimkit: NIMKitEntry?

        init(_ report: FileReport) {
            path = report.path
            schema = report.schema
            diagnostics = report.diagnostics.map { JSONReport.entry($0, in: report) }
            nimkit = report.nimkit.map(NIMKitEntry.init)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(schema, forKey: .schema)
            try container.encode(diagnostics, forKey: .diagnostics)
            try container.encode(nimkit, forKey: .nimkit)
        }
    }

    /// `{"version": "1.8.0", "source": "Podfile.lock", …}`: which release, and where nimlint learnt it.
    public struct NIMKitEntry: Codable, Sendable, Equatable {
        /// The release, when exactly one is known.
        public var version: String?
        /// Every release the file was judged by: one when known, all plist-era releases when unknown.
        public var releases: [String]
        /// `--nimkit`, `.nimlint.json`, `Podfile.lock`, `NIMKit.podspec`, `NIMKitUIConfig.m` or `unknown`.
        public var source: String
        /// The file that named the release, when one did.
        public var path: String?

        init(_ release: NIMKitRelease) {
            version = release.version?.description
            releases = release.candidates.map(\.description)
            source = release.source.rawValue
            path = release.path
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(releases, forKey: .releases)
            try container.encode(source, forKey: .source)
            try container.encode(path, forKey: .path)
        }
    }

    public struct Entry: Codable, Sendable, Equatable {
        public var rule: String
        public var severity: Severity
        public var message: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var offset: Int
        public var length: Int
        public var help: [String]?
        /// Where the finding is in a file without lines (a binary property list): `Text.Content_Color.Right`,
        /// empty for the root; absent in a file with lines.
        public var keyPath: String?
        public var fix: FixEntry?
        /// What NIMKit applies because of what the finding points at; absent when it touches no applied setting.
        public var consequences: [ConsequenceEntry]?
        /// The other places in the file the finding is about (the tag an unclosed element opens at, the earlier
        /// of two duplicate keys); absent when there are none.
        public var related: [RelatedEntry]?
    }

    /// `{"line": 3, "column": 1, "endLine": 3, "endColumn": 7, "offset": 40, "length": 6, "message": "…"}`.
    public struct RelatedEntry: Codable, Sendable, Equatable {
        public var message: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var offset: Int
        public var length: Int
    }

    /// `{"scope": "Text", "side": "outgoing", "setting": "bubble image", "value": "none", "type": "text",
    /// "crashes": false, "fallbacks": ["missing"]}`: one applied setting, named as `show --format json` names it,
    /// with the value NIMKit applies (`show`'s `display`).
    public struct ConsequenceEntry: Codable, Sendable, Equatable {
        public var scope: String
        public var side: String?
        public var setting: String
        public var value: String
        public var type: String
        public var crashes: Bool
        public var fallbacks: [String]

        init(_ setting: AppliedSetting) {
            scope = setting.scope
            side = setting.side?.rawValue
            self.setting = setting.setting
            value = setting.value.description
            type = setting.value.typeName
            crashes = setting.provenance.crashes
            fallbacks = setting.provenance.fallbacks.map(\.rawValue)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(crashes, forKey: .crashes)
            try container.encode(fallbacks, forKey: .fallbacks)
            try container.encode(scope, forKey: .scope)
            try container.encode(setting, forKey: .setting)
            try container.encode(side, forKey: .side)
            try container.encode(type, forKey: .type)
            try container.encode(value, forKey: .value)
        }
    }

    public struct FixEntry: Codable, Sendable, Equatable {
        public var safety: FixSafety
        public var title: String
        public var edits: [EditEntry]
    }

    public struct EditEntry: Codable, Sendable, Equatable {
        public var offset: Int
        public var length: Int
        public var replacement: String
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
        public var fixable: Int

        init(_ tally: ReportTally) {
            files = tally.files
            errors = tally.errors
            warnings = tally.warnings
            infos = tally.infos
            fixable = tally.fixable
        }
    }

    public var version: Int
    public var tool: Tool
    public var files: [File]
    public var summary: Summary

    public init(reports: [FileReport]) {
        version = Self.formatVersion
        tool = Self.tool
        files = reports.map(File.init)
        summary = Summary(ReportTally(reports))
    }

    static let formatVersion = 1
    static let tool = Tool(name: NIMLint.name, version: NIMLint.version)

    static func entry(_ diagnostic: Diagnostic, in report: FileReport) -> Entry {
        let (start, end) = report.location(of: diagnostic.range)
        let fix = diagnostic.fix.map { fix in
            FixEntry(
                safety: fix.safety, title: fix.title,
                edits: fix.edits.map { edit in
                    let (editStart, editEnd) = report.location(of: edit.range)
                    return EditEntry(
                        offset: editStart.offset, length: editEnd.offset - editStart.offset,
                        replacement: edit.replacement)
                })
        }
        return Entry(
            rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message,
            line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
            offset: start.offset, length: end.offset - start.offset,
            help: diagnostic.help.isEmpty ? nil : diagnostic.help, keyPath: start.keyPath, fix: fix,
            consequences: diagnostic.consequences.isEmpty ? nil : diagnostic.consequences.map(ConsequenceEntry.init),
            related: related(diagnostic, in: report))
    }

    /// The related places of a finding in a file with lines; nil when it has none.
    private static func related(_ diagnostic: Diagnostic, in report: FileReport) -> [RelatedEntry]? {
        let entries = diagnostic.related.compactMap { related -> RelatedEntry? in
            let (start, end) = report.location(of: related.range)
            guard start.keyPath == nil else { return nil }
            return RelatedEntry(
                message: related.message, line: start.line, column: start.column, endLine: end.line,
                endColumn: end.column, offset: start.offset, length: end.offset - start.offset)
        }
        return entries.isEmpty ? nil : entries
    }
}
