/// Where `UIImage nim_imageInKit:` looks a bubble image name up, in order. Releases differ (see the schema's
/// `x-image-lookup`): 1.0.0–1.1.1 look only in the kit's `NIMKitResource.bundle`; later ones fall back to the app
/// (main bundle and asset catalogs), some asking the kit first and some the app first.
public enum ImageLookup: String, Sendable, Hashable, CaseIterable {
    case kitOnly = "kit"
    case kitThenApp = "kit,app"
    case appThenKit = "app,kit"

    /// From the schema's `"search"` list.
    public init?(search: [String]) {
        self.init(rawValue: search.joined(separator: ","))
    }

    /// Whether a name missing from the kit's bundle can still come from the app.
    public var searchesApp: Bool { self != .kitOnly }

}

/// A behaviour that differs by release, with the releases it applies to.
public struct ReleaseBound<Value: Sendable & Hashable>: Sendable, Hashable {
    public var releases: ReleaseSpan
    public var value: Value

    public init(_ releases: ReleaseSpan, _ value: Value) {
        self.releases = releases
        self.value = value
    }
}
