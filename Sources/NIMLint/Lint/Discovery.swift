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
/// case-sensitive). What the nearest configuration excludes is skipped, and so are dependency and build
/// folders, except that `Pods/` is searched for settings bundles (see `WalkScope`). Symlinks are followed, but
/// each real folder is entered once, so a link back up the tree ends the walk instead of looping. A file named
/// explicitly is always checked, whatever its name.
public struct Discovery {
    public struct Result: Sendable {
        /// Sorted by path, each real file once.
        public var files: [DiscoveredFile]
        /// Paths that could not be looked at, as messages for standard error.
        public var problems: [String]
        /// Where the walk looked and what it skipped.
        public var record: WalkRecord
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        init(_ status: stat) {
            // dev_t is a signed Int32 on Darwin, where a device number may be negative: its bit pattern names the
            // device as well, and cannot trap.
            self.init(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
        }
    }

    /// `forcedKind` applies to explicitly named files only; `configuration` gives the configuration that governs
    /// an absolute folder. `folderWalked` hears of the files a folder held (in name order, and only when it held
    /// some) once its listing is gone through. `listed`, when given, learns what each folder listed holds before
    /// its configuration is asked for.
    static func discover(
        paths: [String], forcedKind: SettingsKind?, configuration: @escaping (String) -> LoadedConfiguration,
        listed: ListedFolders? = nil, folderWalked: @escaping ([DiscoveredFile]) -> Void = { _ in }
    ) -> Result {
        var walk = Walk(configuration: configuration, listed: listed, folderWalked: folderWalked)
        for path in paths {
            var status = stat()
            guard FileSystemPath.withCString(path, { stat($0, &status) }) == 0 else {
                walk.problems.append("\(path): \(whyUnreachable(path))")
                continue
            }
            let absolute = Paths.absolute(path)
            if status.st_mode & S_IFMT == S_IFDIR {
                walk.record.roots.append(path)
                walk.enter(folder: path, absolutePath: absolute, scope: .everything)
            } else {
                walk.add(
                    DiscoveredFile(path: path, absolutePath: absolute, kind: forcedKind ?? SettingsKind.named(path)),
                    identity: FileIdentity(status))
            }
        }
        var seen: Set<FileIdentity> = []
        let files = walk.files.sorted { $0.file.path < $1.file.path }.filter { seen.insert($0.identity).inserted }
        return Result(files: files.map { $0.file }, problems: walk.problems, record: walk.record)
    }

    /// Whether a walk checks a file of this name: a settings file's exact name, or a near miss of one.
    public static func isSettingsFileName(_ name: String) -> Bool {
        SettingsKind.meant(by: name) != nil
    }

