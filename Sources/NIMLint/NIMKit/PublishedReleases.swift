/// The NIMKit releases NetEase published that nimlint knows: the plist era (1.0.0–2.0.0) and the tags whose code
/// configuration `migrate` knows. A release given by hand must be one of them: a typo such as `9.9.9` would
/// otherwise be a release that reads no plist, and every key would be "never read".
public enum PublishedReleases {
    /// Every one of them, in version order.
    public static var all: [NIMKitVersion] {
        Set(NIMKitVersion.plistEra + CodeConfigurationEra.versions).sorted()
    }

    /// `text` as a published release; nil when it names none.
    public static func release(_ text: String) -> NIMKitVersion? {
        NIMKitVersion(text).flatMap { all.contains($0) ? $0 : nil }
    }

    /// Why `text` is not a published release, ending with the nearest ones: "'2.0.1' is not a NIMKit release
    /// NetEase published; the nearest are 2.0.0 and 2.1.0".
    public static func problem(with text: String) -> String {
        guard let version = NIMKitVersion(text) else {
            return "'\(text)' is not a NIMKit release such as 1.8.0"
        }
        let below = all.last { $0 < version }
        let above = all.first { $0 > version }
        let nearest = [below, above].compactMap { $0?.description }
        let names =
            nearest.count == 2 ? "the nearest are \(nearest[0]) and \(nearest[1])" : "the nearest is \(nearest[0])"
        return "'\(text)' is not a NIMKit release NetEase published; \(names)"
    }
}
