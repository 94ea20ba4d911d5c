import XCTest
@testable import NIMLint

/// What rules must decide, pinned on their actual values: which duplicate NIMKit keeps, which keys count as the
/// same, what a `<real>` or `<true/>` gives where a number is read, and the schema's `enum` and exclusive bounds.
final class PinnedRuleTests: XCTestCase {
    private func lint(_ kind: SettingsKind, _ body: String, configuration: Configuration = .default) -> [Diagnostic] {
        let text = RuleExample.plist(kind, body).text
        let input = LintInput(source: SourceFile(path: "App/" + kind.fileName, string: text), kind: kind)
        return Linter(configuration: configuration).lint(input).diagnostics
    }

    private func fixed(_ kind: SettingsKind, _ body: String) -> String {
        let source = SourceFile(path: "App/" + kind.fileName, string: RuleExample.plist(kind, body).text)
        let linter = Linter()
        let outcome = Fixer { linter.lint(LintInput(source: $0, kind: kind)).diagnostics }.fix(source, unsafe: false)
        return String(decoding: outcome.fixed.bytes, as: UTF8.self)
    }

    // MARK: coercible-type

    /// `integerValue` scans a sign and digits only; `floatValue` takes the fraction and the exponent too.
    func testAStringNumberReadsAsItsReaderScansIt() throws {
        let integer = try XCTUnwrap(
            lint(.global, "    <key>Max_Length</key>\n    <string>1e2</string>\n").first { $0.rule == "coercible-type" }
        )
        XCTAssertEqual(
            integer.message,
            "Max_Length is the string '1e2': NIMKit's integerValue reads it as 1 and ignores 'e2', but a number belongs in <integer>"
        )
        XCTAssertNil(integer.fix, "writing 1 would drop what the author wrote")
        let float = try XCTUnwrap(
            lint(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Content_Font_Size</key>\n        <string>1e1</string>\n    </dict>\n"
            ).first { $0.rule == "coercible-type" })
        XCTAssertEqual(
            float.message,
            "Text.Content_Font_Size is the string '1e1': NIMKit's floatValue reads it as 1e1, but a number belongs in <real> or <integer>"
        )
    }

    /// type-mismatch and coercible-type name what a key holds in one vocabulary, the schema's: a `<real>` setting
    /// takes an `<integer>` too, so neither asks for a `<real>` alone, and both say the same of one key.
    func testBothTypeRulesNameWhatAKeyHoldsAlike() throws {
        for (key, holds) in [("Message_Interval", "<real> or <integer>"), ("Message_Limit", "<integer>")] {
            let noNumber = lint(.global, "    <key>\(key)</key>\n    <string>abc</string>\n")
            let mismatch = try XCTUnwrap(noNumber.first { $0.rule == "type-mismatch" }, key)
            XCTAssertEqual(mismatch.help.first?.hasSuffix(" \(holds)"), true, "\(mismatch.help)")
            let number = lint(.global, "    <key>\(key)</key>\n    <string>30</string>\n")
            let coercible = try XCTUnwrap(number.first { $0.rule == "coercible-type" }, key)
            XCTAssertTrue(coercible.message.hasSuffix("a number belongs in \(holds)"), coercible.message)
        }
    }

    /// A coercible value's finding carries what the model says NIMKit applies from it (the linter adds it to every
    /// finding at a value), and that is the value its message names.
    func testACoercibleValueCarriesTheSettingItGives() throws {
        let text = RuleExample.plist(.global, "    <key>Max_Length</key>\n    <string>1000</string>\n").text
        let input = LintInput(source: SourceFile(path: "App/NIMKitGlobalSetting.plist", string: text), kind: .global)
        let finding = try XCTUnwrap(
            Linter().lintBesideTheOtherFile(input).diagnostics.first { $0.rule == "coercible-type" })
        XCTAssertTrue(finding.message.contains("reads it as 1000"), finding.message)
        XCTAssertEqual(finding.consequences.map(\.title), ["Global: Max_Length"])
        XCTAssertEqual(finding.consequences.map(\.value), [.integer(1000)])
    }

    // MARK: invalid-image-name

