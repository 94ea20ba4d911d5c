/// What a settings file's value must look like, in the schema vocabulary of `schemas/README.md`, with every
/// `$ref` already resolved. A class, so the many visits of a lint run share one node instead of copying it.
public final class SchemaNode: Sendable {
    /// The plist type NIMKit reads; nil accepts any. `real` also accepts `<integer>`, since NIMKit reads it
    /// with `floatValue` or `doubleValue`, which every NSNumber answers.
    public let type: PlistType?
    public let description: String?
    public let descriptionChinese: String?
    public let properties: [String: SchemaNode]
    /// `properties` again, for the schema walk's lookups.
    let propertyTable: PropertyTable
    /// The property names in schema order, for suggestions and documentation.
    public let propertyOrder: [String]
    public let required: [String]
    /// What the rules look for in the values this node describes, so that they pass the others by.
    let traits: VisitTraits
    /// For each of `required`, its bit in the properties a schema walk finds in a dict (see `SchemaVisit`); 0
    /// where the walk does not track it, beyond the first 64 properties.
    let requiredBits: [UInt64]
    /// The bits of `requiredBits` together, and whether every required key has one, so that one mask says
    /// whether a dict holds them all.
    let requiredMask: UInt64
    let tracksEveryRequiredKey: Bool
    public let additionalProperties: Bool
    public let allowedValues: [SchemaValue]?
    public let bounds: NumberBounds
    public let format: ValueFormat?
    public let isDeprecated: Bool
    public let deprecation: String?
    /// Image names NIMKit ships in `NIMKitResource.bundle` (`x-built-in-images`).
    public let builtInImages: [String]
    /// The keys of this dict are message types (`x-message-types`).
    public let keysAreMessageTypes: Bool
    /// The releases that read this key (`x-releases`); nil: every release.
    public let releases: ReleaseSpan?
    /// How each range of releases looks an image name up (`x-image-lookup`).
    public let imageLookups: [ReleaseBound<ImageLookup>]
    /// The method NIMKit reads the value with (`x-read-as`): `doubleValue`, `integerValue`, …
    public let readAs: String?
    /// In a schema specialised for a release (`SettingsSchema.specialized(for:)`): the keys of `properties` that
    /// release does not read, which are therefore absent from `properties`.
    public let unreadProperties: [String: SchemaNode]
    /// The value NIMKit's own default file gives the key (`x-default`), the same in every release that ships it.
    public let defaultValue: SchemaValue?

    public init(_ draft: Draft) {
        type = draft.type
        description = draft.description
        descriptionChinese = draft.descriptionChinese
        properties = draft.properties
        let propertyTable = PropertyTable(draft.properties)
        self.propertyTable = propertyTable
        propertyOrder = draft.propertyOrder
        required = draft.required
        requiredBits = draft.required.map { name in propertyTable.position(of: name).map(PropertyTable.bit(at:)) ?? 0 }
        requiredMask = requiredBits.reduce(0, |)
        tracksEveryRequiredKey = !requiredBits.contains(0)
        additionalProperties = draft.additionalProperties
        allowedValues = draft.allowedValues
        bounds = draft.bounds
        format = draft.format
        isDeprecated = draft.isDeprecated
        deprecation = draft.deprecation
        builtInImages = draft.builtInImages
        keysAreMessageTypes = draft.keysAreMessageTypes
        releases = draft.releases
        imageLookups = draft.imageLookups
        readAs = draft.readAs
        unreadProperties = draft.unreadProperties
        defaultValue = draft.defaultValue
        var traits: VisitTraits = []
        if draft.type == .dict, !draft.required.isEmpty { traits.insert(.requiredKeys) }
        if draft.type == .dict, !draft.additionalProperties { traits.insert(.closedKeys) }
        if draft.type == .dict, draft.keysAreMessageTypes { traits.insert(.messageTypes) }
        if draft.isDeprecated || !draft.unreadProperties.isEmpty { traits.insert(.deprecations) }
        if draft.allowedValues != nil || !draft.bounds.isEmpty { traits.insert(.numberChecks) }
        if draft.releases != nil { traits.insert(.releaseBound) }
        self.traits = traits
    }

    /// A schema node under construction, keyword by keyword.
    public struct Draft: Sendable {
        public var type: PlistType?
        public var description: String?
        public var descriptionChinese: String?
        public var properties: [String: SchemaNode] = [:]
        public var propertyOrder: [String] = []
        public var required: [String] = []
        public var additionalProperties = true
        public var allowedValues: [SchemaValue]?
        public var bounds = NumberBounds()
        public var format: ValueFormat?
        public var isDeprecated = false
        public var deprecation: String?
        public var builtInImages: [String] = []
        public var keysAreMessageTypes = false
        public var releases: ReleaseSpan?
        public var imageLookups: [ReleaseBound<ImageLookup>] = []
        public var readAs: String?
        public var unreadProperties: [String: SchemaNode] = [:]
        public var defaultValue: SchemaValue?

