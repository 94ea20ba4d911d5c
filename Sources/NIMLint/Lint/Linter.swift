import Foundation

/// One file to check, and which settings file it is (nil: no schema applies, only parsing is checked).
public struct LintInput: Sendable {
    public var source: SourceFile
    public var kind: SettingsKind?

    public init(source: SourceFile, kind: SettingsKind?) {
        self.source = source
        self.kind = kind
    }

    /// The settings file a path names, by its file name as NIMKit spells it.
    public static func kind(ofPath path: String) -> SettingsKind? {
        let name = (path as NSString).lastPathComponent
        return SettingsKind.allCases.first { $0.fileName == name }
    }
}

/// Checks files: parse, then (when a file parsed) the rules of its schema, then the configuration's severities and
/// the file's suppression comments.
/// Files of one folder are checked together, since NIMKit reads the global and bubble files of one bundle as a
/// pair; folders are checked in parallel, and the reports come back in the order of the inputs.
public struct Linter: Sendable {
    public var configuration: Configuration

    public init(configuration: Configuration = .default) {
        self.configuration = configuration
    }

    public func lint(_ inputs: [LintInput]) -> [FileReport] {
        let groups = Dictionary(grouping: inputs.indices) {
            (inputs[$0].source.path as NSString).deletingLastPathComponent
        }.values.map { $0 }
        let results = ResultSlots<[(Int, FileReport)]>(count: groups.count)
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            let group = groups[index]
            results[index] = zip(group, lintFolder(group.map { inputs[$0] }).map(configured)).map { ($0, $1) }
        }
        var reports = [FileReport?](repeating: nil, count: inputs.count)
        for (index, report) in results.values.flatMap({ $0 ?? [] }) { reports[index] = report }
        return reports.compactMap { $0 }
    }

    public func lint(_ input: LintInput) -> FileReport {
        lint([input])[0]
    }

    /// The report as this run's configuration and the file's own suppression comments have it.
    private func configured(_ report: FileReport) -> FileReport {
        var report = report
        report.diagnostics = Suppressions.apply(
            to: report.diagnostics, comments: report.comments, source: report.source, configuration: configuration)
        return report
    }

    /// The files of one folder, which rules may read together.
    private func lintFolder(_ inputs: [LintInput]) -> [FileReport] {
        inputs.map { input in
            let parsed = PlistParser.parse(input.source)
            return FileReport(
                path: input.source.path, schema: input.kind?.rawValue, source: input.source,
                diagnostics: parsed.diagnostics, comments: parsed.document.comments)
        }
    }
}

/// Fixed slots that concurrent iterations each write once, at their own index.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }
}
