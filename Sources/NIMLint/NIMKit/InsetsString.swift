/// A `UIEdgeInsetsFromString` string: `{top, left, bottom, right}` with four floating-point numbers, spaces
/// allowed. Anything else makes UIKit return zero insets.
struct InsetsString {
    struct Component {
        var value: Double
        /// UTF-8 offsets in the string.
        var range: Range<Int>
    }

    enum Problem: Equatable {
        case empty
        /// Four numbers without the braces: UIKit still reads zero insets.
        case missingBraces
        case count(Int)
        case notANumber(String)
        /// Numbers separated by something else than a comma: `;`, a full-width `，` from a Chinese input method,
        /// or only spaces.
        case separator(String)
        case unclosed
        case textAfter(String)
    }

    let components: [Component]
    let problem: Problem?
    private let text: String

    init(_ text: String) {
        self.text = text
        if let components = text.utf8.withContiguousStorageIfAvailable(Self.plainComponents) ?? nil {
            (self.components, problem) = (components, nil)
            return
        }
        let bytes = Array(text.utf8)
        var index = 0
        Self.skipSpaces(bytes, &index)
        guard index < bytes.count else {
            (components, problem) = ([], .empty)
            return
        }
        guard bytes[index] == UInt8(ascii: "{") else {
            let (found, problem) = Self.list(bytes, from: &index, closing: nil)
            components = found
            if let problem {
                self.problem = problem
            } else {
                self.problem = found.count == 4 ? .missingBraces : .count(found.count)
            }
            return
        }
        index += 1
        let (found, listProblem) = Self.list(bytes, from: &index, closing: UInt8(ascii: "}"))
        components = found
        if let listProblem {
            problem = listProblem
            return
        }
        Self.skipSpaces(bytes, &index)
        if index < bytes.count {
            problem = .textAfter(String(decoding: bytes[index...], as: UTF8.self))
        } else {
            problem = found.count == 4 ? nil : .count(found.count)
        }
    }

    /// Whether `bytes` are insets written as NIMKit's own files write them: `{top,left,bottom,right}`, four whole
    /// numbers without a sign (of at most 15 digits), no spaces. Such a string reads as it looks, has no negative
    /// side and is its own normal form, so no rule has anything to say about it; telling so builds no `String`.
    static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains(UInt8(ascii: "-")) && scanPlain(bytes) { _ in }
    }

    /// `{11,15,9,9}`: the numbers as written, without spaces.
    var normalized: String {
        let bytes = Array(text.utf8)
        return "{" + components.map { String(decoding: bytes[$0.range], as: UTF8.self) }.joined(separator: ",") + "}"
    }

    /// The four components of insets written as nearly all are, `{11,15,-9,9}`; nil for anything else.
    private static func plainComponents(_ bytes: UnsafeBufferPointer<UInt8>) -> [Component]? {
        var components: [Component] = []
        let plain = scanPlain(bytes) { component in
            if components.isEmpty { components.reserveCapacity(4) }
            components.append(component)
        }
        return plain ? components : nil
    }

    /// Reads insets written as nearly all are, `{11,15,-9,9}`: whole numbers of up to 15 digits between commas, no
    /// spaces, handing `body` each of the four. False for anything else, which is left to the reading that explains
    /// what is wrong.
    private static func scanPlain(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Component) -> Void) -> Bool {
        let last = bytes.count - 1
        guard bytes.count >= 9, bytes[0] == UInt8(ascii: "{"), bytes[last] == UInt8(ascii: "}") else { return false }
        var count = 0
        var index = 1
        while true {
            let start = index
            let negative = bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            let digitsStart = index
            var magnitude = 0
            while index < last, index - digitsStart < 15, bytes[index] &- UInt8(ascii: "0") < 10 {
                magnitude = magnitude * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
            guard index > digitsStart else { return false }
            body(Component(value: Double(negative ? -magnitude : magnitude), range: start..<index))
            count += 1
            if index == last { return count == 4 }
            guard bytes[index] == UInt8(ascii: ","), count < 4 else { return false }
            index += 1
        }
    }

    /// Numbers separated by commas up to `closing` (or the end), which is consumed.
    private static func list(_ bytes: [UInt8], from index: inout Int, closing: UInt8?) -> ([Component], Problem?) {
        var found: [Component] = []
        found.reserveCapacity(4)
        while true {
            skipSpaces(bytes, &index)
            guard index < bytes.count else { return (found, closing == nil ? nil : .unclosed) }
            if bytes[index] == closing, found.isEmpty {
                index += 1
                return (found, nil)
            }
            guard let end = FoundationReading.numberEnd(bytes, from: index), let value = number(bytes[index..<end])
            else {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != closing { end += 1 }
                let token = String(decoding: bytes[index..<end], as: UTF8.self).trimmingWhitespace
                return (found, .notANumber(token))
            }
            found.append(Component(value: value, range: index..<end))
            index = end
            skipSpaces(bytes, &index)
            guard index < bytes.count else { return (found, closing == nil ? nil : .unclosed) }
            if bytes[index] == closing {
                index += 1
                return (found, nil)
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                if let separator = separator(bytes, at: index, after: end) { return (found, .separator(separator)) }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != closing { end += 1 }
                return (
                    found,
                    .notANumber(String(decoding: bytes[found[found.count - 1].range.lowerBound..<end], as: UTF8.self))
                )
            }
            index += 1
        }
    }

    /// What stands where a comma belongs, when it is evidently meant as one.
    private static func separator(_ bytes: [UInt8], at index: Int, after numberEnd: Int) -> String? {
        if index > numberEnd, FoundationReading.numberEnd(bytes, from: index) != nil { return " " }
        let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first.map(String.init)
        return character.flatMap { [";", "；", "，", "、", "|"].contains($0) ? $0 : nil }
    }

    /// The value of a number token; whole numbers, nearly every inset there is, skip building a string.
    private static func number(_ token: ArraySlice<UInt8>) -> Double? {
        let negative = token.first == UInt8(ascii: "-")
        let digits = negative ? token.dropFirst() : token
        guard !digits.isEmpty, digits.count <= 15,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return Double(String(decoding: token, as: UTF8.self)) }
        let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return Double(negative ? -magnitude : magnitude)
    }

    private static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, FoundationReading.isSpace(bytes[index]) { index += 1 }
    }
}
