/// Settles what NIMKit gets from a file libxml2 objects to, or that holds something CoreFoundation may read
/// otherwise: CoreFoundation's parser is NIMKit's loader, so its verdict decides whether the app gets any
/// settings, and its values are what the rules read.
enum CoreFoundationSettlement {
    static func settle(_ reading: LocatedReading, source: SourceFile) -> ParseResult {
        switch CoreFoundationLoader.load(source.bytes) {
        case .rejected(let reason, let line):
            return notLoaded(reading, reason: reason, line: line, source: source)
        case .loaded(let value):
            if !reading.diagnostics.isEmpty, !(value is [String: Any]) {
                return notLoaded(reading, reason: "the root is not a dictionary", line: nil, source: source)
            }
            return loaded(reading, value: value, source: source)
        }
    }

    /// CoreFoundation reads a file from its start and stops at the first thing it refuses, on the line it names:
    /// libxml2's objections well before that line it got past; one near it (libxml2 reads a construct whole and
    /// may object a line or two from where CoreFoundation does) is the same cause, and libxml2 says exactly
    /// where; later ones stay errors of a file that is lost anyway.
    private static func notLoaded(_ reading: LocatedReading, reason: String, line: Int?, source: SourceFile)
        -> ParseResult
    {
        var document = reading.document
        document.root = nil
        let lineOf = { (diagnostic: Diagnostic) in source.location(of: diagnostic.range.start).line }
        let stopLine = line ?? 0
        let objections = reading.diagnostics.filter { $0 != reading.declaredEncodingObjection }
        let passed = objections.filter { lineOf($0) < stopLine - agreementLines }
        var rest = objections.filter { lineOf($0) >= stopLine - agreementLines }
        if rest.first.map({ line == nil || lineOf($0) <= stopLine + agreementLines }) != true {
            let refusal = CoreFoundationRefusal(
                reason: reason, line: line, source: source, doctype: reading.document.doctype)
            rest.insert(
                ParseRule.settingsNotLoaded.diagnostic(
                    ParseRule.notLoaded + refusal.message, at: refusal.range, help: refusal.help), at: 0)
        }
        rest[0].help.insertBeforeLibxml2sWords(ParseRule.loadFailure)
        let diagnostics = (passed.map { tolerated($0, fileLoads: false) } + rest).sorted { $0.range < $1.range }
        return ParseResult(document: document, diagnostics: diagnostics)
    }

    /// How far apart the lines libxml2 and CoreFoundation name for one cause can be.
    private static let agreementLines = 2

    /// The tree holds CoreFoundation's values; libxml2's objections stay, as warnings: the file loads. A file
    /// libxml2 read without objection has its whole tree already; one it objected to is read again along
    /// CoreFoundation's grammar (`CoreFoundationWalk`), and when the walk cannot follow CoreFoundation through
    /// it, keeps libxml2's verdict, since nimlint cannot say what NIMKit reads from it.
    private static func loaded(_ reading: LocatedReading, value: Any, source: SourceFile) -> ParseResult {
        guard let tree = reading.diagnostics.isEmpty ? reading : CoreFoundationWalk.read(source) else {
            return ParseResult(document: reading.document, diagnostics: reading.diagnostics)
        }
        var document = tree.document
        document.root = document.root.flatMap { CoreFoundationValues.overlay($0, with: value) }
        let objections = (reading.diagnostics + tree.diagnostics.filter { !reading.diagnostics.contains($0) })
            .filter { $0 != reading.declaredEncodingObjection }
        var diagnostics = objections.sorted { $0.range < $1.range }.map { tolerated($0, fileLoads: true) }
        if let blank = blankBeforeDeclaration(in: source), let first = diagnostics.first,
            first.range.start <= MarkupScan.xmlDeclaration(in: source.text, from: blank.end)?.end ?? blank.end
        {
            diagnostics[0].fix = Fix(
                safety: .safe, title: "remove the whitespace before <?xml", edits: [.delete(blank)])
        }
        return ParseResult(document: document, diagnostics: diagnostics)
    }

    /// Whitespace between the file's start (past a byte order mark) and `<?xml`: CoreFoundation skips it, so
    /// removing it is safe, and libxml2 then accepts the declaration.
    private static func blankBeforeDeclaration(in source: SourceFile) -> SourceRange? {
        let start = source.encoding == .utf8WithBOM ? 3 : 0
        let end = source.text[start...].firstIndex { !MarkupScan.isWhitespace($0) } ?? start
        guard end > start, source.text[end...].starts(with: Array("<?xml".utf8)) else { return nil }
        return SourceRange(start, end)
    }

    private static func tolerated(_ objection: Diagnostic, fileLoads: Bool) -> Diagnostic {
        let verdict =
            fileLoads
            ? "; NIMKit still loads the file (CoreFoundation's parser accepts it)"
            : "; CoreFoundation's parser, NIMKit's loader, gets past this"
        var diagnostic = ParseRule.toleratedMarkup.diagnostic(
            objection.message + verdict,
            at: objection.range, help: objection.help, related: objection.related)
        // libxml2's objections are to the XML itself, which xmllint rejects as well; the plist reader's are to a value
        // in well-formed XML, which xmllint accepts: there only the property-list grammar differs.
        diagnostic.help.insertBeforeLibxml2sWords(
            objection.rule == ParseRule.xmlSyntax.rawValue ? Self.xmlToolsReject : Self.propertyListGrammarDiffers)
        return diagnostic
    }

    static let xmlToolsReject = "xmllint and other XML tools reject it; Xcode, plutil -lint and NSDictionary accept it"
    static let propertyListGrammarDiffers =
        "this is well-formed XML (xmllint accepts it): only the property-list "
        + "grammar differs, and CoreFoundation's, which Xcode, plutil -lint and NSDictionary share, accepts it"
}
