/// A reader of a file's text: it hands the file's elements, texts, comments and DOCTYPE, each at its place, to a
/// `PlistBuilder`, which builds the located tree and judges it as a property list.
///
/// Three read files. `PlainPlistReader` takes the files written the plain way settings files are, `LibXMLReader`
/// every other, and `CoreFoundationWalk` follows the grammar of NIMKit's loader where it reads a file otherwise
/// than libxml2.
protocol PlistEventSource {
    /// Whether this reader may take `source` at all, told before a builder sized to the file is made for it.
    static func mayRead(_ source: SourceFile) -> Bool

    /// Reads `source`, a file `mayRead` accepted, into `builder`; false where this reader leaves it to another.
    static func read(_ source: SourceFile, into builder: PlistBuilder) -> Bool
}

extension PlistEventSource {
    static func mayRead(_ source: SourceFile) -> Bool { true }

    /// The located reading of `source`; nil where this reader leaves the file to another.
    static func read(_ source: SourceFile) -> LocatedReading? {
        guard mayRead(source) else { return nil }
        let builder = PlistBuilder(source: source)
        return read(source, into: builder) ? builder.result() : nil
    }
}
