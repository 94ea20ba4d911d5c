import Foundation

/// Damages a settings file the ways files get damaged (edits by hand, merges, copy and paste, tools): inserted
/// XML and plist tokens, deletions, truncation, duplicated lines, swapped tags, text before `<?xml` and after
/// `</plist>`. Each token is one where libxml2 and CoreFoundation may disagree, or a plain one beside them.
struct PlistDamager {
    var random: SeededGenerator

    static let tokens = [
        "<", ">", "&", "&amp;", "&#0;", "&#x1;", "&#65;", "&e;", "]]>", "\u{1}", "\u{B}", "\u{7F}", "\r\n", "\r",
        "\n\n",
        "\u{FEFF}", " ", "--", "<!-- note -->", "<!-- a--b -->", "<?pi x?>", "<![CDATA[x]]>", "<![CDATA[<]]>",
        "<data/>", "<data></data>", "<data>!!</data>", "<data>aGk=</data>", "<integer>0x14</integer>",
        "<integer> 1</integer>", "<integer>1 </integer>", "<integer>+7</integer>",
        "<integer>99999999999999999999</integer>",
        "<integer>1.5</integer>", "<integer/>", "<real>nan</real>", "<real>1e400</real>", "<real>-inf</real>",
        "<real> 2.5</real>", "<real>0x10</real>", "<real/>", "<real>1e</real>", "<key>k</key>", "<key>Text</key>",
        "<key/>", "<string/>", "<string>s</string>", "<string a=\"1\">s</string>", "<foo/>", "<Integer>1</Integer>",
        "</dict>", "<dict>", "<dict/>", "<array>", "</array>", "<array/>", "<true/>", "<false/>", "<true>x</true>",
        "<date>2017-08-01T12:00:00Z</date>", "<date>2017-13-01T12:00:00Z</date>", "<date>x</date>",
        "<?xml version=\"1.0\"?>", "<?xml version=\"1.1\" encoding=\"ISO-8859-1\"?>", "<<<<<<< HEAD\n", "=======\n",
        ">>>>>>> theirs\n", "<!DOCTYPE plist [<!ENTITY e \"v\">]>", "<!DOCTYPE plist SYSTEM \"a>b\">", "<plist>",
        "</plist>", "<key>a<!-- c --></key>", "<key>a<?pi?></key>", "<string>a<?pi?>b</string>", "<x:key>k</x:key>",
    ]

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// One to three damages of `bytes`.
    mutating func damage(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...3, using: &random) { bytes = damageOnce(bytes) }
        return bytes
    }

    private mutating func damageOnce(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return Array(token().utf8) }
        switch Int.random(in: 0..<16, using: &random) {
        case 0..<7:
            var bytes = bytes
            bytes.insert(contentsOf: Array(token().utf8), at: boundary(in: bytes))
            return bytes
        case 7, 8:
            let start = boundary(in: bytes)
            let end = min(bytes.count, start + Int.random(in: 1...24, using: &random))
            return Array(bytes[..<start] + bytes[end...])
        case 9:
            return Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        case 10:
            return duplicatedLine(bytes)
        case 11:
            return swappedTag(bytes)
        case 12:
            return Array(
                ["\n\n", "<!-- before -->\n", "\u{FEFF}", " ", "<?pi x?>\n"].randomElement(using: &random)!.utf8)
                + bytes
        default:
            return bytes
                + Array(
                    ["<<<<<<< HEAD\n", "garbage", "<dict/>", "\n\n", "<!-- after -->", "</plist>"]
                        .randomElement(using: &random)!.utf8)
        }
    }

    private mutating func token() -> String {
        Self.tokens.randomElement(using: &random)!
    }

    /// Mostly just before a `<` or after a `>`, where the tokens make sense; sometimes anywhere.
    private mutating func boundary(in bytes: [UInt8]) -> Int {
        let offset = Int.random(in: 0...bytes.count, using: &random)
        guard Bool.random(using: &random) else { return offset }
        let marks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") || bytes[$0] == UInt8(ascii: ">") }
        guard let mark = marks.randomElement(using: &random) else { return offset }
        return bytes[mark] == UInt8(ascii: "<") ? mark : mark + 1
    }

    private mutating func duplicatedLine(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return bytes }
        let index = Int.random(in: 0..<lines.count, using: &random)
        lines.insert(lines[index], at: index)
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    private mutating func swappedTag(_ bytes: [UInt8]) -> [UInt8] {
        let names = ["dict", "array", "key", "string", "integer", "real", "true", "false", "data", "date", "plist"]
        let text = String(decoding: bytes, as: UTF8.self)
        let from = names.randomElement(using: &random)!
        let to = names.randomElement(using: &random)!
        guard let range = text.range(of: Bool.random(using: &random) ? "<\(from)>" : "</\(from)>") else { return bytes }
        let replacement = text[range].hasPrefix("</") ? "</\(to)>" : "<\(to)>"
        return Array(text.replacingCharacters(in: range, with: replacement).utf8)
    }
}
