import Foundation

/// Puts fixed bytes on disk so that no byte is ever lost: the new content goes to a temporary file in the same
/// folder, is flushed to the disk, and only then renamed over the original, so at every instant the path holds
/// either the whole old file or the whole new one.
public enum FileWriter {
    public enum Outcome: Sendable, Equatable {
        /// The bytes were already on disk; the file was not touched and its modification time stays.
        case unchanged
        case written
    }

    /// Why a file was left alone. Each case leaves the file exactly as it was.
    public enum Failure: Error, Sendable, Equatable {
        case readOnly(path: String)
        /// Someone wrote the file after nimlint read it; writing would throw their change away.
        case changedOnDisk(path: String)
        case ioError(path: String, reason: String)

        public var message: String {
            switch self {
            case .readOnly(let path):
                return "\(path): is read-only; left unchanged"
            case .changedOnDisk(let path):
                return "\(path): changed on disk since it was read; left unchanged, run nimlint again"
            case .ioError(let path, let reason):
                return "\(path): could not be written (\(reason)); left unchanged"
            }
        }
    }

    /// Writes a fixed file over its original.
    public static func write(_ outcome: FixOutcome) -> Result<Outcome, Failure> {
        write(outcome.fixed.bytes, over: outcome.original.path, originalBytes: outcome.original.bytes)
    }

    /// Replaces the file at `path` with `bytes`, keeping its permissions and owner.
    ///
    /// - Parameter originalBytes: the file as it was read; when the disk no longer holds exactly these bytes the
    ///   file is left alone.
    public static func write(_ bytes: [UInt8], over path: String, originalBytes: [UInt8]) -> Result<Outcome, Failure> {
        guard bytes != originalBytes else { return .success(.unchanged) }
        // Renaming over a symbolic link would replace the link itself; the file it points to is what was read.
        guard let resolved = realpath(path, nil) else { return .failure(.ioError(path: path, reason: lastError)) }
        let target = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(target, &status) == 0 else { return .failure(.ioError(path: path, reason: lastError)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(.ioError(path: path, reason: "not a regular file"))
        }
        // Checked by hand as well as with access(2) because rename(2) needs only the folder to be writable, and
        // root passes access(2) for every file.
        let writeBits = S_IWUSR | S_IWGRP | S_IWOTH
        guard status.st_mode & writeBits != 0, access(target, W_OK) == 0 else {
            return .failure(.readOnly(path: path))
        }
        return replace(target, displayedAs: path, with: bytes, originalBytes: originalBytes, status: status)
    }

    private static func replace(
        _ target: String, displayedAs path: String, with bytes: [UInt8], originalBytes: [UInt8], status: stat
    ) -> Result<Outcome, Failure> {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(folder)/.\(name).nimlint-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return .failure(.ioError(path: path, reason: lastError)) }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(bytes))
            guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
                return .failure(.ioError(path: path, reason: "cannot keep its permissions: \(lastError)"))
            }
            var temporaryStatus = stat()
            guard fstat(descriptor, &temporaryStatus) == 0 else {
                return .failure(.ioError(path: path, reason: lastError))
            }
            if temporaryStatus.st_uid != status.st_uid || temporaryStatus.st_gid != status.st_gid {
                guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else {
                    return .failure(.ioError(path: path, reason: "cannot keep its owner: \(lastError)"))
                }
            }
            try handle.synchronize()
            try handle.close()
        } catch {
            return .failure(.ioError(path: path, reason: error.localizedDescription))
        }
        // Checked as late as possible, right before the rename, to leave the smallest window for a lost update.
        guard FileManager.default.contents(atPath: target).map(Array.init) == originalBytes else {
            return .failure(.changedOnDisk(path: path))
        }
        guard rename(temporaryPath, target) == 0 else { return .failure(.ioError(path: path, reason: lastError)) }
        renamed = true
        synchronizeFolder(folder)
        return .success(.written)
    }

    /// Makes the rename itself durable. The new content is complete on disk whatever happens here, so a failure
    /// only means a crash in the next moments could bring back the old file whole: nothing to report.
    private static func synchronizeFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static var lastError: String { SystemError.reason() }
}
