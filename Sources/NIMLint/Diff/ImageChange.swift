import Foundation

/// What changed in a bubble image between the two sides of `nimlint diff`, judged by what each side's name
/// resolves to among its own images (the file, its scale, or nothing found), not by the name: a name changed along
/// with its file's name draws the same picture, and a file replaced or removed under the same name does not.
public enum ImageChange: Sendable, Equatable {
    /// Another name for the same picture: the files drawn hold the same bytes at the same scale, or neither side
    /// finds an image. Not a change of the screen.
    case renamed
    /// The file drawn has another scale (`@2x` → `@3x`): UIKit draws its pixels at another size.
    case scale(Double, Double)
    /// The file drawn has the same scale and other bytes.
    case content
    /// Another image, where there are no two files to compare (an image set, the kit's own image).
    case picture
    /// The old side finds the image, the new one does not: no bubble image now.
    case missing
    /// The old side finds no image, the new one does.
    case found

    /// The change between two resolutions of a bubble image's name; nil when both draw the same picture under
    /// the same name. `contents` reads an image file's bytes (nil when it cannot be read).
    static func between(
        old: (name: String?, resolution: ImageResolution), new: (name: String?, resolution: ImageResolution),
        contents: (String) -> [UInt8]?
    ) -> ImageChange? {
        let sameName = old.name.map(ImageIndex.baseName) == new.name.map(ImageIndex.baseName)
        switch (old.resolution.isFound, new.resolution.isFound) {
        case (true, false): return .missing
        case (false, true): return .found
        case (false, false): return sameName ? nil : .renamed
        case (true, true): break
        }
        guard let oldFile = old.resolution.file, let newFile = new.resolution.file else {
            return sameName && old.resolution.kind == new.resolution.kind ? nil : .picture
        }
        if oldFile.scale != newFile.scale { return .scale(oldFile.scale, newFile.scale) }
        let bytes = contents(oldFile.path)
        if bytes == nil || bytes != contents(newFile.path) { return .content }
        return sameName ? nil : .renamed
    }

    /// An image file's bytes, as the diff compares them.
    public static func fileContents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// `renamed`, `scale`, `content`, `picture`, `missing`, `found`: for JSON.
    public var kind: String {
        switch self {
        case .renamed: "renamed"
        case .scale: "scale"
        case .content: "content"
        case .picture: "picture"
        case .missing: "missing"
        case .found: "found"
        }
    }

    /// For people: `image file's scale @2x → @3x`, `image now missing: no bubble image`.
    public var summary: String {
        switch self {
        case .renamed: "renamed: the same picture"
        case .scale(let old, let new):
            "image file's scale @\(NumberBounds.format(old))x → @\(NumberBounds.format(new))x"
        case .content: "image file's content changed"
        case .picture: "another image"
        case .missing: "image now missing: no bubble image"
        case .found: "image now found"
        }
    }
}
