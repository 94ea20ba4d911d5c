/// A parsed settings file as the rules see it: its tree, its schema, and every value paired with the part of
/// the schema that describes it. What several rules read is derived here once per file.
final class SettingsFile {
    let document: PlistDocument
    let kind: SettingsKind
    let schema: SettingsSchema
    let configuration: Configuration
    let images: ImageIndex?
    /// The release that reads the file; `schema` is already specialised for it.
    let release: NIMKitRelease
    /// Whether that release reads this settings file at all (releases after 2.0.0 read no plist).
    let isRead: Bool
    /// Each value NIMKit reads, in document order, with its schema.
    let visits: SchemaVisits
    /// The string values whose schema gives them a format, in document order, with their text, leaving out those no
    /// rule speaks of: insets and colors written as NIMKit's own files write them (`InsetsString.isCanonical`,
    /// `HexColor.isCanonical`), and without asset folders to look image names up in, the names imageNamed: may
    /// find (`ImageResolution.mayFind`). Those are told by their bytes, without a `String` each.
    let insetsStrings: [(visit: SchemaVisit, text: String, insets: InsetsString)]
    let colorStrings: [(visit: SchemaVisit, text: String)]
    let imageNameStrings: [(visit: SchemaVisit, text: String)]
    /// The values whose type is not the one their schema names (see `ValueReading`), in document order.
    let mistypedVisits: [SchemaVisit]
    /// Whether NIMKit loads the file: it has the exact name of the settings file it is checked as. A misnamed file,
    /// or one checked as the file its content shows, is never loaded.
    var isLoadedByName: Bool { SettingsKind.named(source.path) == kind }
    /// What NIMKit applies from this file and the folder's other one; set by the linter before any rule runs.
    var folderModel: FolderModel!

    init(
        document: PlistDocument, kind: SettingsKind, schema: SettingsSchema, configuration: Configuration,
        images: ImageIndex?, release: NIMKitRelease
    ) {
        self.document = document
        self.kind = kind
        let schema = schema.specialized(for: release)
        self.schema = schema
        self.release = release
        isRead = schema.isRead(by: release)
        self.configuration = configuration
        self.images = images
        let visits = SchemaVisits(document.root, schema: schema.root)
        self.visits = visits
        var insets: [(visit: SchemaVisit, text: String, insets: InsetsString)] = []
        var colors: [(visit: SchemaVisit, text: String)] = []
        var imageNames: [(visit: SchemaVisit, text: String)] = []
        var mistyped: [SchemaVisit] = []
        for visit in visits {
            if !ValueReading.typeFits(visit) { mistyped.append(visit) }
            guard let format = visit.schema.format,
                visit.node.withStringBytes({ Self.noRuleSpeaks(of: $0, format: format, images: images) }) == false,
                let text = visit.node.stringValue
            else { continue }
            switch format {
            case .insets: insets.append((visit, text, InsetsString(text)))
            case .color: colors.append((visit, text))
            case .imageName: imageNames.append((visit, text))
            }
        }
        (insetsStrings, colorStrings, imageNameStrings, mistypedVisits) = (insets, colors, imageNames, mistyped)
    }

    var source: SourceFile { document.source }

    private static func noRuleSpeaks(of bytes: UnsafeBufferPointer<UInt8>, format: ValueFormat, images: ImageIndex?)
        -> Bool
    {
        switch format {
        case .insets: return InsetsString.isCanonical(bytes)
        case .color: return HexColor.isCanonical(bytes)
        case .imageName: return images == nil && ImageResolution.mayFind(bytes)
        }
    }

    /// Whether the verdict on this file would differ between the releases it may be read by, when the release
    /// is not known exactly: it holds a key only some of them read, or (with asset folders) an image name their
    /// lookups treat differently. Only then is it worth saying that the release is unknown.
    var dependsOnUnsettledRelease: Bool {
        guard release.version == nil else { return false }
        return visits.having(.releaseBound).contains { !release.allRead($0.schema.releases) }
            || (images != nil
                && imageNameStrings.contains { Set($0.visit.schema.imageLookups.map(\.value.searchesApp)).count > 1 })
    }

    /// The text between a value's tags exactly as written, when it is also the value (no entity, character
    /// reference or CDATA): only then can a fix rewrite it in place.
    func literalText(of node: PlistNode) -> String? {
        guard let value = node.stringValue else { return nil }
        return source.string(in: node.content) == value ? value : nil
    }
}

extension SettingsFile {
    /// The settings NIMKit reads from the value at `range` of this file, as the settings model says; none for a
    /// file its release never reads.
    func settings(readFrom range: SourceRange) -> [AppliedSetting] {
        isRead ? folderModel.applied.settings(overlapping: range, in: source.path) : []
    }

    /// A finding about the value at `range` whose message ends in what the app gets from it, as the settings model
    /// says (`Consequence`), and as bad as that is, but never below `least` (a value NIMKit reads otherwise than
    /// it looks is at least a warning); `otherwise` ends the message when NIMKit reads no setting from the value.
    func diagnostic(
        _ rule: RuleDescription, _ finding: String, at range: SourceRange, least: Severity,
        otherwise: String = "no setting NIMKit applies comes from it",
        help: [String] = [], fix: Fix? = nil
    ) -> Diagnostic {
        let settings = settings(readFrom: range)
        let effect = Consequence.sentence(settings) ?? otherwise
        var diagnostic = rule.diagnostic(
            "\(finding): \(effect)", at: range, severity: max(least, Consequence.severity(settings) ?? least),
            help: help, fix: fix)
        diagnostic.consequences = settings
        return diagnostic
    }
}
