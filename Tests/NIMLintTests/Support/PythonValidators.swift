import Foundation
import XCTest

/// Validators from PyPI, run by the tests as the reports' consumers' own tooling would: `jsonschema` (every JSON
/// Schema keyword, `additionalProperties` schemas included), `junitparser` (the JUnit XML reader many CI tools
/// use) and `markdown_it` (markdown-it-py, a CommonMark renderer with GitHub's tables). `.ci/run` installs them,
/// so only a local run without them skips.
///
/// A test names the modules it needs with `require` before its first assertion: XCTest records a skip thrown
/// from inside an assertion's expression as a failure, so the validators themselves never skip.
enum PythonValidators {
    /// The PyPI package of a module whose name differs from it.
    private static let packages = ["markdown_it": "markdown-it-py"]

    /// Skips the calling test, with the reason, when python3 or one of `modules` is missing.
    static func require(_ modules: String...) throws {
        for module in modules {
            let result = try Subprocess.run(
                ["python3", "-c", "import \(module)"], in: FileManager.default.temporaryDirectory, input: Data())
            switch result.status {
            case 0: continue
            case 127: throw XCTSkip("python3 is not installed")
            default: throw XCTSkip("Python's \(module) is not installed (pip install \(packages[module] ?? module))")
            }
        }
    }

    /// Every violation of `schema` in `document`, as `pointer: message`; empty when it is valid.
    static func jsonSchemaErrors(_ document: String, schema: URL) throws -> [String] {
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(3)
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            validator = jsonschema.validators.validator_for(schema)(schema)
            for error in sorted(validator.iter_errors(json.load(sys.stdin)), key=str):
                print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message)
            """
        return try run(script, arguments: [schema.path], input: document, module: "jsonschema")
    }

    /// The JUnit document as junitparser reads it: one line per suite (`name tests failures`) and per case
    /// (`  name: failure type: message`).
    static func junitReading(_ document: String) throws -> [String] {
        let script = """
            import sys
            try:
                import junitparser
            except ImportError:
                sys.exit(3)
            xml = junitparser.JUnitXml.fromstring(sys.stdin.buffer.read())
            for suite in xml:
                print(f"{suite.name} {suite.tests} {suite.failures}")
                for case in suite:
                    results = [f"{r._tag} {r.type}: {r.message}" for r in case.result]
                    print(f"  {case.name}: " + "; ".join(results))
            """
        return try run(script, arguments: [], input: document, module: "junitparser")
    }

    /// The HTML markdown-it-py (the CommonMark renderer behind MyST and Jupyter tooling) makes of a document, with
    /// GitHub's table extension on, as a pull-request comment is rendered.
    static func markdownHTML(_ document: String) throws -> String {
        let script = """
            import sys
            try:
                import markdown_it
            except ImportError:
                sys.exit(3)
            sys.stdout.write(markdown_it.MarkdownIt("commonmark").enable("table").render(sys.stdin.read()))
            """
        return try run(script, arguments: [], input: document, module: "markdown_it").joined(separator: "\n")
    }

    private static func run(_ script: String, arguments: [String], input: String, module: String) throws -> [String] {
        let result = try Subprocess.run(
            ["python3", "-c", script] + arguments, in: FileManager.default.temporaryDirectory, input: Data(input.utf8))
        switch result.status {
        case 0: return result.standardOutput.split(separator: "\n").map(String.init)
        case 3: throw ConsumerError(message: "Python's \(module) is not installed: the test must require it first")
        default: throw ConsumerError(message: "python3 failed: \(result.standardError)")
        }
    }
}
