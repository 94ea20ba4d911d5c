import Foundation
import NIMLint

/// The command line front: parse argv, call the library, print, exit.
func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    guard arguments.first == "check" else {
        FileHandle.standardError.write(Data("usage: nimlint check [--format text|json] FILE...\n".utf8))
        return 2
    }
    arguments.removeFirst()
    var format = "text"
    var paths: [String] = []
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        if argument == "--format", let value = iterator.next(), ["text", "json"].contains(value) {
            format = value
        } else if argument.hasPrefix("-") {
            FileHandle.standardError.write(Data("nimlint: unknown option '\(argument)'\n".utf8))
            return 2
        } else {
            paths.append(argument)
        }
    }
    var inputs: [LintInput] = []
    var failedIO = false
    for path in paths {
        switch FileLoader.load(path: path) {
        case .success(let source):
            inputs.append(LintInput(source: source, kind: LintInput.kind(ofPath: path)))
        case .failure(let failure):
            FileHandle.standardError.write(Data("nimlint: \(failure.message)\n".utf8))
            failedIO = true
        }
    }
    let reports = Linter().lint(inputs)
    if format == "json" {
        print(JSONReport(reports: reports).rendered())
    } else {
        for report in reports {
            for diagnostic in report.diagnostics {
                let start = report.location(of: diagnostic.range).start
                print("\(report.path):\(start.line):\(start.column): \(diagnostic.severity.rawValue): "
                    + "\(diagnostic.message) [\(diagnostic.rule)]")
            }
        }
    }
    if failedIO { return 2 }
    return reports.contains { $0.count(.error) > 0 } ? 1 : 0
}

exit(run(Array(CommandLine.arguments.dropFirst())))
