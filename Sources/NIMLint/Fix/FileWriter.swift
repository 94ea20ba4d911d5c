import Foundation

/// Puts fixed bytes on disk so that no byte is ever lost: the new content goes to a temporary file in the same
/// folder, is flushed to the disk, and only then renamed over the original, so at every instant the path holds
/// either the whole old file or the whole new one.
///
/// The rename is an atomic swap where the system has one, checked afterwards: if what was swapped out is not
/// the file nimlint read (another program saved over it at that moment), it is swapped back and the file is
/// reported as changed on disk, so no other program's save is ever lost. The new file keeps the original's
/// owner, permissions (setuid and setgid included) and extended attributes. A file with several hard links is
/// split, as by any editor that saves by rename: the path fixed gets the new content, the other names keep the
/// old file.
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
        /// The path is a symbolic link to a file outside the paths the run was given (`WriteScope`).
        case outsideGivenPaths(path: String, target: String)

        public var message: String {
            switch self {
            case .readOnly(let path):
                return "\(path): is read-only; left unchanged"
            case .changedOnDisk(let path):
                return "\(path): changed on disk since it was read; left unchanged, run nimlint again"
            case .ioError(let path, let reason):
                return "\(path): could not be written (\(reason)); left unchanged"
            case .outsideGivenPaths(let path, let target):
                return "\(path): a symbolic link to \(target), outside the paths given; left unchanged "
                    + "(--follow-symlinks fixes it there)"
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
        write(bytes, over: path, originalBytes: originalBytes, calls: .system)
    }

    static func write(
        _ bytes: [UInt8], over path: String, originalBytes: [UInt8], calls: WriterSystemCalls
    ) -> Result<Outcome, Failure> {
        guard bytes != originalBytes else { return .success(.unchanged) }
        // Renaming over a symbolic link would replace the link itself; the file it points to is what was read.
        guard let target = Paths.real(path) else { return .failure(.ioError(path: path, reason: lastError)) }
        var status = stat()
        guard FileSystemPath.withCString(target, { stat($0, &status) }) == 0 else {
            return .failure(.ioError(path: path, reason: lastError))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(.ioError(path: path, reason: "not a regular file"))
        }
        // Checked by hand as well as with access(2) because rename(2) needs only the folder to be writable, and
        // root passes access(2) for every file.
        let writeBits = S_IWUSR | S_IWGRP | S_IWOTH
        guard status.st_mode & writeBits != 0, FileSystemPath.withCString(target, { access($0, W_OK) }) == 0 else {
            return .failure(.readOnly(path: path))
        }
        return replace(
            target, displayedAs: path, with: bytes, originalBytes: originalBytes, status: status, calls: calls)
    }

    /// Removes what an interrupted fix of the file at `path` left beside it (see `TemporaryFiles`).
    public static func removeStaleTemporaries(besides path: String) {
        guard let target = Paths.real(path) else { return }
        TemporaryFiles.removeStale(besides: target)
    }

    private static func replace(
        _ target: String, displayedAs path: String, with bytes: [UInt8], originalBytes: [UInt8], status: stat,
        calls: WriterSystemCalls
    ) -> Result<Outcome, Failure> {
        let folder = Paths.parent(target)
        var template =
            FileSystemPath.bytes(of: TemporaryFiles.template(forFileNamed: Paths.lastComponent(target), in: folder))
            .map { CChar(bitPattern: $0) } + [0]
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return .failure(.ioError(path: path, reason: lastError)) }
        let temporaryPath = FileSystemPath.string(decoding: template.dropLast().map { UInt8(bitPattern: $0) })
        var keepTemporary = false
        defer {
            if !keepTemporary { _ = FileSystemPath.withCString(temporaryPath, unlink) }
        }
        let written: FileSnapshot.Identity
        switch prepare(descriptor, holding: bytes, like: target, status: status, calls: calls) {
        case .success(let identity): written = identity
        case .failure(let failure): return .failure(.ioError(path: path, reason: failure.reason))
        }
        // Which file the path names now, holding exactly what was read; from here on only that file is replaced.
        guard let read = FileSnapshot.holding(originalBytes, at: target) else {
            return .failure(.changedOnDisk(path: path))
        }
        switch PathExchange.exchange(temporaryPath, target, with: calls) {
        case .exchanged:
            // The temporary path now names what the target named at the instant of the swap. Another program may
            // have renamed its own version in after the check above, or written into the file: then that is what
            // was swapped out, and it goes back.
            guard FileSnapshot.holding(originalBytes, at: temporaryPath) == read else {
                return swapBack(
                    temporaryPath, target, displayedAs: path, written: written, calls: calls,
                    keepTemporary: &keepTemporary)
            }
        case .unsupported:
            // Without an atomic swap the check above is the last word; a save landing between it and the rename
            // is lost, which only file systems without an exchange operation still risk.
            let renamed = FileSystemPath.withCString(temporaryPath) { from in
                FileSystemPath.withCString(target) { calls.rename(from, $0) }
            }
            guard renamed == 0 else { return .failure(.ioError(path: path, reason: lastError)) }
            keepTemporary = true
        case .failed(let reason):
            return .failure(.ioError(path: path, reason: reason))
        }
        synchronizeFolder(folder)
        return .success(.written)
    }

    /// Undoes a swap that took the wrong file out: the other program's version goes back to the path and the
    /// fixed file, back at the temporary path, is removed. Should yet another version have landed at the path
    /// meanwhile, what the temporary path then holds is not nimlint's to remove, and it stays there for the user.
    private static func swapBack(
        _ temporaryPath: String, _ target: String, displayedAs path: String, written: FileSnapshot.Identity,
        calls: WriterSystemCalls, keepTemporary: inout Bool
    ) -> Result<Outcome, Failure> {
        guard PathExchange.exchange(temporaryPath, target, with: calls) == .exchanged else {
            keepTemporary = true
            return .failure(
                .ioError(
                    path: path,
                    reason: "another program saved it at the same moment; "
                        + "nimlint's fixed version is at the path and the other version is at \(temporaryPath)"))
        }
        guard FileSnapshot(path: temporaryPath, limit: 0)?.identity == written else {
            keepTemporary = true
            return .failure(
                .ioError(
                    path: path,
                    reason: "other programs saved it twice at the same moment; "
                        + "an earlier version of theirs is at \(temporaryPath)"))
        }
        return .failure(.changedOnDisk(path: path))
    }

    /// Fills the temporary file and gives it the original's owner, permissions and extended attributes, then
    /// flushes it to disk and closes it; returns which file it is, or why that failed.
    private static func prepare(
        _ descriptor: Int32, holding bytes: [UInt8], like target: String, status: stat, calls: WriterSystemCalls
    ) -> Result<FileSnapshot.Identity, PreparationFailure> {
        var open = true
        defer { if open { close(descriptor) } }
        guard DescriptorWrite.all(bytes, to: descriptor) else { return .failure(PreparationFailure(lastError)) }
        var temporaryStatus = stat()
        guard calls.fstat(descriptor, &temporaryStatus) == 0 else {
            return .failure(PreparationFailure("cannot read back the new file: \(lastError)"))
        }
        // Owner first: the kernel clears the setuid and setgid bits on a change of owner, so the mode set after
        // it is the one that stays.
        if temporaryStatus.st_uid != status.st_uid || temporaryStatus.st_gid != status.st_gid {
            guard calls.fchown(descriptor, status.st_uid, status.st_gid) == 0 else {
                return .failure(PreparationFailure("cannot keep its owner: \(lastError)"))
            }
        }
        guard calls.fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
            return .failure(PreparationFailure("cannot keep its permissions: \(lastError)"))
        }
        let original = FileSystemPath.withCString(target) { Foundation.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        if original >= 0 {
            ExtendedAttributes.copy(from: original, to: descriptor)
            #if canImport(Darwin)
                DarwinFileMetadata.copy(from: original, flags: status.st_flags, to: descriptor)
            #endif
            close(original)
        }
        guard calls.fsync(descriptor) == 0 else {
            return .failure(PreparationFailure("cannot flush it to disk: \(lastError)"))
        }
        open = false
        guard close(descriptor) == 0 else { return .failure(PreparationFailure(lastError)) }
        return .success(FileSnapshot.Identity(temporaryStatus))
    }

    private struct PreparationFailure: Error {
        var reason: String

        init(_ reason: String) { self.reason = reason }
    }

    /// Makes the rename itself durable. The new content is complete on disk whatever happens here, so a failure
    /// only means a crash in the next moments could bring back the old file whole: nothing to report.
    private static func synchronizeFolder(_ folder: String) {
        let descriptor = FileSystemPath.withCString(folder) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { return }
        _ = WriterSystemCalls.system.fsync(descriptor)
        close(descriptor)
    }

    private static var lastError: String { SystemError.reason() }
}
