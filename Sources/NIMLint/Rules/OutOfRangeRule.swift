/// Numbers outside what works: a page of 0 messages fetches nothing, a font of size 0 draws nothing.
enum OutOfRangeRule: LintRule {
    static let description = RuleDescription(
        id: "out-of-range", defaultSeverity: .warning, severities: [.error, .warning],
        summary: "A number outside its hard bounds (error) or its recommended range (warning)",
        explanation: """
            The schema gives numbers hard bounds, outside which NIMKit misbehaves (an error: a Message_Limit \
            of 0 fetches no messages, a Content_Font_Size of 0 or less draws no text, a Max_Length of 0 accepts \
            no input), and a recommended range, outside which the value is probably a slip (a warning: a \
            Message_Interval of 3 seconds stamps nearly every message, a font size of 140). Values listed by \
            the schema's `enum` are checked here too. The configuration's `bounds` replaces either range per key.
            """,
        triggeringExamples: [
            .plist(
                .global,
                "    <key>Message_Limit</key>\n    <integer>↓0</integer>\n    <key>Max_Length</key>\n    <integer>↓100000</integer>\n"
            ),
            .plist(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <real>↓-14</real>\n    </dict>\n"
            ),
        ],
        nonTriggeringExamples: [
            .plist(
                .global,
                "    <key>Message_Limit</key>\n    <integer>20</integer>\n    <key>Message_Interval</key>\n    <integer>300</integer>\n"
            ),
            .plist(.global, "    <key>Message_Limit</key>\n    <integer>500</integer>\n")
                .configured { $0.bounds["Message_Limit"] = NumberBounds(recommendedMaximum: 1000) },
        ])

    static func check(_ file: SettingsFile, in folder: [SettingsFile]) -> [Diagnostic] {
        // Bounds the configuration sets may apply to any key; else only the schema's own bounds and values do.
        let visits = file.configuration.bounds.isEmpty ? file.visits.having(.numberChecks) : Array(file.visits)
        return visits.compactMap { check($0, in: file) }
    }

    private static func check(_ visit: SchemaVisit, in file: SettingsFile) -> Diagnostic? {
        let configuration = file.configuration
        let bounds = configuration.bounds(ofKey: visit.key, schema: visit.schema)
        // Most values have neither bounds nor allowed values: their text need not be read as a number.
        let reader = FoundationReading.reader(of: visit.schema)
        guard visit.schema.allowedValues != nil || !bounds.isEmpty,
            var number = FoundationReading.number(of: visit.node, reader: reader)
        else { return nil }
        // What integerValue gives is the number NIMKit uses: a <real> or a string beyond the 64-bit range saturates.
        var shown = NumberBounds.format(number)
        if reader == "integerValue", let integer = FoundationReading.integerValue(of: visit.node) {
            number = Double(integer)
            shown = String(integer)
        }
        let range = visit.node.content
        if let allowed = visit.schema.allowedValues, !allowed.contains(.number(number)) {
            return description.diagnostic(
                "\(visit.name) is \(shown), not one of \(allowed.map(\.description).joined(separator: ", "))",
                at: range, severity: .error)
        }
        guard !bounds.isEmpty, let (problem, severity) = violation(of: number, bounds) else { return nil }
        var message = "\(visit.name) is \(shown), \(problem)"
        if number == 0, let effect = Consequence.sentence(file.settings(readFrom: visit.node.range)) {
            message += ": " + effect
        }
        return description.diagnostic(
            message, at: range, severity: severity, help: visit.schema.description.map { [$0] } ?? [])
    }

    private static func violation(of number: Double, _ bounds: NumberBounds) -> (String, Severity)? {
        let format = NumberBounds.format
        if let minimum = bounds.minimum, number < minimum { return ("below the minimum of \(format(minimum))", .error) }
        if let maximum = bounds.maximum, number > maximum { return ("above the maximum of \(format(maximum))", .error) }
        if let minimum = bounds.exclusiveMinimum, number <= minimum {
            return ("but it must be greater than \(format(minimum))", .error)
        }
        if let maximum = bounds.exclusiveMaximum, number >= maximum {
            return ("but it must be less than \(format(maximum))", .error)
        }
        if let minimum = bounds.recommendedMinimum, number < minimum {
            return ("below the recommended minimum of \(format(minimum))", .warning)
        }
        if let maximum = bounds.recommendedMaximum, number > maximum {
            return ("above the recommended maximum of \(format(maximum))", .warning)
        }
        return nil
    }
}
