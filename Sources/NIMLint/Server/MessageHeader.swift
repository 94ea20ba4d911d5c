/// The header part of one message, as LSP's base protocol defines it: `Name: value` lines, names in any case
/// and any order. `Content-Length` is required and counts the body's bytes; `Content-Type` may say which
/// charset the body is in, and only UTF-8 (however spelt) is read; every other header is ignored.
enum MessageHeader {
    enum Reading: Equatable {
        case length(Int)
        /// A usable `Content-Length` beside another fault: the body is skipped, so the stream stays in step.
        case faultyWithLength(Int, String)
        /// No usable `Content-Length`: where the body ends is unknown.
        case unusable(String)
    }

    /// Reads a header block, its closing empty line left off.
    static func read(_ block: ArraySlice<UInt8>) -> Reading {
        var lengths: [Int] = []
        var lengthFault: String?
        var otherFault: String?
        let lines = lines(of: block).filter { !$0.isEmpty }
        // Bytes where a header should start are what a wrong Content-Length left over: where they end is unknown.
        if let first = lines.first, colon(of: first) == nil {
            return .unusable("a header block that starts with '\(quoted(first))', which is no 'Name: value' line")
        }
        for line in lines {
            guard let colon = colon(of: line) else {
                otherFault = otherFault ?? "a header line that is not 'Name: value': '\(quoted(line))'"
                continue
            }
            let value = trimmed(line[(colon + 1)...])
            switch String(decoding: line[..<colon], as: UTF8.self).lowercased() {
            case "content-length":
                switch contentLength(value) {
                case .success(let length): lengths.append(length)
                case .failure(let fault): lengthFault = lengthFault ?? fault.message
                }
            case "content-type":
                otherFault = otherFault ?? charsetFault(contentType: value)
            default:
                continue
            }
        }
        if let lengthFault { return .unusable(lengthFault) }
        guard let length = lengths.first else {
            return .unusable("a message without a Content-Length header: '\(quoted(block))'")
        }
        guard lengths.allSatisfy({ $0 == length }) else {
            return .unusable(
                "Content-Length headers that disagree: \(lengths.map(String.init).joined(separator: ", "))")
        }
        return otherFault.map { .faultyWithLength(length, $0) } ?? .length(length)
    }

    /// Where, in a block that could not be read, the next message's header starts: bytes left over from a message
    /// whose `Content-Length` was too short come before it, on its own line or on lines of their own. A
    /// `Content-Length` that starts a line of a block that starts as a header is one of that block's headers.
    static func resumption(in block: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        let startsAsHeader = lines(of: block).first { !$0.isEmpty }.flatMap(colon(of:)) != nil
        var index = block.startIndex + 1
        while index + name.count <= block.endIndex {
            let startsALine =
                index - block.startIndex >= 2 && block[index - 2] == UInt8(ascii: "\r")
                && block[index - 1] == UInt8(ascii: "\n")
            if !(startsAsHeader && startsALine),
                block[index..<index + name.count].lazy.map(lowercased).elementsEqual(name)
            {
                if case .unusable = read(block[index...]) {} else { return index }
            }
            index += 1
        }
        return nil
    }

    struct Fault: Error {
        var message: String
    }

    /// `1*DIGIT`, as HTTP's header of the same name: no sign, no fraction.
    private static func contentLength(_ value: ArraySlice<UInt8>) -> Result<Int, Fault> {
        guard !value.isEmpty, value.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return .failure(Fault(message: "Content-Length is not a number: '\(quoted(value))'"))
        }
        guard let length = Int(String(decoding: value, as: UTF8.self)), length <= MessageFramer.maximumBodyLength else {
            return .failure(
                Fault(
                    message:
                        "Content-Length \(quoted(value)) is above the \(MessageFramer.maximumBodyLength)-byte limit"))
        }
        return .success(length)
    }

    /// Nil when the media type's `charset` parameter is absent (UTF-8 is the default) or names UTF-8.
    private static func charsetFault(contentType value: ArraySlice<UInt8>) -> String? {
        let parameters = String(decoding: value, as: UTF8.self).split(separator: ";").dropFirst()
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingWhitespace.lowercased() == "charset" else { continue }
            var charset = String(parts[1]).trimmingWhitespace
            if charset.count >= 2, charset.hasPrefix("\""), charset.hasSuffix("\"") {
                charset = String(charset.dropFirst().dropLast())
            }
            if !["utf-8", "utf8"].contains(charset.lowercased()) {
                return "Content-Type charset '\(charset)' is not UTF-8, the only charset the language server reads"
            }
        }
        return nil
    }

    private static func lines(of block: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = block.startIndex
        var index = block.startIndex
        while index + 1 < block.endIndex {
            if block[index] == UInt8(ascii: "\r"), block[index + 1] == UInt8(ascii: "\n") {
                lines.append(block[lineStart..<index])
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(block[lineStart...])
        return lines
    }

    /// Where a `Name: value` line's name ends; nil for a line that is no header.
    private static func colon(of line: ArraySlice<UInt8>) -> Int? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[..<colon].allSatisfy(isTokenByte)
        else { return nil }
        return colon
    }

    /// RFC 9110's `tchar`: what a header's name is made of.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else {
            return bytes[bytes.endIndex...]
        }
        return bytes[first...last]
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The first bytes of a header, for an error message.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        String(String(decoding: bytes, as: UTF8.self).prefix(80))
    }
}
