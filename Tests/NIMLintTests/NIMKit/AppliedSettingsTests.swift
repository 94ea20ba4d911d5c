import XCTest
@testable import NIMLint

/// What NIMKit applies from a folder's two files, as NIMKitUIConfig.m reads them, each value with where it came from.
final class AppliedSettingsTests: XCTestCase {
    private func applied(
        global: String? = nil, bubble: String? = nil, nimkit: String = "1.8.0"
    ) throws -> AppliedSettings {
        let folder = try TemporaryFolder(self)
        if let global { try folder.write("NIMKitGlobalSetting.plist", global) }
        if let bubble { try folder.write("NIMKitBubbleSetting.plist", bubble) }
        return SettingsFolderCheck(
            folder: folder.url.path, assetFolders: [], nimkit: NIMKitVersion(nimkit)
        ).applied
    }

    private func type(_ name: String, in settings: AppliedSettings) throws -> AppliedSettings.MessageType {
        try XCTUnwrap(settings.messageTypes.first { $0.name == name })
    }

    private func line(_ provenance: Provenance) -> Int? {
        if case .file(_, _, let line, _) = provenance.origin { return line }
        return nil
    }

    private let globalBubble = """
        <key>Bubble</key>
        <dict>
        <key>Left</key>
        <dict><key>Normal</key><dict><key>Name</key><string>global_left</string><key>Insets</key><string>{1,2,3,4}</string></dict></dict>
        <key>Right</key>
        <dict><key>Normal</key><dict><key>Name</key><string>global_right</string></dict></dict>
        </dict>
        """

