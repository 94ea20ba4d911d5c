/// Settles what NIMKit gets from a file libxml2 objects to, or that holds something CoreFoundation may read
/// otherwise: CoreFoundation's parser is NIMKit's loader, so its verdict decides whether the app gets any
/// settings, and its values are what the rules read.
enum LoaderReconciliation {
    /// Blanking one construct at a time; a settings file that needs more is read no further.
    static let repairLimit = 32

    static func reconcile(_ reading: LibXMLReading, source: SourceFile) -> ParseResult {
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
    private static func notLoaded(_ reading: LibXMLReading, reason: String, line: Int?, source: SourceFile) -> ParseResult {
        var document = reading.document
        document.root = nil
        let lineOf = { (diagnostic: Diagnostic) in source.location(of: diagnostic.range.start).line }
        let stopLine = line ?? 0
        let passed = reading.diagnostics.filter { lineOf($0) < stopLine - agreementLines }
        var rest = reading.diagnostics.filter { lineOf($0) >= stopLine - agreementLines }
        if rest.first.map({ line == nil || lineOf($0) <= stopLine + agreementLines }) != true {
            rest.insert(ParseRule.settingsNotLoaded.diagnostic(
                ParseRule.notLoaded + "CoreFoundation's parser says: " + reason, at: place(line: line, source: source)), at: 0)
        }
        rest[0].help.append(ParseRule.loadFailure)
        let diagnostics = (passed.map { tolerated($0, fileLoads: false) } + rest).sorted { $0.range < $1.range }
        return ParseResult(document: document, diagnostics: diagnostics)
    }

    /// How far apart the lines libxml2 and CoreFoundation name for one cause can be.
    private static let agreementLines = 2

    /// CoreFoundation names a line only; the finding covers that line's text.
    private static func place(line: Int?, source: SourceFile) -> SourceRange {
        guard let line, line >= 1, line <= source.lineCount else { return .empty(at: 0) }
        let range = source.lineRange(line)
        let start = source.text[range.start..<range.end].firstIndex { !MarkupScan.isWhitespace($0) } ?? range.start
        return SourceRange(start, range.end)
    }

    private static func loaded(_ reading: LibXMLReading, value: Any, source: SourceFile) -> ParseResult {
        var current = reading
        var objections = reading.diagnostics
        var text = source.text
        var repairs = 0
        // A fatal error leaves libxml2's tree short, or (a mismatched end tag closing the root) wrong.
        if current.fatalError != nil {
            LoaderMarkup.blankSkippedMarkup(&text)
            current = PlistParser.read(source, text: text)
            objections += current.diagnostics.filter { !objections.contains($0) }
        }
        while let fatal = current.fatalError, repairs < repairLimit,
            LoaderRepair.blank(&text, at: fatal) {
            repairs += 1
            current = PlistParser.read(source, text: text)
            objections += current.diagnostics.filter { !objections.contains($0) }
        }
        var document = current.document
        // The blanked copy lost them; they are the file's own.
        document.xmlDeclaration = reading.document.xmlDeclaration
        document.doctype = reading.document.doctype
            ?? MarkupScan.nearestIndex(of: Array("<!DOCTYPE".utf8), before: 0, in: source.text).flatMap { start in
                LoaderMarkup.doctypeEnd(from: start, in: source.text).map { SourceRange(start, $0) }
            }
        document.root = document.root.flatMap { LoaderValues.overlay($0, with: value) }
        let diagnostics = objections.sorted { $0.range < $1.range }.map { tolerated($0, fileLoads: true) }
        return ParseResult(document: document, diagnostics: diagnostics)
    }

    private static func tolerated(_ objection: Diagnostic, fileLoads: Bool) -> Diagnostic {
        let verdict = fileLoads
            ? "; NIMKit still loads the file (CoreFoundation's parser accepts it)"
            : "; CoreFoundation's parser, NIMKit's loader, gets past this"
        var diagnostic = ParseRule.toleratedMarkup.diagnostic(
            objection.message + verdict,
            at: objection.range, help: objection.help)
        diagnostic.help.append("xmllint and other XML tools reject it; Xcode, plutil -lint and NSDictionary accept it")
        return diagnostic
    }
}
