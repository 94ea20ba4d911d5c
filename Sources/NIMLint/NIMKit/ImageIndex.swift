import Foundation

/// The image names an app's asset folders provide, as `UIImage imageNamed:` finds them: `NAME`, `NAME.png`,
/// `NAME@2x.png`, `NAME@3x.png`, an image set `NAME.imageset` in an asset catalog, or a path into a bundle
/// folder (`Chat.bundle/bubble_left`). Images inside a `NIMKitResource.bundle` are the kit's own, which
/// `nim_imageInKit:` finds in every release, under their path inside that bundle.
public struct ImageIndex: Sendable {
    private var names: Set<String>
    private var kitNames: Set<String>
    /// The PNG file behind each name (without `.png`), the sharpest scale kept as a Retina phone picks it:
    /// what the preview draws. Names built from a list (`init(names:)`) have none.
    private var files: [String: ImageFile] = [:]
    private var kitFiles: [String: ImageFile] = [:]
    /// Whether the app's own images are known: false for an index of the kit's bundle alone, where a name the kit
    /// lacks may still be in the app.
    public private(set) var knowsAppImages = true
    /// The kit's bundle found beside the settings bundle, when one was added (`adding(kitBundle:to:)`).
    public private(set) var besideKitBundle: String?

    /// The name of NIMKit's own image bundle, which `nim_imageInKit:` looks in first.
    static let kitBundle = "NIMKitResource.bundle"

    /// An index of exactly these names (`bubble`, `bubble.png`); `kitNames` are inside NIMKitResource.bundle.
    public init(names: some Sequence<String>, kitNames: some Sequence<String> = [String]()) {
        self.names = []
        self.kitNames = []
        for name in names { Self.insert(name, into: &self.names) }
        for name in kitNames { Self.insert(name, into: &self.kitNames) }
    }

    /// The kit's own `NIMKitResource.bundle` beside the settings bundle at `settingsFolder`, as CocoaPods installs
    /// NIMKit (`Pods/NIMKit/NIMKit/Resources/`); nil when the folder is no bundle or has no such sibling.
    public static func kitBundle(besideSettingsFolder settingsFolder: String) -> String? {
        guard settingsFolder.hasSuffix(".bundle") else { return nil }
        let path = Paths.join(Paths.parent(settingsFolder), kitBundle)
        return FileSystemPath.isFolder(path) ? path : nil
    }

    /// `index`'s images with those of the kit's bundle at `kitBundle` (from `kitBundle(besideSettingsFolder:)`);
    /// without `index` the app's images stay unknown.
    public static func adding(kitBundle: String, to index: ImageIndex?) -> ImageIndex {
        var merged = index ?? ImageIndex(names: [])
        let kit = scanning(folders: [kitBundle])
        merged.kitNames.formUnion(kit.kitNames)
        merged.kitFiles.merge(kit.kitFiles) { own, _ in own }
        merged.knowsAppImages = index != nil
        merged.besideKitBundle = kitBundle
        return merged
    }

