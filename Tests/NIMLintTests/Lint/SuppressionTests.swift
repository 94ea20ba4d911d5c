import XCTest
@testable import NIMLint

/// Inline suppressions over real parse diagnostics (files linted without a schema) and schema rules, through the
/// linter.
final class SuppressionTests: XCTestCase {
    private func lint(_ text: String, kind: SettingsKind? = nil, configuration: Configuration = .default) -> [String] {
        let report = Linter(configuration: configuration).lintBesideTheOtherFile(
            LintInput(source: SourceFile(path: "NIMKitGlobalSetting.plist", string: text), kind: kind))
        return report.diagnostics.map { diagnostic in
            let start = report.location(of: diagnostic.range).start
            return "\(start.line):\(start.column) \(diagnostic.severity.rawValue) \(diagnostic.rule)"
        }
    }

    private func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    func testSchemaRuleFindingsAreSilencedOnTheirLine() {
        let rootStart = SampleSettings.clean.range(of: "<dict>\n")!.upperBound
        var text = SampleSettings.clean
        text.insert(
            contentsOf: """
                \t<!-- nimlint-disable-next-line unknown-key -->
                \t<key>App_Theme</key><string>dark</string>
                \t<key>Message_Limt</key><integer>20</integer>

                """, at: rootStart)
        XCTAssertEqual(lint(text, kind: .global), ["7:2 warning unknown-key"])
    }

    func testDisableNextLineSkipsCommentOnlyAndBlankLines() {
        let text = plist(
            """
            <!-- nimlint-disable-next-line plist-structure -->
            <!-- why: a key the app reads itself -->

            <key>A</key><integr>1</integr>
            <key>B</key><integr>2</integr>
            """)
        XCTAssertEqual(lint(text), ["8:13 error plist-structure"])
    }

    /// Xcode indents with tabs: a comment line indented so is still only a comment.
    func testDisableNextLineSkipsCommentLinesIndentedWithTabs() {
        let text = plist(
            "\t<!-- nimlint-disable-next-line plist-structure -->\n\t\t<!-- why: a key the app reads itself -->\n"
                + "\t<key>A</key><integr>1</integr>\n\t<key>B</key><integr>2</integr>")
        XCTAssertEqual(lint(text), ["7:14 error plist-structure"])
    }

    func testDisableAndEnableBoundARegion() {
        let text = plist(
            """
            <!-- nimlint-disable plist-structure -->
            <key>A</key><integr>1</integr>
            <!-- nimlint-enable plist-structure -->
            <key>B</key><integr>2</integr>
            """)
        XCTAssertEqual(lint(text), ["7:13 error plist-structure"])
    }

    func testDisableFileWithAndWithoutRules() {
        let body = "<key>A</key><integr>1</integr>"
        XCTAssertEqual(lint(plist("<!-- nimlint-disable-file -->\n" + body)), [])
        XCTAssertEqual(
            lint(plist("<!-- nimlint-disable-file plist-structure, xml-syntax -->\n" + body)),
            ["4:1 info unused-suppression"], "xml-syntax silenced nothing")
    }

    func testUnusedAndMisspeltSuppressionsAreReported() {
        let text = plist(
            """
            <!-- nimlint-disable-next-line plist-structure -->
            <key>A</key><integer>1</integer>
            <!-- nimlint-disable-nxt-line plist-structure -->
            <!-- nimlint-enable xml-syntax -->
            """)
        XCTAssertEqual(
            lint(text),
            [
                "3:1 warning not-a-settings-file", "4:1 info unused-suppression", "6:1 info unused-suppression",
                "7:1 info unused-suppression",
            ])
    }

