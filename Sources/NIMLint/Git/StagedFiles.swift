/// What `git commit` would record: the repository's staged settings files and the index entries beside them.
struct StagedFiles {
    /// One file as the index holds it.
    struct Entry {
        /// The path inside the repository, `/`-separated, as git prints it.
        var path: String
        var mode: String
        var objectID: String

        /// A plain or executable file; a symlink's blob is its target path and a submodule has no blob.
        var isRegularFile: Bool { mode == "100644" || mode == "100755" }
    }

    /// The top folder of the working tree (of a linked worktree, when run in one).
    let topFolder: String
    private let git: Git

    /// The repository holding `folder`; an error when it is not inside a working tree.
    init(inFolder folder: String) throws(GitError) {
        let top = try Git(folder: folder).line(["rev-parse", "--show-toplevel"])
        guard !top.isEmpty else {
            throw GitError(message: "\(folder) is not inside a git working tree")
        }
        topFolder = top
        git = Git(folder: top)
    }

    /// The paths of the files added, copied, modified or renamed in the index against `HEAD` (against nothing
    /// before the first commit), whatever their names.
    func changedPaths() throws(GitError) -> [String] {
        try git.records(["diff", "--cached", "--name-only", "--no-renames", "-z", "--diff-filter=ACMR"])
    }

    /// The index entries of `paths` that are in the index at stage 0 (unmerged paths have no single content).
    func entries(_ paths: [String]) throws(GitError) -> [String: Entry] {
        guard !paths.isEmpty else { return [:] }
        var entries: [String: Entry] = [:]
        for record in try git.records(["ls-files", "--stage", "-z", "--"] + paths) {
            // `MODE OBJECT STAGE\tPATH`: the path is everything after the first tab, tabs of its own included.
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, fields[2] == "0" else { continue }
            let path = String(record[record.index(after: tab)...])
            entries[path] = Entry(path: path, mode: String(fields[0]), objectID: String(fields[1]))
        }
        return entries
    }

    /// The staged bytes of an entry.
    func content(of entry: Entry) throws(GitError) -> [UInt8] {
        try git.run(["cat-file", "blob", entry.objectID])
    }

    /// The absolute path of a repository path in the working tree.
    func workingTreePath(of path: String) -> String {
        Paths.join(topFolder, path)
    }
}
