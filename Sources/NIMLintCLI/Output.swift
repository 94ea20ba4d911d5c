import Foundation
import NIMLint

/// Where the front writes: the report to standard output or `--output FILE`, everything else to standard error.
enum Output {
    static func standardOutput(_ text: String) {
        standardOutput(bytes: Array(text.utf8))
    }

    /// Bytes as they are, for a fixed file's text in its own encoding. Standard output closed or opened
    /// read-only ends the run with status 2 and the reason: the report cannot reach anyone.
    static func standardOutput(bytes: [UInt8]) {
        guard DescriptorWrite.all(bytes, to: STDOUT_FILENO) else {
            standardError("nimlint: cannot write to standard output: \(SystemError.reason())")
            exit(2)
        }
    }

    /// A notice or error, whose paths and quoted values came from the files: each of its lines made printable
    /// (`PrintableText`), the line breaks between them kept.
    static func standardError(_ text: String) {
        let lines = FileSystemPath.displayed(text).split(separator: "\n", omittingEmptySubsequences: false)
        let printable = lines.map { PrintableText.escaped(String($0), keepingTabs: true) }.joined(separator: "\n")
        _ = DescriptorWrite.all(
            Array((printable.hasSuffix("\n") ? printable : printable + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes `text` to `path` in one step, so a reader never sees half a report; the error says why it failed.
    static func write(_ text: String, toFile path: String) -> String? {
        ReportFile.write(Array(text.utf8), to: path).map { "nimlint: cannot write the report to \(path): \($0)" }
    }

    /// Writes a command's output to `path`, or to standard output without one: the exit status, 2 when the file
    /// cannot be written.
    static func emit(_ text: String, toFile path: String?) -> Int32 {
        guard let path else {
            standardOutput(text)
            return 0
        }
        if let error = write(text, toFile: path) {
            standardError(error)
            return 2
        }
        return 0
    }
}
