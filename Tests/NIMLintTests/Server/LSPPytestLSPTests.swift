import Foundation
import XCTest

/// `nimlint lsp` driven by pytest-lsp (Tests/LSP): a whole session as every editor whose capabilities
/// pytest-lsp records, in both header forms, each result checked against that editor's capabilities with
/// pytest-lsp's specification warnings failing the test. `.ci/run` installs pytest-lsp; elsewhere it skips.
final class LSPPytestLSPTests: XCTestCase {
    func testEveryRecordedClientHoldsASessionInBothHeaderForms() throws {
        let probe = try Subprocess.run(["python3", "-c", Self.countRecordedClients], in: repositoryRoot)
        switch probe.status {
        case 0: break
        case 127: throw XCTSkip("python3 is not installed")
        default: throw XCTSkip("Python's pytest-lsp is not installed (pip install pytest-lsp)")
        }
        let clients = try XCTUnwrap(
            Int(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)), probe.output)
        XCTAssertGreaterThan(clients, 0)
        let tests = repositoryRoot.appendingPathComponent("Tests/LSP")
        let result = try Subprocess.run(
            [
                "NIMLINT=" + CLIRunner.executable.path, "python3", "-m", "pytest", "-c",
                tests.appendingPathComponent("pytest.ini").path, tests.path, "-p", "no:cacheprovider", "-q",
            ],
            in: repositoryRoot)
        XCTAssertEqual(result.status, 0, result.output)
        // Two header forms for each recorded client, all run and passed.
        XCTAssertTrue(result.standardOutput.contains("\(2 * clients) passed"), result.output)
    }

    /// Prints how many clients pytest-lsp records; fails to import when pytest-lsp is not installed.
    private static let countRecordedClients = """
        from importlib import resources
        import pytest_lsp
        print(sum(path.name.endswith(".json") for path in resources.files("pytest_lsp.clients").iterdir()))
        """
}
