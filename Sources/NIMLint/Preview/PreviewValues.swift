/// How NIMKit turns one plist value into what it draws, for the preview: each reader is the library's own
/// (`HexColor`, `InsetsString`, `ValueReading`, `FoundationReading`), so the page shows what the app shows.
public enum PreviewValues {
    /// The 0xRRGGBB NIMKit draws, or nil when it gets no string (no color: UIKit's default).
    public static func color(_ node: PlistNode?) -> UInt32? {
        node?.stringValue.map(HexColor.nimkitValue(of:))
    }

    /// `UIEdgeInsetsFromString`: zero insets for anything but a well-formed `{top, left, bottom, right}` string.
    public static func insets(_ node: PlistNode?) -> PreviewInsets {
        guard let text = node?.stringValue else { return .zero }
        let parsed = InsetsString(text)
        guard parsed.problem == nil, parsed.components.count == 4 else { return .zero }
        let values = parsed.components.map(\.value)
        return PreviewInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `reader` (`floatValue`, `doubleValue` or `integerValue`): 0 when the value is missing or holds no number.
    public static func number(_ node: PlistNode?, reader: String = "floatValue") -> Double {
        guard let node else { return 0 }
        if case .bool(let bool) = node.value { return bool ? 1 : 0 }
        return ValueReading.number(of: node, reader: reader) ?? 0
    }

    /// `boolValue`: NO when the value is missing.
    public static func bool(_ node: PlistNode?) -> Bool {
        guard let node else { return false }
        switch node.value {
        case .bool(let bool): return bool
        case .string(let text): return FoundationReading.boolValue(text)
        default: return number(node) != 0
        }
    }

    /// `#RRGGBB`, as CSS writes the color NIMKit reads.
    public static func css(_ rgb: UInt32) -> String {
        "#" + HexColor.hex(rgb).dropFirst(2)
    }
}

/// A `UIEdgeInsets`, in points.
public struct PreviewInsets: Sendable, Equatable {
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

    public static let zero = PreviewInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// In CSS's order, which is UIKit's too: top, right, bottom, left.
    public var cssValues: [Double] { [top, right, bottom, left] }
}
