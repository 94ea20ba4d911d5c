/// NIMKit loads each settings file with `NSDictionary dictionaryWithContentsOfFile:`, which returns nil for a
/// property list whose root is not a dictionary: an `<array>`, `<string>` or `<integer>` root loads nothing, and
/// every setting falls back to 0 or nil as for a file CoreFoundation refuses. Nothing crashes: NIMKit subscripts
/// nil. Judged here once, for `check`, the language server and the commands that read what `check` kept (`show`,
/// `diff`, `preview`, `migrate`): the file's tree is dropped, as for any file that does not load.
enum DictionaryLoading {
    static func judged(_ result: ParseResult) -> ParseResult {
        guard result.succeeded, let root = result.document.root, root.type != .dict else { return result }
        var judged = result
        judged.document.root = nil
        let found =
            root.type == .bool
            ? "a boolean"
            : "\(root.type == .integer || root.type == .array ? "an" : "a") "
                + root.type.elementDescription
        judged.diagnostics.append(
            ParseRule.settingsNotLoaded.diagnostic(
                ParseRule.notLoaded
                    + "its root is \(found), and NSDictionary dictionaryWithContentsOfFile: returns nil "
                    + "for a root that is not a <dict>",
                at: root.startTag,
                help: [ParseRule.loadFailure, "write the settings as the keys of a <dict> at the root"]))
        judged.diagnostics.sort { $0.range < $1.range }
        return judged
    }
}
