import Foundation
import XCTest

/// Every relative link of the repository's Markdown (the README, CONTRIBUTING.md, the CHANGELOG, `docs/`,
/// `schemas/`) leads to a file of the repository, and a link to a heading (`page.md#anchor`) to a heading that
/// page has, as GitHub names its anchors.
final class DocumentLinksTests: XCTestCase {
    /// GitHub's anchor for a heading: lower case, every character but letters, digits, `-`, `_` and spaces
    /// dropped, spaces made hyphens.
    static func anchor(ofHeading heading: String) -> String {
        String(
            heading.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.compactMap { scalar in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// The text outside fenced code blocks, where a `](` is Markdown and not a sample.
    static func prose(of markdown: String) -> [Substring] {
        var inFence = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// The targets of the inline links and images of `markdown` that lead into the repository.
    static func relativeLinks(in markdown: String) throws -> [String] {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return prose(of: markdown).flatMap { line -> [String] in
            let text = String(line)
            return link.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                let target = String(text[Range(match.range(at: 1), in: text)!])
                return target.contains("://") || target.hasPrefix("mailto:") ? nil : target
            }
        }
    }

    static func headingAnchors(in markdown: String) -> Set<String> {
        Set(
            prose(of: markdown).compactMap { line in
                guard line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { return nil }
                return anchor(ofHeading: String(line[space...]))
            })
    }

    func testAnchorsAreNamedAsGitHubNamesThem() {
        XCTAssertEqual(Self.anchor(ofHeading: "Who reads the XML"), "who-reads-the-xml")
        XCTAssertEqual(Self.anchor(ofHeading: "Where NIMKit's behaviour lives"), "where-nimkits-behaviour-lives")
        XCTAssertEqual(Self.anchor(ofHeading: "`check` and `fix`: the two commands"), "check-and-fix-the-two-commands")
        XCTAssertEqual(Self.anchor(ofHeading: "show, diff, migrate & preview"), "show-diff-migrate--preview")
    }

    func testLinksAreFoundOutsideCodeOnly() throws {
        let markdown = """
            See [usage](docs/usage.md#check), ![shot](docs/preview.png) and [the site](https://example.com/a.md).
            ```markdown
            [not a link](nowhere.md)
            ```
            # A heading
            """
        XCTAssertEqual(try Self.relativeLinks(in: markdown), ["docs/usage.md#check", "docs/preview.png"])
        XCTAssertEqual(Self.headingAnchors(in: markdown), ["a-heading"])
    }

    func testEveryRelativeLinkOfTheDocumentsResolves() throws {
        let root = repositoryRoot
        let pages =
            ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "schemas/README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        XCTAssertGreaterThan(pages.count, 5)
        var checked = 0
        for page in pages {
            let pageURL = root.appendingPathComponent(page)
            let markdown = try String(contentsOf: pageURL, encoding: .utf8)
            for link in try Self.relativeLinks(in: markdown) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target =
                    parts[0].isEmpty
                    ? pageURL : pageURL.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
                checked += 1
                guard FileManager.default.fileExists(atPath: target.standardizedFileURL.path) else {
                    XCTFail("\(page) links to \(link), which is not in the repository")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let anchors = Self.headingAnchors(in: try String(contentsOf: target, encoding: .utf8))
                    XCTAssertTrue(
                        anchors.contains(String(parts[1])),
                        "\(page) links to \(link), but \(target.lastPathComponent) has no such heading")
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "the README and docs/ link to each other")
    }
}
