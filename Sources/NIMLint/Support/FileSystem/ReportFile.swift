import Foundation

/// A report or page written to the file named by `--output`: filled beside it and renamed over it in one step,
/// so a reader never sees half of it, under the exact bytes of the name given (any bytes a file name may hold).
public final class ReportFile {
    private let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    /// Why writing failed, once it has.
    private var failure: String?

    /// Opens the temporary file beside `path`; throws the system's reason (`permission denied`) when it cannot.
    public init(path: String) throws(ReportFileError) {
        // The same naming as a fix's temporary file, so a run killed here leaves nothing a walk reports.
        var template =
            FileSystemPath.bytes(
                of: TemporaryFiles.template(forFileNamed: Paths.lastComponent(path), in: Paths.parent(path))
            )
            .map { CChar(bitPattern: $0) } + [0]
        descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw ReportFileError(reason: SystemError.reason()) }
        self.path = path
        temporaryPath = FileSystemPath.string(decoding: template.dropLast().map { UInt8(bitPattern: $0) })
    }

    /// Appends `bytes`; a failure is kept and said by `commit`.
    public func append(_ bytes: [UInt8]) {
        guard failure == nil, !DescriptorWrite.all(bytes, to: descriptor) else { return }
        failure = SystemError.reason()
    }

    /// Puts the file in place; nil when done, else the system's reason, with the temporary file removed.
    public func commit() -> String? {
        let mask = umask(0)
        umask(mask)
        // mkstemp makes the file private; a report is as readable as any file the user creates.
        if failure == nil, fchmod(descriptor, 0o666 & ~mask) != 0 { failure = SystemError.reason() }
        if close(descriptor) != 0, failure == nil { failure = SystemError.reason() }
        descriptor = -1
        let renamed =
            failure != nil
            ? 0
            : FileSystemPath.withCString(temporaryPath) { from in
                FileSystemPath.withCString(path) { rename(from, $0) }
            }
        if renamed != 0 { failure = SystemError.reason() }
        guard let failure else { return nil }
        _ = FileSystemPath.withCString(temporaryPath, unlink)
        return failure
    }

    /// Drops what was written, for a run that stopped before its report: the file named by the user is untouched.
    public func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        _ = FileSystemPath.withCString(temporaryPath, unlink)
    }

    /// Writes `bytes` to `path`; nil when done, else the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) -> String? {
        do {
            let file = try ReportFile(path: path)
            file.append(bytes)
            return file.commit()
        } catch {
            return error.reason
        }
    }
}

/// Why the temporary file for a report could not be made.
public struct ReportFileError: Error {
    public var reason: String
}
