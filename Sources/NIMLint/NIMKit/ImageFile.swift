import Foundation

/// A PNG image file among the asset folders, with the scale its name says (`bubble@2x.png`: 2).
public struct ImageFile: Sendable, Hashable {
    public var path: String
    public var scale: Double

    /// The file at `components` (a whole path, split), or nil when it is no PNG.
    init?(components: [String]) {
        guard let name = components.last, name.hasSuffix(".png") else { return nil }
        let base = name.dropLast(4)
        scale = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        path = NSString.path(withComponents: components)
    }
}
