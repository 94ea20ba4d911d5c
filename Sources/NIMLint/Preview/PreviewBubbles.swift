/// A bubble setting's image as NIMKit loads it: the name resolved by `ImageIndex.resolve`, the lookup the
/// `missing-image` rule judges, in the order of the release in force (the schema's `x-image-lookup`).
struct PreviewBubbles {
    /// The asset folders' images; nil without asset folders, when nothing can be drawn.
    let images: ImageIndex?

    /// The image of one bubble state (`{Name, Insets}`), judged by that state's schema node as the release in
    /// force specialises it.
    func image(_ node: PlistNode?, schema: SchemaNode?) -> ChatPreview.BubbleImage {
        let name = node?.entry("Name")?.value.stringValue
        var bubble = ChatPreview.BubbleImage(
            name: name, capInsets: PreviewValues.insets(node?.entry("Insets")?.value), image: nil, missing: nil)
        guard let name else {
            bubble.missing = "no image name: no bubble image"
            return bubble
        }
        guard let images else {
            bubble.missing = "give the folder of the bubble images with --assets to draw them"
            return bubble
        }
        let quoted = "“\(name)”"
        let nameSchema = schema?.properties["Name"]
        let resolution = images.resolve(
            name, builtInImages: nameSchema?.builtInImages ?? [], lookups: nameSchema?.imageLookups.map(\.value) ?? [])
        switch resolution {
        case .kit(let file?), .app(let file?):
            bubble.image = PreviewImage(file)
            if bubble.image == nil { bubble.missing = "\(quoted): \(file.path) cannot be read" }
        case .kit(nil):
            bubble.missing = "\(quoted) is the kit's own image: give the folder holding NIMKitResource.bundle with --assets to draw it"
        case .app(nil):
            bubble.missing = "\(quoted) is in the asset folders, but not as a PNG file the page can show"
        case .appNotSearched:
            bubble.missing = "\(quoted) is in the asset folders, but this release looks only in NIMKitResource.bundle: no bubble image"
        case .nowhere:
            bubble.missing = "\(quoted) is not in the asset folders: no bubble image"
        }
        return bubble
    }
}
