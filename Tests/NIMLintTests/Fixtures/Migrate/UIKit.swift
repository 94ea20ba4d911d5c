// A stand-in for the UIKit declarations the generated Swift uses, as Swift imports them.
public typealias CGFloat = Double

public struct UIEdgeInsets {
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

public class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

public class UIFont {
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

public class UIImage {
    public enum ResizingMode {
        case tile
        case stretch
    }

    public init?(named name: String) {}

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
}
