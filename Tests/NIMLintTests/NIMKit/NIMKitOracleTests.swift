import Foundation
import XCTest

/// The oracle (`NIMKitOracle`) on one release of each family of tags sharing NIMKitUIConfig.m: what NIMKit's own code
/// gives for the release's shipped defaults and for small hand-made settings folders.
final class NIMKitOracleTests: XCTestCase {
    /// A family's release, and what its code reads beyond what every release does.
    private struct Family {
        var tag: String
        var inputHeights = false
        var rowBackgroundColor = false
        var robot = false
        /// Whether `nim_imageInKit:` asks for the image in NIMKitResource.bundle before the app's (every image is
        /// found, so that is the name UIKit finds it under).
        var kitImageFirst = true

        /// A bubble image's value, as UIKit is asked for `name` first.
        func image(_ name: String) -> String {
            "\"" + (kitImageFirst ? "NIMKitResource.bundle/" : "") + name + "\""
        }

        /// Every scope's every value: the globals, the global Bubble's sides, eight for each side of each message type.
        var valueCount: Int {
            5 + (inputHeights ? 2 : 0) + (rowBackgroundColor ? 1 : 0) + 2 * 4 + (robot ? 13 : 11) * 2 * 8
        }
    }

    private static let families = [
        Family(tag: "1.0.0", inputHeights: true),
        Family(tag: "1.0.7", inputHeights: true),
        Family(tag: "1.1.0"),
        Family(tag: "1.2.0"),
        Family(tag: "1.6.1", rowBackgroundColor: true, robot: true, kitImageFirst: false),
        Family(tag: "1.7.0", robot: true),
        // 1.6.1's NIMKitUIConfig.m with 1.7.0's UIImage+NIMKit.m.
        Family(tag: "1.8.0", rowBackgroundColor: true, robot: true),
    ]

    private static let sides = ["incoming", "outgoing"]

    private static let nothing = [
        "content insets": "{0, 0, 0, 0}", "text color": "none", "font size": "0", "avatar": "NO",
        "bubble image": "none",
        "bubble cap insets": "{0, 0, 0, 0}", "highlighted bubble image": "none",
        "highlighted cap insets": "{0, 0, 0, 0}",
    ]

