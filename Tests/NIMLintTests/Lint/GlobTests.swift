import Foundation
import XCTest
@testable import NIMLint

final class GlobTests: XCTestCase {
    /// Alternating `*a` stars ending in `*b` against a long name that never matches made the old matcher try
    /// every split for every star: 44 seconds at 11 stars. Matching now takes a few thousand steps; the
    /// timeout only catches a hang, it measures nothing.
    func testManyStarsAgainstALongNameFinishAtOnce() {
        let pattern = String(repeating: "*a", count: 25) + "*b"
        let name = String(repeating: "a", count: 60)
        let finished = DispatchSemaphore(value: 0)
        let results = Results()
        Thread.detachNewThread {
            let outcome = [
                Glob(pattern).matches(name), Glob(pattern).matches(name + "b"),
                Glob(Array(repeating: "**", count: 20).joined(separator: "/") + "/b").matches(
                    Array(repeating: "a", count: 40).joined(separator: "/")),
            ]
            results.values = outcome
            finished.signal()
        }
        guard finished.wait(timeout: .now() + 30) == .success else { return XCTFail("matching did not finish") }
        XCTAssertEqual(results.values, [false, true, false])
    }

    /// Filled on the matching thread before it signals, read after the wait: the semaphore orders the two.
    private final class Results: @unchecked Sendable {
        var values: [Bool] = []
    }

    /// The same answers as matching by trying every split, on every small pattern and path over a tiny alphabet.
    func testAgreesWithMatchingByEverySplit() {
        var generator = SystemRandomNumberGenerator()
        let patternPieces = ["a", "b", "?", "*", "**", "/"]
        let pathPieces = ["a", "b", "/"]
        for _ in 0..<5_000 {
            let pattern = (0..<Int.random(in: 0...7, using: &generator))
                .map { _ in patternPieces.randomElement(using: &generator)! }.joined()
            let path = (0..<Int.random(in: 0...8, using: &generator))
                .map { _ in pathPieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(Glob(pattern).matches(path), Self.referenceMatch(pattern, path), "\(pattern) ~ \(path)")
        }
    }

    private static func referenceMatch(_ pattern: String, _ path: String) -> Bool {
        let patternComponents = pattern.split(separator: "/").map { Array($0) }
        let pathComponents = path.split(separator: "/").map { Array($0) }
        return matchComponents(patternComponents[...], pathComponents[...])
    }

    private static func matchComponents(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            return (path.startIndex...path.endIndex).contains { matchComponents(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first, matchCharacters(first[...], component[...]) else { return false }
        return matchComponents(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchCharacters(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { matchCharacters(pattern.dropFirst(), name[$0...]) }
        case "?": return !name.isEmpty && matchCharacters(pattern.dropFirst(), name.dropFirst())
        default: return name.first == first && matchCharacters(pattern.dropFirst(), name.dropFirst())
        }
    }
}
