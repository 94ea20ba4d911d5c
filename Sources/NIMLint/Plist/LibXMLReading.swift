/// What libxml2's walk of a file gave: the located tree as far as it got, libxml2's objections, and whether the
/// file holds something CoreFoundation may read otherwise.
struct LibXMLReading {
    /// The root is set whenever libxml2 reached `</plist>`, whatever it objected to on the way.
    var document: PlistDocument
    var diagnostics: [Diagnostic]
    var loaderMayDiffer: Bool
}
