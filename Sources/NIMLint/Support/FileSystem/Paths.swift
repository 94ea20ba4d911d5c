import Foundation

/// Path arithmetic on `/`-separated strings, done lexically: symlinks are left as the user sees them, so a
/// configuration's `exclude` globs match the paths the user typed.
enum Paths {
    /// `path` made absolute against the working folder, with `.` and `..` components resolved.
    static func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? "" : workingFolder
        var components: [Substring] = []
        for component in (base + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The working folder as the file system spells it: Foundation's `currentDirectoryPath` turns bytes that are
    /// not UTF-8 into U+FFFD, which names no folder.
    static var workingFolder: String {
        guard let folder = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(folder) }
        return FileSystemPath.string(
            decoding: UnsafeBufferPointer(start: folder, count: strlen(folder)).map { UInt8(bitPattern: $0) })
    }

    /// Whether `path` holds `part`, compared byte for byte: Foundation's `contains` would read a path asked about
    /// for every file through an `NSString`.
    static func path(_ path: String, holds part: StaticString) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
            guard let first = needle.first, needle.count <= bytes.count, let base = bytes.baseAddress else {
                return false
            }
            return (0...(bytes.count - needle.count)).contains { start in
                bytes[start] == first && memcmp(base + start, part.utf8Start, needle.count) == 0
            }
        }
    }

    /// The path with every symbolic link resolved, nil (with `errno` set) when there is no such file.
    static func real(_ path: String) -> String? {
        guard let resolved = FileSystemPath.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileSystemPath.string(
            decoding: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
    }

    /// `path` relative to `folder` when it lies inside it (both absolute), nil otherwise.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `name` inside `folder`, spelt as the user spelt the folder (`.` adds nothing).
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." || folder == "./" { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding a path (`/` for `/` itself, `.` for a bare name), without Foundation's path
    /// normalisation, which costs more than reading a settings file. It works on UTF-8 bytes, as the file
    /// system does: counting characters would walk the whole path for each step.
    static func parent(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 1, bytes[end - 1] == slash { end -= 1 }
            var lastSlash = end - 1
            while lastSlash >= 0, bytes[lastSlash] != slash { lastSlash -= 1 }
            guard lastSlash >= 0 else { return "." }
            // Cut at a slash, so between whole characters.
            return lastSlash == 0
                ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<lastSlash]), as: UTF8.self)
        }
    }

    /// The last component of a path (`NIMKitGlobalSetting.plist`), on UTF-8 bytes like `parent(_:)`.
    static func lastComponent(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 1, bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            // Cut at slashes, so between whole characters.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// An absolute path as a person at the working folder would type it: relative when it lies inside.
    static func display(_ absolutePath: String) -> String {
        let relative = Paths.relative(absolutePath, to: absolute("."))
        return relative.map { $0.isEmpty ? "." : $0 } ?? absolutePath
    }
}
