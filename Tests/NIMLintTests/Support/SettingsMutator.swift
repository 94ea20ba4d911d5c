import Foundation

/// Breaks a clean settings file in one of the ways people do, as a test of the fixes: each mutation names the
/// span of the original it touched, so a fix that strays outside it shows.
struct SettingsMutator {
    enum Kind: CaseIterable {
        case keyCase, integerAsString, shortColor, insetsWithoutBraces, negativeInset, duplicateKey, misspeltMessageType
    }

    struct Mutation {
        var kind: Kind
        var text: String
        /// UTF-8 offsets in the original text of what was changed, whole elements.
        var touched: Range<Int>
    }

    var random: SeededGenerator

    /// A random mutation of `text`, or nil when the kind drawn finds no place in it.
    mutating func mutate(_ text: String) -> Mutation? {
        let kind = Kind.allCases.randomElement(using: &random) ?? .keyCase
        let sites = Self.sites(of: kind, in: text)
        guard let site = sites.randomElement(using: &random) else { return nil }
        guard let replacement = replacement(for: kind, of: String(text[site])) else { return nil }
        let start = text.utf8.distance(from: text.startIndex, to: site.lowerBound)
        let end = text.utf8.distance(from: text.startIndex, to: site.upperBound)
        return Mutation(kind: kind, text: text.replacingCharacters(in: site, with: replacement), touched: start..<end)
    }

    private static let messageTypes =
        "Text|Audio|Video|File|Image|Location|Tip|Team_Notification|"
        + "Chatroom_Notification|Netcall_Notification|Unsupport|Robot"

    private static func sites(of kind: Kind, in text: String) -> [Range<String.Index>] {
        let pattern: String
        switch kind {
        case .keyCase: pattern = "<key>[A-Z][A-Za-z_]*</key>"
        case .integerAsString: pattern = "<integer>-?[0-9]+</integer>"
        case .shortColor: pattern = "<string>#[0-9A-Fa-f]{6}</string>"
        case .insetsWithoutBraces, .negativeInset: pattern = "<string>\\{[0-9., ]+\\}</string>"
        case .duplicateKey:
            pattern = "[ \\t]*<key>[^<]+</key>\\s*<(string|integer|real)>[^<]*</(string|integer|real)>\\r?\\n"
        case .misspeltMessageType: pattern = "^\\t<key>(\(messageTypes))</key>"
        }
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else {
            return []
        }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text)
        }
    }

    private mutating func replacement(for kind: Kind, of element: String) -> String? {
        switch kind {
        case .keyCase:
            return element.replacingOccurrences(of: "<key>", with: "").replacingOccurrences(of: "</key>", with: "")
                .lowercased().wrapped(in: "key")
        case .integerAsString:
            return element.replacingOccurrences(of: "integer>", with: "string>")
        case .shortColor:
            let digits = Array(element.dropFirst("<string>#".count).prefix(6))
            return "<string>#\(digits[0])\(digits[2])\(digits[4])</string>"
        case .insetsWithoutBraces:
            return element.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
        case .negativeInset:
            var parts = element.dropFirst("<string>{".count).dropLast("}</string>".count)
                .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let nonZero = parts.indices.filter { (Double(parts[$0].trimmingCharacters(in: .whitespaces)) ?? 0) != 0 }
            guard let index = nonZero.randomElement(using: &random) else { return nil }
            parts[index] = "-" + parts[index].trimmingCharacters(in: .whitespaces)
            return "<string>{" + parts.joined(separator: ",") + "}</string>"
        case .duplicateKey:
            return element + element
        case .misspeltMessageType:
            var letters = Array(element.dropFirst("\t<key>".count).dropLast("</key>".count))
            let index = Int.random(in: 0..<(letters.count - 1), using: &random)
            letters.swapAt(index, index + 1)
            return letters[index] == letters[index + 1] ? nil : "\t" + String(letters).wrapped(in: "key")
        }
    }
}

private extension String {
    func wrapped(in tag: String) -> String { "<\(tag)>\(self)</\(tag)>" }
}
