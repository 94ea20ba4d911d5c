import Foundation

/// Fixed slots that concurrent iterations each write once, at their own index.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }

    /// The values written, in slot order, moved out rather than copied: copying thousands of reports one after
    /// another touches the reference counts of every file's text, on one core, after all the others are done.
    func takeValues() -> [Value] {
        lock.withLock {
            var values: [Value] = []
            values.reserveCapacity(storage.count)
            for index in storage.indices {
                if let value = storage[index].take() { values.append(value) }
            }
            return values
        }
    }
}
