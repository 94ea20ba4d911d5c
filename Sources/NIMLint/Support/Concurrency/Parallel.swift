import Dispatch

/// Spreads a loop over every core only when there is enough work: for a folder's two files, starting worker
/// threads costs more than the work itself.
enum Parallel {
    /// Below this many iterations the loop runs on the calling thread.
    static let minimumIterations = 8

    static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        guard iterations >= minimumIterations else {
            (0..<iterations).forEach(body)
            return
        }
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
}
