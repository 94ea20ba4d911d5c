import Foundation
import NIMLint

/// Where the front writes: the report to standard output or `--output FILE`, everything else to standard error.
enum Output {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Bytes as they are, for a fixed file's text in its own encoding.
    static func standardOutput(bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    static func standardError(_ text: String) {
        let line = FileSystemPath.displayed(text)
        FileHandle.standardError.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }

    /// Writes `text` to `path` in one step, so a reader never sees half a report; the error says why it failed.
    static func write(_ text: String, toFile path: String) -> String? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "nimlint: cannot write the report to \(path): \((error as NSError).localizedFailureReason ?? error.localizedDescription)"
        }
    }
}
