import Foundation

/// Swaps what two paths name in one step of the file system, so no other program can slip a file in between:
/// `renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)` on macOS.
enum PathExchange {
    enum Outcome: Equatable {
        case exchanged
        /// The system or the file system has no such operation; a plain rename is all there is.
        case unsupported
        case failed(reason: String)
    }

    static func exchange(
        _ first: String, _ second: String, with calls: WriterSystemCalls = .system
    ) -> Outcome {
        let status = FileSystemPath.withCString(first) { first in
            FileSystemPath.withCString(second) { calls.exchange(first, $0) }
        }
        guard status != 0 else { return .exchanged }
        let code = errno
        switch code {
        case ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP: return .unsupported
        default: return .failed(reason: SystemError.reason(code))
        }
    }
}
