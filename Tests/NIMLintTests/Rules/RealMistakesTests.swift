import XCTest
@testable import NIMLint

/// Mistakes iOS teams really make in NIMKit's settings files, starting from NetEase's own defaults, where a rule
/// example cannot say enough: that a finding has no fix, which severity it takes, or what a whole folder gives.
final class RealMistakesTests: XCTestCase {
    func testANumberWithTextAfterItIsReportedWithoutAFix() throws {
        let diagnostics = lint(.global, "    <key>Message_Limit</key>\n    <string>0x14</string>\n")
        let coercion = try XCTUnwrap(diagnostics.first { $0.rule == "coercible-type" })
        XCTAssertEqual(
            coercion.message,
            "Message_Limit is the string '0x14': NIMKit's integerValue reads it as 0 and ignores 'x14', but a number belongs in <integer>"
        )
        XCTAssertNil(coercion.fix, "writing <integer>0</integer> would keep what NIMKit reads but lose what was meant")
        XCTAssertNil(
            lint(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <string>14px</string>\n    </dict>\n"
            )
            .first { $0.rule == "coercible-type" }?.fix)
        XCTAssertNotNil(
            lint(.global, "    <key>Message_Limit</key>\n    <string> 20 </string>\n")
                .first { $0.rule == "coercible-type" }?.fix, "whitespace around the number is no loss")
    }

    func testAMisspeltUnsupportSaysEveryOtherTypeLosesItsFallback() throws {
        // The model says what the misspelling leaves: every type without an entry (all of them here) has nothing.
        let finding = try XCTUnwrap(
            lint(.bubble, "    <key>Unsupported</key>\n    <dict/>\n").first { $0.rule == "unknown-message-type" })
        XCTAssertEqual(finding.help.first, "did you mean 'Unsupport'?")
        XCTAssertTrue(
            finding.message.hasPrefix(
                "'Unsupported' is not a NIMKit message type: NIMKit never reads this entry, so "
                    + "there is no Unsupport entry: Text, Audio, Video and 8 other types' messages and messages of types without an "
                    + "entry have nothing to draw with (no bubble image, no text color, a system font of size 0) (no entry of their "
                    + "own, and no Unsupport entry)"), finding.message)
        XCTAssertEqual(finding.severity, .error)
        let video = try XCTUnwrap(
            lint(.bubble, "    <key>Vidoe</key>\n    <dict/>\n").first { $0.rule == "unknown-message-type" })
        XCTAssertTrue(
            video.message.hasSuffix(
                ", so there is no Video entry: Video messages have nothing to draw with (no bubble "
                    + "image, no text color, a system font of size 0) (no entry of their own, and no Unsupport entry)"),
            video.message)
    }

    func testAKeyWithStraySpacesSaysSo() throws {
        let type = try XCTUnwrap(
            lint(.bubble, "    <key>Text </key>\n    <dict/>\n").first { $0.rule == "unknown-message-type" })
        XCTAssertEqual(type.help.first, "did you mean 'Text'? NIMKit looks keys up exactly, spaces included")
        XCTAssertEqual(type.fix?.edits.first?.replacement, "Text")
        let key = try XCTUnwrap(
            lint(.global, "    <key> Placeholder</key>\n    <string>Say something</string>\n").first {
                $0.rule == "unknown-key"
            })
        XCTAssertEqual(key.help.first, "did you mean 'Placeholder'? NIMKit looks keys up exactly, spaces included")
    }

    /// A color read otherwise than it looks is a warning (docs/rules.md), however it happens to draw.
    func testColorSlipsThatDrawTheMeantColorAreWarningsWithASafeFix() throws {
        for (text, intended) in [
            ("#000", "#000000"), ("000000", "#000000"), ("#FFFFFF ", "#FFFFFF"), ("#FFFFFFFF", "#FFFFFF"),
        ] {
            let finding = try XCTUnwrap(color(text).first, text)
            XCTAssertEqual(finding.severity, .warning, text)
            XCTAssertEqual(finding.fix?.safety, .safe, text)
            XCTAssertEqual(finding.fix?.edits.first?.replacement, intended, text)
        }
        for (text, intended) in [
            ("#FFF", "#FFFFFF"), ("FFFFFF", "#FFFFFF"), ("0xFFFFFF", "#FFFFFF"), (" #FFFFFF", "#FFFFFF"),
        ] {
            let finding = try XCTUnwrap(color(text).first, text)
            XCTAssertEqual(finding.severity, .warning, text)
            XCTAssertEqual(finding.fix?.safety, .unsafe, text)
            XCTAssertEqual(finding.fix?.edits.first?.replacement, intended, text)
        }
    }

