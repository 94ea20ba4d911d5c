import Foundation

/// The settings bundle NIMKit loads for an app, found from a folder that holds no settings file itself (an app's
/// root): what `show`, `diff`, `preview` and `migrate` read there.
///
/// NIMKit reads `[[NSBundle mainBundle] pathForResource:@"<settingBundleName>/NIMKitGlobalSetting.plist" …]`, so
/// what it loads is the bundle of that name at the top of the app. An app ships its own bundle of that name (one
/// copied into the app target) or the pod's, which CocoaPods copies in from `Pods/<pod>/…/Resources/` with the
/// pod's other resources; the app's own is the one the app customised, so it is preferred.
public enum SettingsBundleResolver {
    /// What a folder given to one of the commands is read as.
    public enum Resolution: Sendable, Equatable {
        /// The folder holds a settings file itself, or is a bundle: read as it is.
        case asGiven
        /// The folder is an app's root; the bundle NIMKit loads.
        case bundle(SettingsBundleChoice)
        /// No bundle NIMKit could load is below the folder: what to say.
        case notFound(String)
    }

    /// The name NIMKit gives the settings bundle unless the app sets `settingBundleName`.
    public static let defaultBundleName = "NIMKitSettings.bundle"

    /// Reads `folder` as it is when it holds a settings file or is a `.bundle`; otherwise walks it, as `check` walks
    /// a folder (dependency and build folders skipped, `Pods/` searched for bundles only), for the bundle NIMKit
    /// loads and for a `settingBundleName` the app's sources set.
    public static func resolve(folder: String) -> Resolution {
        let holdsFiles = SettingsKind.allCases.contains {
            FileManager.default.fileExists(atPath: Paths.join(folder, $0.fileName))
        }
        if holdsFiles || Paths.lastComponent(Paths.absolute(folder)).hasSuffix(".bundle") { return .asGiven }
        var walk = BundleWalk()
        walk.enter(folder: folder, scope: .everything)
        let setting = walk.sources.lazy.compactMap(BundleNameSetting.first(inFile:)).first
        let name = setting?.name ?? defaultBundleName
        let named = walk.bundles.filter { Paths.lastComponent($0.path) == name }
        let own = named.filter { !$0.inPods }.map(\.path), pods = named.filter(\.inPods).map(\.path)
        guard let chosen = own.first ?? pods.first else {
            let source = setting.map { " (the name \($0.place) sets)" } ?? ""
            return .notFound("no \(name)\(source) under \(folder); pass the folder that holds the settings files")
        }
        return .bundle(
            SettingsBundleChoice(
                path: chosen, owner: own.isEmpty ? .pod : .app, bundleName: name, nameSetAt: setting?.place,
                others: Array((own + pods).dropFirst()), podsPassedOver: own.isEmpty ? [] : pods))
    }
}

/// The bundle chosen for an app's root, with why NIMKit loads it.
public struct SettingsBundleChoice: Sendable, Equatable {
    public enum Owner: String, Sendable {
        /// A bundle outside `Pods/`, in the app's own tree.
        case app
        /// A pod's bundle under `Pods/`.
        case pod
    }

    /// The bundle's path, beneath the folder as the user named it.
    public var path: String
    public var owner: Owner
    /// The bundle's name, `NIMKitSettings.bundle` unless the app's sources set another.
    public var bundleName: String
    /// `App/AppDelegate.m:12`: where the app's sources set `settingBundleName`, when they do.
    public var nameSetAt: String?
    /// The other bundles of that name found, the app's own before the pods'.
    public var others: [String]
    /// The pods' bundles of that name an app's own bundle is preferred to.
    public var podsPassedOver: [String]

