/// What the server knows between messages: the open documents by URI, what the client declared it can take, and
/// the configurations in force. Handlers read and change it; only the server's one handling thread touches it.
final class ServerSession {
    /// Settled at `initialize`.
    var client = ClientCapabilities()
    var encoding: PositionEncoding { client.positionEncoding }
    private(set) var documents: [String: OpenDocument] = [:]
    private var configurations: ConfigurationResolver
    /// Which NIMKit release reads each folder's files, found as `nimlint check` finds it (the configuration's
    /// `nimkit`, else the nearest Podfile.lock, podspec or vendored reading code).
    private var releases = NIMKitReleaseResolver(commandLine: nil)
    /// One linter per configuration file ("" for none), so asset folders are scanned once, not per keystroke.
    private var linters: [String: Linter] = [:]
    /// What NIMKit applies from each settings folder, by folder, from its last lint; none for a folder whose
    /// documents changed since.
    private var appliedFolders: [String: AppliedFolder] = [:]
    /// The errors shown on each broken configuration file, by its URI.
    private var publishedConfigurationErrors: [String: [ConfigurationError]] = [:]
    private let send: (JSONValue) -> Void
    private let changeWaiting: (String) -> Bool

    /// - Parameters:
    ///   - send: writes a message to the client.
    ///   - changeWaiting: whether a change to the document of this URI is waiting to be handled.
    init(send: @escaping (JSONValue) -> Void, changeWaiting: @escaping (String) -> Bool) {
        self.send = send
        self.changeWaiting = changeWaiting
        self.configurations = ConfigurationResolver(explicitPath: nil)
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// A line in the client's log (`window/logMessage`, type error).
    func log(_ message: String) {
        notify("window/logMessage", ["type": 1, "message": .string("nimlint: \(message)")])
    }

    func open(_ document: OpenDocument) {
        documents[document.uri] = document
        publishDiagnostics(around: document.uri)
    }

    /// Applies a change; the diagnostics follow unless a newer change is already waiting.
    func change(_ uri: String, version: Int?, _ apply: (inout OpenDocument) throws(ResponseError) -> Void)
        throws(ResponseError)
    {
        guard var document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        try apply(&document)
        document.version = version
        documents[uri] = document
        if changeWaiting(uri) {
            appliedFolders[folderKey(of: document)] = nil
        } else {
            publishDiagnostics(around: uri)
        }
    }

    /// Forgets a document and clears its diagnostics; its open sibling is linted again, now beside the file on
    /// disk.
    func close(_ uri: String) {
        guard let document = documents.removeValue(forKey: uri) else { return }
        appliedFolders[folderKey(of: document)] = nil
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        if let sibling = documents.values.first(where: { $0.path != nil && siblingPath(of: $0) == document.path }) {
            publishDiagnostics(around: sibling.uri)
        }
    }

    /// Files on disk may have changed (a `.nimlint.json`, a sibling settings file, asset folders): every
    /// configuration is read again, asset folders scanned again, and every open document linted again.
    func rereadFromDisk() {
        configurations = ConfigurationResolver(explicitPath: nil)
        releases = NIMKitReleaseResolver(commandLine: nil)
        linters = [:]
        appliedFolders = [:]
        for uri in documents.keys.sorted() { publishDiagnostics(around: uri) }
        publishConfigurationErrors()
    }

    /// Asks the client to report changes to configuration files, when it can be asked.
    func registerConfigurationWatcher() {
        guard client.watchedFilesDynamicRegistration else { return }
        send([
            "jsonrpc": "2.0", "id": "nimlint-watch-configuration", "method": "client/registerCapability",
            "params": [
                "registrations": [
                    [
                        "id": "nimlint-configuration", "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": [
                            "watchers": [["globPattern": .string("**/" + ConfigurationLoader.fileName)]]
                        ],
                    ]
                ]
            ],
        ])
    }

    /// A document linted as `nimlint check` would lint it: beside its folder's other settings file (the open
    /// buffer, else the file on disk), with the nearest `.nimlint.json`.
    struct LintedFolder {
        var inputs: [LintInput]
        /// The URI of each input that is an open document; nil for a sibling read from disk.
        var uris: [String?]
        var linter: Linter
        var reports: [FileReport]
    }

    /// Nil when the document is not open or not checked (see `OpenDocument.isChecked`). The lint of one of the
    /// two settings files is kept as what NIMKit applies from its folder.
    func lint(_ uri: String) -> LintedFolder? {
        guard let document = documents[uri], document.isChecked else { return nil }
        var inputs = [LintInput(source: document.source, kind: SettingsKind.named(document.source.path))]
        var uris: [String?] = [uri]
        let folder = document.path.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
        let loaded = configurations.configuration(forFolder: folder)
        if let siblingPath = siblingPath(of: document) {
            let kind = SettingsKind.named(siblingPath)
            if let open = documents.values.first(where: { $0.path == siblingPath }) {
                inputs.append(LintInput(source: open.source, kind: kind))
                uris.append(open.uri)
            } else if case .success(let source) = FileLoader.load(
                path: siblingPath, sizeLimit: loaded.configuration.sizeLimit)
            {
                inputs.append(LintInput(source: source, kind: kind, isContext: true))
                uris.append(nil)
            }
        }
        let release = release(for: document)
        for index in inputs.indices { inputs[index].release = release }
        let linter = linter(for: loaded)
        publishConfigurationErrors()
        var reports = linter.lint(inputs)
        // An editor hands over every property list it opens (Info.plist, entitlements), not only the ones a user
        // named: one whose name and content both say it is no settings file is simply not nimlint's business.
        if SettingsKind.meant(by: document.source.path) == nil {
            reports[0].diagnostics.removeAll { $0.rule == NotASettingsFileRule.description.id }
        }
        if SettingsKind.named(document.source.path) != nil {
            let files = zip(inputs, reports).compactMap { input, report in
                input.kind.map { LoadedSettingsFile(kind: $0, path: report.path, report: report) }
            }
            appliedFolders[folderKey(of: document)] = AppliedFolder(
                files: files, release: release, images: linter.images)
        }
        return LintedFolder(inputs: inputs, uris: uris, linter: linter, reports: reports)
    }

    /// What NIMKit applies from the folder of one of the two settings files, as seen from that file: from the
    /// folder's last lint, or, when a change has not been linted yet, from linting it now as its diagnostics
    /// would have been. Nil for any other document.
    func applied(for uri: String) -> AppliedView? {
        guard let document = documents[uri], let kind = SettingsKind.named(document.source.path) else { return nil }
        let key = folderKey(of: document)
        if appliedFolders[key] == nil { publishDiagnostics(around: uri) }
        return appliedFolders[key]?.view(of: kind)
    }

    func conversion(for document: OpenDocument) -> LSPConversion {
        LSPConversion(uri: document.uri, source: document.source, client: client)
    }

    /// The NIMKit release that reads a document, found as `nimlint check` finds it.
    func release(for document: OpenDocument) -> NIMKitRelease {
        let folder = document.path.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
        return releases.release(forFolder: folder, configuration: configurations.configuration(forFolder: folder))
    }

    /// The configuration a document is checked with.
    func configuration(for document: OpenDocument) -> Configuration {
        let folder = document.path.map { Paths.parent(Paths.absolute($0)) } ?? Paths.absolute(".")
        return configurations.configuration(forFolder: folder).configuration
    }

    private func publishDiagnostics(around uri: String) {
        guard let folder = lint(uri) else {
            if documents[uri] != nil {
                notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
            }
            return
        }
        for (uri, report) in zip(folder.uris, folder.reports) {
            guard let uri, let document = documents[uri] else { continue }
            let conversion = conversion(for: document)
            notify(
                "textDocument/publishDiagnostics",
                .object(dropping: [
                    ("uri", .string(uri)),
                    ("version", document.version.map(JSONValue.integer)),
                    ("diagnostics", .array(report.diagnostics.map(conversion.diagnostic))),
                ]))
        }
    }

    /// The folder a document is linted in: its path's, or its URI for an unsaved buffer, which has no sibling.
    private func folderKey(of document: OpenDocument) -> String {
        document.path.map { Paths.parent(Paths.absolute($0)) } ?? document.uri
    }

    /// The other settings file of a settings file's folder (also for a near-miss name, as `check` reads it).
    private func siblingPath(of document: OpenDocument) -> String? {
        guard let path = document.path,
            let kind = SettingsKind.meant(by: path)
        else { return nil }
        let other: SettingsKind = kind == .global ? .bubble : .global
        return Paths.join(Paths.parent(path), other.fileName)
    }

    private func linter(for loaded: LoadedConfiguration) -> Linter {
        let key = loaded.path ?? ""
        if let linter = linters[key] { return linter }
        let linter = Linter(configuration: loaded.configuration, keepsLoadedTrees: true)
        linters[key] = linter
        return linter
    }

    /// Shows each broken configuration file's errors on that file, and clears those that were mended.
    private func publishConfigurationErrors() {
        let byURI = Dictionary(grouping: configurations.errors) { OpenDocument.uri(ofPath: Paths.absolute($0.path)) }
        for (uri, errors) in byURI where publishedConfigurationErrors[uri] != errors {
            notify(
                "textDocument/publishDiagnostics",
                [
                    "uri": .string(uri), "diagnostics": .array(errors.map(diagnostic)),
                ])
        }
        for uri in publishedConfigurationErrors.keys where byURI[uri] == nil {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        publishedConfigurationErrors = byURI
    }

    /// A configuration error at its line and column (which count characters) in the session's encoding.
    private func diagnostic(_ error: ConfigurationError) -> JSONValue {
        var range: JSONValue = [
            "start": LSPPosition(line: 0, character: 0).json, "end": LSPPosition(line: 0, character: 0).json,
        ]
        if let line = error.line, let column = error.column,
            case .success(let source) = FileLoader.load(path: Paths.absolute(error.path)), line >= 1,
            line <= source.lineCount
        {
            let lineText = source.lineRange(line)
            let characters = source.string(in: lineText).unicodeScalars.prefix(max(column - 1, 0))
            let offset = lineText.start + characters.reduce(0) { $0 + String($1).utf8.count }
            range = LSPConversion(uri: "", source: source, client: client).range(.empty(at: offset))
        }
        return [
            "range": range, "severity": 1, "source": .string(NIMLint.name), "code": "configuration",
            "message": .string("\(error.message); nimlint uses its defaults until this is mended"),
        ]
    }
}