    /// A name of spaces alone is blank, not a name with spaces around it.
    func testABlankImageNameIsSaidToBeBlank() {
        func message(_ name: String) -> String? {
            lint(
                .global,
                "    <key>Bubble</key>\n    <dict>\n        <key>Left</key>\n        <dict>\n"
                    + "            <key>Normal</key>\n            <dict>\n                <key>Name</key>\n"
                    + "                <string>\(name)</string>\n            </dict>\n        </dict>\n    </dict>\n"
            )
            .first { $0.rule == "invalid-image-name" }?.message
        }
        XCTAssertEqual(
            message(" "),
            "Bubble.Left.Normal.Name is blank (' '), so no image is found: messages drawn with the "
                + "default incoming bubble get no bubble image")
        XCTAssertEqual(
            message(" bubble"),
            "Bubble.Left.Normal.Name ' bubble' has spaces around it, which imageNamed: "
                + "keeps, so no image is found: messages drawn with the default incoming bubble get no bubble image")
    }

    // MARK: missing-image

    /// A name that differs from an image only in letter case is found nowhere on a device: the help names the image.
    func testAnImageNamedInAnotherCaseGetsADidYouMean() throws {
        func help(_ name: String, assets: [String]) throws -> [String] {
            let text = RuleExample.plist(
                .global,
                "    <key>Bubble</key>\n    <dict>\n        <key>Right</key>\n"
                    + "        <dict>\n            <key>Highlighted</key>\n            <dict>\n                <key>Name</key>\n"
                    + "                <string>\(name)</string>\n            </dict>\n        </dict>\n    </dict>\n"
            ).text
            let input = LintInput(
                source: SourceFile(path: "App/NIMKitGlobalSetting.plist", string: text), kind: .global)
            let found = Linter(configuration: .default, images: ImageIndex(names: assets)).lint(input).diagnostics
            return try XCTUnwrap(found.first { $0.rule == "missing-image" }, name).help
        }
        XCTAssertEqual(
            try help("icon_sender_text_node_pressed.PNG", assets: []).first,
            "did you mean 'icon_sender_text_node_pressed.png'? a device's file system is case-sensitive, so "
                + "'icon_sender_text_node_pressed.PNG' is not 'icon_sender_text_node_pressed.png' there")
        XCTAssertEqual(
            try help("Chat_Bubble_Pressed", assets: ["chat_bubble_pressed@2x.png"]).first,
            "did you mean 'chat_bubble_pressed'? a device's file system is case-sensitive, so "
                + "'Chat_Bubble_Pressed' is not 'chat_bubble_pressed' there")
    }

    /// What a missing or unfindable image does comes from the settings model: the messages it leaves without a
    /// bubble image where NIMKit reads the name, and nothing where it reads none (a side whose cap insets raise
    /// before any image is drawn).
    func testAnUnfoundImageSaysWhatTheModelSaysTheMessagesGet() throws {
        func finding(_ rule: String, name: String, insets: String = "<string>{1,2,3,4}</string>") throws -> Diagnostic {
            let text = RuleExample.plist(
                .bubble,
                "    <key>Text</key>\n    <dict>\n        <key>Bubble</key>\n"
                    + "        <dict>\n            <key>Left</key>\n            <dict>\n                <key>Normal</key>\n"
                    + "                <dict>\n                    <key>Name</key>\n                    <string>\(name)</string>\n"
                    + "                    <key>Insets</key>\n                    \(insets)\n"
                    + "                </dict>\n            </dict>\n        </dict>\n    </dict>\n"
            ).text
            let input = LintInput(
                source: SourceFile(path: "App/NIMKitBubbleSetting.plist", string: text), kind: .bubble)
            let report = Linter(configuration: .default, images: ImageIndex(names: [])).lintBesideTheOtherFile(input)
            return try XCTUnwrap(report.diagnostics.first { $0.rule == rule }, "\(report.diagnostics)")
        }
        let missing = try finding("missing-image", name: "my_bubble")
        XCTAssertEqual(
            missing.message, "no image 'my_bubble' in the asset folders: incoming Text messages get no bubble image")
        XCTAssertEqual(missing.severity, .warning)
        XCTAssertEqual(missing.consequences.map(\.title), ["Text, incoming: bubble image"])
        let spaced = try finding("invalid-image-name", name: "my_bubble ")
        XCTAssertEqual(
            spaced.message,
            "Text.Bubble.Left.Normal.Name 'my_bubble ' has spaces around it, which imageNamed: "
                + "keeps, so no image is found: incoming Text messages get no bubble image")
        let unread = try finding("missing-image", name: "my_bubble", insets: "<integer>5</integer>")
        XCTAssertEqual(
            unread.message, "no image 'my_bubble' in the asset folders: no setting NIMKit applies comes from it")
        XCTAssertEqual(unread.consequences, [])
    }

