import Foundation

extension SettingsSchema {
    /// The schema as `release` reads it: keys no candidate release reads move from `properties` to
    /// `unreadProperties` (so they are unknown, or dead, to the rules), only keys every candidate reads stay
    /// `required`, and only the image lookups of the candidates remain. With every plist-era release as
    /// candidates this is the lenient union: a key some release reads is known, one only some need is optional.
    public func specialized(for release: NIMKitRelease) -> SettingsSchema {
        var copy = self
        copy.root = SpecializedSchemas.shared.root(of: self, for: release)
        return copy
    }

    /// Whether any candidate of `release` reads this settings file at all (the root's `x-releases`).
    public func isRead(by release: NIMKitRelease) -> Bool {
        release.anyReads(root.releases)
    }
}

/// Each schema specialised once per set of candidate releases: thousands of files share a handful of releases.
private final class SpecializedSchemas: @unchecked Sendable {
    static let shared = SpecializedSchemas()

    private struct Key: Hashable {
        var root: ObjectIdentifier
        var candidates: [NIMKitVersion]
    }

    private let lock = NSLock()
    /// The original root is kept beside its specialisation so that its identifier is never reused.
    private var roots: [Key: (original: SchemaNode, specialized: SchemaNode)] = [:]
    /// The last specialisation asked for of each root: the files of a run mostly ask for one per kind (a folder's
    /// global and bubble files in turn), which compares its releases without hashing them.
    private var last: [ObjectIdentifier: (candidates: [NIMKitVersion], specialized: SchemaNode)] = [:]

    func root(of schema: SettingsSchema, for release: NIMKitRelease) -> SchemaNode {
        let key = Key(root: ObjectIdentifier(schema.root), candidates: release.candidates)
        let known = lock.withLock { () -> SchemaNode? in
            if let last = last[key.root], last.candidates == key.candidates { return last.specialized }
            guard let known = roots[key] else { return nil }
            last[key.root] = (key.candidates, known.specialized)
            return known.specialized
        }
        if let known { return known }
        var specializer = Specializer(release: release)
        let specialized = specializer.specialize(schema.root)
        lock.withLock { roots[key] = (schema.root, specialized) }
        return specialized
    }
}

private struct Specializer {
    let release: NIMKitRelease
    /// Shared definitions (`$defs`) are one node in many places: specialise each once.
    private var done: [ObjectIdentifier: SchemaNode] = [:]

    init(release: NIMKitRelease) {
        self.release = release
    }

    mutating func specialize(_ node: SchemaNode) -> SchemaNode {
        if let known = done[ObjectIdentifier(node)] { return known }
        var draft = SchemaNode.Draft(node)
        draft.properties = [:]
        draft.propertyOrder = []
        draft.unreadProperties = [:]
        for name in node.propertyOrder {
            guard let child = node.properties[name] else { continue }
            if release.anyReads(child.releases) {
                draft.properties[name] = specialize(child)
                draft.propertyOrder.append(name)
            } else {
                draft.unreadProperties[name] = child
            }
        }
        draft.required = node.required.filter { release.allRead(node.properties[$0]?.releases) }
        draft.imageLookups = node.imageLookups.filter { release.anyReads($0.releases) }
        let specialized = SchemaNode(draft)
        done[ObjectIdentifier(node)] = specialized
        return specialized
    }
}
