/// What the client declared at `initialize`, read once into the choices the server makes: every handler asks
/// here instead of reading the capabilities itself, and a capability the client left out reads as unsupported,
/// as the specification says.
struct ClientCapabilities {
    var positionEncoding = PositionEncoding.utf16
    /// The kinds of `MarkupContent` the client renders in completion items' documentation, in its order of
    /// preference; nil when it lists none, and then it is sent a plain string.
    var completionDocumentationKinds: [MarkupKind]?
    /// The kinds of `MarkupContent` the client renders in a hover; nil when it lists none: it is sent plain text.
    var hoverKinds: [MarkupKind]?
    /// Whether a deprecated key's completion item may carry `tags: [1]`.
    var completionDeprecatedTag = false
    /// Whether it may carry the older `deprecated: true` instead.
    var completionDeprecatedProperty = false
    /// Without `codeActionLiteralSupport` a client takes only `Command`s, and nimlint has none to run.
    var codeActionLiterals = false
    var codeActionIsPreferred = false
    var diagnosticRelatedInformation = false
    /// The `DiagnosticTag`s the client draws.
    var diagnosticTags: Set<Int> = []
    /// Whether the client takes `DocumentSymbol`s, a tree; without it, a flat list of `SymbolInformation`.
    var hierarchicalDocumentSymbols = false
    /// Whether the server may ask the client to watch `.nimlint.json` files (`client/registerCapability`).
    var watchedFilesDynamicRegistration = false

    init() {}

    init(_ json: LocatedJSON?) {
        let document = json?["textDocument"]
        let completionItem = document?["completion"]?["completionItem"]
        positionEncoding = .negotiated(
            offered: json?["general"]?["positionEncodings"]?.elements?.compactMap(\.string) ?? [])
        completionDocumentationKinds = Self.markupKinds(completionItem?["documentationFormat"])
        hoverKinds = Self.markupKinds(document?["hover"]?["contentFormat"])
        completionDeprecatedTag = Self.values(completionItem?["tagSupport"]?["valueSet"]).contains(1)
        completionDeprecatedProperty = completionItem?["deprecatedSupport"]?.bool ?? false
        codeActionLiterals = document?["codeAction"]?["codeActionLiteralSupport"]?.members != nil
        codeActionIsPreferred = document?["codeAction"]?["isPreferredSupport"]?.bool ?? false
        diagnosticRelatedInformation = document?["publishDiagnostics"]?["relatedInformation"]?.bool ?? false
        diagnosticTags = Self.values(document?["publishDiagnostics"]?["tagSupport"]?["valueSet"])
        hierarchicalDocumentSymbols = document?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool ?? false
        watchedFilesDynamicRegistration =
            json?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
    }

    /// A completion item's `documentation`: `MarkupContent` of the kind the client prefers, else a plain string.
    func completionDocumentation(_ text: (MarkupKind) -> String) -> JSONValue {
        guard let kind = completionDocumentationKinds?.first else { return .string(text(.plaintext)) }
        return kind.content(text(kind))
    }

    /// The kind of `MarkupContent` a hover's `contents` are written in: the client's preference, else plain text.
    var hoverKind: MarkupKind { hoverKinds?.first ?? .plaintext }

    /// The kinds listed that nimlint writes, in the client's order; nil when none is.
    private static func markupKinds(_ json: LocatedJSON?) -> [MarkupKind]? {
        let kinds = json?.elements?.compactMap { $0.string.flatMap(MarkupKind.init(rawValue:)) } ?? []
        return kinds.isEmpty ? nil : kinds
    }

    private static func values(_ json: LocatedJSON?) -> Set<Int> {
        Set(json?.elements?.compactMap(\.integer) ?? [])
    }
}

/// LSP's `MarkupKind`.
enum MarkupKind: String {
    case markdown
    case plaintext

    func content(_ value: String) -> JSONValue {
        ["kind": .string(rawValue), "value": .string(value)]
    }
}