        public init(type: PlistType? = nil) {
            self.type = type
        }

        /// A draft starting from `node`'s keywords, which a `$ref`'s neighbours then override.
        public init(_ node: SchemaNode) {
            type = node.type
            description = node.description
            descriptionChinese = node.descriptionChinese
            properties = node.properties
            propertyOrder = node.propertyOrder
            required = node.required
            additionalProperties = node.additionalProperties
            allowedValues = node.allowedValues
            bounds = node.bounds
            format = node.format
            isDeprecated = node.isDeprecated
            deprecation = node.deprecation
            builtInImages = node.builtInImages
            keysAreMessageTypes = node.keysAreMessageTypes
            releases = node.releases
            imageLookups = node.imageLookups
            readAs = node.readAs
            unreadProperties = node.unreadProperties
            defaultValue = node.defaultValue
        }
    }
}

/// A value listed by `enum`.
public enum SchemaValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)

    init?(_ json: LocatedJSON) {
        switch json.value {
        case .string(let string): self = .string(string)
        case .number(let number): self = .number(number)
        case .bool(let bool): self = .bool(bool)
        default: return nil
        }
    }

    /// The value as a plist element of `type`: `<integer>20</integer>`, `<string>…</string>`, `<true/>`.
    func plistElement(as type: PlistType?) -> String {
        switch self {
        case .string(let string): return "<string>\(string)</string>"
        case .number(let number):
            let tag = type == .integer || (type == .real && number.rounded() == number) ? "integer" : "real"
            return "<\(tag)>\(NumberBounds.format(number))</\(tag)>"
        case .bool(let bool): return bool ? "<true/>" : "<false/>"
        }
    }

    public var description: String {
        switch self {
        case .string(let string): return "'\(string)'"
        case .number(let number): return NumberBounds.format(number)
        case .bool(let bool): return bool ? "<true/>" : "<false/>"
        }
    }
}

/// String formats NIMKit parses itself.
public enum ValueFormat: String, Sendable, CaseIterable {
    /// `UIEdgeInsetsFromString`: `{top,left,bottom,right}`.
    case insets
    /// NIMKit's hex reader: `#RRGGBB`.
    case color
    /// `UIImage imageNamed:`.
    case imageName = "image-name"
}

/// Hard bounds (outside them NIMKit misbehaves: an error) and a recommended range (a warning).
public struct NumberBounds: Sendable, Hashable {
    public var minimum: Double?
    public var maximum: Double?
    public var exclusiveMinimum: Double?
    public var exclusiveMaximum: Double?
    public var recommendedMinimum: Double?
    public var recommendedMaximum: Double?

    public init(
        minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil,
        exclusiveMaximum: Double? = nil, recommendedMinimum: Double? = nil, recommendedMaximum: Double? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.recommendedMinimum = recommendedMinimum
        self.recommendedMaximum = recommendedMaximum
    }

    public var isEmpty: Bool { self == NumberBounds() }

    /// These bounds with every limit `override` sets replacing this one's.
    public func overridden(by override: NumberBounds) -> NumberBounds {
        NumberBounds(
            minimum: override.minimum ?? minimum, maximum: override.maximum ?? maximum,
            exclusiveMinimum: override.exclusiveMinimum ?? exclusiveMinimum,
            exclusiveMaximum: override.exclusiveMaximum ?? exclusiveMaximum,
            recommendedMinimum: override.recommendedMinimum ?? recommendedMinimum,
            recommendedMaximum: override.recommendedMaximum ?? recommendedMaximum)
    }

    /// `14`, not `14.0`; `0.5` stays.
    public static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// What makes the values a schema node describes worth a rule's look: a rule asks `SchemaVisits` for the visits
/// with its trait instead of looking at every value of every file.
struct VisitTraits: OptionSet, Sendable, BitwiseCopyable {
    let rawValue: UInt8

    /// A dict with keys it must hold (`missing-key`).
    static let requiredKeys = VisitTraits(rawValue: 1 << 0)
    /// A dict whose keys the schema lists all of (`unknown-key`).
    static let closedKeys = VisitTraits(rawValue: 1 << 1)
    /// A dict whose keys are message types (`unknown-message-type`).
    static let messageTypes = VisitTraits(rawValue: 1 << 2)
    /// Deprecated, or holding keys the release in force no longer reads (`deprecated-key`).
    static let deprecations = VisitTraits(rawValue: 1 << 3)
    /// A number with bounds or allowed values (`out-of-range`).
    static let numberChecks = VisitTraits(rawValue: 1 << 4)
    /// Read by some releases only (whether a file's verdict depends on a release not known exactly).
    static let releaseBound = VisitTraits(rawValue: 1 << 5)
}