    func testValuesAreReadAsNIMKitReadsThemWithTheirPlaces() throws {
        let settings = try applied(
            global: ChatPreviewTests.settingsPlist(
                "<key>Max_Length</key>\n<real>14.7</real>\n<key>Message_Limit</key>\n<string>1e2</string>"),
            bubble: ChatPreviewTests.settingsPlist(
                """
                <key>Text</key>
                <dict>
                <key>Content_Color</key>
                <dict><key>Left</key><string>#FFF</string></dict>
                <key>Content_Insets</key>
                <dict><key>Left</key><string>11,15,9,9</string><key>Right</key><string>{1, 2, 3, 4}</string></dict>
                <key>Content_Font_Size</key>
                <string>15.5</string>
                <key>Show_Avatar</key>
                <string>YES</string>
                </dict>
                """))
        let globals = Dictionary(uniqueKeysWithValues: settings.globals.map { ($0.key, $0.value.value) })
        XCTAssertEqual(globals["Max_Length"], .integer(14), "integerValue truncates")
        XCTAssertEqual(globals["Message_Limit"], .integer(1), "integerValue stops at the exponent")
        XCTAssertEqual(globals["Message_Interval"], .number(0))
        let text = try type("Text", in: settings)
        XCTAssertEqual(text.sides.incoming.textColor.value, 0x000FFF, "#FFF reads as 0x000FFF")
        XCTAssertEqual(line(text.sides.incoming.textColor.provenance), 8)
        XCTAssertEqual(text.sides.outgoing.textColor.value, nil)
        XCTAssertEqual(text.sides.outgoing.textColor.provenance.fallbacks, [.missing])
        XCTAssertEqual(text.sides.incoming.contentInsets.value, .zero)
        XCTAssertEqual(text.sides.incoming.contentInsets.provenance.fallbacks, [.unparsedInsets])
        XCTAssertEqual(text.sides.outgoing.contentInsets.value, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(text.sides.outgoing.contentInsets.provenance.fallbacks, [])
        XCTAssertEqual(text.sides.incoming.fontSize.value, 15.5)
        XCTAssertEqual(text.sides.incoming.showsAvatar.value, true)
        let color = try XCTUnwrap(settings.settings.first { $0.identity == "Text/incoming/text color" })
        XCTAssertEqual(color.value.description, "#000FFF (blue)")
        XCTAssertEqual(color.title, "Text, incoming: text color")
    }

    func testATypeWithoutAnEntryIsDrawnWithUnsupportsAndItsBubbleSideBySideWithTheGlobalOne() throws {
        let settings = try applied(
            global: ChatPreviewTests.settingsPlist(globalBubble),
            bubble: ChatPreviewTests.settingsPlist(
                """
                <key>Unsupport</key>
                <dict>
                <key>Content_Font_Size</key>
                <integer>13</integer>
                <key>Bubble</key>
                <dict><key>Left</key><dict><key>Normal</key><dict><key>Name</key><string>own_left</string></dict></dict></dict>
                </dict>
                """))
        let audio = try type("Audio", in: settings)
        XCTAssertFalse(audio.hasEntry)
        XCTAssertEqual(audio.sides.incoming.fontSize.value, 13)
        XCTAssertEqual(audio.sides.incoming.fontSize.provenance.fallbacks, [.unsupportEntry])
        XCTAssertEqual(line(audio.sides.incoming.fontSize.provenance), 8, "read in Unsupport's entry")
        XCTAssertEqual(audio.sides.incoming.bubble.normal.name.value, "own_left")
        XCTAssertEqual(
            audio.sides.outgoing.bubble.normal.name.value, "global_right", "the side the entry lacks is the global one")
        XCTAssertEqual(audio.sides.outgoing.bubble.normal.name.provenance.fallbacks, [.unsupportEntry, .globalBubble])
        XCTAssertEqual(
            settings.defaultBubble.incoming.normal.capInsets.value, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testWithoutAnyEntryNIMKitHasNoConfigurationAndNoBubble() throws {
        let settings = try applied(
            global: ChatPreviewTests.settingsPlist(globalBubble),
            bubble: ChatPreviewTests.settingsPlist("<key>Text</key>\n<dict>\n</dict>"))
        let video = try type("Video", in: settings)
        XCTAssertNil(
            video.sides.incoming.bubble.normal.name.value, "no entry and no Unsupport: no configuration at all")
        XCTAssertEqual(video.sides.incoming.bubble.normal.name.provenance.fallbacks, [.unsupportEntry, .missing])
        XCTAssertEqual(try type("Text", in: settings).sides.incoming.bubble.normal.name.value, "global_left")
    }

    func testAValueOfATypeNIMKitCannotReadIsACrash() throws {
        let settings = try applied(
            bubble: ChatPreviewTests.settingsPlist(
                """
                <key>Text</key>
                <dict>
                <key>Content_Insets</key>
                <string>{1,2,3,4}</string>
                <key>Content_Font_Size</key>
                <dict/>
                <key>Bubble</key>
                <string>bubble_left</string>
                </dict>
                """))
        let text = try type("Text", in: settings)
        // NIMKit raises on the first of them while it builds the side's configuration: none of it exists.
        for side in MessageSide.allCases {
            let values = text.sides[side]
            XCTAssertEqual(values.contentInsets.provenance.fallbacks, [.configurationCrashes])
            XCTAssertEqual(
                values.bubble.normal.name.provenance.fallbacks, [.configurationCrashes],
                "a Bubble that is no dict is no fallback")
            XCTAssertEqual(line(values.textColor.provenance), 8, "the string NIMKit subscripts first")
            XCTAssertEqual(values.fontSize.provenance.fallbacks, [.configurationCrashes])
        }
    }

    func testAFileThatDoesNotLoadGivesNothing() throws {
        let settings = try applied(
            global: ChatPreviewTests.settingsPlist(
                "<key>Message_Limit</key>\n<integer>20</integer>\n<key>X</key>\n<data/>"),
            bubble: nil)
        XCTAssertNotNil(settings.files[0].problem)
        XCTAssertNotNil(settings.files[1].problem)
        let limit = try XCTUnwrap(settings.globals.first { $0.key == "Message_Limit" })
        XCTAssertEqual(limit.value.value, .integer(0))
        XCTAssertEqual(limit.value.provenance.fallbacks, [.fileNotLoaded])
        XCTAssertEqual(
            try type("Text", in: settings).sides.incoming.fontSize.provenance.fallbacks,
            [.fileNotLoaded, .unsupportEntry])
    }

    func testARootThatIsNoDictionaryGivesNothing() throws {
        let settings = try applied(
            bubble: RuleExample.plistHeader + "<array>\n<string>Text</string>\n</array>\n</plist>\n")
        XCTAssertEqual(settings.files[1].problem?.hasPrefix("not loaded"), true, "\(settings.files)")
        XCTAssertEqual(
            try type("Text", in: settings).sides.incoming.fontSize.provenance.fallbacks,
            [.fileNotLoaded, .unsupportEntry])
    }

    func testWhatTheReleaseDoesNotReadIsNotApplied() throws {
        let bubble = ChatPreviewTests.settingsPlist(
            "<key>Robot</key>\n<dict>\n<key>Content_Font_Size</key>\n<integer>14</integer>\n</dict>")
        let global = ChatPreviewTests.settingsPlist("<key>Row_Background_Color</key>\n<string>#E4E7EC</string>")
        let old = try applied(global: global, bubble: bubble, nimkit: "1.0.0")
        let robot = try type("Robot", in: old)
        guard case .notRead = robot.reading else { return XCTFail("\(robot.reading)") }
        XCTAssertEqual(robot.sides.incoming.fontSize.value, 0)
        XCTAssertEqual(robot.sides.incoming.fontSize.provenance.fallbacks, [.notReadByRelease])
        XCTAssertNil(old.globals.first { $0.key == "Row_Background_Color" })
        XCTAssertNotNil(old.globals.first { $0.key == "Top_Input_Height" }, "1.0.0 reads the input heights")
        let later = try applied(global: global, bubble: bubble, nimkit: "1.8.0")
        XCTAssertEqual(try type("Robot", in: later).sides.incoming.fontSize.value, 14)
        XCTAssertEqual(later.globals.first { $0.key == "Row_Background_Color" }?.value.value, .color(0xE4E7EC))
    }

    func testTheLaterOfTwoDuplicateKeysWins() throws {
        let settings = try applied(
            global: ChatPreviewTests.settingsPlist(
                "<key>Placeholder</key>\n<string>first</string>\n<key>Placeholder</key>\n<string>second</string>"))
        let placeholder = try XCTUnwrap(settings.globals.first { $0.key == "Placeholder" })
        XCTAssertEqual(placeholder.value.value, .text("second"))
        XCTAssertEqual(line(placeholder.value.provenance), 8)
    }
}
