import Foundation
import XCTest

/// scripts/check-portable-shell.py: the shell a Mac runs (BSD tools, bash 3.2) holds no GNU-only option, regex
/// class or bash 4 feature, and the checker sees each one.
final class PortableShellTests: XCTestCase {
    private let checker = repositoryRoot.appendingPathComponent("scripts/check-portable-shell.py").path

    private func hits(_ text: String, named name: String = "snippet.sh") throws -> [String] {
        try PythonValidators.require()
        let folder = try TemporaryFolder(self)
        let file = try folder.write(name, text)
        let result = try Subprocess.run(["python3", checker, file.path], in: folder.url)
        XCTAssertEqual(result.status, result.standardOutput.isEmpty ? 0 : 1, result.output)
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    func testTheRepositorysMacShellIsPortable() throws {
        try PythonValidators.require()
        let result = try Subprocess.run(["python3", checker], in: repositoryRoot)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testEachGNUOnlyConstructIsFlagged() throws {
        let gnuOnly = [
            #"otool -L x | grep -vE '^\s+/usr/lib/'"#, #"sed -n 's/\d\+//p' file"#, #"awk '/\w+/' file"#,
            "grep -oP '(?<=a)b' file", "sed -i 's/a/b/' file", "sed -i '' 's/a/b/' file",
            #"root="$(readlink -f "$0")""#, "date -d yesterday", "stat -c %s file", "find . -name x | xargs -r rm",
            "find . -printf '%p'", "sort -V versions", "cp --parents a b", "declare -A seen", "local -n ref=x",
            "mapfile -t lines < file", "readarray lines", #"echo "${name,,}""#, #"echo "${name^^}""#,
            #"echo "${name@Q}""#, "make |& tee log", "echo x &>> log", "shopt -s globstar", "[[ -v name ]]",
        ]
        for line in gnuOnly {
            XCTAssertEqual(try hits("#!/bin/bash\n\(line)\n").count, 1, line)
        }
    }

    func testPortableShellAndCommentsAreNotFlagged() throws {
        let portable = """
            #!/bin/bash
            # grep -P and sed -i are GNU's; this comment says so.
            grep -vE '^[[:space:]]+/usr/lib/' list
            sed -i.bak 's/a/b/' file && rm -f file.bak
            root="$(cd "$(dirname "$0")" && pwd -P)"
            python3 -m pip install --quiet cmake
            printf '%s\\n' "${name}" "${#list[@]}" 2>&1 | tee log
            python3 -c 'import re; re.match(r"\\s+", " ")'
            """
        XCTAssertEqual(try hits(portable), [])
    }

    func testALinuxOnlyScriptIsExempt() throws {
        XCTAssertEqual(try hits("#!/bin/bash\n# nimlint: linux-only\nsed -i 's/a/b/' file\n"), [])
    }

    func testOnlyTheMacOSJobsOfAWorkflowAreChecked() throws {
        let workflow = """
            jobs:
              linux:
                runs-on: ubuntu-24.04
                steps:
                  - run: sed -i 's/a/b/' file
              macos:
                runs-on: macos-15
                steps:
                  - name: one line
                    run: readlink -f x
                  - name: a block
                    run: |
                      echo fine
                      grep -P 'a' file
                  - uses: actions/checkout@v4
              after:
                runs-on: ubuntu-24.04
                steps:
                  - run: date -d yesterday

            """
        let found = try hits(workflow, named: "ci.yml")
        XCTAssertEqual(found.count, 2, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("ci.yml:10: readlink -f") })
        XCTAssertTrue(found.contains { $0.contains("ci.yml:14: grep -P") })
    }

    func testAPipeNeedsBashWithPipefailInEveryJob() throws {
        let steps = """
            jobs:
              linux:
                runs-on: ubuntu-24.04
                steps:
                  - run: swift test 2>&1 | tee test.log
                  - run: swift test --skip 'A|B' || echo "a|b"

            """
        let found = try hits(steps, named: "ci.yml")
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("ci.yml:5: a pipe in a step without `shell: bash`") })
        XCTAssertEqual(try hits("defaults:\n  run:\n    shell: bash\n\n" + steps, named: "ci.yml"), [])
    }
}
