/// Where a walk looked and what it left out, so a run that finds nothing can say why instead of only "nothing".
public struct WalkRecord: Sendable, Equatable {
    /// Folders named on the command line and walked.
    public var roots: [String] = []
    /// Folders entered, the roots included.
    public var folderCount = 0
    /// Dependency folders searched for settings bundles only (`Pods`).
    public var bundleSearched: [String] = []
    /// Folders not entered (`.git`, `node_modules`, `Pods/Headers`), as paths.
    public var skipped: [String] = []
    /// Files and folders left out by a configuration's `exclude`.
    public var excludedCount = 0

    public init() {}

    /// What a run that found no settings file says after "no settings files found", one line each.
    public var explanation: [String] {
        guard !roots.isEmpty else { return [] }
        var lines = [
            "looked in " + Self.list(roots) + " (" + counted(folderCount, "folder") + ")"
                + (bundleSearched.isEmpty ? "" : ", and for settings bundles only in " + Self.list(bundleSearched))
        ]
        if !skipped.isEmpty { lines.append("skipped " + Self.list(skipped)) }
        if excludedCount > 0 {
            lines.append("left out " + counted(excludedCount, "path") + " excluded by the configuration")
        }
        return lines
    }

    /// At most five names, then how many more.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(5).joined(separator: ", ")
        return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
    }
}
