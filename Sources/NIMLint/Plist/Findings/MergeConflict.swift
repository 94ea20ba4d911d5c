/// The markers an unfinished merge leaves in a file: git's `<<<<<<< ours`, `||||||| base` (diff3's), `=======` and
/// `>>>>>>> theirs`, each seven characters at a line's start, the outer ones followed by a space and a label or by
/// the line's end, `=======` by the line's end. libxml2 names what it meets there as XML (`StartTag: invalid
/// element name`, `Extra content at the end of the document`); the parser's findings on such a line say it is a
/// merge left unfinished instead, and the file's first finding lists every marker. Only a file with an outer
/// marker is taken for a merge's.
enum MergeConflict {
    struct Marker: Equatable {
        /// 1-based.
        var line: Int
        var range: SourceRange
        /// The character the marker repeats.
        var kind: UInt8

        /// `<<<<<<<` or `>>>>>>>`: a line of seven `=` alone may be a string's own text.
        var isOuter: Bool { kind == UInt8(ascii: "<") || kind == UInt8(ascii: ">") }
    }

    /// The parse findings, those that start on a marker line put in the merge's terms and covering the marker.
    static func explain(_ diagnostics: [Diagnostic], in source: SourceFile) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        let markers = markers(in: source)
        guard markers.contains(where: \.isOuter) else { return diagnostics }
        var explained = diagnostics
        var listed = false
        for index in explained.indices {
            let line = source.location(of: explained[index].range.start).line
            guard let marker = markers.first(where: { $0.line == line }) else { continue }
            explained[index].message =
                "unresolved merge conflict at `\(shown(marker, in: source))`: " + explained[index].message
            explained[index].range = marker.range
            if !listed {
                explained[index].help.insert(listing(markers), at: 0)
                listed = true
            }
        }
        if !listed { explained[0].help.insert(listing(markers), at: 0) }
        return explained
    }

    /// Line by line as the source's line table has them (a byte order mark is no part of the first).
    static func markers(in source: SourceFile) -> [Marker] {
        let text = source.text
        var markers: [Marker] = []
        for line in 1...source.lineCount {
            let range = source.lineRange(line)
            let bytes = text[range.start..<range.end]
            guard isMarker(bytes) else { continue }
            // A marker starts with a visible byte, so the trailing space ends there at the latest.
            var visibleEnd = range.end
            while MarkupScan.isWhitespace(text[visibleEnd - 1]) { visibleEnd -= 1 }
            markers.append(Marker(line: line, range: SourceRange(range.start, visibleEnd), kind: text[range.start]))
        }
        return markers
    }

    private static let markerLength = 7

    private static func isMarker(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, line.count >= markerLength,
            [UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(first),
            line.prefix(markerLength).allSatisfy({ $0 == first })
        else { return false }
        let rest = line.dropFirst(markerLength)
        if first == UInt8(ascii: "=") { return rest.allSatisfy(MarkupScan.isWhitespace) }
        return rest.first.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? true
    }

    /// The marker as written, its label cut short past 40 characters.
    private static func shown(_ marker: Marker, in source: SourceFile) -> String {
        let text = source.string(in: marker.range)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// "an unfinished merge left conflict markers on lines 7, 10 and 14: …"
    private static func listing(_ markers: [Marker]) -> String {
        let shownCount = 6
        var lines = markers.prefix(shownCount).map { String($0.line) }
        if markers.count > shownCount { lines.append("\(markers.count - shownCount) more") }
        let list =
            lines.count == 1
            ? "line " + lines[0]
            : "lines " + lines.dropLast().joined(separator: ", ") + " and " + lines[lines.count - 1]
        return "an unfinished merge left conflict markers on \(list): keep the lines meant from each side, then delete "
            + "the markers"
    }
}
