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
            closestMatch(to: name)?.name
        }

        /// As `closest(to:)`, with whether the candidate differs from `name` only in case (then no other is asked).
        func closestMatch(to name: String) -> (name: String, differsInCaseOnly: Bool)? {
            let folded = FoldedName(name)
            return folded.withLetterCounts { letters in closest(to: name, folded: folded, letters: letters) }
        }

        private func closest(
            to name: String, folded: FoldedName, letters: LetterCounts?
        ) -> (name: String, differsInCaseOnly: Bool)? {
            let limit = max(1, folded.count / 3)
            var best: (name: String, distance: Int)?
            var tie = false
            for candidate in names {
                // The first candidate that differs only in case wins over every edit distance; the name itself, which
                // only a candidate with the same letters can be, is no suggestion (compared only then: strings cost
                // more to compare than letters).
                if candidate.folded.sameLetters(as: folded) {
                    if candidate.name != name { return (candidate.name, true) }
                    continue
                }
                // Each character the lengths differ by costs an insertion or a deletion at least.
                guard abs(candidate.folded.count - folded.count) <= limit else { continue }
                // Only a distance up to the best so far can change the answer (an equal one makes a tie).
                let bound = min(limit, best?.distance ?? limit)
                // Most names share too few letters with a candidate to come within the bound (`Text_2` and
                // `Audio`): counting them costs a fraction of the table.
                if let letters, case .ascii(let other) = candidate.folded, letters.distanceAtLeast(to: other) > bound {
                    continue
                }
                let distance = folded.distance(to: candidate.folded, atMost: bound)
                guard distance <= limit else { continue }
                if let current = best, distance >= current.distance {
                    if distance == current.distance { tie = true }
                    continue
                }
                best = (candidate.name, distance)
                tie = false
            }
            return tie ? nil : best.map { ($0.name, false) }
        }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. With
    /// `bound`, any distance above it may come back as `bound + 1`: the table stops at the first row whose every
    /// cell is past the bound, since no later row can come back under it.
    public static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit], atMost bound: Int = .max) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let (a, b) = withoutCommonEnds(a, b)
                return editDistance(a, b, atMost: bound)
            }
        }
    }

    /// As the generic one, for bytes (ASCII names): where the shorter name has at most 64 bytes, a row of the table
    /// is a few operations on one word whose bits are its cells (Hyyrö's bit-parallel algorithm), a fraction of
    /// the cost of a table between the long names some keys have (`Netcall_Notification_2` and
    /// `Chatroom_Notification`).
    public static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int = .max) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let (a, b) = withoutCommonEnds(a, b)
                // The distance is the same both ways round.
                let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
                guard !shorter.isEmpty else { return longer.count }
                guard shorter.count <= UInt64.bitWidth else { return editDistance(a, b, atMost: bound) }
                return bitParallelDistance(shorter, longer)
            }
        }
    }

    /// What both names begin or end with costs nothing, and no cheaper alignment reaches across it (a swap there
    /// would exchange two equal characters): `Team_Notification_2` against `Team_Notification` is `_2` against
    /// nothing.
    private static func withoutCommonEnds<Unit: Equatable>(
        _ a: UnsafeBufferPointer<Unit>, _ b: UnsafeBufferPointer<Unit>
    ) -> (UnsafeBufferPointer<Unit>, UnsafeBufferPointer<Unit>) {
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var (aEnd, bEnd) = (a.count, b.count)
        while aEnd > start, bEnd > start, a[aEnd - 1] == b[bEnd - 1] {
            aEnd -= 1
            bEnd -= 1
        }
        return (UnsafeBufferPointer(rebasing: a[start..<aEnd]), UnsafeBufferPointer(rebasing: b[start..<bEnd]))
    }

    /// The distance between `pattern` (1 to 64 bytes) and `text`, a column of the table per byte of `text`, the
    /// pattern's bytes down its rows: bit `i` of `verticalUp` (`verticalDown`) is set where the cell in row `i` is
    /// one more (one less) than the cell above it, and `distance` follows the last row's cell from column to column.
    private static func bitParallelDistance(_ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>)
        -> Int
    {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { matches in
            // Bit i of matches[byte] is set where the pattern holds `byte` at i. Only the text's bytes are looked
            // up and only the pattern's set: theirs are cleared, not all 256 (names are a few bytes long).
            for byte in text { matches[Int(byte)] = 0 }
            for byte in pattern { matches[Int(byte)] = 0 }
            for (position, byte) in pattern.enumerated() { matches[Int(byte)] |= 1 << position }
            let last: UInt64 = 1 << (pattern.count - 1)
            var verticalUp: UInt64 = pattern.count == UInt64.bitWidth ? ~0 : (1 << pattern.count) - 1
            var verticalDown: UInt64 = 0
            var diagonalZero: UInt64 = 0
            var previousMatches: UInt64 = 0
            var distance = pattern.count
            for byte in text {
                let match = matches[Int(byte)]
                // A swap: the pattern's byte at i matches here and the one at i - 1 matched the text's last byte.
                let swap = ((~diagonalZero & match) << 1) & previousMatches
                diagonalZero = (((match & verticalUp) &+ verticalUp) ^ verticalUp) | match | verticalDown | swap
                var horizontalUp = verticalDown | ~(diagonalZero | verticalUp)
                var horizontalDown = diagonalZero & verticalUp
                if horizontalUp & last != 0 { distance += 1 }
                if horizontalDown & last != 0 { distance -= 1 }
                horizontalUp = (horizontalUp << 1) | 1
                horizontalDown <<= 1
                verticalUp = horizontalDown | ~(diagonalZero | horizontalUp)
                verticalDown = horizontalUp & diagonalZero
                previousMatches = match
            }
            return distance
        }
    }

    /// The table, for names without a common start or end.
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
                    var distance = min(
                        table[previous + j] + 1, table[current + j - 1] + 1, table[previous + j - 1] + cost)
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
        // Read in place: every unknown key of a file is folded, and a file can hold thousands.
        var name = name
        let folded = name.withUTF8 { bytes -> [UInt8]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            return bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        }
        self = folded.map(FoldedName.ascii) ?? .characters(name.lowercased())
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

    /// Calls `body` with this name's letters counted when it is ASCII, with nil otherwise.
    func withLetterCounts<Result>(_ body: (LetterCounts?) -> Result) -> Result {
        guard case .ascii(let bytes) = self else { return body(nil) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 128) { counts in
            counts.initialize(repeating: 0)
            for byte in bytes { counts[Int(byte)] += 1 }
            return body(LetterCounts(counts: counts, count: bytes.count))
        }
    }

    private var characters: String {
        switch self {
        case .ascii(let bytes): String(decoding: bytes, as: UTF8.self)
        case .characters(let text): text
        }
    }
}

/// How often each ASCII byte occurs in a folded name, to bound its distance to another from below: an insertion,
/// a deletion or a substitution adds at most one letter the name lacks and takes away at most one it has, a swap
/// neither, so the distance is at least the larger of the two counts of letters one name has beyond the other.
struct LetterCounts {
    let counts: UnsafeMutableBufferPointer<Int32>
    let count: Int

    func distanceAtLeast(to other: [UInt8]) -> Int {
        other.withUnsafeBufferPointer { other in
            // Counted down by the other name's letters and back up after: a letter taken from a count already at
            // zero or below is one the name lacks.
            var lacking = 0
            for byte in other {
                counts[Int(byte)] -= 1
                if counts[Int(byte)] < 0 { lacking += 1 }
            }
            for byte in other { counts[Int(byte)] += 1 }
            let beyond = lacking + count - other.count
            return max(lacking, beyond)
        }
    }
}
