import Foundation

/// The image names an app's asset folders provide, as `UIImage imageNamed:` finds them: `NAME`, `NAME.png`,
/// `NAME@2x.png`, `NAME@3x.png`, or an image set `NAME.imageset` in an asset catalog.
public struct ImageIndex: Sendable {
    private var names: Set<String>

    /// An index of exactly these names (`bubble`, `bubble.png`).
    public init(names: some Sequence<String>) {
        self.names = []
        for name in names { insert(name) }
    }

    /// Walks each folder once; unreadable folders add nothing.
    public static func scanning(folders: [String]) -> ImageIndex {
        var index = ImageIndex(names: [])
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasSuffix(".imageset") {
                    let inCatalog = (relative as NSString).pathComponents.contains { $0.hasSuffix(".xcassets") }
                    if inCatalog { index.names.insert(String(name.dropLast(".imageset".count))) }
                } else {
                    index.insert(name)
                }
            }
        }
        return index
    }

    /// Whether `imageNamed:` finds `name`.
    public func contains(_ name: String) -> Bool {
        names.contains(name) || names.contains(Self.baseName(name))
    }

    /// The image name closest to a misspelt one.
    func closest(to name: String) -> String? {
        Suggestions.closest(to: name, in: names.filter { !$0.hasSuffix(".png") }.sorted())
    }

    private mutating func insert(_ fileName: String) {
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
