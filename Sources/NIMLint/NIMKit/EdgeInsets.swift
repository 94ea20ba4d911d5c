/// A `UIEdgeInsets`, in points.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// In CSS's order, which is UIKit's too: top, right, bottom, left.
    public var cssValues: [Double] { [top, right, bottom, left] }

    /// `{11, 15, 9, 9}`, as `NSStringFromUIEdgeInsets` writes them: top, left, bottom, right.
    public var description: String {
        "{" + [top, left, bottom, right].map(NumberBounds.format).joined(separator: ", ") + "}"
    }
}
