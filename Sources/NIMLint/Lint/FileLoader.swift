import Foundation

/// Reads a settings file without trusting it: the file is opened without blocking and checked with `fstat`
/// before a byte is read, so a FIFO or device is refused rather than read forever, and an oversized file is
/// refused before it is read into memory.
public enum FileLoader {
    public static let defaultSizeLimit = 10 * 1024 * 1024

    public enum Failure: Error, Sendable, Equatable {
        /// Nothing is at the path.
        case missing(path: String, reason: String)
        /// Something is there, but it is not a settings file nimlint may read.
        case refused(path: String, reason: String)

        public var path: String {
            switch self {
            case .missing(let path, _), .refused(let path, _): return path
            }
        }

        public var reason: String {
            switch self {
            case .missing(_, let reason), .refused(_, let reason): return reason
            }
        }

        /// `path: reason`, one line for standard error.
        public var message: String { "\(path): \(reason)" }
    }

    public static func load(path: String, sizeLimit: Int = defaultSizeLimit) -> Result<SourceFile, Failure> {
        let descriptor = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            let reason = SystemError.reason(code)
            return .failure(
                code == ENOENT ? .missing(path: path, reason: reason) : .refused(path: path, reason: reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(.refused(path: path, reason: SystemError.reason()))
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.refused(path: path, reason: "is a folder, not a settings file")) }
        guard type == S_IFREG else {
            return .failure(
                .refused(path: path, reason: "not a regular file (a device, pipe or socket); nimlint does not read it"))
        }
        guard Int(status.st_size) <= sizeLimit else {
            return .failure(
                .refused(
                    path: path,
                    reason: "\(status.st_size) bytes is above the \(sizeLimit)-byte limit for a settings file"))
        }
        // One byte more than the file holds, so the read that finds the end needs no bigger buffer: growing it
        // for every file (to learn it had not grown) cost more than reading it.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file may have grown since fstat; read on, within the limit (checked after every read).
                bytes.append(contentsOf: repeatElement(0, count: max(4_096, bytes.count)))
            }
            // The buffer is never empty here: it grew just above whenever it was full.
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                return .failure(.refused(path: path, reason: "cannot be read (\(SystemError.reason()))"))
            }
            if count == 0 { break }
            let asked = bytes.count - filled
            filled += count
            guard filled <= sizeLimit else {
                return .failure(.refused(path: path, reason: "grew above the \(sizeLimit)-byte limit while being read"))
            }
            // A regular file gives less than asked only at its end, so a read that stops short exactly at the size
            // fstat gave has the whole file as fstat saw it: the read of nothing that would say so again is spared
            // (a system call for every file). A short read anywhere else is read on from.
            if count < asked, filled == Int(status.st_size) { break }
        }
        bytes.removeLast(bytes.count - filled)
        return .success(SourceFile(path: path, bytes: bytes))
    }

    /// Standard input, read to its end under the same size limit as a file.
    public static func readStandardInput(sizeLimit: Int = defaultSizeLimit) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        while true {
            let chunk: Data
            do {
                chunk = try FileHandle.standardInput.read(upToCount: 64 * 1024) ?? Data()
            } catch {
                return .failure(
                    .refused(path: "standard input", reason: "cannot be read (\(error.localizedDescription))"))
            }
            if chunk.isEmpty { return .success(bytes) }
            bytes += chunk
            guard bytes.count <= sizeLimit else {
                return .failure(
                    .refused(path: "standard input", reason: "above the \(sizeLimit)-byte limit for a settings file"))
            }
        }
    }
}
