import XCTest
@testable import NIMLint

/// The shortcuts that keep a settings file's cost linear in its size must find exactly what comparing every key
/// with every other found.
final class LinearCostTests: XCTestCase {
    private func rootEntries(_ keys: [String]) throws -> PlistEntries {
        let body = keys.map { "<key>\($0)</key><integer>1</integer>" }.joined(separator: "\n")
        let source = SourceFile(path: "x.plist", string: plist("<dict>\n\(body)\n</dict>"))
        return try XCTUnwrap(PlistParser.parse(source).document.root?.entries)
    }

    private func links(_ entries: PlistEntries) -> [String] {
        entries.map { entry in
            let earlier = entry.earlierDuplicate.map { String($0.index - entries.first) } ?? "-"
            return "\(entry.key):\(earlier)\(entry.isOverridden ? "!" : "")"
        }
    }

    func testDuplicatesOfASmallDictAreLinkedToTheNearestEarlierKey() throws {
        let entries = try rootEntries(["A", "B", "A", "C", "B", "A"])
        XCTAssertEqual(links(entries), ["A:-!", "B:-!", "A:0!", "C:-", "B:1", "A:2"])
        XCTAssertTrue(entries.tree.hasDuplicateKeys)
        XCTAssertFalse(try rootEntries(["A", "B", "C"]).tree.hasDuplicateKeys)
    }

    func testALargeDictIsLinkedAsPairwiseComparisonLinksIt() throws {
        let keys = (0..<(DuplicateKeys.pairwiseLimit * 3)).map { "Key_\($0 % 7)" } + ["Key_é", "Key_e\u{301}"]
        let entries = try rootEntries(keys)
        var pairwise = Array(entries.tree.entries)
        for index in pairwise.indices {
            (pairwise[index].earlierDuplicate, pairwise[index].isOverridden) = (nil, false)
        }
        entries.tree.withText { _ = DuplicateKeys.linkPairwise(&pairwise, from: entries.first, text: $0) }
        XCTAssertEqual(
            entries.tree.entries.map { "\($0.earlierDuplicate ?? -1)\($0.isOverridden)" },
            pairwise.map { "\($0.earlierDuplicate ?? -1)\($0.isOverridden)" })
        XCTAssertEqual(links(entries).suffix(3), ["Key_5:40", "Key_é:-!", "Key_é:48"])
    }

    func testDuplicateKeyFindingsInALargeDict() throws {
        let keys = (0..<40).map { "Unread_\($0)" } + ["Unread_3", "Unread_39"]
        let entries = try rootEntries(keys)
        let overridden = entries.filter(\.isOverridden).map(\.key)
        XCTAssertEqual(overridden, ["Unread_3", "Unread_39"])
        XCTAssertEqual(SchemaVisit.effectiveEntries(entries).count, 40)
    }

    func testSuggestionsReadCaseFirstThenDistanceThenTies() {
        XCTAssertEqual(Suggestions.closest(to: "text", in: ["Tip", "Text", "TEXT"]), "Text")
        XCTAssertEqual(Suggestions.closest(to: "Vidoe", in: ["Video", "Audio"]), "Video")
        XCTAssertEqual(Suggestions.closest(to: "Text_0", in: ["Text", "Tip"]), "Text")
        XCTAssertNil(Suggestions.closest(to: "Text_10", in: ["Text"]), "three edits exceed a third of seven")
        XCTAssertNil(Suggestions.closest(to: "Fil", in: ["File", "Fill"]), "a tie")
        XCTAssertNil(Suggestions.closest(to: "Text", in: ["Text"]), "the name itself")
    }

    func testSuggestionsCompareCharactersBeyondASCII() {
        XCTAssertEqual(Suggestions.closest(to: "ÉCRAN", in: ["écran", "ecran"]), "écran")
        XCTAssertEqual(Suggestions.closest(to: "ecran", in: ["écran_"]), nil, "two edits exceed a third of five")
        XCTAssertEqual(Suggestions.closest(to: "écrans", in: ["ecrans"]), "ecrans")
        XCTAssertEqual(Suggestions.closest(to: "气泡设", in: ["气泡设置"]), "气泡设置")
        XCTAssertNil(Suggestions.closest(to: "Key\r\n", in: ["Key\n\n"]), "\\r\\n is one character, so two edits")
        XCTAssertEqual(Suggestions.editDistance(Array("ab\r\n"), Array("ab\n")), 1)
    }

    /// A bounded distance is the distance itself up to the bound and past the bound beyond it, swaps included.
    func testABoundedDistanceStopsOnlyPastItsBound() {
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("abcab_")
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let exact = Suggestions.editDistance(a, b)
            for bound in 0...4 {
                let bounded = Suggestions.editDistance(a, b, atMost: bound)
                if exact <= bound {
                    XCTAssertEqual(bounded, exact, "\(String(a)) ~ \(String(b)) within \(bound)")
                } else {
                    XCTAssertGreaterThan(bounded, bound, "\(String(a)) ~ \(String(b)) within \(bound)")
                }
            }
        }
        XCTAssertEqual(Suggestions.editDistance(Array("abcd"), Array("badc"), atMost: 2), 2, "two swaps")
    }

    /// The whole table, every cell, as the optimal string alignment distance is defined.
    private func fullTableDistance(_ a: [Character], _ b: [Character]) -> Int {
        var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// Leaving out what two names begin and end with alike gives the distance of the whole table.
    func testTheDistanceIsThatOfTheWholeTable() {
        var random = SeededGenerator(seed: 11)
        let alphabet = Array("abab_c")
        for _ in 0..<5_000 {
            let a = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            XCTAssertEqual(Suggestions.editDistance(a, b), fullTableDistance(a, b), "\(String(a)) ~ \(String(b))")
            XCTAssertEqual(
                Suggestions.editDistance(a.map { $0.asciiValue! }, b.map { $0.asciiValue! }), fullTableDistance(a, b),
                "\(String(a)) ~ \(String(b)) as bytes")
        }
    }

    /// Passing by the candidates whose letters alone put them past the bound changes no suggestion: the same
    /// choice as the whole table's distance to every candidate, ties and case included.
    func testSuggestionsAreThoseOfTheWholeTable() {
        var random = SeededGenerator(seed: 13)
        let alphabet = Array("abAB_c")
        let name = { (random: inout SeededGenerator) in
            String((0..<Int.random(in: 1...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for _ in 0..<3_000 {
            let misspelt = name(&random)
            let candidates = (0..<Int.random(in: 1...6, using: &random)).map { _ in name(&random) }
            XCTAssertEqual(
                Suggestions.closest(to: misspelt, in: candidates), wholeTableSuggestion(misspelt, candidates),
                "\(misspelt) among \(candidates)")
        }
    }

    private func wholeTableSuggestion(_ name: String, _ candidates: [String]) -> String? {
        let others = candidates.filter { $0 != name }
        if let sameLetters = others.first(where: { $0.lowercased() == name.lowercased() }) { return sameLetters }
        let limit = max(1, name.count / 3)
        let distances = others.map { fullTableDistance(Array($0.lowercased()), Array(name.lowercased())) }
        guard let best = distances.min(), best <= limit else { return nil }
        let closest = others.indices.filter { distances[$0] == best }.map { others[$0] }
        return closest.count == 1 ? closest[0] : nil
    }
}
