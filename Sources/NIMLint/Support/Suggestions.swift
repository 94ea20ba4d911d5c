/// Did-you-mean: the known name closest to a misspelt one, as actionlint and clang suggest.
public enum Suggestions {
    /// The candidate that differs from `name` only in case, or else the one at the smallest edit distance
    /// within a third of the name's length; nil when none is close or two are equally close.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let folded = FoldedName(name)
        let limit = max(1, folded.count / 3)
        var best: (name: String, distance: Int)?
        var tie = false
        for candidate in candidates where candidate != name {
            let other = FoldedName(candidate)
            // The first candidate that differs only in case wins over every edit distance.
            if other.sameLetters(as: folded) { return candidate }
            // Each character the lengths differ by costs an insertion or a deletion at least.
            guard abs(other.count - folded.count) <= limit else { continue }
            let distance = other.distance(to: folded)
            guard distance <= limit else { continue }
            if let current = best, distance >= current.distance {
                if distance == current.distance { tie = true }
                continue
            }
            best = (candidate, distance)
            tie = false
        }
        return tie ? nil : best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1.
    public static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

/// A name lowercased for comparison. Keys and option names are ASCII nearly always, and there a byte is a
/// character, so they are compared byte by byte; any other name is compared character by character. (`\r\n` is
/// one character of two bytes, so text holding `\r` takes the character path.)
private enum FoldedName {
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

    func distance(to other: FoldedName) -> Int {
        switch (self, other) {
        case (.ascii(let a), .ascii(let b)): Suggestions.editDistance(b, a)
        default: Suggestions.editDistance(Array(other.characters), Array(characters))
        }
    }

    private var characters: String {
        switch self {
        case .ascii(let bytes): String(decoding: bytes, as: UTF8.self)
        case .characters(let text): text
        }
    }
}
