import Foundation

/// The image files of the asset folders, by the names a bubble setting gives: `NAME` or `NAME.png`, as
/// `NAME.png`, `NAME@2x.png` or `NAME@3x.png`, in an asset catalog's `NAME.imageset`, or by a path into a bundle
/// (`Chat.bundle/bubble`, or a path inside `NIMKitResource.bundle`), the names `ImageIndex` answers for.
/// The sharpest scale is kept, as a Retina phone picks it.
struct PreviewImageFinder {
    private var files: [String: (path: String, scale: Double)] = [:]

    init(folders: [String]) {
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                add(relative, in: folder)
            }
        }
    }

    private mutating func add(_ relative: String, in folder: String) {
        let components = relative.split(separator: "/").map(String.init)
        guard let file = components.last, file.lowercased().hasSuffix(".png") else { return }
        var base = String(file.dropLast(4))
        var scale = 1.0
        for (suffix, value) in [("@2x", 2.0), ("@3x", 3.0)] where base.hasSuffix(suffix) {
            base = String(base.dropLast(3))
            scale = value
        }
        var names = [base]
        let folders = components.dropLast()
        if let set = folders.last, set.hasSuffix(".imageset") { names.append(String(set.dropLast(".imageset".count))) }
        for position in folders.indices where folders[position].hasSuffix(".bundle") {
            names.append((folders[position...] + [base]).joined(separator: "/"))
            if folders[position] == ImageIndex.kitBundle {
                names.append((folders[(position + 1)...] + [base]).joined(separator: "/"))
            }
        }
        let path = Paths.join(folder, relative)
        for name in names where (files[name]?.scale ?? 0) < scale {
            files[name] = (path, scale)
        }
    }

    func image(named name: String) -> PreviewImage? {
        let base = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        guard let found = files[base], let data = FileManager.default.contents(atPath: found.path) else { return nil }
        return PreviewImage(path: found.path, scale: found.scale, bytes: Array(data))
    }
}
