/// A JSON-RPC error, sent as a response's `error`; the codes are those of JSON-RPC 2.0 and LSP 3.17.
struct ResponseError: Error {
    var code: Int
    var message: String

    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "nimlint does not handle '\(method)'")
    }
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server has not been initialized")
    static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")

    var json: JSONValue { ["code": .integer(code), "message": .string(message)] }
}

extension Optional where Wrapped == LocatedJSON {
    /// The `textDocument.uri` of a request's parameters, which every document request carries.
    func documentURI() throws(ResponseError) -> String {
        guard let uri = self?["textDocument"]?["uri"]?.string else {
            throw .invalidParams("the parameters need textDocument.uri")
        }
        return uri
    }

    /// The `position` of a request's parameters.
    func position() throws(ResponseError) -> LSPPosition {
        guard let position = LSPPosition(self?["position"]) else {
            throw .invalidParams("the parameters need a position with an integer line and character")
        }
        return position
    }
}