    // MARK: negative-insets

    func testANegativeInsetSaysWhatTheMessagesGetAndWhatItDraws() throws {
        let text = RuleExample.plist(
            .bubble,
            "    <key>Text</key>\n    <dict>\n        <key>Content_Insets</key>\n"
                + "        <dict>\n            <key>Left</key>\n            <string>{11,-15,9,9}</string>\n        </dict>\n"
                + "    </dict>\n"
        ).text
        let input = LintInput(source: SourceFile(path: "App/NIMKitBubbleSetting.plist", string: text), kind: .bubble)
        let finding = try XCTUnwrap(
            Linter().lintBesideTheOtherFile(input).diagnostics.first { $0.rule == "negative-insets" })
        XCTAssertEqual(
            finding.message,
            "Text.Content_Insets.Left '{11,-15,9,9}' has a negative left inset: incoming Text "
                + "messages get content insets {11, -15, 9, 9}")
        XCTAssertEqual(finding.help, ["a negative content inset draws the content past the bubble's edge"])
    }

    // MARK: duplicate-key

    func testTheDuplicateFixKeepsTheLaterValueWhichNIMKitReads() {
        let body =
            "    <key>Message_Limit</key>\n    <integer>20</integer>\n    <key>Message_Limit</key>\n    <integer>50</integer>\n"
        let after = fixed(.global, body)
        XCTAssertTrue(after.contains("<integer>50</integer>"), after)
        XCTAssertFalse(after.contains("<integer>20</integer>"), after)
        XCTAssertEqual(after.components(separatedBy: "<key>Message_Limit</key>").count, 2, after)
    }

    func testTheDuplicateFindingPointsAtTheLaterKey() throws {
        // The body starts on line 5, after the XML declaration, the DOCTYPE, <plist> and <dict>.
        let body =
            "    <key>Message_Limit</key>\n    <integer>20</integer>\n    <key>Message_Limit</key>\n    <integer>50</integer>\n"
        let source = SourceFile(path: "App/NIMKitGlobalSetting.plist", string: RuleExample.plist(.global, body).text)
        let finding = try XCTUnwrap(lint(.global, body).first { $0.rule == "duplicate-key" })
        XCTAssertEqual(source.position(finding), "7:5")
        XCTAssertEqual(
            finding.message,
            "'Message_Limit' appears twice in this dict: NIMKit keeps this one and ignores the one on line 5")
    }

    func testKeysDifferingOnlyInCaseAreNotDuplicates() {
        let body = "    <key>Text</key>\n    <dict/>\n    <key>text</key>\n    <dict/>\n"
        XCTAssertEqual(lint(.bubble, body).filter { $0.rule == "duplicate-key" }.count, 0)
        XCTAssertEqual(fixed(.bubble, body), RuleExample.plist(.bubble, body).text, "no safe fix may delete either")
    }

    func testDuplicatesInsideAnArrayEntryAreFoundAndFixed() throws {
        let body = """
                <key>Text</key>
                <dict>
                    <key>Items</key>
                    <array>
                        <dict>
                            <key>Name</key>
                            <string>first</string>
                            <key>Name</key>
                            <string>second</string>
                        </dict>
                    </array>
                </dict>

            """
        let duplicates = lint(.bubble, body).filter { $0.rule == "duplicate-key" }
        XCTAssertEqual(
            duplicates.map(\.message),
            ["'Name' appears twice in this dict: NIMKit keeps this one and ignores the one on line 10"])
        let after = fixed(.bubble, body)
        XCTAssertTrue(after.contains("<string>second</string>"), after)
        XCTAssertFalse(after.contains("<string>first</string>"), after)
    }

    // MARK: numbers read from other types

    func testARealWhereAnIntegerIsReadIsTruncatedAsIntegerValueDoes() throws {
        let fraction = try XCTUnwrap(
            lint(.global, "    <key>Message_Limit</key>\n    <real>20.7</real>\n").first { $0.rule == "coercible-type" }
        )
        XCTAssertEqual(fraction.message, "Message_Limit is a <real> where NIMKit reads integerValue: it uses 20")
        XCTAssertNil(fraction.fix, "writing 20 would drop what the author wrote")
        let whole = try XCTUnwrap(
            lint(.global, "    <key>Message_Limit</key>\n    <real>20</real>\n").first { $0.rule == "coercible-type" })
        XCTAssertEqual(whole.fix?.safety, .safe)
        XCTAssertEqual(
            fixed(.global, "    <key>Message_Limit</key>\n    <real>20</real>\n"),
            RuleExample.plist(.global, "    <key>Message_Limit</key>\n    <integer>20</integer>\n").text)
    }

