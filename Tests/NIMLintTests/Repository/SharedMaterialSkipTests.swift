import Foundation
import XCTest

/// A test that needs `../shared` skips where it is absent, as in every clone from GitHub, by throwing `XCTSkip` from
/// `TestPaths.sharedMaterial`. Thrown inside `XCTUnwrap` or an `XCTAssert`, that skip is recorded as a failure, so
/// `swift test` fails in such a clone: no call that can reach `sharedMaterial` sits inside an assertion.
final class SharedMaterialSkipTests: XCTestCase {
    // `\b` is a simple word boundary: Unicode's default finds none in `TestPaths.corpus`, between `.` and a letter.

    /// Swift source with its comments, string literals and regex literals blanked out (lengths and line breaks
    /// kept), so that none of them is read as code.
    static func codeOnly(_ source: String) -> [Unicode.Scalar] {
        var code: [Unicode.Scalar] = []
        let characters = Array(source.unicodeScalars)
        var index = 0
        func blank(until end: Int) {
            for character in characters[index..<min(end, characters.count)] {
                code.append(character == "\n" ? "\n" : " ")
            }
            index = min(end, characters.count)
        }
        func starts(_ text: String, at position: Int) -> Bool {
            Array(text.unicodeScalars).enumerated().allSatisfy {
                position + $0.offset < characters.count && characters[position + $0.offset] == $0.element
            }
        }
        func end(of text: String, from position: Int) -> Int {
            var position = position
            while position < characters.count, !starts(text, at: position) {
                position += characters[position] == "\\" ? 2 : 1
            }
            return position + text.unicodeScalars.count
        }
        while index < characters.count {
            if starts("//", at: index) {
                blank(until: end(of: "\n", from: index) - 1)
            } else if starts("/*", at: index) {
                blank(until: end(of: "*/", from: index + 2))
            } else if starts("#/", at: index) {
                blank(until: end(of: "/#", from: index + 2))
            } else if starts("\"\"\"", at: index) {
                blank(until: end(of: "\"\"\"", from: index + 3))
            } else if characters[index] == "\"" {
                blank(until: end(of: "\"", from: index + 1))
            } else {
                code.append(characters[index])
                index += 1
            }
        }
        return code
    }

    /// The scalars as text again, one for one (a `String` of `Character`s would merge some).
    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// The index of the bracket closing the one at `open`.
    static func closing(_ code: [Unicode.Scalar], from open: Int) -> Int {
        let (opening, closing): (Unicode.Scalar, Unicode.Scalar) = code[open] == "(" ? ("(", ")") : ("{", "}")
        var depth = 0
        for index in open..<code.count {
            if code[index] == opening { depth += 1 }
            if code[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return code.count - 1
    }

    /// Each function's (or initializer's, named by its type) body, by name.
    static func bodies(in code: [Unicode.Scalar]) -> [(name: String, body: String)] {
        let text = string(code)
        var found: [(name: String, body: String)] = []
        for match in text.matches(of: #/(?:\bfunc\s+(\w+)|\binit)\s*[(<]/#.wordBoundaryKind(.simple)) {
            guard let brace = text[match.range.upperBound...].firstIndex(of: "{") else { continue }
            let start = text.unicodeScalars.distance(from: text.startIndex, to: brace)
            let body = string(code[start...closing(code, from: start)])
            if let name = match.output.1 {
                found.append((String(name), body))
            } else if let type = text[..<match.range.lowerBound]
                .matches(of: #/(?:class|struct|enum|extension)\s+(\w+)/#).last?.output.1
            {
                found.append((String(type), body))
            }
        }
        return found
    }

    /// The names whose call can throw the skip: `sharedMaterial`, and every function or type whose body calls one
    /// of them with `try` (a `try?` swallows the skip).
    static func skippingNames(in sources: [String]) -> Set<String> {
        let bodies = sources.flatMap { Self.bodies(in: Self.codeOnly($0)) }
        var names: Set<String> = ["sharedMaterial"]
        var grew = true
        while grew {
            grew = false
            for (name, body) in bodies where !names.contains(name) && !name.hasPrefix("test") {
                if !calls(in: body, of: names).isEmpty {
                    names.insert(name)
                    grew = true
                }
            }
        }
        return names
    }

    /// The names of `names` that `code` calls with `try`, not `try?`.
    static func calls(in code: String, of names: Set<String>) -> [String] {
        let unswallowed = code.replacing(#/try\?\s*[\w.]*\w\s*\(/#, with: "(")
        return unswallowed.matches(of: #/\b(\w+)\s*\(/#.wordBoundaryKind(.simple))
            .map { String($0.output.1) }.filter { names.contains($0) }
    }

    /// Each assertion in `source` whose arguments call one of `names`: "line: name".
    static func skipsInsideAssertions(in source: String, names: Set<String>) -> [String] {
        let code = codeOnly(source)
        let text = string(code)
        let assertions = text.matches(of: #/\bXCT(?:Unwrap|Assert\w*)\s*\(/#.wordBoundaryKind(.simple))
        return assertions.flatMap { match -> [String] in
            let open = text.unicodeScalars.distance(from: text.startIndex, to: match.range.upperBound) - 1
            let arguments = string(code[open...closing(code, from: open)])
            let line = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            return calls(in: arguments, of: names).map { "\(line): \($0)" }
        }
    }

    func testTheScanFindsASkipInsideAnAssertionAndLetsOthersBe() {
        let helpers = """
            enum TestPaths {
                static func nimkitReleases() throws -> [URL] { try sharedMaterial("nimkit-releases").names }
                static func corpus() -> [URL] { (try? sharedMaterial("corpus")) ?? [] }
            }
            struct Oracle {
                init() throws { folder = try TestPaths.nimkitReleases()[0] }
            }
            """
        let names = Self.skippingNames(in: [helpers])
        XCTAssertEqual(names, ["sharedMaterial", "nimkitReleases", "Oracle"])
        let tests = """
            func testOne() throws {
                let releases = try XCTUnwrap(try TestPaths.nimkitReleases().first { $0.version == "1.0.0" })
                let all = try TestPaths.nimkitReleases()
                XCTAssertEqual(try Oracle().values(
                    "x"), [])
                XCTAssertTrue(all.isEmpty, "nimkitReleases() is empty")  // XCTAssert(nimkitReleases())
                XCTAssertEqual(try? TestPaths.nimkitReleases(), nil)
            }
            """
        XCTAssertEqual(Self.skipsInsideAssertions(in: tests, names: names), ["2: nimkitReleases", "4: Oracle"])
    }

    func testNoSkipForAbsentSharedMaterialIsThrownInsideAnAssertion() throws {
        let tests = repositoryRoot.appendingPathComponent("Tests")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.contains("/Fixtures/") }.sorted()
        let sources = try files.map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
        let names = Self.skippingNames(in: sources)
        XCTAssertTrue(names.isSuperset(of: ["corpus", "nimkitReleases", "nimkitConfig", "NIMKitOracle"]), "\(names)")
        let found = zip(files, sources).flatMap { file, source in
            Self.skipsInsideAssertions(in: source, names: names).map { "\(file):\($0)" }
        }
        XCTAssertEqual(found, [], "call these in a statement of their own, then assert on the result")
    }
}
