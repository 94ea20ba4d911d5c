/// A NIMKit release number such as `1.8.0`, ordered component by component as CocoaPods orders versions.
public struct NIMKitVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// `1.8.0`, or `1.8` for `1.8.0`; nil for anything else (`~> 1.8`, `1.8.0-beta`).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.utf8.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (left: NIMKitVersion, right: NIMKitVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }

    /// Every release tag that reads the settings plists, in version order. Tags were not cut in version order
    /// (1.7.0 came after 1.8.0's branch point), which is why facts are stated as ranges of versions, not dates.
    public static let plistEra: [NIMKitVersion] = [
        "1.0.0", "1.0.1", "1.0.2", "1.0.3", "1.0.4", "1.0.5", "1.0.6", "1.0.7", "1.1.0", "1.1.1", "1.2.0", "1.3.0",
        "1.4.0", "1.4.1", "1.4.2", "1.5.0", "1.6.0", "1.6.1", "1.7.0", "1.8.0", "1.8.1", "1.9.0", "1.9.1", "1.9.2",
        "2.0.0",
    ].compactMap { NIMKitVersion($0) }

    /// `1.0.0–1.0.7`, `1.6.1, 1.8.0–2.0.0`: versions written as runs of consecutive plist-era releases.
    public static func describe(_ versions: [NIMKitVersion]) -> String {
        let sorted = Set(versions).sorted()
        var runs: [[NIMKitVersion]] = []
        for version in sorted {
            if let last = runs.last?.last, let position = plistEra.firstIndex(of: last),
                position + 1 < plistEra.count, plistEra[position + 1] == version
            {
                runs[runs.count - 1].append(version)
            } else {
                runs.append([version])
            }
        }
        return runs.map { run in
            run.count == 1 ? "\(run[0])" : "\(run[0])–\(run[run.count - 1])"
        }.joined(separator: ", ")
    }
}

/// The releases a fact holds for: `since` (included) up to `until` (excluded); either may be open.
public struct ReleaseRange: Sendable, Hashable {
    public var since: NIMKitVersion?
    public var until: NIMKitVersion?

    public init(since: NIMKitVersion? = nil, until: NIMKitVersion? = nil) {
        self.since = since
        self.until = until
    }

    public func contains(_ version: NIMKitVersion) -> Bool {
        (since.map { $0 <= version } ?? true) && (until.map { version < $0 } ?? true)
    }
}

/// A union of ranges: `Row_Background_Color` is read by 1.6.1 and from 1.8.0 on, but not by 1.7.0.
public struct ReleaseSpan: Sendable, Hashable {
    public var ranges: [ReleaseRange]

    public init(_ ranges: [ReleaseRange]) {
        self.ranges = ranges
    }

    /// Every release.
    public static let always = ReleaseSpan([ReleaseRange()])

    public func contains(_ version: NIMKitVersion) -> Bool {
        ranges.contains { $0.contains(version) }
    }
}