    /// Asserts the values `expected` names; says which release and key a mismatch is.
    private func assertValues(
        _ values: [String: String], _ expected: [String: String], _ family: Family, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(values[key], value, "\(family.tag): \(key)", file: file, line: line)
        }
    }

    /// Every one of the eight values of `scope`'s `side`, set to `value`.
    private func all(_ scope: String, _ side: String, _ value: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Self.nothing.keys.map { ("\(scope)/\(side)/\($0)", value) })
    }

    func testTheShippedDefaultsAsEachFamilyReadsThem() throws {
        for family in Self.families {
            let oracle = try NIMKitOracle(release: family.tag)
            let folder = try TemporaryFolder(self)
            for name in ["NIMKitGlobalSetting.plist", "NIMKitBubbleSetting.plist"] {
                try FileManager.default.copyItem(
                    at: oracle.releaseFolder.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
            }
            let values = try oracle.values(in: folder.url)
            XCTAssertEqual(values.count, family.valueCount, family.tag)
            XCTAssertEqual(values.filter { $0.value.hasPrefix("crash") }, [:], family.tag)
            var expected = [
                "Global//Message_Interval": "300", "Global//Message_Limit": "20", "Global//Record_Max_Duration": "60",
                "Global//Placeholder": "\"请输入消息\"", "Global//Max_Length": "1000",
                "Global/incoming/bubble image": family.image("icon_receiver_node_normal.png"),
                "Global/incoming/bubble cap insets": "{18, 25, 17, 25}",
                "Global/outgoing/highlighted bubble image": family.image("icon_sender_text_node_pressed.png"),
                "Text/incoming/content insets": "{11, 15, 9, 9}", "Text/incoming/text color": "#000000",
                "Text/incoming/font size": "14", "Text/incoming/avatar": "YES",
                "Text/incoming/bubble image": family.image("icon_receiver_node_normal.png"),
                "Text/incoming/bubble cap insets": "{18, 25, 17, 25}",
                "Text/incoming/highlighted bubble image": family.image("icon_receiver_node_pressed.png"),
                "Text/incoming/highlighted cap insets": "{18, 25, 17, 25}",
                "Text/outgoing/content insets": "{11, 11, 9, 15}", "Text/outgoing/text color": "#FFFFFF",
                "Text/outgoing/bubble image": family.image("icon_sender_text_node_normal.png"),
                // Tip has a Bubble of its own.
                "Tip/outgoing/text color": "#FFFFFF", "Tip/outgoing/font size": "10", "Tip/outgoing/avatar": "NO",
                "Tip/outgoing/bubble image": family.image("icon_session_time_bg"),
                "Tip/outgoing/bubble cap insets": "{8, 20, 8, 20}",
                // A custom message is drawn with Unsupport's entry.
                "Unsupport/outgoing/content insets": "{11, 11, 9, 15}",
            ]
            if family.inputHeights {
                expected["Global//Top_Input_Height"] = "46"
                expected["Global//Bottom_Input_Height"] = "216"
            }
            if family.rowBackgroundColor { expected["Global//Row_Background_Color"] = "#E4E7EC" }
            if family.robot {
                expected["Robot/outgoing/content insets"] = "{0, 11, 0, 15}"
                // A robot message the user sent is drawn as Text.
                expected["Robot(sent)/outgoing/content insets"] = "{11, 11, 9, 15}"
            }
            assertValues(values, expected, family)
        }
    }

    func testColorsSkipTheFirstCharacterAndKeepTheLow24Bits() throws {
        for family in Self.families {
            let oracle = try NIMKitOracle(release: family.tag)
            let folder = try TemporaryFolder(self)
            try folder.write(
                "NIMKitGlobalSetting.plist", plist("<dict><key>Row_Background_Color</key><string>#FFF</string></dict>"))
            try folder.write(
                "NIMKitBubbleSetting.plist",
                plist(
                    """
                    <dict>
                      <key>Text</key><dict><key>Content_Color</key><dict>
                        <key>Left</key><string>#FFF</string><key>Right</key><string>FFFFFF</string></dict></dict>
                      <key>Audio</key><dict><key>Content_Color</key><dict>
                        <key>Left</key><string>#12345678</string><key>Right</key><string> #ABCDEF</string></dict></dict>
                      <key>Video</key><dict><key>Content_Color</key><dict><key>Left</key><string>#0x00ff00</string></dict></dict>
                    </dict>
                    """))
            let values = try oracle.values(in: folder.url)
            var expected = [
                "Text/incoming/text color": "#000FFF", "Text/outgoing/text color": "#0FFFFF",
                "Audio/incoming/text color": "#345678",
                // The space is the character skipped; `#` is no hex digit.
                "Audio/outgoing/text color": "#000000",
                "Video/incoming/text color": "#00FF00", "Video/outgoing/text color": "none",
                // Without the global file there is no global Bubble to fall back on.
                "Text/incoming/bubble image": "none", "Global//Message_Limit": "0", "Global//Placeholder": "none",
            ]
            if family.rowBackgroundColor { expected["Global//Row_Background_Color"] = "#000FFF" }
            assertValues(values, expected, family)
        }
    }

    func testAValueNIMKitCannotReadCrashesWhatItBuildsThere() throws {
        for family in Self.families {
            let oracle = try NIMKitOracle(release: family.tag)
            let folder = try TemporaryFolder(self)
            try folder.write(
                "NIMKitGlobalSetting.plist", plist("<dict><key>Placeholder</key><integer>3</integer></dict>"))
            try folder.write(
                "NIMKitBubbleSetting.plist",
                plist(
                    """
                    <dict>
                      <key>Audio</key><dict><key>Content_Insets</key><string>{1,2,3,4}</string></dict>
                      <key>Text</key><dict>
                        <key>Content_Insets</key><dict><key>Left</key><string>11,15,9,9</string></dict>
                        <key>Content_Color</key><dict><key>Left</key><string>#FFFFFF</string><key>Right</key><integer>5</integer></dict>
                      </dict>
                      <key>Video</key><dict><key>Bubble</key><dict>
                        <key>Left</key><dict><key>Normal</key><dict>
                          <key>Name</key><string>mine</string><key>Insets</key><string>{1, 2, 3, 4}</string></dict></dict>
                        <key>Right</key><string>x</string>
                      </dict></dict>
                      <key>File</key><dict><key>Bubble</key><dict><key>Left</key><dict><key>Normal</key><dict>
                        <key>Name</key><integer>7</integer></dict></dict></dict></dict>
                    </dict>
                    """))
            let values = try oracle.values(in: folder.url)
            let notADict =
                "crash: NSInvalidArgumentException: GSCInlineString(instance) does not recognize objectForKeyedSubscript:"
            var expected = [
                // The input box would crash using it; the global configuration itself builds.
                "Global//Placeholder": "crash: not a string", "Global//Message_Limit": "0",
                // The color is read when the view asks for it, not when the configuration is built.
                "Text/outgoing/text color":
                    "crash: NSInvalidArgumentException: NSIntNumber(instance) does not recognize nim_hexToColor",
                "Text/outgoing/content insets": "{0, 0, 0, 0}", "Text/incoming/text color": "#FFFFFF",
                // Insets without braces are not well-formed: zero insets.
                "Text/incoming/content insets": "{0, 0, 0, 0}",
                // Only the side whose Bubble is no dict is lost; the other has its own Bubble, with no highlighted state.
                "Video/incoming/bubble image": family.image("mine"), "Video/incoming/bubble cap insets": "{1, 2, 3, 4}",
                "Video/incoming/highlighted bubble image": "none",
                "Video/incoming/highlighted cap insets": "{0, 0, 0, 0}",
                // A name that is no string crashes the image's lookup only.
                "File/incoming/bubble image":
                    "crash: NSInvalidArgumentException: Can not determine type information for -[NSIntNumber length]",
                "File/incoming/bubble cap insets": "{0, 0, 0, 0}", "File/incoming/content insets": "{0, 0, 0, 0}",
            ]
            for side in Self.sides { expected.merge(all("Audio", side, notADict)) { $1 } }
            expected.merge(all("Video", "outgoing", notADict)) { $1 }
            assertValues(values, expected, family)
        }
    }

    func testARowColorNIMKitCannotReadCrashesEveryGlobalValue() throws {
        for family in Self.families where family.rowBackgroundColor {
            let oracle = try NIMKitOracle(release: family.tag)
            let folder = try TemporaryFolder(self)
            try folder.write(
                "NIMKitGlobalSetting.plist",
                plist(
                    """
                    <dict><key>Message_Limit</key><integer>20</integer><key>Row_Background_Color</key><integer>3</integer></dict>
                    """))
            try folder.write(
                "NIMKitBubbleSetting.plist",
                plist(
                    """
                    <dict>
                      <key>Text</key><dict><key>Content_Font_Size</key><integer>14</integer></dict>
                      <key>Tip</key><dict><key>Bubble</key><dict><key>Left</key><dict><key>Normal</key><dict>
                        <key>Name</key><string>tip</string></dict></dict></dict></dict>
                    </dict>
                    """))
            let values = try oracle.values(in: folder.url)
            let crash = "crash: NSInvalidArgumentException: NSIntNumber(instance) does not recognize nim_hexToColor"
            var expected = [
                "Global//Message_Limit": crash, "Global//Row_Background_Color": crash, "Text/incoming/font size": "14",
                // Tip's own Left side needs nothing global; its Right side falls back on the global Bubble.
                "Tip/incoming/bubble image": family.image("tip"), "Tip/outgoing/bubble image": crash,
            ]
            for side in Self.sides {
                // Text falls back on the global Bubble, so its bubble crashes too.
                for scope in ["Global", "Text"] {
                    for setting in [
                        "bubble image", "bubble cap insets", "highlighted bubble image", "highlighted cap insets",
                    ] {
                        expected["\(scope)/\(side)/\(setting)"] = crash
                    }
                }
            }
            assertValues(values, expected, family)
        }
    }

    func testATypeWithoutAnEntryAndWithoutUnsupportGetsNothing() throws {
        for family in Self.families {
            let oracle = try NIMKitOracle(release: family.tag)
            let folder = try TemporaryFolder(self)
            try FileManager.default.copyItem(
                at: oracle.releaseFolder.appendingPathComponent("NIMKitGlobalSetting.plist"),
                to: folder.url.appendingPathComponent("NIMKitGlobalSetting.plist"))
            try folder.write(
                "NIMKitBubbleSetting.plist",
                plist(
                    """
                    <dict><key>Tip</key><dict><key>Content_Font_Size</key><integer>10</integer></dict></dict>
                    """))
            let values = try oracle.values(in: folder.url)
            // No configuration at all: not even the global Bubble, which only a configuration falls back on.
            var expected: [String: String] = ["Tip/incoming/font size": "10"]
            for side in Self.sides {
                for scope in ["Text", "Unsupport"] + (family.robot ? ["Robot", "Robot(sent)"] : []) {
                    for (setting, value) in Self.nothing { expected["\(scope)/\(side)/\(setting)"] = value }
                }
            }
            expected["Tip/incoming/bubble image"] = family.image("icon_receiver_node_normal.png")
            assertValues(values, expected, family)
        }
    }
}
