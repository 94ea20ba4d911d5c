/// The shortest line-by-line edit script between two texts, by Myers' O(ND) algorithm ("An O(ND) Difference
/// Algorithm and Its Variations", 1986). Fixes touch few lines, so the common head and tail are set aside first
/// and the search runs on what is left.
enum LineDiff {
    enum Step: Equatable {
        /// The next line of both texts.
        case common
        /// The next line of the old text only.
        case deleted
        /// The next line of the new text only.
        case inserted
    }

    /// Steps that turn `old` into `new`; within each run of changes the deletions come first, as readers of a
    /// diff expect.
    static func steps<Line: Hashable>(from old: [Line], to new: [Line]) -> [Step] {
        var identifiers: [Line: Int] = [:]
        func identifier(of line: Line) -> Int {
            if let known = identifiers[line] { return known }
            identifiers[line] = identifiers.count
            return identifiers.count - 1
        }
        let oldIdentifiers = old.map(identifier(of:))
        let newIdentifiers = new.map(identifier(of:))
        return steps(fromIdentifiers: oldIdentifiers, to: newIdentifiers)
    }

    private static func steps(fromIdentifiers old: [Int], to new: [Int]) -> [Step] {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
        let middle = shortestEditScript(
            Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        return Array(repeating: .common, count: prefix) + deletionsFirst(middle)
            + Array(repeating: .common, count: suffix)
    }

    /// Follows the furthest-reaching path on each diagonal `k = x - y` for D = 0, 1, … edits until one reaches
    /// the end of both texts, then walks back through the saved frontiers to read the path off.
    private static func shortestEditScript(_ old: [Int], _ new: [Int]) -> [Step] {
        let limit = old.count + new.count
        guard limit > 0 else { return [] }
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // frontiers[d] holds diagonals -d...d of `furthest` as it stood before round d: all the walk back needs.
        var frontiers: [[Int]] = []
        search: for d in 0...limit {
            frontiers.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    comesFromAbove(k, d, { furthest[offset + $0] })
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < old.count, y < new.count, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= old.count, y >= new.count { break search }
            }
        }
        var steps: [Step] = []
        var x = old.count
        var y = new.count
        for d in stride(from: frontiers.count - 1, through: 0, by: -1) {
            let frontier = frontiers[d]
            let reached = { (k: Int) in frontier[k + d] }
            let k = x - y
            let previousK = comesFromAbove(k, d, reached) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : reached(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                steps.append(.common)
                x -= 1
                y -= 1
            }
            guard d > 0 else { break }
            if x == previousX {
                steps.append(.inserted)
                y -= 1
            } else {
                steps.append(.deleted)
                x -= 1
            }
        }
        return steps.reversed()
    }

    /// Whether the best path to diagonal `k` in round `d` is an insertion from diagonal `k + 1` rather than a
    /// deletion from `k - 1`.
    private static func comesFromAbove(_ k: Int, _ d: Int, _ reached: (Int) -> Int) -> Bool {
        k == -d || (k != d && reached(k - 1) < reached(k + 1))
    }

    private static func deletionsFirst(_ steps: [Step]) -> [Step] {
        var result: [Step] = []
        var insertions = 0
        for step in steps {
            switch step {
            case .deleted:
                result.append(.deleted)
            case .inserted:
                insertions += 1
            case .common:
                result.append(contentsOf: Array(repeating: .inserted, count: insertions))
                insertions = 0
                result.append(.common)
            }
        }
        return result + Array(repeating: .inserted, count: insertions)
    }
}
