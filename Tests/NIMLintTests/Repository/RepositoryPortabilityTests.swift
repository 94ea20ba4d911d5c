import Foundation
import XCTest

/// What a Mac's checkout needs of the repository: APFS, the default volume of macOS and of GitHub's macOS runners,
/// folds case (and Unicode normalization), so two paths that differ only there are one path on it.
final class RepositoryPortabilityTests: XCTestCase {
    /// The pairs of distinct paths, files or the folders leading to them, that one case-insensitive,
    /// normalization-insensitive volume would hold as one.
    static func caseClashes(in paths: [String]) -> [[String]] {
        var spellings: [String: Set<String>] = [:]
        for path in paths {
            let components = path.split(separator: "/")
            for end in components.indices {
                let prefix = components[...end].joined(separator: "/")
                let folded = prefix.precomposedStringWithCanonicalMapping
                    .folding(options: .caseInsensitive, locale: nil)
                spellings[folded, default: []].insert(prefix.precomposedStringWithCanonicalMapping)
            }
        }
        return spellings.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    func testCaseClashesFindsFilesAndFoldersThatFoldToOnePath() {
        XCTAssertEqual(
            Self.caseClashes(in: ["Sources/NIMLint/Linter.swift", "Sources/nimlint/main.swift"]),
            [["Sources/NIMLint", "Sources/nimlint"]])
        XCTAssertEqual(
            Self.caseClashes(in: ["docs/Readme.md", "docs/README.md"]), [["docs/README.md", "docs/Readme.md"]])
        XCTAssertEqual(Self.caseClashes(in: ["a/B", "a/b/c"]), [["a/B", "a/b"]])
        XCTAssertEqual(Self.caseClashes(in: ["caf\u{E9}/x", "Cafe\u{301}/y"]), [["Caf\u{E9}", "caf\u{E9}"]])
        XCTAssertEqual(Self.caseClashes(in: ["Sources/NIMLint/A.swift", "Sources/NIMLint/B.swift", "Tests/a"]), [])
    }

    /// Untracked files count too, so the test fails the moment someone adds a clashing file, before a commit.
    func testNoTwoPathsOfTheRepositoryDifferOnlyInCase() throws {
        guard FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(".git").path) else {
            throw XCTSkip("not a git checkout: \(repositoryRoot.path) has no .git")
        }
        let listing = try Subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: repositoryRoot)
        XCTAssertEqual(listing.status, 0, listing.output)
        let paths = listing.standardOutput.split(separator: "\0").map(String.init)
        XCTAssertGreaterThan(paths.count, 100, "git listed too few paths to be this repository")
        XCTAssertEqual(Self.caseClashes(in: paths), [], "paths a case-insensitive volume makes one")
    }

    /// SwiftPM on a Mac refuses a target that depends on a product needing a later macOS than the package
    /// declares (10.13 when it declares none), so every manifest a user copies or a test writes names the
    /// platform nimlint's own manifest does.
    func testEveryManifestWeShowOrWriteDeclaresNIMLintsPlatform() throws {
        let ownManifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let platform = try XCTUnwrap(
            ownManifest.firstMatch(of: #/\.macOS\(\.v\d+\)/#).map { String($0.output) }, "Package.swift names no macOS")
        let docs = repositoryRoot.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
            .sorted()
            .map { docs.appendingPathComponent($0) }
        var snippets: [String] = []
        for document in [repositoryRoot.appendingPathComponent("README.md")] + pages {
            let text = try String(contentsOf: document, encoding: .utf8)
            let shown = text.components(separatedBy: "```swift\n").dropFirst()
                .map { $0.components(separatedBy: "```")[0] }
                .filter { $0.contains(".package(url:") }
            if document.lastPathComponent == "README.md" {
                XCTAssertFalse(shown.isEmpty, "the README shows no manifest snippet")
            }
            snippets += shown
        }
        let binaryPlugins = try String(
            contentsOf: repositoryRoot.appendingPathComponent("BinaryPlugins/Package.swift"), encoding: .utf8)
        let manifests =
            snippets + [
                ConsumerPackage.manifest(dependingOn: repositoryRoot), binaryPlugins,
                BinaryPluginsConsumer.manifest(plugins: repositoryRoot),
            ]
        for manifest in manifests {
            XCTAssertTrue(
                manifest.contains("platforms: [\(platform)]"), "no `platforms: [\(platform)]` in:\n\(manifest)")
        }
    }
}
