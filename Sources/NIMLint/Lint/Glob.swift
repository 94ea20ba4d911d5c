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
        return Self.match(components[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            let rest = pattern.drop { $0 == "*" }
            return (name.startIndex...name.endIndex).contains { matchComponent(rest, name[$0...]) }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
