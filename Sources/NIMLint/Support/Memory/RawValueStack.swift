/// A growable run of plain values (nothing to retain) in memory its owner alone uses: the parser's stacks and
/// the tree it builds, touched at each of the thousands of events of a file, with none of an array's checks
/// for sharing at every access.
final class RawValueStack<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The index of the last value; nil when there is none.
    var lastIndex: Int? { count > 0 ? count - 1 : nil }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Moves the values of `other` from `first` on to the end of this run; returns where they start here and how
    /// many they are.
    func takeLast(of other: RawValueStack<Element>, from first: Int) -> (first: Int, count: Int) {
        precondition(first >= 0 && first <= other.count, "index out of range")
        let moved = other.count - first
        let start = count
        if count + moved > capacity { grow(toHold: count + moved) }
        (base + count).initialize(from: other.base + first, count: moved)
        count += moved
        other.count = first
        return (start, moved)
    }

    /// Forgets the values from `first` on.
    func removeLast(from first: Int) {
        precondition(first >= 0 && first <= count, "index out of range")
        count = first
    }

    /// The values in place, for an algorithm that reads and writes them.
    var buffer: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// The values from `first` on, read in place until the run next changes.
    func elements(from first: Int) -> UnsafeBufferPointer<Element> {
        precondition(first >= 0 && first <= count, "index out of range")
        return UnsafeBufferPointer(start: base + first, count: count - first)
    }

    private func grow(toHold needed: Int) {
        capacity = max(capacity * 2, needed)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
    }
}

/// What a finished `RawValueStack` holds, read only, shared rather than copied into an array: the arrays of a parsed
/// tree, which its builder filled and which nothing changes after the builder hands them over.
struct PlainValues<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    private let stack: RawValueStack<Element>

    /// `stack` must not change from now on.
    init(_ stack: RawValueStack<Element>) {
        self.stack = stack
    }

    /// No values.
    init() {
        self.init(RawValueStack(capacity: 0))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { stack.count }

    subscript(index: Int) -> Element { stack[index] }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(stack.elements(from: 0))
    }
}
