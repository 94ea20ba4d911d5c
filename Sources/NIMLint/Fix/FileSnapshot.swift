import Foundation

/// What a path held at one instant: which file it was (device and inode) and its first bytes, read through one
/// open descriptor so the two belong to the same file even while other programs rename files over the path.
struct FileSnapshot: Equatable {
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            // dev_t is a signed Int32 on Darwin, where a device number may be negative: its bit pattern names the
            // device as well, and cannot trap.
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    var identity: Identity
    /// At most `limit` bytes, so comparing with the expected content never reads a file grown without bound.
    var bytes: [UInt8]

    /// Nil when the path cannot be opened or read; `limit` is one more than the bytes expected, so a longer file
    /// shows as different.
    init?(path: String, limit: Int) {
        let descriptor = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        identity = Identity(status)
        bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes { buffer in
                // `filled < limit` keeps the base address inside a non-empty buffer.
                read(descriptor, buffer.baseAddress! + filled, limit - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(limit - filled)
    }

    /// Whether the path holds exactly `expected`, and which file that is.
    static func holding(_ expected: [UInt8], at path: String) -> Identity? {
        guard let snapshot = FileSnapshot(path: path, limit: expected.count + 1), snapshot.bytes == expected else {
            return nil
        }
        return snapshot.identity
    }
}
