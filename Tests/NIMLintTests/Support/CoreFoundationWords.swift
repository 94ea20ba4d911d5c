import Foundation
@testable import NIMLint

/// What the CoreFoundation in this process says where recorded outputs quote the open-source CoreFoundation's
/// words: Apple's CoreFoundation is the same parser, with the same verdicts and lines, but its wording is its own
/// to change. Each quoted reason is paired with a file that makes CoreFoundation give it, and asked of the
/// CoreFoundation that runs here.
enum CoreFoundationWords {
    /// The reasons recorded outputs quote, as the open-source CoreFoundation words them, each with a file that
    /// CoreFoundation refuses for it.
    static let probes: [(recorded: String, file: String)] = [
        ("Encountered empty <data>", "<plist version=\"1.0\">\n<dict>\n<key>Logo</key>\n<data/>\n</dict>\n</plist>\n")
    ]

    /// `text` with each recorded reason, as it is and as XML escapes it, replaced by the words of the
    /// CoreFoundation in the process.
    static func inProcess(_ text: String) -> String {
        var text = text
        for (recorded, said) in spoken where recorded != said {
            text = text.replacingOccurrences(of: recorded, with: said)
                .replacingOccurrences(of: CheckstyleReport.escape(recorded), with: CheckstyleReport.escape(said))
        }
        return text
    }

    /// Each recorded reason with what CoreFoundation here says of its file.
    static let spoken: [(recorded: String, said: String)] = probes.map { probe in
        guard case .rejected(let reason, _) = CoreFoundationLoader.load(Array(probe.file.utf8)) else {
            return (probe.recorded, "CoreFoundation loads the file meant to make it say: \(probe.recorded)")
        }
        return (probe.recorded, reason)
    }
}
