/// Everything nimlint has to say about one file.
public struct FileReport: Sendable {
    /// The path as the user gave or discovered it.
    public var path: String
    /// The schema the file was checked against (`NIMKitBubbleSetting`), nil when none applied.
    public var schema: String?
    /// The file's text, nil when it could not be read.
    public var source: SourceFile?
    public var diagnostics: [Diagnostic]
    /// The XML comments the parser read, where inline suppressions live.
    public var comments: [PlistComment]
    /// Where each dict entry runs, key through value, so a suppression above a key covers the whole entry; kept
    /// only for a file with a `nimlint-disable-next-line` comment.
    var entrySpans: [SourceRange] = []
    /// The NIMKit release the file was judged by; nil when no schema applied.
    public var nimkit: NIMKitRelease?
    /// Whether a finding would differ under another of the releases `nimkit` leaves open (see `NIMKitRelease.note`).
    public var dependsOnUnsettledRelease = false
    /// The dictionary NIMKit loads from the file, CoreFoundation's values: kept only when the check was asked to
    /// (`CheckRequest.keepsLoadedTrees`), and nil when NIMKit loads nothing from the file.
    public var loaded: PlistNode?

    public init(
        path: String, schema: String?, source: SourceFile?, diagnostics: [Diagnostic], comments: [PlistComment] = []
    ) {
        self.path = FileSystemPath.displayed(path)
        self.schema = schema
        self.source = source
        self.diagnostics = diagnostics
        self.comments = comments
    }

    public func count(_ severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity }
    }

    /// Where a range starts and ends, as a person and the JSON report count it.
    public func location(of range: SourceRange) -> (start: SourceLocation, end: SourceLocation) {
        guard let source else {
            let origin = SourceLocation(line: 1, column: 1, offset: 0)
            return (origin, origin)
        }
        return source.locations(of: range)
    }
}
