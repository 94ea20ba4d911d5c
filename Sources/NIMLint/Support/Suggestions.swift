/// Did-you-mean: the known name closest to a misspelt one, as actionlint and clang suggest.
public enum Suggestions {
    /// The candidate that differs from `name` only in case, or else the one at the smallest edit distance
    /// within a third of the name's length; nil when none is close or two are equally close.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        if let sameLetters = candidates.first(where: { $0.lowercased() == name.lowercased() && $0 != name }) {
            return sameLetters
        }
        let folded = Array(name.lowercased())
        let limit = max(1, folded.count / 3)
        var best: (name: String, distance: Int)?
        var tie = false
        for candidate in candidates where candidate != name {
            let distance = editDistance(folded, Array(candidate.lowercased()))
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
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
