/// NSDictionary reads a plist without its XML declaration or DOCTYPE, but Xcode and plutil always write both,
/// and other tools use them to recognise a property list. Style only, off by default.
enum MissingDoctypeRule: LintRule {
    static let description = RuleDescription(
        id: "missing-doctype", defaultSeverity: .warning, enabledByDefault: false,
        summary: "No XML declaration or plist DOCTYPE (style, off by default)",
        explanation: """
            NIMKit's NSDictionary reads a property list without `<?xml …?>` and `<!DOCTYPE plist …>`, so this \
            is style: Xcode, plutil and NIMKit's own files carry both, and editors and diff tools use them to \
            recognise the file. The safe fix inserts the missing line.
            """,
        triggeringExamples: [
            RuleExample(.global, "↓↓<plist version=\"1.0\">\n<dict/>\n</plist>\n"),
            RuleExample(
                .global, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n↓<plist version=\"1.0\">\n<dict/>\n</plist>\n"),
        ],
        nonTriggeringExamples: [RuleExample.plist(.global, "")],
        corrections: [
            RuleCorrection(
                .global, before: "<plist version=\"1.0\">\n<dict/>\n</plist>\n",
                after: RuleExample.plistHeader + "<dict/>\n</plist>\n")
        ])

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    static let doctype =
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        let document = file.document
        // A binary or old-style file has no place for either; converting it to XML writes both.
        guard document.format == .xml else { return [] }
        let source = file.source
        let textStart = source.encoding == .utf8WithBOM ? 3 : 0
        var diagnostics: [Diagnostic] = []
        if document.xmlDeclaration == nil {
            let line =
                declaration.replacingOccurrences(of: "UTF-8", with: source.encoding.declaredName) + source.lineEnding
            diagnostics.append(
                description.diagnostic(
                    "no XML declaration: Xcode and plutil start every plist with \(declaration)",
                    at: .empty(at: textStart),
                    fix: Fix(safety: .safe, title: "insert the XML declaration", edits: [.insert(line, at: textStart)]))
            )
        }
        if document.doctype == nil, let plist = document.plistStartTag {
            diagnostics.append(
                description.diagnostic(
                    "no plist DOCTYPE before <plist>: Xcode and plutil write one", at: .empty(at: plist.start),
                    fix: Fix(
                        safety: .safe, title: "insert the plist DOCTYPE",
                        edits: [.insert(doctype + source.lineEnding, at: plist.start)])))
        }
        return diagnostics
    }
}
