/// Facts about the tool itself, in one place.
public enum NIMLint {
    public static let name = "nimlint"
    public static let version = "0.1.0"
}
