import Foundation

/// Jobs run on worker threads, and on the thread that adds them while it waits, which takes their results back
/// in the order it asks for them: a run's reports go out in path order as each is done, while the cores go on with
/// the jobs after it, and no core waits for the slowest job of a batch.
final class OrderedWork<Output>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Jobs not yet taken by a worker, oldest first, with the index their result is asked for by.
    private var jobs: [(index: Int, run: () -> Output)] = []
    private var results: [Int: Output] = [:]
    private var closed = false
    private let workers = DispatchGroup()

    /// Without workers, the thread that asks for results runs every job itself (see `result(_:)`), until
    /// `addWorkers` starts some.
    init(workers count: Int = 0) {
        addWorkers(count)
    }

    func addWorkers(_ count: Int) {
        for _ in 0..<count {
            DispatchQueue.global().async(group: workers) { [self] in work() }
        }
    }

    /// Hands `run` to the next free worker; `result(index)` gives what it returns.
    func add(_ index: Int, _ run: @escaping () -> Output) {
        condition.withLock {
            jobs.append((index, run))
            condition.broadcast()
        }
    }

    /// What job `index` returned. Until it is done, this thread runs jobs too, the oldest first (job `index`
    /// itself when no worker has taken it), so with one worker fewer than cores every core is busy and none waits.
    func result(_ index: Int) -> Output {
        while true {
            condition.lock()
            if let output = results.removeValue(forKey: index) {
                condition.unlock()
                return output
            }
            guard !jobs.isEmpty else {
                condition.wait()
                condition.unlock()
                continue
            }
            let job = jobs.removeFirst()
            condition.unlock()
            let output = job.run()
            if job.index == index { return output }
            condition.withLock { results[job.index] = output }
        }
    }

    /// Forgets job `index`, whose result will not be asked for: it is not run if no worker has taken it yet.
    func discard(_ index: Int) {
        condition.withLock {
            jobs.removeAll { $0.index == index }
            results[index] = nil
        }
    }

    /// Drops the jobs no worker has taken (no result is asked for any more), lets the workers stop, and waits
    /// until they have.
    func finish() {
        condition.withLock {
            jobs.removeAll()
            closed = true
            condition.broadcast()
        }
        workers.wait()
    }

    private func work() {
        while let job = nextJob() {
            let output = job.run()
            condition.withLock {
                results[job.index] = output
                condition.broadcast()
            }
        }
    }

    private func nextJob() -> (index: Int, run: () -> Output)? {
        condition.withLock {
            while jobs.isEmpty, !closed { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
