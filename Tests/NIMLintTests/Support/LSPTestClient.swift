import Foundation
import XCTest

/// Drives `nimlint lsp` as a subprocess of the built binary, speaking framed JSON-RPC on its standard streams.
/// Every wait has a deadline, so a server that hangs fails the test instead of stopping the suite.
final class LSPTestClient {
    typealias Message = [String: Any]

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var buffer = Data()
    private var outputEnded = false
    private var nextID = 1
    /// Messages read but not yet asked for.
    private var backlog: [Message] = []

    /// Starts `nimlint lsp` in `folder` and initializes it as an editor with `editorCapabilities`.
    static func initialized(in folder: URL) throws -> LSPTestClient {
        let client = try LSPTestClient(folder: folder)
        _ = try client.initialize()
        return client
    }

    /// Starts `nimlint lsp` in `folder`; with `stackLimit`, behind a shell that limits its stack (and on Linux
    /// every thread's) to that many KiB.
    init(folder: URL, stackLimit: Int? = nil) throws {
        if let stackLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", CLIRunner.stackLimitScript(kibibytes: stackLimit), CLIRunner.executable.path, "lsp",
            ]
        } else {
            process.executableURL = CLIRunner.executable
            process.arguments = ["lsp"]
        }
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.condition.withLock {
                if data.isEmpty { self.outputEnded = true } else { self.buffer.append(data) }
                self.condition.broadcast()
            }
        }
        try process.run()
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    /// Writes raw bytes, framed or not, in one write.
    func write(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    static func frame(_ message: Message) -> Data {
        // Every message the tests build holds only strings, numbers, arrays and dictionaries, which always serialise.
        let body = try! JSONSerialization.data(withJSONObject: message)
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func notify(_ method: String, _ params: Message = [:]) {
        write(Self.frame(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    /// Sends a request and returns its id without waiting.
    @discardableResult
    func send(_ method: String, _ params: Message = [:]) -> Int {
        let id = nextID
        nextID += 1
        write(Self.frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return id
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Message = [:], file: StaticString = #filePath, line: UInt = #line) throws
        -> Message
    {
        let id = send(method, params)
        return try next(file: file, line: line) { $0["id"] as? Int == id }
    }

    /// The parts nimlint reads of what a current editor declares: Markdown, code action literals, related
    /// information, diagnostic and completion tags.
    static let editorCapabilities: Message = [
        "textDocument": [
            "completion": [
                "completionItem": ["documentationFormat": ["markdown", "plaintext"], "tagSupport": ["valueSet": [1]]]
            ],
            "hover": ["contentFormat": ["markdown", "plaintext"]],
            "codeAction": [
                "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "source"]]],
                "isPreferredSupport": true,
            ],
            "publishDiagnostics": ["relatedInformation": true, "tagSupport": ["valueSet": [1, 2]]],
        ]
    ]

    func initialize(positionEncodings: [String]? = nil, capabilities: Message = LSPTestClient.editorCapabilities) throws
        -> Message
    {
        var capabilities = capabilities
        if let positionEncodings { capabilities["general"] = ["positionEncodings": positionEncodings] }
        let response = try request(
            "initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        notify("initialized")
        return response
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "xml", "version": version, "text": text]])
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Message] {
        let message = try next(file: file, line: line) {
            $0["method"] as? String == "textDocument/publishDiagnostics"
                && ($0["params"] as? Message)?["uri"] as? String == uri
        }
        return (message["params"] as? Message)?["diagnostics"] as? [Message] ?? []
    }

    /// The first message, read or still to come, that matches; the others stay for later calls.
    func next(
        timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line, where matches: (Message) -> Bool
    ) throws -> Message {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = backlog.firstIndex(where: matches) { return backlog.remove(at: index) }
            guard let message = try readMessage(until: deadline) else {
                XCTFail(
                    "no matching message from the server before the deadline or the end of its output", file: file,
                    line: line)
                throw CancellationError()
            }
            backlog.append(message)
        }
    }

    /// Waits for the server to exit and gives its status.
    func exitStatus(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    private func readMessage(until deadline: Date) throws -> Message? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                let length =
                    header.split(separator: "\r\n").compactMap { line -> Int? in
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                        return Int(parts[1].trimmingCharacters(in: .whitespaces))
                    }.first ?? 0
                if buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length {
                    let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                    buffer = Data(buffer[(headerEnd.upperBound + length)...])
                    return try JSONSerialization.jsonObject(with: body) as? Message
                }
            }
            if outputEnded { return nil }
            guard condition.wait(until: deadline) else { return nil }
        }
    }
}

extension Dictionary where Key == String, Value == Any {
    /// A nested member by path, `message[path: "result", "capabilities", "positionEncoding"]`.
    subscript(path keys: String...) -> Any? {
        var current: Any? = self
        for key in keys {
            if let index = Int(key), let array = current as? [Any] {
                current = index < array.count ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[key]
            }
        }
        return current
    }
}

/// Applies LSP text edits, given with positions in UTF-16 units, to a text.
func applying(_ edits: [[String: Any]], to text: String) -> String {
    var utf16 = Array(text.utf16)
    func offset(_ position: Any?) -> Int {
        let position = position as? [String: Any] ?? [:]
        let line = position["line"] as? Int ?? 0
        let character = position["character"] as? Int ?? 0
        var currentLine = 0
        var index = 0
        while currentLine < line, index < utf16.count {
            if utf16[index] == 0x0A { currentLine += 1 }
            index += 1
        }
        return min(index + character, utf16.count)
    }
    let sorted = edits.sorted {
        offset(($0["range"] as? [String: Any])?["start"]) > offset(($1["range"] as? [String: Any])?["start"])
    }
    for edit in sorted {
        let range = edit["range"] as? [String: Any] ?? [:]
        let start = offset(range["start"]), end = offset(range["end"])
        utf16.replaceSubrange(start..<end, with: Array((edit["newText"] as? String ?? "").utf16))
    }
    return String(decoding: utf16, as: UTF16.self)
}