    func testConfiguredSeveritiesApplyInTheSameStage() {
        let text = plist("<!-- nimlint-disable-next-line xml-syntax -->\n<key>A</key><integr>1</integr>")
        let configuration = Configuration(ruleSeverities: ["plist-structure": .warning, "unused-suppression": .error])
        XCTAssertEqual(
            lint(text, configuration: configuration), ["4:1 error unused-suppression", "5:13 warning plist-structure"])
        let off = Configuration(ruleSeverities: [
            "plist-structure": Severity?.none, "unused-suppression": Severity?.none,
        ])
        XCTAssertEqual(lint(text, configuration: off), [])
    }

    func testACommentLibxmlNeverReadCannotSilenceTheParseError() {
        let text = "<plist><dict><key>A</key><string>x</dict>\n<!-- nimlint-disable-file -->\n</plist>\n"
        XCTAssertEqual(lint(text), ["1:35 error xml-syntax"])
    }

    func testSuppressionsOfSchemaRulesAreNotJudgedWhenTheFileDidNotParse() {
        let text = plist("<!-- nimlint-disable-next-line invalid-color -->\n<key>A</key><integr>1</integr>")
        XCTAssertEqual(lint(text), ["5:13 error plist-structure"])
    }

    func testDisableNextLineAboveAKeyCoversTheWholeEntry() {
        var text = SampleSettings.clean.replacingOccurrences(
            of: "\t<key>Row_Background_Color</key>\n\t<string>#F2F4F7</string>",
            with:
                "\t<!-- nimlint-disable-next-line invalid-color -->\n\t<key>Row_Background_Color</key>\n\t<string>#FFF</string>"
        )
        text = text.replacingOccurrences(of: "<string>{18,25,17,25}</string>", with: "<string>{18,25,17}</string>")
        text = text.replacingOccurrences(
            of: "\t<key>Bubble</key>", with: "\t<!-- nimlint-disable-next-line invalid-insets -->\n\t<key>Bubble</key>")
        XCTAssertEqual(text.components(separatedBy: "nimlint-disable").count, 3, "both suppressions were inserted")
        XCTAssertEqual(
            text.components(separatedBy: "{18,25,17}<").count, 5, "four broken insets deep in the Bubble dict")
        XCTAssertEqual(
            lint(text, kind: .global), [], "the value on the next line and the dict over many lines are covered")
        let unsuppressed = text.replacingOccurrences(
            of: "<!-- nimlint-disable-next-line invalid-insets -->\n", with: "")
        XCTAssertEqual(
            lint(unsuppressed, kind: .global),
            [
                "27:13 warning invalid-insets", "34:13 warning invalid-insets", "44:13 warning invalid-insets",
                "51:13 warning invalid-insets",
            ])
        let sameLine = plist(
            "<!-- nimlint-disable-next-line invalid-color -->\n<key>Row_Background_Color</key><string>#FFF</string>\n"
                + "<key>Placeholder</key>\n<integer>1</integer>")
        XCTAssertEqual(
            lint(sameLine, kind: .global).filter { !$0.hasSuffix("missing-key") }, ["7:1 error type-mismatch"],
            "the entry ends where its value does")
    }

    func testAMisspeltRuleInASuppressionGetsADidYouMean() {
        let report = Linter().lint(
            LintInput(
                source: SourceFile(
                    path: "NIMKitGlobalSetting.plist",
                    string: plist(
                        """
                        <!-- nimlint-disable-next-line unknown-keys, duplicate-key -->
                        <key>Message_Limt</key><integer>20</integer>
                        """)), kind: .global))
        let unused = report.diagnostics.filter { $0.rule == "unused-suppression" }
        XCTAssertEqual(
            unused.map(\.message),
            [
                "`nimlint-disable-next-line` names an unknown rule `unknown-keys`: it silences nothing",
                "`nimlint-disable-next-line duplicate-key` silences nothing",
            ])
        XCTAssertEqual(unused.first?.help, ["did you mean `unknown-key`?"])
        XCTAssertTrue(report.diagnostics.contains { $0.rule == "unknown-key" }, "a misspelt rule silences nothing")
    }
}
