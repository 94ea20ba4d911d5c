import Foundation

/// Where CI reports say files are: relative to the repository's root when the run is inside a git repository (as
/// GitHub code scanning and GitLab resolve them), else to the working folder; symlinks resolved, so a file reached
/// through a link is reported where it really is.
struct ReportPaths {
    /// The folder relative paths start from, symlinks resolved.
    let root: String
    let workingFolder: String

    init(workingFolder: String = Paths.absolute(".")) {
        let resolved = Self.resolved(workingFolder)
        self.workingFolder = resolved
        root = Self.repositoryRoot(containing: resolved) ?? resolved
    }

    /// The file's real absolute path, or nil when there is no such file (standard input, under its given name).
    func resolvedFile(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : Paths.join(workingFolder, path)
        return Paths.real(absolute)
    }

    /// The path as reports show it: relative to `root` when the file lies inside, else absolute, else as given.
    func display(_ path: String) -> String {
        guard let file = resolvedFile(path) else { return path }
        return FileSystemPath.displayed(Paths.relative(file, to: root) ?? file)
    }

    /// The report's file as reports show it, found by the path's exact bytes (the report's own `path` shows
    /// bytes that are not UTF-8 escaped, which name no file).
    func display(_ report: FileReport) -> String {
        report.source.map { display($0.path) } ?? report.path
    }

    static func resolved(_ path: String) -> String {
        Paths.real(path) ?? Paths.absolute(path)
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or a file in a worktree or submodule).
    static func repositoryRoot(containing folder: String) -> String? {
        var candidate = folder
        while true {
            if FileSystemPath.withCString(Paths.join(candidate, ".git"), { access($0, F_OK) }) == 0 { return candidate }
            let parent = Paths.parent(candidate)
            if parent == candidate { return nil }
            candidate = parent
        }
    }
}
