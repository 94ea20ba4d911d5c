import Foundation

/// The temporary files `FileWriter` puts beside a file it replaces: `.NAME.nimlint-XXXXXX`, where `mkstemp`
/// fills in the six characters. A fix killed between creating one and renaming it leaves it behind, full size;
/// the next fix of the same file removes it once it is old enough that no running fix can still own it.
///
/// An age, not a lock the owner holds: when another program saves the file twice while a fix swaps it, the fix
/// leaves that program's earlier version at its temporary path and tells the user so. No process owns that file,
/// so a lock would let the next fix delete it at once; fifteen minutes leave the user time to take it.
enum TemporaryFiles {
    static let marker = ".nimlint-"
    static let randomLength = 6
    /// Far longer than any write takes, so a fix running at the same moment never loses its temporary file.
    static let staleAge: TimeInterval = 15 * 60

    /// The `mkstemp` template for a file named `name` in `folder`.
    static func template(forFileNamed name: String, in folder: String) -> String {
        "\(folder)/.\(name)\(marker)\(String(repeating: "X", count: randomLength))"
    }

    /// Whether `entry` is one of the temporary files made for the file named `name`.
    static func isTemporary(_ entry: String, forFileNamed name: String) -> Bool {
        let prefix = "." + name + marker
        guard entry.hasPrefix(prefix) else { return false }
        let random = entry.utf8.dropFirst(prefix.utf8.count)
        return random.count == randomLength
            && random.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
    }

    /// Removes the stale temporary files of the file at `target` (a resolved path): regular files of this
    /// user, named by the pattern, last written more than `staleAge` before `now`.
    static func removeStale(besides target: String, now: Date = Date()) {
        let folder = Paths.parent(target)
        let name = Paths.lastComponent(target)
        guard let entries = FileSystemPath.withCString(folder, { names(inFolder: $0) }) else { return }
        for entry in entries where isTemporary(entry, forFileNamed: name) {
            let path = Paths.join(folder, entry)
            var status = stat()
            guard FileSystemPath.withCString(path, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG,
                status.st_uid == geteuid()
            else {
                continue
            }
            #if canImport(Darwin)
                let modifiedSeconds = status.st_mtimespec.tv_sec
            #else
                let modifiedSeconds = status.st_mtim.tv_sec
            #endif
            if now.timeIntervalSince1970 - TimeInterval(modifiedSeconds) > staleAge {
                _ = FileSystemPath.withCString(path, unlink)
            }
        }
    }

    private static func names(inFolder folder: UnsafePointer<CChar>) -> [String]? {
        guard let listing = opendir(folder) else { return nil }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) { FileSystemPath.string(decoding: $0.prefix { $0 != 0 }) })
        }
        return names
    }
}
