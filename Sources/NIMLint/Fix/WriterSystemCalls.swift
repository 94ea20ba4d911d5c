import Foundation
#if canImport(CFileSystem)
    import CFileSystem
#endif

/// The system calls `FileWriter` makes where the system can say no: the real ones, taken as values so the tests
/// can make one of them fail with a chosen `errno` and watch the real failure path that follows.
struct WriterSystemCalls: Sendable {
    var fstat: @Sendable (Int32, UnsafeMutablePointer<stat>) -> Int32
    var fchown: @Sendable (Int32, uid_t, gid_t) -> Int32
    var fchmod: @Sendable (Int32, mode_t) -> Int32
    var fsync: @Sendable (Int32) -> Int32
    /// Swaps two paths in one step (`renameat2(RENAME_EXCHANGE)`, `renamex_np(RENAME_SWAP)`).
    var exchange: @Sendable (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    var rename: @Sendable (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32

    static let system = WriterSystemCalls(
        fstat: { Foundation.fstat($0, $1) },
        fchown: { Foundation.fchown($0, $1, $2) },
        fchmod: { Foundation.fchmod($0, $1) },
        fsync: { descriptor in
            #if canImport(Darwin)
                // On macOS fsync(2) hands the data to the drive, which may keep it in its cache through a power cut;
                // F_FULLFSYNC asks the drive to write it out. File systems without it (some network and FUSE ones)
                // refuse it, and there fsync is the most there is.
                Foundation.fcntl(descriptor, F_FULLFSYNC) == 0 ? 0 : Foundation.fsync(descriptor)
            #else
                Foundation.fsync(descriptor)
            #endif
        },
        exchange: { first, second in
            #if canImport(Darwin)
                renamex_np(first, second, UInt32(RENAME_SWAP))
            #else
                nimlint_exchange_paths(first, second)
            #endif
        },
        rename: { Foundation.rename($0, $1) })
}