    /// integerValue of a <real> as an iPhone (arm64) converts it, and of a string beyond the 64-bit range as Apple
    /// documents it: saturated, never a NaN; no fix writes an <integer> CoreFoundation would refuse.
    func testIntegersBeyondTheRangeSayWhatAnIPhoneGets() throws {
        func finding(_ key: String, _ value: String, rule: String = "coercible-type") throws -> Diagnostic {
            try XCTUnwrap(lint(.global, "    <key>\(key)</key>\n    \(value)\n").first { $0.rule == rule }, value)
        }
        XCTAssertEqual(
            try finding("Record_Max_Duration", "<real>nan</real>").message,
            "Record_Max_Duration is a <real> where NIMKit reads integerValue: it uses 0 (an iPhone converts NaN to 0)")
        XCTAssertEqual(
            try finding("Max_Length", "<real>-1e20</real>").message,
            "Max_Length is a <real> where NIMKit reads integerValue: it uses -9223372036854775808 (an iPhone "
                + "converts a number beyond the 64-bit range to the smallest integer)")
        let string = try finding("Message_Limit", "<string>99999999999999999999</string>")
        XCTAssertEqual(
            string.message,
            "Message_Limit is the string '99999999999999999999': NIMKit's integerValue reads it as "
                + "9223372036854775807, but a number belongs in <integer>")
        XCTAssertNil(string.fix, "an <integer> that overflows 64 bits loses the whole file")
        XCTAssertEqual(
            try finding("Message_Limit", "<real>1e20</real>", rule: "out-of-range").message,
            "Message_Limit is 9223372036854775807, above the recommended maximum of 100")
    }

    func testABooleanWhereANumberIsReadGivesOneOrZero() throws {
        let yes = try XCTUnwrap(
            lint(.global, "    <key>Message_Limit</key>\n    <true/>\n").first { $0.rule == "coercible-type" })
        XCTAssertEqual(yes.message, "Message_Limit is <true/> where NIMKit reads a number: it uses 1")
        XCTAssertNil(yes.fix)
        let no = try XCTUnwrap(
            lint(.global, "    <key>Message_Interval</key>\n    <false/>\n").first { $0.rule == "coercible-type" })
        XCTAssertEqual(no.message, "Message_Interval is <false/> where NIMKit reads a number: it uses 0")
        XCTAssertEqual(
            lint(.global, "    <key>Message_Limit</key>\n    <true/>\n").filter { $0.rule == "type-mismatch" }.count, 0,
            "NSNumber answers integerValue: no crash to report")
    }

    // MARK: schema enum and exclusive bounds

    private func schema(_ properties: String) throws -> SettingsSchema {
        let text = """
            {"x-settings-file": "NIMKitGlobalSetting.plist", "type": "dict", "properties": {\(properties)}}
            """
        return try SettingsSchema.parse(
            SourceFile(path: "custom.schema.json", string: text), origin: "custom.schema.json")
    }

