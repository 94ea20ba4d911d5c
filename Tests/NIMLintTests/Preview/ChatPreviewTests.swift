import Foundation
import NIMLint
import XCTest

/// The preview's value-to-style mapping: each value as NIMKit reads it, and what a missing file draws.
final class ChatPreviewTests: XCTestCase {
    static func settingsPlist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    static let textEntry = """
        <key>Text</key>
        <dict>
            <key>Content_Insets</key>
            <dict>
                <key>Left</key>
                <string>{11,15,9,9}</string>
                <key>Right</key>
                <string>11,11,9,15</string>
            </dict>
            <key>Content_Color</key>
            <dict>
                <key>Left</key>
                <string>#FFF</string>
                <key>Right</key>
                <string>#1A1A1A</string>
            </dict>
            <key>Content_Font_Size</key>
            <string>15</string>
            <key>Show_Avatar</key>
            <string>YES</string>
        </dict>
        <key>Unsupport</key>
        <dict>
            <key>Content_Insets</key>
            <dict>
                <key>Left</key>
                <string>{-4, 2, 0, 1.5}</string>
            </dict>
            <key>Content_Font_Size</key>
            <integer>12</integer>
            <key>Bubble</key>
            <dict>
                <key>Left</key>
                <dict>
                    <key>Normal</key>
                    <dict>
                        <key>Name</key>
                        <string>bubble.png</string>
                        <key>Insets</key>
                        <string>{18,25,17,20}</string>
                    </dict>
                </dict>
            </dict>
        </dict>
        """

