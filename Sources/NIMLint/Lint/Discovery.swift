import Foundation

/// A settings file found for checking.
public struct DiscoveredFile: Sendable, Equatable {
    /// The path as shown in reports: the user's path, joined with what the walk found beneath it.
    public var path: String
    /// The file as the walk reached it, made absolute without resolving symlinks (for configuration lookup).
    public var absolutePath: String
    public var kind: SettingsKind?
}

/// Finds the settings files under the paths a user names.
///
/// Folders are walked recursively for files named exactly as NIMKit loads them (the lookup on a device is
/// case-sensitive). Dependency and build folders are skipped, and so is what the nearest configuration
/// excludes. Symlinks are followed, but each real folder is entered once, so a link back up the tree ends
/// the walk instead of looping. A file named explicitly is always checked, whatever its name.
public struct Discovery {
    public static let skippedFolderNames: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Result: Sendable {
        /// Sorted by path, each real file once.
        public var files: [DiscoveredFile]
        /// Paths that could not be looked at, as messages for standard error.
        public var problems: [String]
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// `forcedKind` applies to explicitly named files only; `configuration` gives the configuration that governs
    /// an absolute folder.
    public static func discover(
        paths: [String], forcedKind: SettingsKind?, configuration: @escaping (String) -> LoadedConfiguration
    ) -> Result {
        var walk = Walk(configuration: configuration)
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                walk.problems.append("\(path): \(whyUnreachable(path))")
                continue
            }
            let absolute = Paths.absolute(path)
            if status.st_mode & S_IFMT == S_IFDIR {
                walk.visitedFolders.insert(FileIdentity(status))
                walk.enter(folder: path, absolutePath: absolute)
            } else {
                walk.add(DiscoveredFile(path: path, absolutePath: absolute, kind: forcedKind ?? LintInput.kind(ofPath: path)),
                         identity: FileIdentity(status))
            }
        }
        var seen: Set<FileIdentity> = []
        let files = walk.files.sorted { $0.file.path < $1.file.path }.filter { seen.insert($0.identity).inserted }
        return Result(files: files.map { $0.file }, problems: walk.problems)
    }

    /// Why `stat` failed on a path, saying so when the path is a symlink to nothing, which `stat` alone
    /// reports as a missing file although `ls` shows it.
    static func whyUnreachable(_ path: String) -> String {
        let reason = SystemError.reason()
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return reason }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \($0)" } ?? ""
        return "broken symbolic link\(target) (\(reason))"
    }

    private struct Walk {
        let configuration: (String) -> LoadedConfiguration
        var visitedFolders: Set<FileIdentity> = []
        var files: [(file: DiscoveredFile, identity: FileIdentity)] = []
        var problems: [String] = []

        init(configuration: @escaping (String) -> LoadedConfiguration) {
            self.configuration = configuration
        }

        mutating func add(_ file: DiscoveredFile, identity: FileIdentity) {
            files.append((file, identity))
        }

        mutating func enter(folder path: String, absolutePath: String) {
            guard let names = Self.names(inFolder: path) else {
                problems.append("\(path): cannot list the folder (\(SystemError.reason()))")
                return
            }
            let governing = configuration(absolutePath)
            for name in names {
                let childPath = Paths.join(path, name)
                let childAbsolute = Paths.join(absolutePath, name)
                guard !governing.excludes(absolutePath: childAbsolute) else { continue }
                var status = stat()
                guard stat(childPath, &status) == 0 else {
                    // A settings file that cannot be reached is a hole in the bundle, not a file to pass over.
                    if Self.isSettingsFileName(name) { problems.append("\(childPath): \(Discovery.whyUnreachable(childPath))") }
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    guard !Discovery.skippedFolderNames.contains(name),
                        visitedFolders.insert(FileIdentity(status)).inserted
                    else { continue }
                    enter(folder: childPath, absolutePath: childAbsolute)
                } else if let kind = LintInput.kind(ofPath: name) {
                    add(DiscoveredFile(path: childPath, absolutePath: childAbsolute, kind: kind), identity: FileIdentity(status))
                } else if SettingsFileNameRule.intendedKind(ofPath: name) != nil {
                    // A near miss is checked too: the linter says NIMKit never loads it, then lints it as meant.
                    add(DiscoveredFile(path: childPath, absolutePath: childAbsolute, kind: nil), identity: FileIdentity(status))
                }
            }
        }

        private static func isSettingsFileName(_ name: String) -> Bool {
            LintInput.kind(ofPath: name) != nil || SettingsFileNameRule.intendedKind(ofPath: name) != nil
        }

        /// The entries of a folder, sorted; nil (with `errno` set) when it cannot be listed.
        private static func names(inFolder path: String) -> [String]? {
            guard let folder = opendir(path) else { return nil }
            defer { closedir(folder) }
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            return names.sorted()
        }
    }
}