    /// The out-of-range findings for Message_Limit at `value`, under a schema that gives it `constraint`.
    private func outOfRange(_ value: Int, constraint: String) throws -> [String] {
        let configuration = Configuration(schemas: [
            .global: try schema(#""Message_Limit": {"type": "integer", "# + constraint + "}")
        ])
        return lint(
            .global, "    <key>Message_Limit</key>\n    <integer>\(value)</integer>\n", configuration: configuration
        )
        .filter { $0.rule == "out-of-range" }.map { "\($0.severity.rawValue): \($0.message)" }
    }

    func testSchemaEnumAcceptsOnlyTheListedNumbers() throws {
        XCTAssertEqual(try outOfRange(20, constraint: #""enum": [10, 20, 50]"#), [])
        XCTAssertEqual(
            try outOfRange(30, constraint: #""enum": [10, 20, 50]"#),
            ["error: Message_Limit is 30, not one of 10, 20, 50"])
    }

    func testSchemaExclusiveBoundsRefuseTheBoundItself() throws {
        XCTAssertEqual(try outOfRange(99, constraint: #""exclusiveMaximum": 100"#), [])
        XCTAssertEqual(
            try outOfRange(100, constraint: #""exclusiveMaximum": 100"#),
            ["error: Message_Limit is 100, but it must be less than 100"])
        XCTAssertEqual(try outOfRange(1, constraint: #""exclusiveMinimum": 0"#), [])
        XCTAssertEqual(
            try outOfRange(0, constraint: #""exclusiveMinimum": 0"#),
            [
                "error: Message_Limit is 0, but it must be greater than 0: NIMKit reads 0 and every page of history is empty"
            ])
    }

    func testABoundsOverrideKeepsTheSchemaLimitsItDoesNotName() throws {
        let configuration = Configuration(bounds: ["Message_Limit": NumberBounds(minimum: 5)])
        let low = try XCTUnwrap(
            lint(.global, "    <key>Message_Limit</key>\n    <integer>3</integer>\n", configuration: configuration)
                .first { $0.rule == "out-of-range" })
        XCTAssertEqual(low.message, "Message_Limit is 3, below the minimum of 5")
        let high = try XCTUnwrap(
            lint(.global, "    <key>Message_Limit</key>\n    <integer>150</integer>\n", configuration: configuration)
                .first { $0.rule == "out-of-range" })
        XCTAssertEqual(
            high.message, "Message_Limit is 150, above the recommended maximum of 100",
            "the schema's own recommendation stays")
    }

    // MARK: no-bubble-image

    /// The findings of a folder holding a bubble file and a global file with these bodies.
    private func lintFolder(bubble: String, global: String) -> [Diagnostic] {
        let inputs = [(SettingsKind.bubble, bubble), (.global, global)].map { kind, body in
            LintInput(
                source: SourceFile(path: "App/" + kind.fileName, string: RuleExample.plist(kind, body).text), kind: kind
            )
        }
        return Linter().lint(folder: inputs).flatMap(\.diagnostics)
    }

    private let textWithoutBubble = "    <key>Text</key>\n    <dict/>\n"

    func testAGlobalFileWithoutBubbleIsSaidToHaveNone() {
        let found = lintFolder(
            bubble: textWithoutBubble, global: "    <key>Message_Limit</key>\n    <integer>20</integer>\n")
        XCTAssertEqual(
            found.filter { $0.rule == "no-bubble-image" }.map(\.message),
            [
                "Text has no Bubble of its own, and NIMKitGlobalSetting.plist has none either: Text messages get no bubble image "
                    + "and no highlighted bubble image (the global Bubble's)"
            ])
    }

    /// NIMKit reads both sides of the global Bubble when it first loads the global file and subscripts each part:
    /// a part that is no dict crashes the app, which type-mismatch reports, before any message is drawn.
    func testAGlobalBubblePartThatIsNoDictIsLeftToTypeMismatch() {
        let state = "<dict><key>Name</key><string>bubble</string></dict>"
        for bubble in [
            "<string>bubble_left</string>",
            "<dict><key>Left</key><string>bubble_left</string></dict>",
            "<dict><key>Left</key><dict><key>Normal</key><string>bubble_left</string></dict></dict>",
            "<dict><key>Right</key><dict><key>Normal</key>\(state)<key>Highlighted</key><integer>1</integer></dict></dict>",
        ] {
            let found = lintFolder(bubble: textWithoutBubble, global: "    <key>Bubble</key>\n    \(bubble)\n")
            XCTAssertFalse(found.contains { $0.rule == "no-bubble-image" }, bubble)
            XCTAssertTrue(found.contains { $0.rule == "type-mismatch" && $0.severity == .error }, "\(bubble): \(found)")
        }
    }

    // MARK: suppressions

    func testDisableNextLineAfterContentSilencesTheNextLineNotItsOwn() {
        let body = """
                <key>Message_Limt</key><integer>20</integer> <!-- nimlint-disable-next-line unknown-key -->
                <key>Placeholdr</key><string>Say something</string>

            """
        let source = SourceFile(path: "App/NIMKitGlobalSetting.plist", string: RuleExample.plist(.global, body).text)
        let unknown = lint(.global, body).filter { $0.rule == "unknown-key" || $0.rule == "unused-suppression" }
        XCTAssertEqual(unknown.map { "\(source.position($0)) \($0.rule)" }, ["5:5 unknown-key"])
    }
}
