/// One report format written a file at a time: what goes before the first file, each file's part, and what goes
/// after the last, which is where the formats that print totals print them.
protocol StreamingReport {
    mutating func begin() -> String
    mutating func write(_ report: FileReport) -> String
    /// `uncheckedPaths` counts the paths that could not be checked; `walk` says where the walk looked.
    mutating func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String
}

extension StreamingReport {
    func begin() -> String { "" }
}

/// Writes a report in any format as the files come, handing the text to `output` piece by piece and keeping only
/// counts (and, for the formats whose header needs totals or whose document lists findings before the run's
/// metadata, those findings), so a run of any size holds no file's text once it is written. Nothing is written
/// before the first file or `finish`, so a run that stops early (a broken configuration) writes nothing.
public final class ReportStream {
    private var format: any StreamingReport
    private let output: (String) -> Void
    private var begun = false
    public private(set) var tally = ReportTally()

    public init(format: ReportFormat, options: ReportFormat.Options = .init(), output: @escaping (String) -> Void) {
        self.format = format.streaming(options)
        self.output = output
    }

    public func write(_ report: FileReport) {
        beginOnce()
        tally.add(report)
        let text = format.write(report)
        if !text.isEmpty { output(text) }
    }

    /// Ends the document; `uncheckedPaths` counts the paths that could not be checked (missing, unreadable), and
    /// `walk` (which a `text` summary of a run that found nothing shows) says where the walk looked.
    public func finish(uncheckedPaths: Int, walk: WalkRecord = WalkRecord()) {
        beginOnce()
        let text = format.end(tally, uncheckedPaths: uncheckedPaths, walk: walk)
        if !text.isEmpty { output(text) }
    }

    private func beginOnce() {
        guard !begun else { return }
        begun = true
        let text = format.begin()
        if !text.isEmpty { output(text) }
    }
}
