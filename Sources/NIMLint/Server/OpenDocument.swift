import Foundation

/// A settings file as the editor holds it: its text (which may differ from the disk), kept in step with the
/// client's changes.
struct OpenDocument {
    let uri: String
    /// The file-system path of a `file:` URI; nil for an unsaved buffer (`untitled:`).
    let path: String?
    var version: Int?
    private(set) var source: SourceFile

    init(uri: String, text: String, version: Int?) {
        self.uri = uri
        self.path = Self.path(ofURI: uri)
        self.version = version
        self.source = SourceFile(path: path ?? uri, string: text)
    }

    /// Whether nimlint checks the document: a settings file or a near miss of one (by name, as on the command
    /// line), or another property list, whose parse is checked. Other XML an editor hands over is left alone, so
    /// a client attached to every XML file shows nothing on a layout or a manifest.
    var isChecked: Bool {
        let path = source.path
        return SettingsKind.meant(by: path) != nil
            || path.hasSuffix(".plist")
    }

    /// The whole text replaced (full sync, or a change without a range).
    mutating func replaceText(_ text: String) {
        source = SourceFile(path: source.path, string: text)
    }

    /// `range` (in `encoding`) replaced with `text` (incremental sync).
    mutating func replace(from start: LSPPosition, to end: LSPPosition, with text: String, encoding: PositionEncoding) {
        let startOffset = encoding.offset(of: start, in: source)
        let endOffset = max(startOffset, encoding.offset(of: end, in: source))
        var bytes = source.text
        bytes.replaceSubrange(startOffset..<endOffset, with: Array(text.utf8))
        source = SourceFile(path: source.path, bytes: bytes)
    }

    /// The path a `file:` URI names, percent-escapes decoded.
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The `file:` URI of a path, as clients spell them.
    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
