import Foundation

/// A deterministic random number generator (SplitMix64), so a failing generated case can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// A value the generator wrote, with the exact text it wrote for it.
struct GeneratedNode {
    indirect enum Value {
        case dict([(key: String, keyElement: String, value: GeneratedNode)])
        case array([GeneratedNode])
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data([UInt8])
    }

    var value: Value
    /// The whole element as written.
    var element: String
    /// What stands between its tags.
    var content: String
}

/// Writes random valid XML plists: every type, Unicode, escapes, CDATA, comments and whitespace variants.
struct PlistGenerator {
    var random: SeededGenerator
    /// The line break used between elements.
    var lineBreak = "\n"

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func document(encodingName: String = "UTF-8") -> (text: String, root: GeneratedNode) {
        let root = node(depth: 0)
        let doctype =
            Bool.random(using: &random)
            ? "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
                + lineBreak : ""
        let text =
            "<?xml version=\"1.0\" encoding=\"\(encodingName)\"?>" + lineBreak + doctype
            + "<plist version=\"1.0\">" + gap() + root.element + gap() + "</plist>" + lineBreak
        return (text, root)
    }

    private mutating func gap() -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return ""
        case 1: return " "
        case 2:
            return lineBreak + "<!-- note: \(text(maxLength: 6).replacingOccurrences(of: "-", with: "+")) -->"
                + lineBreak
        default: return lineBreak + String(repeating: "\t", count: Int.random(in: 0...3, using: &random))
        }
    }

    private mutating func node(depth: Int) -> GeneratedNode {
        let choices = depth == 0 ? 6..<9 : depth >= 4 ? 0..<6 : 0..<9
        let choice = Int.random(in: choices, using: &random)
        switch choice {
        case 0: return leaf("string", escapedString())
        case 1:
            let value = Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &random)
            return GeneratedNode(value: .integer(value), element: "<integer>\(value)</integer>", content: "\(value)")
        case 2:
            let value = Double(Int.random(in: -100_000...100_000, using: &random)) / 8
            return GeneratedNode(value: .real(value), element: "<real>\(value)</real>", content: "\(value)")
        case 3:
            let value = Bool.random(using: &random)
            return GeneratedNode(value: .bool(value), element: value ? "<true/>" : "<false/>", content: "")
        case 4:
            let seconds = Int.random(in: 0...4_000_000_000, using: &random)
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let formatter = ISO8601DateFormatter()
            let content = formatter.string(from: date)
            return GeneratedNode(value: .date(date), element: "<date>\(content)</date>", content: content)
        case 5:
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            var encoded = Data(bytes).base64EncodedString()
            if encoded.count > 16, Bool.random(using: &random) {
                encoded.insert(contentsOf: lineBreak + "\t", at: encoded.index(encoded.startIndex, offsetBy: 16))
            }
            return GeneratedNode(value: .data(bytes), element: "<data>\(encoded)</data>", content: encoded)
        case 6, 7:
            var seen = Set<String>()
            var entries: [(key: String, keyElement: String, value: GeneratedNode)] = []
            var content = ""
            for _ in 0..<Int.random(in: (depth < 2 ? 2 : 0)...6, using: &random) {
                let (key, keyText) = escapedString()
                guard seen.insert(key).inserted else { continue }
                let value = node(depth: depth + 1)
                let keyElement = "<key>\(keyText)</key>"
                entries.append((key, keyElement, value))
                content += gap() + keyElement + gap() + value.element
            }
            content += gap()
            if entries.isEmpty, Bool.random(using: &random) {
                return GeneratedNode(value: .dict([]), element: "<dict/>", content: "")
            }
            return GeneratedNode(value: .dict(entries), element: "<dict>\(content)</dict>", content: content)
        default:
            var items: [GeneratedNode] = []
            var content = ""
            for _ in 0..<Int.random(in: (depth < 2 ? 1 : 0)...4, using: &random) {
                let item = node(depth: depth + 1)
                items.append(item)
                content += gap() + item.element
            }
            content += gap()
            return GeneratedNode(value: .array(items), element: "<array>\(content)</array>", content: content)
        }
    }

    private func leaf(_ name: String, _ string: (value: String, text: String)) -> GeneratedNode {
        GeneratedNode(value: .string(string.value), element: "<\(name)>\(string.text)</\(name)>", content: string.text)
    }

    private mutating func text(maxLength: Int) -> String {
        let alphabet = Array("abcXYZ019 _-.#{},请输入消息é😀\t")
        return String(
            (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    /// A string value and the XML text that spells it, with entity, character references and CDATA mixed in.
    private mutating func escapedString() -> (value: String, text: String) {
        var value = ""
        var text = ""
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                // Pairs, not a dictionary: a dictionary's order, and so the one drawn, changes from run to run.
                let special = [
                    ("<", ["&lt;", "&#60;", "&#x3C;"]), ("&", ["&amp;", "&#38;"]), (">", ["&gt;", ">"]),
                    ("\"", ["&quot;", "\""]), ("'", ["&apos;", "'"]),
                ].randomElement(using: &random)!
                value += special.0
                text += special.1.randomElement(using: &random)!
            case 1:
                let chunk = self.text(maxLength: 5).replacingOccurrences(of: "]]>", with: "")
                value += chunk
                text += "<![CDATA[\(chunk)]]>"
            case 2:
                value += "中"
                text += ["&#x4E2D;", "&#20013;", "中"].randomElement(using: &random)!
            default:
                let chunk = self.text(maxLength: 8)
                value += chunk
                text += chunk
            }
        }
        return (value, text)
    }
}
