/// A path pattern from the configuration's `exclude` list, matched against `/`-separated paths relative to the
/// configuration's folder: `*` and `?` stay within one path component, a `**` component spans any number of
/// them (none included).
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let components: [[Character]]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
    }

    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        return Self.wildcardMatch(components, path, isStar: { $0 == ["*", "*"] }, matches: Self.matchComponent)
    }

    private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
        wildcardMatch(pattern, name, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
    }

    /// Matches a pattern of atoms (each matching one element) and stars (matching any run of elements, none
    /// included). A mismatch goes back only to the latest star, letting it take one element more: an earlier
    /// star can never do better, since the latest one can already take whatever the earlier one would. That
    /// bounds the work by pattern length times subject length, where trying every split for every star is
    /// exponential in the number of stars.
    private static func wildcardMatch<Atom, Element>(
        _ pattern: [Atom], _ subject: [Element], isStar: (Atom) -> Bool, matches: (Atom, Element) -> Bool
    ) -> Bool {
        var patternIndex = 0
        var subjectIndex = 0
        var latestStar: (patternIndex: Int, subjectIndex: Int)?
        while subjectIndex < subject.count {
            if patternIndex < pattern.count, isStar(pattern[patternIndex]) {
                latestStar = (patternIndex, subjectIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count, matches(pattern[patternIndex], subject[subjectIndex]) {
                patternIndex += 1
                subjectIndex += 1
            } else if let star = latestStar {
                latestStar = (star.patternIndex, star.subjectIndex + 1)
                patternIndex = star.patternIndex + 1
                subjectIndex = star.subjectIndex + 1
            } else {
                return false
            }
        }
        return pattern[patternIndex...].allSatisfy(isStar)
    }
}
