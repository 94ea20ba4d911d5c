/// Where `nim_imageInKit:` finds a bubble image name, as the release in force looks it up: the one answer the
/// `missing-image` rule judges and the preview draws.
public enum ImageResolution: Sendable, Hashable {
    /// The kit's own image (a built-in name or one inside a NIMKitResource.bundle among the asset folders),
    /// with its file when the asset folders hold it.
    case kit(ImageFile?)
    /// The app's image (main bundle, asset catalog, a bundle folder), with its PNG file when it is one.
    case app(ImageFile?)
    /// In the app, but the release looks only in NIMKitResource.bundle: no bubble image is drawn.
    case appNotSearched
    /// Found nowhere: no bubble image is drawn.
    case nowhere
    /// Not among the kit's images, and the app's were not given (only the kit's bundle beside the settings was
    /// found): the release looks in the app too, so nothing can be said.
    case appUnknown

    /// `kit`, `app`, `app-not-searched`, `nowhere`, `app-unknown`: for JSON.
    public var kind: String {
        switch self {
        case .kit: "kit"
        case .app: "app"
        case .appNotSearched: "app-not-searched"
        case .nowhere: "nowhere"
        case .appUnknown: "app-unknown"
        }
    }

    /// The image file found, when it is one.
    public var file: ImageFile? {
        switch self {
        case .kit(let file), .app(let file): file
        case .appNotSearched, .nowhere, .appUnknown: nil
        }
    }

    /// What NIMKit finds, for people: `the kit's own image`, `not found: no bubble image`.
    public var summary: String {
        switch self {
        case .kit: "the kit's own image"
        case .app: "found in the app's images"
        case .appNotSearched: "in the app's images, which this release never searches: no bubble image"
        case .nowhere: "found nowhere it looks: no bubble image"
        case .appUnknown: "not the kit's own; give the app's images with --assets to look there"
        }
    }

    /// Whether NIMKit draws no image for the name: it looks where the name is not, or nowhere holds it.
    public var drawsNothing: Bool { self == .nowhere || self == .appNotSearched }

    /// Whether `imageNamed:` may find an image by `name` as written: not empty, no spaces around it (it keeps
    /// them), no backslash (no path separator on iOS). Any other name resolves nowhere, whatever images there are.
    public static func mayFind<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> Bool {
        guard let first = name.first, let last = name.last else { return false }
        return !FoundationReading.isSpace(first) && !FoundationReading.isSpace(last)
            && !name.contains(UInt8(ascii: "\\"))
    }

    /// Whether NIMKit draws an image for the name.
    public var isFound: Bool {
        switch self {
        case .kit, .app: return true
        case .appNotSearched, .nowhere, .appUnknown: return false
        }
    }
}

extension ImageIndex {
    /// Resolves `name` in the order of `lookups`, the image lookups of the release's candidates (the schema's
    /// `x-image-lookup`, specialised). With several candidates a name any of them finds is found, and the app is
    /// asked first when any candidate asks it first; no lookups at all is `imageNamed:`'s plain behaviour.
    public func resolve(_ name: String, builtInImages: [String], lookups: [ImageLookup]) -> ImageResolution {
        let inKit = builtInImages.contains(Self.baseName(name)) || containsKitImage(name)
        let inApp = contains(name)
        let searchesApp = lookups.isEmpty || lookups.contains { $0.searchesApp }
        let appFirst = lookups.isEmpty || lookups.contains(.appThenKit)
        if inApp, searchesApp, appFirst || !inKit { return .app(file(named: name, inKit: false)) }
        if inKit { return .kit(file(named: name, inKit: true)) }
        if inApp { return .appNotSearched }
        return searchesApp && !knowsAppImages ? .appUnknown : .nowhere
    }
}
