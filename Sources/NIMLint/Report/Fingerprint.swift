/// A finding's identity across runs, for code scanning's alert tracking and GitLab's Code Quality diff: a hash of
/// the rule, the file and the flagged text, so a finding keeps its fingerprint when lines are added above it.
/// Findings with the same rule and text in one file are told apart by their order (`:1`, `:2`, …), as GitHub does
/// for its own line hashes.
struct Fingerprints {
    private var seen: [String: Int] = [:]

    /// The next fingerprint, counting repeats in this run.
    mutating func next(rule: String, path: String, flaggedText: String) -> String {
        let hash = Self.hash("\(rule)\u{0}\(path)\u{0}\(flaggedText)")
        seen[hash, default: 0] += 1
        return "\(hash):\(seen[hash]!)"
    }

    /// The text a diagnostic flags, or the line it sits on when its range is empty (a missing key, an insertion);
    /// the key path in a file without lines.
    static func flaggedText(_ diagnostic: Diagnostic, in report: FileReport) -> String {
        guard let source = report.source else { return "" }
        let range = diagnostic.range
        if source.isKeyPathOutline, let keyPath = source.location(of: range.start).keyPath { return keyPath }
        return range.start < range.end ? source.string(in: range) : source.lineText(containing: range.start)
    }

    /// 64-bit FNV-1a as 16 hex digits: small, and the same on every platform and in every release, unlike
    /// Swift's `Hasher`, which is seeded per process.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