    /// Walks each folder once; unreadable folders add nothing.
    public static func scanning(folders: [String]) -> ImageIndex {
        var index = ImageIndex(names: [])
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            // The folder itself may be the catalog or the kit's bundle (`--assets App/Assets.xcassets`).
            let above = (Paths.absolute(folder) as NSString).pathComponents
            while let relative = walker.nextObject() as? String {
                index.add(components: above + (relative as NSString).pathComponents, below: above.count)
            }
        }
        return index
    }

    /// One file or folder found under an asset folder; `components` is its whole path, of which the first
    /// `below` are the asset folder's own.
    private mutating func add(components: [String], below: Int) {
        guard let name = components.last else { return }
        let file = ImageFile(components: components)
        if let kit = components.lastIndex(of: Self.kitBundle), kit < components.count - 1 {
            let inKit = components[(kit + 1)...].joined(separator: "/")
            Self.insert(inKit, into: &kitNames)
            Self.record(file, as: inKit, in: &kitFiles)
            return
        }
        if name.hasSuffix(".imageset") {
            if components.dropLast().contains(where: { $0.hasSuffix(".xcassets") }) {
                names.insert(String(name.dropLast(".imageset".count)))
            }
            return
        }
        Self.insert(name, into: &names)
        Self.record(file, as: name, in: &files)
        if let set = components.dropLast().last, set.hasSuffix(".imageset"),
            components.dropLast(2).contains(where: { $0.hasSuffix(".xcassets") })
        {
            Self.record(file, as: String(set.dropLast(".imageset".count)), in: &files)
        }
        // A bundle folder is copied whole, so an image in it is found by its path from the bundle on.
        for position in components.indices.dropLast()
        where position >= below - 1 && components[position].hasSuffix(".bundle") {
            let path = components[position...].joined(separator: "/")
            Self.insert(path, into: &names)
            Self.record(file, as: path, in: &files)
        }
    }

    private static func record(_ file: ImageFile?, as name: String, in files: inout [String: ImageFile]) {
        guard let file else { return }
        let key = fileKey(name)
        if (files[key]?.scale ?? 0) < file.scale { files[key] = file }
    }

    /// `bubble`, `bubble.png` and `bubble@2x.png` name one image, whose sharpest file is drawn.
    private static func fileKey(_ name: String) -> String {
        let base = baseName(name)
        return ["@2x", "@3x"].contains(where: base.hasSuffix) ? String(base.dropLast(3)) : base
    }

    /// The PNG file `imageNamed:` would load for `name` from the app's asset folders, or from the kit's bundle.
    public func file(named name: String, inKit: Bool) -> ImageFile? {
        (inKit ? kitFiles : files)[Self.fileKey(name)]
    }

    /// Whether `imageNamed:` finds `name` in the app.
    public func contains(_ name: String) -> Bool {
        names.contains(name) || names.contains(Self.baseName(name))
    }

    /// Whether `name` is an image of the NIMKitResource.bundle found among the asset folders.
    public func containsKitImage(_ name: String) -> Bool {
        kitNames.contains(name) || kitNames.contains(Self.baseName(name))
    }

    /// The image name close to a misspelt one: a slip of a letter or two, never just a name of the same
    /// pattern (`icon_text_bubble_normal` is not `icon_cell_blue_normal`).
    /// The image `name` names but for letter case (`bubble.PNG` for `bubble.png`), spelt as the image is:
    /// imageNamed: on a device matches case exactly, as the device's file system does.
    func caseVariant(of name: String, among extra: [String] = []) -> String? {
        let candidates = names.union(kitNames).union(extra).sorted()
        guard !candidates.contains(name) else { return nil }
        let folded = name.lowercased()
        return candidates.first { $0.lowercased() == folded }
            ?? candidates.first { $0.lowercased() + ".png" == folded }.map { $0 + ".png" }
    }

    func closest(to name: String, among extra: [String] = []) -> String? {
        let candidates = (names.union(kitNames).filter { !$0.hasSuffix(".png") } + extra).sorted()
        guard let closest = Suggestions.closest(to: name, in: candidates) else { return nil }
        let distance = Suggestions.editDistance(Array(name.lowercased()), Array(closest.lowercased()))
        return distance <= max(1, min(3, name.count / 6)) ? closest : nil
    }

    private static func insert(_ fileName: String, into names: inout Set<String>) {
        names.insert(fileName)
        var base = fileName
        if base.hasSuffix(".png") { base.removeLast(4) }
        for scale in ["@2x", "@3x"] where base.hasSuffix(scale) { base.removeLast(3) }
        if base != fileName, fileName.hasSuffix(".png") { names.insert(base) }
    }

    /// `bubble.png` and `bubble` name the same image.
    static func baseName(_ name: String) -> String {
        name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    }
}