    /// One line: the bundle, whose it is, why NIMKit loads it, and how to read another.
    public var summary: String {
        var why: String
        switch owner {
        case .app:
            why = "the app's own"
            if let pod = podsPassedOver.first { why += "; NIMKit loads it rather than the pod's \(pod)" }
        case .pod:
            why = "the pod's; NIMKit loads it since the app has no \(bundleName) of its own"
        }
        if let nameSetAt { why += "; the app names the bundle \(bundleName) at \(nameSetAt)" }
        let alternatives = others.filter { !podsPassedOver.contains($0) }
        if !alternatives.isEmpty {
            why += "; also found: \(alternatives.joined(separator: ", ")) (pass a bundle's path to read that one)"
        }
        return "\(path) (\(why))"
    }
}

/// A `settingBundleName` the app's code sets to a literal.
struct BundleNameSetting: Equatable {
    var name: String
    /// `path:line`.
    var place: String

    /// `[NIMKit sharedKit].settingBundleName = @"Foo.bundle";`, `[[NIMKit sharedKit] setSettingBundleName:@"Foo.bundle"];`
    /// and Swift's `NIMKit.shared().settingBundleName = "Foo.bundle"`. The leading `.` or `set` keeps NIMKit's own
    /// `_settingBundleName = @"NIMKitSettings.bundle"` (the default, in a vendored `NIMKit.m`) out.
    private static let assignment = try? NSRegularExpression(
        pattern: #"(?:\.settingBundleName\s*=|setSettingBundleName:)\s*@?"([^"\\]+)""#)
    /// Larger files are generated code, never where an app configures NIMKit.
    private static let sizeLimit = 1 << 20

    /// The first literal `settingBundleName` the file sets outside a line comment, nil when it sets none.
    static func first(inFile path: String) -> BundleNameSetting? {
        guard let assignment,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            (attributes[.size] as? Int ?? 0) <= sizeLimit,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("ettingBundleName") else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            let range = NSRange(code.startIndex..., in: code)
            guard let match = assignment.firstMatch(in: code, range: range),
                let name = Range(match.range(at: 1), in: code)
            else { continue }
            return BundleNameSetting(name: Paths.lastComponent(String(code[name])), place: "\(path):\(index + 1)")
        }
        return nil
    }
}

/// One walk of an app's tree for `.bundle` folders and the app's sources, skipping what `check`'s walk skips.
private struct BundleWalk {
    struct Bundle {
        var path: String
        var inPods: Bool
    }

    /// Xcode's own build folder, which `check`'s walk enters (`WalkScope` skips the rest): it holds copies of the
    /// app's bundles, never the ones the app ships from.
    static let buildFolderName = "build"
    static let sourceExtensions: Set<String> = ["m", "mm", "swift"]

    var bundles: [Bundle] = []
    /// The app's source files, outside `Pods/`, in path order.
    var sources: [String] = []
    private var visited: Set<[UInt64]> = []

    mutating func enter(folder path: String, scope: WalkScope) {
        var status = stat()
        guard FileSystemPath.withCString(path, { stat($0, &status) }) == 0,
            visited.insert([UInt64(truncatingIfNeeded: status.st_dev), UInt64(status.st_ino)]).inserted,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return }
        for name in names.sorted() {
            let child = Paths.join(path, name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if scope == .everything, Self.sourceExtensions.contains((name as NSString).pathExtension) {
                    sources.append(child)
                }
            } else if name.hasSuffix(".bundle") {
                bundles.append(Bundle(path: child, inPods: scope == .settingsBundles))
            } else if let inner = scope.scope(ofFolder: name), name != Self.buildFolderName,
                !WalkScope.opaqueFolderExtensions.contains(where: { name.hasSuffix($0) })
            {
                enter(folder: child, scope: inner)
            }
        }
    }
}

extension SettingsBundleChoice: Encodable {
    enum CodingKeys: String, CodingKey { case path, owner, bundleName, nameSetAt, others, summary }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(owner.rawValue, forKey: .owner)
        try container.encode(bundleName, forKey: .bundleName)
        try container.encode(nameSetAt, forKey: .nameSetAt)
        try container.encode(others, forKey: .others)
        try container.encode(summary, forKey: .summary)
    }
}
