/// Where a fix run may write. A settings file reached through a symbolic link is fixed at the link's target
/// (renaming over the link would replace the link), so the target decides: one outside every path the run was
/// given (their own links resolved) is left alone, with a refusal naming the link and its target, unless the run
/// follows links out (`--follow-symlinks`). A repository's `NIMKitGlobalSetting.plist -> ../../shared/Settings.plist`
/// is another tree's file. (A file that several paths lead to is fixed once already: the walk keeps the first
/// path to each file, `Discovery`.)
struct WriteScope {
    /// The real paths of the folders given, and of the folders holding the files given.
    private let roots: [String]
    private let followsLinksOut: Bool

    init(paths: [String], followsLinksOut: Bool) {
        self.followsLinksOut = followsLinksOut
        roots = paths.filter { $0 != CheckRequest.standardInputPath }.compactMap { path in
            Paths.real(FileSystemPath.isFolder(path) ? path : Paths.parent(Paths.absolute(path)))
        }
    }

    /// The target of `path` when the run may not write there; nil when it may, or when `path` no longer
    /// resolves (the writer reports that, with the system's reason).
    func forbiddenTarget(of path: String) -> String? {
        guard !followsLinksOut, let target = Paths.real(path) else { return nil }
        return roots.contains { target == $0 || target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ? nil : target
    }
}
