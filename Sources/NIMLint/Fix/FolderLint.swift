import Foundation

/// The lint of one folder while its files are fixed one after another, kept for the folder as it last stood: a
/// file no fix touches is parsed and linted once, not again when the next file's fixes start nor for the report
/// of what remains.
final class FolderLint: @unchecked Sendable {
    private let linter: Linter
    private let lock = NSLock()
    /// The folder's files as they stand, the one being fixed reading what the fixer last asked about.
    private var folder: [LintInput]
    /// The reports of `folder`; nil when it changed since it was last linted.
    private var reports: [FileReport]?

    init(_ folder: [LintInput], linter: Linter) {
        self.folder = folder
        self.linter = linter
    }

    /// The findings in the file at `position` when it reads `source`, its siblings standing as they are.
    func diagnostics(at position: Int, reading source: SourceFile) -> [Diagnostic] {
        lock.withLock {
            replace(at: position, with: source)
            return lintedReports()[position].diagnostics
        }
    }

    /// Leaves the file at `position` reading `source`, as its siblings will see it from now on.
    func settle(at position: Int, on source: SourceFile) {
        lock.withLock { replace(at: position, with: source) }
    }

    /// The reports of the folder as it stands.
    func currentReports() -> [FileReport] {
        lock.withLock { lintedReports() }
    }

    private func replace(at position: Int, with source: SourceFile) {
        if folder[position].source.bytes != source.bytes { reports = nil }
        folder[position].source = source
    }

    private func lintedReports() -> [FileReport] {
        if let reports { return reports }
        let linted = linter.lint(folder)
        reports = linted
        return linted
    }
}
