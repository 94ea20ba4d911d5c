/// A folder's two settings files as a git revision holds them, for `nimlint diff --rev`: read from the revision's
/// tree with git, never from the working tree or the index. A file the revision does not hold (or holds as a
/// symlink or a submodule, which have no content of their own) is missing there.
public struct RevisionFiles: Sendable {
    /// The revision as the user named it (`HEAD~1`, a tag, a commit).
    public var revision: String
    /// The folder's path inside the repository, `/`-separated, empty at the top.
    public var folderInRepository: String
    /// Each file's bytes at the revision.
    public var contents: [SettingsKind: [UInt8]]

    /// The files of `folder` (a folder of the working tree) at `revision`.
    public init(revision: String, folder: String) throws(GitError) {
        let prefix: String
        let top: String
        do {
            prefix = try Git(folder: folder).line(["rev-parse", "--show-prefix"])
            top = try Git(folder: folder).line(["rev-parse", "--show-toplevel"])
        } catch {
            if error.message.contains("not a git repository") {
                throw GitError(message: "\(folder) is not in a git repository")
            }
            throw error
        }
        let git = Git(folder: top)
        let commit: String
        do {
            // A name starting with a dash would be read as an option.
            guard !revision.hasPrefix("-") else { throw GitError(message: revision) }
            commit = try git.line(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        } catch {
            throw GitError(message: "unknown revision '\(revision)'")
        }
        let inRepository = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        let paths = SettingsKind.allCases.map { Self.path(of: $0, in: inRepository) }
        let kinds = Dictionary(uniqueKeysWithValues: zip(paths, SettingsKind.allCases))
        var contents: [SettingsKind: [UInt8]] = [:]
        for record in try git.records(["ls-tree", "-z", commit, "--"] + paths) {
            // `MODE TYPE OBJECT\tPATH`: the path is everything after the first tab.
            guard let tab = record.firstIndex(of: "\t"), let kind = kinds[String(record[record.index(after: tab)...])]
            else { continue }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, fields[0] == "100644" || fields[0] == "100755" else { continue }
            contents[kind] = try git.run(["cat-file", "blob", String(fields[2])])
        }
        self.revision = revision
        folderInRepository = inRepository
        self.contents = contents
    }

    /// `HEAD~1:App/Settings`, git's name for the folder at the revision (`HEAD~1:` at the top).
    public var label: String { "\(revision):\(folderInRepository)" }

    /// `HEAD~1:App/Settings/NIMKitGlobalSetting.plist`, git's name for a file at the revision.
    public func name(of kind: SettingsKind) -> String {
        "\(revision):" + Self.path(of: kind, in: folderInRepository)
    }

    /// The file's path inside the repository.
    private static func path(of kind: SettingsKind, in folder: String) -> String {
        folder.isEmpty ? kind.fileName : folder + "/" + kind.fileName
    }
}