    /// Why `stat` failed on a path, saying so when the path is a symlink to nothing, which `stat` alone
    /// reports as a missing file although `ls` shows it.
    static func whyUnreachable(_ path: String) -> String {
        let reason = SystemError.reason()
        var status = stat()
        guard FileSystemPath.withCString(path, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK else {
            return reason
        }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \($0)" } ?? ""
        return "broken symbolic link\(target) (\(reason))"
    }

    private struct Walk {
        let configuration: (String) -> LoadedConfiguration
        let listed: ListedFolders?
        let folderWalked: ([DiscoveredFile]) -> Void
        var visitedFolders: Set<FileIdentity> = []
        var files: [(file: DiscoveredFile, identity: FileIdentity)] = []
        var problems: [String] = []
        var record = WalkRecord()

        init(
            configuration: @escaping (String) -> LoadedConfiguration, listed: ListedFolders?,
            folderWalked: @escaping ([DiscoveredFile]) -> Void
        ) {
            self.configuration = configuration
            self.listed = listed
            self.folderWalked = folderWalked
        }

        mutating func add(_ file: DiscoveredFile, identity: FileIdentity) {
            files.append((file, identity))
        }

        /// Walks a folder. The folder's identity is read from the open folder itself, so a symlink back into a
        /// folder already walked ends there. Plain files and folders are told apart by the type `readdir` gives,
        /// without a `stat` each: a big repository holds far more files than settings files.
        mutating func enter(folder path: String, absolutePath: String, scope: WalkScope) {
            guard let listing = Listing(folder: path) else {
                problems.append("\(path): cannot list the folder (\(SystemError.reason()))")
                return
            }
            guard visitedFolders.insert(listing.identity).inserted else { return }
            record.folderCount += 1
            listed?.record(folder: absolutePath, entries: listing.entries.lazy.map(\.name))
            let governing = configuration(absolutePath)
            let takesFiles = scope.looksForSettingsFiles(inFolderNamed: Paths.lastComponent(absolutePath))
            var found: [DiscoveredFile] = []
            for entry in listing.entries {
                let name = entry.name
                // Most entries of a big repository are plain files of other names: they are passed over before
                // any path is built for them.
                if Int32(entry.type) == Int32(DT_REG),
                    !takesFiles || !SettingsKind.candidateNameLengths.contains(name.utf8.count)
                {
                    continue
                }
                let childPath = Paths.join(path, name)
                let childAbsolute = Paths.join(absolutePath, name)
                guard !governing.excludes(absolutePath: childAbsolute) else {
                    record.excludedCount += 1
                    continue
                }
                switch Int32(entry.type) {
                case Int32(DT_DIR):
                    enter(childFolder: childPath, absolutePath: childAbsolute, from: scope)
                case Int32(DT_REG):
                    if let file = addIfSettingsFile(
                        named: name, path: childPath, absolutePath: childAbsolute,
                        identity: FileIdentity(device: listing.identity.device, inode: entry.inode))
                    {
                        found.append(file)
                    }
                default:
                    if let file = enterOrAdd(
                        linkedEntry: name, path: childPath, absolutePath: childAbsolute, scope: scope,
                        takesFiles: takesFiles)
                    {
                        found.append(file)
                    }
                }
            }
            if !found.isEmpty { folderWalked(found) }
        }

        /// Enters a folder found in a folder of `scope` as far as the folder's own scope goes, noting where the
        /// search narrows or stops.
        private mutating func enter(childFolder path: String, absolutePath: String, from scope: WalkScope) {
            guard let childScope = scope.scope(ofFolder: Paths.lastComponent(path)) else {
                record.skipped.append(path)
                return
            }
            if childScope != scope { record.bundleSearched.append(path) }
            enter(folder: path, absolutePath: absolutePath, scope: childScope)
        }

        /// A symlink (or an entry of unknown type) is followed with `stat`; the settings file it is, if it is one.
        private mutating func enterOrAdd(
            linkedEntry name: String, path: String, absolutePath: String, scope: WalkScope, takesFiles: Bool
        ) -> DiscoveredFile? {
            var status = stat()
            guard FileSystemPath.withCString(path, { stat($0, &status) }) == 0 else {
                // A settings file that cannot be reached is a hole in the bundle, not a file to pass over.
                if takesFiles, Discovery.isSettingsFileName(name) {
                    problems.append("\(path): \(Discovery.whyUnreachable(path))")
                }
                return nil
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                enter(childFolder: path, absolutePath: absolutePath, from: scope)
            } else if takesFiles {
                return addIfSettingsFile(
                    named: name, path: path, absolutePath: absolutePath, identity: FileIdentity(status))
            }
            return nil
        }

        @discardableResult
        private mutating func addIfSettingsFile(
            named name: String, path: String, absolutePath: String, identity: FileIdentity
        ) -> DiscoveredFile? {
            let file: DiscoveredFile
            if let kind = SettingsKind.named(name) {
                file = DiscoveredFile(path: path, absolutePath: absolutePath, kind: kind)
            } else if SettingsKind.nearlyNamed(name) != nil {
                // A near miss is checked too: the linter says NIMKit never loads it, then lints it as meant.
                file = DiscoveredFile(path: path, absolutePath: absolutePath, kind: nil)
            } else {
                return nil
            }
            add(file, identity: identity)
            return file
        }
    }

    /// A folder's entries, sorted by name, with the folder's own identity.
    private struct Listing {
        struct Entry {
            var name: String
            var type: UInt8
            var inode: UInt64
        }

        var identity: FileIdentity
        var entries: [Entry]

        /// Nil (with `errno` set) when the folder cannot be opened or listed.
        init?(folder path: String) {
            guard let folder = FileSystemPath.withCString(path, opendir) else { return nil }
            defer { closedir(folder) }
            var status = stat()
            guard fstat(dirfd(folder), &status) == 0 else { return nil }
            identity = FileIdentity(status)
            entries = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    FileSystemPath.string(decoding: $0.prefix { $0 != 0 })
                }
                if name != "." && name != ".." {
                    entries.append(Entry(name: name, type: entry.pointee.d_type, inode: UInt64(entry.pointee.d_ino)))
                }
            }
            entries.sort { $0.name < $1.name }
        }
    }
}