    func testValuesAreReadAsNIMKitReadsThem() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry))
        let text = try type("Text", in: buildPreview(folder))
        XCTAssertEqual(text.incoming.textColor, 0x000FFF, "#FFF is the blue NIMKit draws")
        XCTAssertEqual(text.outgoing.textColor, 0x1A1A1A)
        XCTAssertEqual(text.incoming.contentInsets, EdgeInsets(top: 11, left: 15, bottom: 9, right: 9))
        XCTAssertEqual(text.outgoing.contentInsets, .zero, "without braces UIEdgeInsetsFromString reads zero insets")
        XCTAssertEqual(text.incoming.fontSize, 15, "floatValue reads the string '15'")
        XCTAssertTrue(text.outgoing.showsAvatar, "boolValue reads 'YES'")
        XCTAssertTrue(text.hasEntry)
    }

    /// NIMKit builds each side on its own: a side whose build raises has no font and no avatar, the other keeps
    /// its own, and the page says both.
    func testASideWhoseBuildRaisesIsDrawnApartFromTheOther() throws {
        let folder = try TemporaryFolder(self)
        let entry = SampleSettings.cleanBubble
        // UIEdgeInsetsFromString raises on a dict while NIMKit builds the outgoing side alone.
        let insets = try XCTUnwrap(
            entry.range(of: "<string>{11,11,9,15}</string>"), "the sample's outgoing Text insets")
        try folder.write("NIMKitBubbleSetting.plist", entry.replacingCharacters(in: insets, with: "<dict/>"))
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        let preview = buildPreview(folder, nimkit: "2.0.0")
        let text = try type("Text", in: preview)
        XCTAssertEqual(text.incoming.fontSize, 14)
        XCTAssertTrue(text.incoming.showsAvatar)
        XCTAssertEqual(text.outgoing.fontSize, 0, "the outgoing side is never built")
        XCTAssertFalse(text.outgoing.showsAvatar)
        XCTAssertNotNil(text.outgoing.crash)
        let page = PreviewHTML.render(preview)
        XCTAssertTrue(
            page.contains("<h2>Text <small>font 14 pt incoming, 0 pt outgoing, avatar shown incoming, hidden outgoing"),
            page)
    }

    func testTypeWithoutEntryIsDrawnWithUnsupport() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry))
        let audio = try type("Audio", in: buildPreview(folder))
        XCTAssertFalse(audio.hasEntry)
        XCTAssertEqual(audio.outgoing.fontSize, 12)
        XCTAssertFalse(audio.incoming.showsAvatar, "a missing Show_Avatar reads NO")
        XCTAssertEqual(audio.incoming.contentInsets, EdgeInsets(top: -4, left: 2, bottom: 0, right: 1.5))
        XCTAssertNil(audio.incoming.textColor)
        XCTAssertEqual(audio.incoming.normal.name, "bubble.png")
        XCTAssertNil(audio.incoming.normal.image, "no asset folder: the image is not found")
        XCTAssertNil(audio.incoming.normal.missing, "no images to look in: the page draws a stand-in and says so once")
        XCTAssertNil(audio.outgoing.normal.name)
    }

    func testMissingGlobalFileDrawsZerosAndSaysSo() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry))
        let preview = buildPreview(folder)
        let global = try XCTUnwrap(preview.files.first { $0.kind == .global })
        XCTAssertEqual(global.problem?.hasPrefix("missing"), true)
        XCTAssertNil(preview.files.first { $0.kind == .bubble }?.problem)
        XCTAssertNil(preview.rowBackground)
        XCTAssertNil(preview.placeholder)
        XCTAssertEqual(preview.maxLength, 0)
        XCTAssertEqual(preview.messageInterval, 0)
        let page = PreviewHTML.render(preview)
        XCTAssertTrue(page.contains("id=\"file-NIMKitGlobalSetting\" data-state=\"nil\""), page)
        XCTAssertTrue(page.contains("NIMKitGlobalSetting.plist: missing"), page)
    }

    /// A side NIMKit raises on while it builds it is drawn with the crash said on its row, where NIMKit raises; the
    /// other side, built on its own, is drawn as usual.
    func testASideTheAppCrashesOnSaysSoOnItsRow() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", SampleSettings.clean)
        try folder.write(
            "NIMKitBubbleSetting.plist",
            Self.settingsPlist(
                """
                <key>Text</key>
                <dict>
                <key>Content_Insets</key><dict><key>Left</key><integer>4</integer><key>Right</key><string>{1,2,3,4}</string></dict>
                </dict>
                """))
        let text = try type("Text", in: buildPreview(folder, nimkit: "2.0.0"))
        XCTAssertEqual(
            text.incoming.crash,
            "the app crashes: NIMKit raises while it builds these settings (NIMKitBubbleSetting.plist:7:47)")
        XCTAssertNil(text.outgoing.crash)
        let page = PreviewHTML.render(buildPreview(folder, nimkit: "2.0.0"))
        XCTAssertTrue(
            page.contains("<span class=\"note crash\">the app crashes: NIMKit raises while it builds these settings"),
            page)
    }

    func testUnparsableFileAndEmptyFolderNeverCrash() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", "<plist><dict><key>Max_Length</key>")
        let preview = buildPreview(folder)
        XCTAssertEqual(preview.files.compactMap(\.problem).count, 2)
        XCTAssertEqual(preview.maxLength, 0)
        XCTAssertTrue(
            preview.messageTypes.allSatisfy {
                $0.incoming.fontSize == 0 && !$0.outgoing.showsAvatar && $0.incoming.contentInsets == .zero
            })
        XCTAssertTrue(preview.findings.contains { $0.rule == "xml-syntax" && $0.place == .head }, "\(preview.findings)")
    }

    func testFindingsAreShownAtTheRowTheyAffect() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry))
        let preview = buildPreview(folder)
        let color = try XCTUnwrap(preview.findings.first { $0.rule == "invalid-color" }, "\(preview.findings)")
        XCTAssertEqual(color.place, .messageType("Text"))
        XCTAssertEqual(color.line, 17)
        XCTAssertTrue(
            preview.findings.contains { $0.rule == "negative-insets" && $0.place == .messageType("Unsupport") },
            "\(preview.findings)")
        let page = PreviewHTML.render(preview)
        XCTAssertTrue(page.contains("<ul class=\"findings\" id=\"findings-Text\"><li class=\"finding"), page)
        XCTAssertTrue(page.contains("data-line=\"17\""), page)
    }

    func testFindingInAnEntryNeverReadGoesToThePageHead() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry + "\n<key>text</key>\n<dict/>"))
        let finding = try XCTUnwrap(buildPreview(folder).findings.first { $0.rule == "unknown-message-type" })
        XCTAssertEqual(finding.place, .head)
    }

    func testFoundImageIsStretchedWithItsCapInsetsAtItsScale() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry))
        try folder.write("Assets/Chat.xcassets/bubble.imageset/bubble@2x.png", "not really a png")
        let preview = buildPreview(folder, assets: [folder.url.appendingPathComponent("Assets").path])
        let image = try XCTUnwrap(try type("Audio", in: preview).incoming.normal.image)
        XCTAssertEqual(image.scale, 2)
        let page = PreviewHTML.render(preview)
        XCTAssertTrue(page.contains("border-image-slice:36 40 34 50 fill;border-image-width:18px 20px 17px 25px"), page)
        XCTAssertTrue(page.contains("data:image/png;base64,\(Data("not really a png".utf8).base64EncodedString())"))
        XCTAssertTrue(page.contains("id=\"Audio-incoming-bubble\""))
        XCTAssertTrue(page.contains("class=\"bubble normal image spills\" id=\"Audio-incoming-bubble\""), page)
        XCTAssertTrue(page.contains("class=\"bubble normal outlined\" id=\"Audio-outgoing-bubble\""), page)
        XCTAssertTrue(
            page.contains(
                "id=\"Audio-outgoing-bubble\" data-insets=\"0 0 0 0\" data-cap-insets=\"0 0 0 0\" data-image=\"none\""
                    + " title=\"no image name: no bubble image\""), page)
        XCTAssertTrue(
            page.contains("<span class=\"note\">no image name: no bubble image</span>"),
            "Unsupport has a Bubble of its own, so its rows say why it has no image")
        let textRow = try XCTUnwrap(
            page.components(separatedBy: "\n").first { $0.contains("class=\"row incoming\" id=\"Text-incoming\"") })
        XCTAssertFalse(
            textRow.contains("class=\"note\""),
            "Text has the default bubble, whose note stands once, at the default bubble")
        XCTAssertTrue(textRow.contains("class=\"bubble normal outlined\""), textRow)
    }

    func testStyleOfOneRow() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", Self.settingsPlist(Self.textEntry))
        let page = PreviewHTML.render(buildPreview(folder))
        XCTAssertTrue(page.contains("id=\"Text-incoming\" data-avatar=\"shown\""), page)
        XCTAssertTrue(page.contains("id=\"Audio-incoming-avatar\" style=\"visibility:hidden\""), page)
        XCTAssertTrue(page.contains("style=\"padding:11px 9px 9px 15px\""), page)
        XCTAssertTrue(page.contains("font-size:15px;color:#000FFF"), page)
    }
}

extension XCTestCase {
    func buildPreview(_ folder: TemporaryFolder, assets: [String] = [], nimkit: String? = nil) -> ChatPreview {
        ChatPreview.build(
            folder: folder.url.path, assetFolders: assets, nimkit: nimkit.flatMap(NIMKitVersion.init))
    }

    func type(_ name: String, in preview: ChatPreview) throws -> ChatPreview.MessageType {
        try XCTUnwrap(preview.messageTypes.first { $0.name == name })
    }
}
