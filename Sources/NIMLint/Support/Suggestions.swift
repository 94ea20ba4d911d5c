/// Did-you-mean: the known name closest to a misspelt one, as actionlint and clang suggest.
public enum Suggestions {
    /// The candidate that differs from `name` only in case, or else the one at the smallest edit distance
    /// within a third of the name's length; nil when none is close or two are equally close.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        Candidates(candidates).closest(to: name)
    }

    /// Known names folded once, to look many misspelt names up among the same ones (every unknown key of a
    /// dict among the keys its schema defines).
    public struct Candidates: Sendable {
        private let names: [(name: String, folded: FoldedName)]

        public init(_ names: some Sequence<String>) {
            self.names = names.map { ($0, FoldedName($0)) }
        }

        /// As `Suggestions.closest(to:in:)`.
        public func closest(to name: String) -> String? {
            let folded = FoldedName(name)
            let limit = max(1, folded.count / 3)
            var best: (name: String, distance: Int)?
            var tie = false
            for candidate in names where candidate.name != name {
                // The first candidate that differs only in case wins over every edit distance.
                if candidate.folded.sameLetters(as: folded) { return candidate.name }
                // Each character the lengths differ by costs an insertion or a deletion at least.
                guard abs(candidate.folded.count - folded.count) <= limit else { continue }
                // Only a distance up to the best so far can change the answer (an equal one makes a tie).
                let distance = folded.distance(to: candidate.folded, atMost: min(limit, best?.distance ?? limit))
                guard distance <= limit else { continue }
                if let current = best, distance >= current.distance {
                    if distance == current.distance { tie = true }
                    continue
                }
                best = (candidate.name, distance)
                tie = false
            }
            return tie ? nil : best?.name
        }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. With
    /// `bound`, any distance above it may come back as `bound + 1`: the table stops at the first row whose every
    /// cell is past the bound, since no later row can come back under it.
    public static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit], atMost bound: Int = .max) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in editDistance(a, b, atMost: bound) } }
    }

    private static func editDistance<Unit: Equatable>(
        _ a: UnsafeBufferPointer<Unit>, _ b: UnsafeBufferPointer<Unit>, atMost bound: Int
    ) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table in one allocation on the stack: suggestions for thousands of keys call this often.
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { table in
            var (previousPrevious, previous, current) = (0, width, 2 * width)
            table.initialize(repeating: 0)
            for j in 0...b.count { table[previous + j] = j }
            for i in 1...a.count {
                table[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var distance = min(table[previous + j] + 1, table[current + j - 1] + 1, table[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        distance = min(distance, table[previousPrevious + j - 2] + 1)
                    }
                    table[current + j] = distance
                    rowMinimum = min(rowMinimum, distance)
                }
                // A row's least cell is at most one more than the row before's, and a cell costs at least the least
                // of the row above it or one more than the least of the row before that (a swap): once a whole row
                // is past the bound, every later one is.
                if rowMinimum > bound { return bound + 1 }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return table[previous + b.count]
        }
    }
}

/// A name lowercased for comparison. Keys and option names are ASCII nearly always, and there a byte is a
/// character, so they are compared byte by byte; any other name is compared character by character. (`\r\n` is
/// one character of two bytes, so text holding `\r` takes the character path.)
enum FoldedName: Sendable {
    case ascii([UInt8])
    case characters(String)

    init(_ name: String) {
        let utf8 = name.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            self = .ascii(utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 })
        } else {
            self = .characters(name.lowercased())
        }
    }

    var count: Int {
        switch self {
        case .ascii(let bytes): bytes.count
        case .characters(let text): text.count
        }
    }

    func sameLetters(as other: FoldedName) -> Bool {
        switch (self, other) {
        case (.ascii(let a), .ascii(let b)): a == b
        default: characters == other.characters
        }
    }

    func distance(to other: FoldedName, atMost bound: Int) -> Int {
        switch (self, other) {
        case (.ascii(let a), .ascii(let b)): Suggestions.editDistance(a, b, atMost: bound)
        default: Suggestions.editDistance(Array(characters), Array(other.characters), atMost: bound)
        }
    }

    private var characters: String {
        switch self {
        case .ascii(let bytes): String(decoding: bytes, as: UTF8.self)
        case .characters(let text): text
        }
    }
}
