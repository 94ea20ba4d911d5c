extension RuleDescription {
    /// What `nimlint explain` prints: the rule, the NIMKit behaviour it guards against, where it reports (with
    /// `↓` marks), where it stays silent, and what its fixes do.
    public func explanationText() -> String {
        let status = enabledByDefault ? "on by default" : "off by default (a style rule)"
        let safeties = Set(corrections.map(\.safety))
        let fixable =
            safeties.isEmpty
            ? ""
            : safeties == [.safe]
                ? ", fixable"
                : safeties == [.unsafe] ? ", fixable with --unsafe-fixes" : ", fixable (some fixes need --unsafe-fixes)"
        var lines = TextWrapping.wrap("\(id): \(summary)", indent: 0)
        let severity =
            severities.count == 1
            ? defaultSeverity.rawValue
            : severities.map(\.rawValue).joined(separator: ", ") + " (by what NIMKit then does)"
        lines += [""] + TextWrapping.wrap("severity: \(severity), \(status)\(fixable)", indent: 0) + [""]
        lines += TextWrapping.wrap(explanation, indent: 0)
        if !triggeringExamples.isEmpty {
            lines += ["", "Reported (\(RuleExample.marker) marks where):"]
            lines += triggeringExamples.flatMap(Self.example)
        }
        if !nonTriggeringExamples.isEmpty {
            lines += ["", "Not reported:"]
            lines += nonTriggeringExamples.flatMap(Self.example)
        }
        for correction in corrections {
            lines += ["", "Fix (\(correction.safety == .safe ? "safe" : "unsafe: needs --unsafe-fixes")):"]
            let read = correction.release.source == .unknown ? "" : ", read by \(correction.release.name)"
            lines += Self.example(correction.kind.fileName + read + ", before", correction.before)
            lines += Self.example(correction.kind.fileName + ", after", correction.after)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An example's file, then the files beside it in its folder, which it is linted with.
    private static func example(_ example: RuleExample) -> [String] {
        Self.example(example.title, example.text)
            + example.siblings.flatMap { Self.example("beside it, \($0.title)", $0.text) }
    }

    /// An example file, indented, without the XML declaration and DOCTYPE every example shares.
    private static func example(_ title: String, _ text: String) -> [String] {
        let body =
            text.hasPrefix(RuleExample.plistHeader) ? String(text.dropFirst(RuleExample.plistHeader.count)) : text
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        return ["", "  \(title):"] + lines.prefix(lines.last == "" ? lines.count - 1 : lines.count).map { "    " + $0 }
    }
}
