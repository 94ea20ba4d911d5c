import Foundation

// Shared by the plugins through symlinks: a plugin target is built alone and cannot depend on a library.

/// The NIMKit settings files among a target's files.
enum SettingsFiles {
    static let names: Set<String> = ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"]

    /// A file is a settings file by its name; a folder (a resource copied whole, `.copy("Settings")`, or an Xcode
    /// folder reference) holds the settings files under it.
    static func at(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else {
            return names.contains((path as NSString).lastPathComponent) ? [path] : []
        }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { names.contains(($0 as NSString).lastPathComponent) }
            .map { (path as NSString).appendingPathComponent($0) }
    }
}
