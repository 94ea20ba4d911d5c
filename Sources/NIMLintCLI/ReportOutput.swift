import Foundation
import NIMLint

/// Where a report goes while it is written a piece at a time: standard output in large writes, or `--output FILE`
/// through a temporary file beside it that takes the file's name only once the report is whole, so a reader never
/// sees half a report and a run that stops early leaves the old file as it was.
final class ReportOutput {
    private enum Target {
        case standardOutput
        case standardError
        case file(path: String, ReportFile)
    }

    private var target: Target
    private var buffer: [UInt8] = []
    /// What standard error gets, written whole at the end: it goes line by line through `Output.standardError`.
    private var errorText = ""
    private static let chunkSize = 64 * 1024

    /// Nil, with the reason on standard error, when the temporary file for `path` cannot be made.
    init?(file path: String?, toStandardError: Bool) {
        guard let path else {
            target = toStandardError ? .standardError : .standardOutput
            return
        }
        do {
            target = .file(path: path, try ReportFile(path: path))
        } catch {
            Output.standardError(Self.cannotWrite(path, error.reason))
            return nil
        }
    }

    func write(_ text: String) {
        if case .standardError = target {
            errorText += text
            return
        }
        buffer += text.utf8
        if buffer.count >= Self.chunkSize { flush() }
    }

    /// Puts the report in place; false (with the reason on standard error) when it could not be written.
    func finish() -> Bool {
        switch target {
        case .standardError:
            Output.standardError(errorText)
            return true
        case .standardOutput:
            flush()
            return true
        case .file(let path, let file):
            flush()
            guard let failure = file.commit() else { return true }
            Output.standardError(Self.cannotWrite(path, failure))
            return false
        }
    }

    /// Drops what was written, for a run that stopped before its report.
    func discard() {
        if case .file(_, let file) = target { file.discard() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        switch target {
        case .standardError: return
        case .standardOutput: Output.standardOutput(bytes: buffer)
        case .file(_, let file): file.append(buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func cannotWrite(_ path: String, _ reason: String) -> String {
        "nimlint: cannot write the report to \(path): \(reason)"
    }
}
