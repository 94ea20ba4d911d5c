import Foundation
import NIMLint
import XCTest

/// What the preview draws as the release in force reads the files: time rows per Message_Interval, bubble images
/// looked up as that release looks them up, message types that release reads, findings at the part they change.
final class ChatPreviewReleaseTests: XCTestCase {
    private func global(_ body: String) -> String { ChatPreviewTests.settingsPlist(body) }

    func testTimeRowsStandWhereMoreThanMessageIntervalPassed() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", global("<key>Message_Interval</key>\n<integer>300</integer>"))
        let preview = buildPreview(folder)
        let drawn = preview.messageTypes.filter { !$0.isHidden }.flatMap { [$0.incoming, $0.outgoing] }
        let times = try drawn.map { try XCTUnwrap($0.time) }
        XCTAssertEqual(times.count, drawn.count)
        XCTAssertTrue(times[0].showsTimeRow, "NIMKit compares the first message with 0: it always gets a time row")
        for time in times.dropFirst() {
            let gap = try XCTUnwrap(time.gap)
            XCTAssertEqual(time.showsTimeRow, gap > 300, "a gap of \(gap) s")
        }
        XCTAssertTrue(
            times.contains { !$0.showsTimeRow } && times.dropFirst().contains { $0.showsTimeRow },
            "the sample conversation shows both")
        let page = PreviewHTML.render(preview)
        XCTAssertTrue(page.contains("<div class=\"timestamp\" id=\"Text-incoming-time\">09:00:00</div>"), page)
        XCTAssertFalse(page.contains("id=\"Text-outgoing-time\""), "30 s after the first message: no time row")
        XCTAssertTrue(
            page.contains("<div class=\"timestamp\" id=\"Audio-incoming-time\">09:10:30</div>"), "600 s later")
    }

    func testWithoutMessageIntervalEveryMessageHasATimeRow() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", global("<key>Message_Interval</key>\n<string>none</string>"))
        let preview = buildPreview(folder)
        XCTAssertEqual(preview.messageInterval, 0, "doubleValue of a string without a number")
        let drawn = preview.messageTypes.filter { !$0.isHidden }.flatMap { [$0.incoming, $0.outgoing] }
        XCTAssertTrue(drawn.allSatisfy { $0.time?.showsTimeRow == true })
    }

    func testGlobalKeysTheReleaseDoesNotReadDrawAsMissing() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "NIMKitGlobalSetting.plist", global("<key>Row_Background_Color</key>\n<string>#F2F4F7</string>"))
        XCTAssertNil(buildPreview(folder, nimkit: "1.7.0").rowBackground, "1.7.0 does not read Row_Background_Color")
        XCTAssertEqual(buildPreview(folder, nimkit: "1.8.0").rowBackground, 0xF2F4F7)
    }

    func testTypesTheReleaseDoesNotReadAreListedNotDrawn() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "NIMKitBubbleSetting.plist",
            ChatPreviewTests.settingsPlist(ChatPreviewTests.textEntry + "\n<key>Robot</key>\n<dict/>"))
        let old = buildPreview(folder, nimkit: "1.5.0")
        let robot = try type("Robot", in: old)
        XCTAssertEqual(robot.reading, .notRead("NIMKit 1.5.0 does not read Robot: nothing of this entry is drawn"))
        XCTAssertNil(robot.incoming.time, "not drawn, so no message in the conversation")
        let page = PreviewHTML.render(old)
        XCTAssertTrue(page.contains("id=\"type-Robot\" data-type=\"Robot\" data-read=\"no\""), page)
        XCTAssertFalse(page.contains("id=\"Robot-incoming\""), page)
        XCTAssertTrue(old.findings.contains { $0.place == .messageType("Robot") }, "\(old.findings)")
        XCTAssertEqual(try type("Text", in: old).reading, .read)

        XCTAssertEqual(try type("Robot", in: buildPreview(folder, nimkit: "1.6.1")).reading, .read)
        let unknown = try type("Robot", in: buildPreview(folder))
        guard case .readBySome(let note) = unknown.reading else { return XCTFail("\(unknown.reading)") }
        XCTAssertTrue(note.hasPrefix("read only by NIMKit 1.6.1"), note)
        XCTAssertNotNil(unknown.incoming.time, "drawn: some candidate release reads it")
    }

    func testAppImageIsDrawnOnlyByReleasesThatLookInTheApp() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", global(SampleSettings.leftBubble(name: "chat_left.png")))
        try folder.write("Assets/chat_left@2x.png", "app image")
        let assets = [folder.url.appendingPathComponent("Assets").path]
        let old = buildPreview(folder, assets: assets, nimkit: "1.1.1").defaultBubble.incoming.normal
        XCTAssertNil(old.image)
        XCTAssertEqual(
            old.missing,
            "“chat_left.png” is in the asset folders, but this release looks only in NIMKitResource.bundle: no bubble image"
        )
        let later = try XCTUnwrap(
            buildPreview(folder, assets: assets, nimkit: "1.2.0").defaultBubble.incoming.normal.image)
        XCTAssertEqual(later.bytes, Array("app image".utf8))
        XCTAssertEqual(later.scale, 2)
        XCTAssertNil(
            try type("Text", in: buildPreview(folder, assets: assets, nimkit: "1.2.0")).incoming.normal.image,
            "without a bubble file NIMKit finds no entry, not even Unsupport's, so it has no configuration to fall back from"
        )
        try folder.write(
            "NIMKitBubbleSetting.plist",
            global("<key>Text</key>\n<dict>\n<key>Content_Font_Size</key>\n<integer>14</integer>\n</dict>\n"))
        XCTAssertNotNil(
            try type("Text", in: buildPreview(folder, assets: assets, nimkit: "1.2.0")).incoming.normal.image,
            "a type without a Bubble of its own draws the global one")
    }

    func testKitOrAppImageWinsInTheOrderOfTheRelease() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "NIMKitGlobalSetting.plist", global(SampleSettings.leftBubble(name: "icon_receiver_node_normal.png")))
        try folder.write("Assets/icon_receiver_node_normal.png", "app image")
        try folder.write("Assets/Kit/NIMKitResource.bundle/icon_receiver_node_normal@2x.png", "kit image")
        let assets = [folder.url.appendingPathComponent("Assets").path]
        let kitFirst = buildPreview(folder, assets: assets, nimkit: "1.8.0").defaultBubble.incoming.normal.image
        XCTAssertEqual(kitFirst?.bytes, Array("kit image".utf8), "1.8.0 asks NIMKitResource.bundle first")
        let appFirst = buildPreview(folder, assets: assets, nimkit: "2.0.0").defaultBubble.incoming.normal.image
        XCTAssertEqual(appFirst?.bytes, Array("app image".utf8), "2.0.0 asks the app first")
    }

    func testImagesAreFoundInTheConfigurationsAssetFoldersAsForCheck() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", global(SampleSettings.leftBubble(name: "chat_left.png")))
        try folder.write(".nimlint.json", #"{"nimkit": "2.0.0", "assets": ["Assets"]}"#)
        try folder.write("Assets/chat_left@2x.png", "app image")
        let preview = buildPreview(folder, assets: [])
        XCTAssertEqual(preview.defaultBubble.incoming.normal.image?.bytes, Array("app image".utf8))
        XCTAssertFalse(preview.findings.contains { $0.rule == "missing-image" }, "\(preview.findings)")
    }

    func testReleaseComesFromTheConfigurationAsForCheck() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitGlobalSetting.plist", global(SampleSettings.leftBubble(name: "chat_left.png")))
        try folder.write(".nimlint.json", #"{"nimkit": "1.0.5"}"#)
        try folder.write("Assets/chat_left.png", "app image")
        let preview = buildPreview(folder, assets: [folder.url.appendingPathComponent("Assets").path])
        XCTAssertEqual(preview.release, "NIMKit 1.0.5 (.nimlint.json)")
        XCTAssertNil(preview.defaultBubble.incoming.normal.image)
        XCTAssertTrue(
            preview.findings.contains { $0.rule == "missing-image" && $0.place == .defaultBubble },
            "\(preview.findings)")
    }

    func testGlobalFindingsAreMarkedAtThePartTheyChange() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(
            "NIMKitGlobalSetting.plist",
            global(
                """
                <key>Message_Interval</key>
                <string>300</string>
                <key>Max_Length</key>
                <string>100</string>
                <key>Row_Background_Color</key>
                <string>#FFF</string>
                <key>Top_Input_Height</key>
                <integer>40</integer>
                \(SampleSettings.leftBubble(name: " chat_left.png"))
                """))
        let preview = buildPreview(folder, nimkit: "2.0.0")
        func place(_ rule: String) -> ChatPreview.Place? { preview.findings.first { $0.rule == rule }?.place }
        let places = Dictionary(preview.findings.map { ($0.rule, [$0.place]) }, uniquingKeysWith: +)
        XCTAssertEqual(places["coercible-type"], [.timestamps, .inputBar], "\(preview.findings)")
        XCTAssertEqual(place("invalid-color"), .rowBackground)
        XCTAssertEqual(place("invalid-image-name"), .defaultBubble)
        XCTAssertEqual(place("deprecated-key"), .head, "a key 2.0.0 never reads changes nothing on the page")
        let page = PreviewHTML.render(preview)
        XCTAssertTrue(page.contains("<main id=\"chat\" class=\"chat flagged\""), page)
        XCTAssertTrue(page.contains("</div>\n<ul class=\"findings\" id=\"findings-timestamps\">"), page)
        XCTAssertTrue(page.contains("<div class=\"timestamp flagged\" id=\"Text-incoming-time\">"), page)
        XCTAssertTrue(
            page.contains(
                "<footer id=\"input-bar\" class=\"input-bar flagged\" data-max-length=\"100\"><ul class=\"findings\" id=\"findings-input-bar\">"
            ), page)
        XCTAssertTrue(page.contains("<section class=\"message-type flagged\" id=\"default-bubble\">"), page)
        XCTAssertTrue(
            page.contains(
                "<li class=\"finding warning\" data-rule=\"invalid-color\" data-line=\"10\"><a href=\"#chat\">"), page)
    }
}
