import XCTest
@testable import NIMLint

/// NIMKit builds the global configuration and each message type's configuration for one side in one go: a value it
/// raises on loses all of that configuration, and nothing else.
final class ConfigurationBuildTests: XCTestCase {
    private func applied(global: String? = nil, bubble: String? = nil, nimkit: String = "2.0.0") throws
        -> AppliedSettings
    {
        let folder = try TemporaryFolder(self)
        if let global { try folder.write("NIMKitGlobalSetting.plist", ChatPreviewTests.settingsPlist(global)) }
        if let bubble { try folder.write("NIMKitBubbleSetting.plist", ChatPreviewTests.settingsPlist(bubble)) }
        return SettingsFolderCheck(folder: folder.url.path, assetFolders: [], nimkit: NIMKitVersion(nimkit)).applied
    }

    private func setting(_ title: String, in settings: AppliedSettings) throws -> AppliedSetting {
        try XCTUnwrap(settings.settings.first { $0.title == title }, title)
    }

    private static let globalBubble = """
        <key>Bubble</key>
        <dict>
        <key>Left</key><dict><key>Normal</key><dict><key>Name</key><string>left</string></dict></dict>
        <key>Right</key><dict><key>Normal</key><dict><key>Name</key><string>right</string></dict></dict>
        </dict>
        """

    /// 2.0.0 reads Row_Background_Color with `nim_hexToColor` while it builds the global settings: a number there
    /// crashes every global value and the bubble of every type drawn with the global Bubble; a type with a Bubble
    /// side of its own keeps it.
    func testAGlobalValueNIMKitRaisesOnCrashesTheWholeGlobalConfiguration() throws {
        let global =
            Self.globalBubble
            + "<key>Message_Limit</key><integer>20</integer><key>Row_Background_Color</key><integer>5</integer>"
        let bubble = """
            <key>Text</key><dict><key>Content_Font_Size</key><integer>14</integer></dict>
            <key>Audio</key><dict><key>Bubble</key><dict><key>Left</key><dict><key>Normal</key><dict><key>Name</key>\
            <string>own</string></dict></dict></dict></dict>
            """
        let settings = try applied(global: global, bubble: bubble)
        for title in [
            "Global: Message_Limit", "Global: Row_Background_Color", "Global, outgoing: bubble image",
            "Text, incoming: bubble image", "Audio, outgoing: bubble image",
        ] {
            let crashed = try setting(title, in: settings)
            XCTAssertTrue(crashed.provenance.fallbacks.contains(.configurationCrashes), title)
            XCTAssertEqual(crashed.value, crashed.value.zero, title)
            guard case .file(_, _, let line, _) = crashed.provenance.origin else { return XCTFail(title) }
            XCTAssertEqual(line, 9, "\(title): the number NIMKit raises on")
        }
        XCTAssertEqual(
            try setting("Text, incoming: font size", in: settings).value, .number(14),
            "built without the global settings")
        XCTAssertEqual(try setting("Audio, incoming: bubble image", in: settings).value, .text("own"))

        let earlier = try applied(global: global, bubble: bubble, nimkit: "1.7.0")
        XCTAssertEqual(
            try setting("Global: Message_Limit", in: earlier).value, .integer(20), "1.7.0 never reads the color")
        XCTAssertEqual(try setting("Text, outgoing: bubble image", in: earlier).value, .text("right"))
    }

    /// A Bubble side that is not a dict raises in `bubbleConfigHelper` while the global settings are built.
    func testAGlobalBubbleSideThatIsNoDictCrashesTheGlobalConfiguration() throws {
        let settings = try applied(
            global:
                "<key>Bubble</key><dict><key>Left</key><string>x</string></dict><key>Max_Length</key><integer>9</integer>",
            bubble: "<key>Tip</key><dict/>")
        XCTAssertTrue(try setting("Global: Max_Length", in: settings).provenance.crashes)
        XCTAssertTrue(try setting("Tip, outgoing: bubble cap insets", in: settings).provenance.crashes)
    }

    /// A side's own value NIMKit raises on (insets that are a number) loses that side only; the text color's string
    /// is read only when the text is drawn, so a number there crashes that value alone.
    func testASideNIMKitRaisesOnLosesThatSideOnly() throws {
        let settings = try applied(
            global: Self.globalBubble,
            bubble: """
                <key>Text</key>
                <dict>
                <key>Content_Insets</key><dict><key>Left</key><integer>4</integer><key>Right</key><string>{1,2,3,4}</string></dict>
                <key>Content_Color</key><dict><key>Right</key><integer>4</integer></dict>
                <key>Content_Font_Size</key><integer>14</integer>
                </dict>
                <key>Video</key><dict><key>Content_Color</key><dict><key>Left</key><string></string></dict></dict>
                """)
        for setting in ["content insets", "font size", "bubble image"] {
            XCTAssertTrue(
                try self.setting("Text, incoming: \(setting)", in: settings).provenance.fallbacks == [
                    .configurationCrashes
                ], setting)
        }
        XCTAssertEqual(try setting("Text, outgoing: font size", in: settings).value, .number(14))
        XCTAssertEqual(try setting("Text, outgoing: bubble image", in: settings).value, .text("right"))
        XCTAssertEqual(try setting("Text, outgoing: text color", in: settings).provenance.fallbacks, [.crashes])
        XCTAssertEqual(
            try setting("Video, incoming: text color", in: settings).provenance.fallbacks, [.crashes],
            "nim_hexToColor sets its scanner past the end of an empty string")
        XCTAssertFalse(try setting("Video, incoming: content insets", in: settings).provenance.crashes)
    }

    /// A type drawn with Unsupport's entry crashes with it; a type with no entry and no Unsupport has no
    /// configuration at all, which is no crash.
    func testATypeDrawnWithACrashingUnsupportCrashes() throws {
        let crashing = try applied(
            global: Self.globalBubble, bubble: "<key>Unsupport</key><dict><key>Show_Avatar</key><dict/></dict>")
        let audio = try setting("Audio, incoming: avatar", in: crashing)
        XCTAssertEqual(audio.provenance.fallbacks, [.unsupportEntry, .configurationCrashes])
        let empty = try applied(global: Self.globalBubble, bubble: "<key>Text</key><dict/>")
        XCTAssertFalse(try setting("Audio, incoming: avatar", in: empty).provenance.crashes)
    }

    /// `integerValue` as an iPhone reads it: an `<integer>` as it is, a string and a `<real>` saturated.
    func testIntegersAtTheEdgesReadAsAnIPhoneReadsThem() throws {
        let settings = try applied(
            global: """
                <key>Message_Limit</key><integer>9223372036854775807</integer>
                <key>Max_Length</key><string>99999999999999999999</string>
                <key>Record_Max_Duration</key><real>1e20</real>
                """)
        XCTAssertEqual(try setting("Global: Message_Limit", in: settings).value, .integer(Int.max))
        XCTAssertEqual(try setting("Global: Max_Length", in: settings).value, .integer(Int.max))
        XCTAssertEqual(try setting("Global: Record_Max_Duration", in: settings).value, .integer(Int.max))
        let negative = try applied(
            global: "<key>Message_Limit</key><real>-1e300</real><key>Max_Length</key><real>nan</real>")
        XCTAssertEqual(try setting("Global: Message_Limit", in: negative).value, .integer(Int.min))
        XCTAssertEqual(try setting("Global: Max_Length", in: negative).value, .integer(0))
    }
}
