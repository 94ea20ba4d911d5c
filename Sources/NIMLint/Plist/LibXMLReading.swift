/// What libxml2's walk of a file gave (or the plain reader's, which gives the same for the files it reads): the
/// located tree as far as it got, libxml2's objections, and whether the file holds something CoreFoundation may
/// read otherwise.
struct LibXMLReading {
    /// The root is set whenever libxml2 reached `</plist>`, whatever it objected to on the way.
    var document: PlistDocument
    var diagnostics: [Diagnostic]
    var loaderMayDiffer: Bool
    /// libxml2's objection to bytes that are not UTF-8, in a file whose XML declaration names an encoding
    /// CoreFoundation converts from: libxml2 is told to read every file as UTF-8 (so that positions are the
    /// file's bytes), where CoreFoundation, and libxml2 left to itself, read the declared encoding. CoreFoundation's
    /// verdict stands for it.
    var declaredEncodingObjection: Diagnostic? = nil
}
