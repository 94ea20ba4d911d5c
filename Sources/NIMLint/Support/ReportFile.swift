import Foundation

/// A report or page written to the file named by `--output`: filled beside it and renamed over it in one step,
/// so a reader never sees half of it, under the exact bytes of the name given (any bytes a file name may hold).
public enum ReportFile {
    /// Writes `bytes` to `path`; nil when done, else the system's reason (`permission denied`).
    public static func write(_ bytes: [UInt8], to path: String) -> String? {
        // The same naming as a fix's temporary file, so a run killed here leaves nothing a walk reports.
        var template = FileSystemPath.bytes(of: TemporaryFiles.template(forFileNamed: Paths.lastComponent(path), in: Paths.parent(path)))
            .map { CChar(bitPattern: $0) } + [0]
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return SystemError.reason() }
        let temporaryPath = FileSystemPath.string(decoding: template.dropLast().map { UInt8(bitPattern: $0) })
        let mask = umask(0)
        umask(mask)
        // mkstemp makes the file private; a report is as readable as any file the user creates.
        guard fchmod(descriptor, 0o666 & ~mask) == 0, DescriptorWrite.all(bytes, to: descriptor) else {
            let reason = SystemError.reason()
            close(descriptor)
            _ = FileSystemPath.withCString(temporaryPath, unlink)
            return reason
        }
        let closed = close(descriptor)
        let renamed = closed == 0 ? FileSystemPath.withCString(temporaryPath) { from in
            FileSystemPath.withCString(path) { rename(from, $0) }
        } : closed
        guard renamed == 0 else {
            let reason = SystemError.reason()
            _ = FileSystemPath.withCString(temporaryPath, unlink)
            return reason
        }
        return nil
    }
}
