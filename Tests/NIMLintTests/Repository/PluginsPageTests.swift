import Foundation
import XCTest
@testable import NIMLint

/// docs/plugins.md shows what the suite runs: the manifest lines of the app BinaryPluginsTests builds, the
/// products of BinaryPlugins/, and the Action's inputs as action.yml declares them.
final class PluginsPageTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    private func blocks(_ language: String, in page: String) -> [String] {
        page.components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// The names under action.yml's `inputs:`.
    private func actionInputs() throws -> [String] {
        let action = try text("action.yml")
        let inputs = try XCTUnwrap(action.components(separatedBy: "\ninputs:\n").dropFirst().first)
            .components(separatedBy: "\n\n")[0]
        return inputs.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/  ([a-z-]+):/#).map { String($0.output.1) }
        }
    }

    func testTheManifestSnippetIsTheOneTheTestedAppUses() throws {
        let page = try text("docs/plugins.md")
        let snippet = try XCTUnwrap(blocks("swift", in: page).first, "docs/plugins.md shows no manifest")
        let tested = BinaryPluginsConsumer.manifest(plugins: URL(fileURLWithPath: "/plugins"))
        let plugin = #".plugin(name: "NIMLintBuildToolPlugin", package: "nimlint-plugins")"#
        XCTAssertTrue(snippet.contains(plugin), snippet)
        XCTAssertTrue(tested.contains(plugin), tested)
        XCTAssertTrue(snippet.contains(#"from: "\#(NIMLint.version)""#), snippet)
        XCTAssertTrue(snippet.contains(".package(url: \"<git URL of nimlint-plugins>\""), snippet)
        let manifest = try text("BinaryPlugins/Package.swift")
        XCTAssertTrue(manifest.contains(#"name: "nimlint-plugins""#), "the package the snippet names")
        for product in ["NIMLintBuildToolPlugin", "NIMLintCommandPlugin", "NIMLintFixCommandPlugin"] {
            XCTAssertTrue(manifest.contains(#".plugin(name: "\#(product)""#), product)
            XCTAssertTrue(page.contains("`\(product)`"), product)
        }
    }

    func testTheWorkflowSnippetAndTheTableUseTheActionsInputs() throws {
        let inputs = try actionInputs()
        XCTAssertEqual(inputs, ["paths", "version", "sarif", "arguments"])
        let page = try text("docs/plugins.md")
        let workflow = try XCTUnwrap(blocks("yaml", in: page).first, "docs/plugins.md shows no workflow")
        let step = try XCTUnwrap(workflow.components(separatedBy: "/nimlint@").dropFirst().first)
            .components(separatedBy: "      - ")[0]
        let given = step.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/          ([a-z-_]+):.*/#).map { String($0.output.1) }
        }
        XCTAssertFalse(given.isEmpty, step)
        for input in given {
            XCTAssertTrue(inputs.contains(input), "the snippet gives the action an input it lacks: \(input)")
        }
        let table = page.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/^\| `([a-z-]+)` \|/#).map { String($0.output.1) }
        }
        XCTAssertEqual(table, inputs, "the input table")
    }
}
