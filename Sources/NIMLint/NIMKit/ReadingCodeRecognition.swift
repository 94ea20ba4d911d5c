import Foundation

/// Which releases a vendored copy of NIMKit's reading code belongs to, recognised by what it reads: the keys
/// that only some releases read (the schemas' `x-releases`) and how `nim_imageInKit:` looks images up (the
/// schemas' `x-image-lookup`). Releases that share one reading file cannot be told apart, so the answer is a
/// set of candidates.
enum ReadingCodeRecognition {
    /// The plist-era releases whose reading matches `readingCode` (`NIMKitUIConfig.m`) and, when given,
    /// `imageCode` (`UIImage+NIM.m` or `UIImage+NIMKit.m`); empty when none matches (code changed by the app).
    static func releases(readingCode: String, imageCode: String?) -> [NIMKitVersion] {
        let keys = releaseDependentKeys
        let read = Set(keys.filter { readingCode.contains("@\"\($0.name)\"") }.map(\.name))
        var candidates = NIMKitVersion.plistEra.filter { version in
            Set(keys.filter { $0.releases.contains(version) }.map(\.name)) == read
        }
        if let imageCode, let lookup = imageLookup(in: imageCode) {
            let matching = candidates.filter { version in
                imageLookups.contains { $0.releases.contains(version) && $0.value == lookup }
            }
            if !matching.isEmpty { candidates = matching }
        }
        return candidates
    }

    /// Every property of the built-in schemas, each shared definition visited once.
    private static let builtInProperties: [(name: String, node: SchemaNode)] = {
        var found: [(name: String, node: SchemaNode)] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ node: SchemaNode) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            for name in node.propertyOrder {
                guard let child = node.properties[name] else { continue }
                found.append((name, child))
                visit(child)
            }
        }
        SettingsKind.allCases.forEach { visit(SettingsSchema.builtIn($0).root) }
        return found
    }()

    /// Keys of the built-in schemas that only some releases read.
    private static let releaseDependentKeys: [(name: String, releases: ReleaseSpan)] =
        builtInProperties.compactMap { property in property.node.releases.map { (property.name, $0) } }

    /// The image lookups the built-in schemas state.
    private static let imageLookups: [ReleaseBound<ImageLookup>] = builtInProperties.flatMap(\.node.imageLookups)

    /// The order in which `nim_imageInKit:` asks `imageNamed:` for the kit's path (`name`) and the bare name
    /// (`imageName`).
    static func imageLookup(in code: String) -> ImageLookup? {
        guard let start = code.range(of: "nim_imageInKit:(NSString *)imageName") else { return nil }
        let body = code[start.upperBound...].prefix { $0 != "}" }
        let kit = body.range(of: "imageNamed:name]")?.lowerBound
        let app = body.range(of: "imageNamed:imageName]")?.lowerBound
        switch (kit, app) {
        case (.some, nil): return .kitOnly
        case let (.some(kit), .some(app)): return kit < app ? .kitThenApp : .appThenKit
        default: return nil
        }
    }
}
