/// How much of a folder the walk searches.
///
/// Dependency and build folders hold no settings file of the app's and can hold hundreds of thousands of
/// files, so they are skipped, with one exception: CocoaPods' `Pods/`. Most apps install NIMKit as a pod and ship
/// the pod's own `NIMKitSettings.bundle` (`Pods/NIMKit/…/Resources/NIMKitSettings.bundle`), which is where they
/// customise it. A pod's resources are copied into the app as bundles, so inside `Pods/` only a settings file
/// in a `.bundle` folder is one the app can ship, and the trees CocoaPods generates or that hold only code,
/// images or binaries are never entered: the header symlinks (`Headers/`, a link per header of every pod, each
/// costing a `stat`), `Target Support Files/`, `Local Podspecs/`, the Xcode project, frameworks, asset catalogs
/// and localisations.
public enum WalkScope: Sendable {
    /// Every settings file and near miss below the folder.
    case everything
    /// Inside `Pods/`: settings files in `.bundle` folders only.
    case settingsBundles

    /// Folders never entered from a walk: version control, build products and dependency managers.
    public static let skippedFolderNames = [".git", ".build", "DerivedData", "Carthage", "node_modules"]
    /// Dependency folders searched for settings bundles only.
    public static let bundleSearchedFolderNames = ["Pods"]
    /// What CocoaPods generates inside `Pods/`, which never holds a pod's resources.
    static let generatedPodsFolderNames = [".git", "Headers", "Target Support Files", "Local Podspecs"]
    /// Folder types inside `Pods/` that hold no loose settings bundle: NIMKit finds its settings bundle at the top
    /// of the app's main bundle, never inside a framework, an asset catalog or a localisation.
    static let opaqueFolderExtensions = [
        ".xcodeproj", ".xcworkspace", ".framework", ".xcframework", ".xcassets", ".lproj", ".dSYM",
    ]

    /// The scope of a child folder, nil when it is not entered.
    func scope(ofFolder name: String) -> WalkScope? {
        switch self {
        case .everything:
            if Self.skippedFolderNames.contains(name) { return nil }
            return Self.bundleSearchedFolderNames.contains(name) ? .settingsBundles : .everything
        case .settingsBundles:
            if Self.generatedPodsFolderNames.contains(name) { return nil }
            return Self.opaqueFolderExtensions.contains { name.hasSuffix($0) } ? nil : .settingsBundles
        }
    }

    /// Whether a settings file directly inside `folder` (its name) is one this scope looks for.
    func looksForSettingsFiles(inFolderNamed folder: String) -> Bool {
        self == .everything || folder.hasSuffix(".bundle")
    }
}
