/// What libxml2's walk of a file gave (or the plain reader's, which gives the same for the files it reads): the
/// located tree as far as it got, libxml2's objections, and whether the file holds something CoreFoundation may
/// read otherwise.
struct LocatedReading {
    /// The root is set whenever libxml2 reached `</plist>`, whatever it objected to on the way.
    var document: PlistDocument
    var diagnostics: [Diagnostic]
    var coreFoundationMayDiffer: Bool
    /// libxml2's objection to bytes that are not UTF-8, in a file whose XML declaration names an encoding
    /// CoreFoundation converts from: libxml2 is told to read every file as UTF-8 (so that positions are the
    /// file's bytes), where CoreFoundation, and libxml2 left to itself, read the declared encoding. CoreFoundation's
    /// verdict stands for it.
    var declaredEncodingObjection: Diagnostic? = nil
}

extension LocatedReading {
    /// Whether `other` is the same reading: the same findings, whether CoreFoundation must be asked, the markup
    /// around the tree, and the tree's every record, text and byte. The plain reader's reading of a file it takes
    /// must be libxml2's in this sense (`PlainReaderTests`, the fuzz target).
    func isSame(as other: LocatedReading) -> Bool {
        let (document, otherDocument) = (self.document, other.document)
        let sameRoot =
            switch (document.root, otherDocument.root) {
            case (nil, nil): true
            case (let root?, let otherRoot?):
                root.index == otherRoot.index && root.tree.hasSameValues(as: otherRoot.tree)
            default: false
            }
        return sameRoot && diagnostics == other.diagnostics && coreFoundationMayDiffer == other.coreFoundationMayDiffer
            && declaredEncodingObjection == other.declaredEncodingObjection
            && document.comments == otherDocument.comments
            && document.xmlDeclaration == otherDocument.xmlDeclaration && document.doctype == otherDocument.doctype
            && document.plistStartTag == otherDocument.plistStartTag
    }
}
