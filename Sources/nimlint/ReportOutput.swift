import Foundation
import NIMLint

/// Where a report goes while it is written a piece at a time: standard output in large writes, or `--output FILE`
/// through a temporary file beside it that takes the file's name only once the report is whole, so a reader never
/// sees half a report and a run that stops early leaves the old file as it was.
final class ReportOutput {
    private enum Target {
        case standardOutput
        case standardError
        case file(path: String, temporary: String, descriptor: Int32)
    }

    private var target: Target
    private var buffer: [UInt8] = []
    /// Why writing failed, once it has.
    private var failure: String?
    /// What standard error gets, written whole at the end: it goes line by line through `Output.standardError`.
    private var errorText = ""
    private static let chunkSize = 64 * 1024

    /// Nil, with the reason on standard error, when the temporary file for `path` cannot be made.
    init?(file path: String?, toStandardError: Bool) {
        guard let path else {
            target = toStandardError ? .standardError : .standardOutput
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = ".\((path as NSString).lastPathComponent).nimlint-XXXXXX"
        var template = Array(((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(name).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            Output.standardError(Self.cannotWrite(path, SystemError.reason()))
            return nil
        }
        target = .file(path: path, temporary: String(cString: template), descriptor: descriptor)
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
        case .file(let path, let temporary, let descriptor):
            flush()
            // A new file gets what the user's umask allows of read and write for all, as any file a program makes.
            let mask = umask(0)
            umask(mask)
            if failure == nil, fchmod(descriptor, 0o666 & ~mask) != 0 { failure = SystemError.reason() }
            close(descriptor)
            if failure == nil, rename(temporary, path) != 0 { failure = SystemError.reason() }
            guard let failure else { return true }
            unlink(temporary)
            Output.standardError(Self.cannotWrite(path, failure))
            return false
        }
    }

    /// Drops what was written, for a run that stopped before its report.
    func discard() {
        if case .file(_, let temporary, let descriptor) = target {
            close(descriptor)
            unlink(temporary)
        }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        switch target {
        case .standardError: return
        case .standardOutput:
            FileHandle.standardOutput.write(Data(buffer))
        case .file(_, _, let descriptor):
            var written = 0
            while failure == nil, written < buffer.count {
                let count = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = SystemError.reason() } else { written += count }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func cannotWrite(_ path: String, _ reason: String) -> String {
        "nimlint: cannot write the report to \(path): \(reason)"
    }
}