    func testColorsWithoutAClearIntentHaveNoFix() throws {
        let alpha = try XCTUnwrap(color("#FF0000FF").first)
        XCTAssertEqual(
            alpha.message,
            "Row_Background_Color '#FF0000FF' is not #RRGGBB: chat rows get the background color #0000FF (blue)")
        XCTAssertEqual(
            alpha.help,
            [
                "NIMKit colors are opaque and it keeps the last six digits: write #0000FF if this is #AARRGGBB, #FF0000 if it is #RRGGBBAA"
            ])
        XCTAssertNil(alpha.fix)
        // An empty string crashes where NIMKit reads it (its scanner is set past the end): an error.
        for text in ["#GGGGGG", "", "white", "#FFFFFF0"] {
            let finding = try XCTUnwrap(color(text).first, text)
            XCTAssertEqual(finding.severity, text.isEmpty ? .error : .warning, text)
            XCTAssertNil(finding.fix, text)
        }
        let cdata = try XCTUnwrap(color("<![CDATA[#FFF]]>").first)
        XCTAssertEqual(cdata.help, ["did you mean #FFFFFF?"])
        XCTAssertNil(cdata.fix, "text that is not literal is never rewritten")
        XCTAssertEqual(color("#ffffff").count + color("&#35;FFFFFF").count, 0)
    }

    private func color(_ text: String) -> [Diagnostic] {
        lint(.global, "    <key>Row_Background_Color</key>\n    <string>\(text)</string>\n").filter {
            $0.rule == "invalid-color"
        }
    }

    func testALineBreakInsideAKeyStaysOnTheMessageLine() throws {
        let finding = try XCTUnwrap(
            lint(.bubble, "    <key>Text\n</key>\n    <dict/>\n").first { $0.rule == "unknown-message-type" })
        XCTAssertTrue(
            finding.message.hasPrefix("'Text\\n' is not a NIMKit message type: NIMKit never reads this entry, so "),
            finding.message)
        XCTAssertEqual(finding.fix?.title, "rename 'Text\\n' to 'Text'")
        XCTAssertEqual(finding.fix?.edits.first?.replacement, "Text", "only what is shown is escaped, never an edit")
        // CoreFoundation keeps the CRLF in the key, as written, so the key is literal and renamed like the LF one.
        let crlf = try XCTUnwrap(
            lint(.bubble, "    <key>Text\r\n</key>\n    <dict/>\n").first { $0.rule == "unknown-message-type" })
        XCTAssertEqual(crlf.fix?.title, "rename 'Text\\r\\n' to 'Text'")
    }

    func testEveryEncodingATeamSavesInGivesTheSameFindingsAtTheSamePlaces() {
        let text = RuleExample.plist(
            .bubble,
            """
                <key>Text</key>
                <dict>
                    <key>Content_Insets</key>
                    <dict>
                        <key>Left</key>
                        <string>{11，15，9，9}</string>
                        <key>Right</key>
                        <string>{11,11,9,15}</string>
                    </dict>
                    <key>Content_Color</key>
                    <dict>
                        <key>Left</key>
                        <string>#FFF</string>
                        <key>Right</key>
                        <string>#FFFFFF</string>
                    </dict>
                    <key>Show_avatar</key>
                    <string>YES</string>
                </dict>

            """
        ).text
        func findings(_ bytes: [UInt8]) -> [String] {
            let source = SourceFile(path: "App/" + SettingsKind.bubble.fileName, bytes: bytes)
            return Linter().lintBesideTheOtherFile(LintInput(source: source, kind: .bubble)).diagnostics.map {
                "\(source.position($0)) \($0.rule)"
            }
        }
        let expected = findings(Array(text.utf8))
        XCTAssertEqual(
            expected, ["4:1 missing-key", "10:21 invalid-insets", "17:21 invalid-color", "21:9 unknown-key"])
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(findings(Array(crlf.utf8)), expected, "CRLF")
        XCTAssertEqual(findings([0xEF, 0xBB, 0xBF] + Array(text.utf8)), expected, "UTF-8 with BOM")
        let utf16 = text.replacingOccurrences(of: "UTF-8", with: "UTF-16")
        XCTAssertEqual(findings([0xFF, 0xFE] + TextEncoding.utf16LittleEndian.encode(utf16)), expected, "UTF-16LE")
        XCTAssertEqual(findings([0xFE, 0xFF] + TextEncoding.utf16BigEndian.encode(utf16)), expected, "UTF-16BE")
    }

    /// Every finding in a settings file holding `body` in its root dict, alone in its folder.
    private func lint(_ kind: SettingsKind, _ body: String) -> [Diagnostic] {
        let text = RuleExample.plist(kind, body).text
        return Linter().lint(LintInput(source: SourceFile(path: "App/" + kind.fileName, string: text), kind: kind))
            .diagnostics
    }
}
