import Foundation
import NIMLint
import XCTest

/// The quick start's page (`nimlint preview examples/Settings`, no --assets): stand-in bubbles said once, and each
/// message type's content drawn as NIMKit's content view for it draws it, with only the settings that view reads.
final class PreviewContentTests: XCTestCase {
    private var page: String {
        let folder = repositoryRoot.appendingPathComponent("examples/Settings").path
        return PreviewHTML.render(ChatPreview.build(folder: folder, assetFolders: [], nimkit: nil))
    }

    private func line(_ page: String, containing marker: String) throws -> String {
        try XCTUnwrap(page.components(separatedBy: "\n").first { $0.contains(marker) }, marker)
    }

    private func occurrences(_ text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }

    func testWithoutImagesEveryBubbleIsAStandInSaidOnce() throws {
        let page = page
        XCTAssertEqual(occurrences("<p id=\"images\" class=\"stand-ins\">", in: page), 1, page)
        XCTAssertEqual(occurrences("stand-in:", in: page), 1, "said once, at the top")
        XCTAssertFalse(page.contains("--assets to draw them"), "no bubble says it has no image")
        XCTAssertFalse(page.contains(" outlined\""), page)
        let chat = try XCTUnwrap(
            page.range(of: "<main").flatMap { start in
                page.range(of: "</main>").map { page[start.lowerBound..<$0.lowerBound] }
            })
        XCTAssertFalse(chat.contains("class=\"note"), String(chat))
        XCTAssertEqual(
            occurrences("class=\"bubble normal standin\"", in: page), 2 * 13, "the default bubble and twelve types")
    }

    func testImageAndVideoAreThumbnailsWithoutText() throws {
        let page = page
        for name in ["Image", "Video"] {
            let heading = try line(page, containing: "id=\"type-\(name)\"")
            XCTAssertFalse(heading.contains("font"), heading)
            let row = try line(page, containing: "id=\"\(name)-outgoing\"")
            XCTAssertTrue(
                row.contains(
                    "<span class=\"content \(name.lowercased())\" style=\"margin:0px 0px 0px 0px;width:93.75px;height:93.75px\">"
                ), row)
            XCTAssertFalse(row.contains("font-size"), row)
            XCTAssertFalse(row.contains("data-color"), row)
            XCTAssertTrue(row.contains("data-insets=\"3 8 3 3\""), row)
        }
        XCTAssertTrue(try line(page, containing: "id=\"Video-incoming\"").contains("class=\"play\""))
    }

    func testAudioIsADurationBarInTheTypesFontAndColor() throws {
        let incoming = try line(page, containing: "id=\"Audio-incoming\"")
        XCTAssertTrue(incoming.contains("width:121.65px;height:30px"), incoming)
        XCTAssertTrue(
            incoming.contains(
                "<span class=\"label duration\" data-font-size=\"14\" data-color=\"#000000\" style=\"font-size:14px;color:#000000\">5\"</span>"
            ), incoming)
        let outgoing = try line(page, containing: "id=\"Audio-outgoing\"")
        XCTAssertTrue(outgoing.contains("12\"</span>"), outgoing)
        XCTAssertTrue(outgoing.contains("color:#FFFFFF"), outgoing)
    }

    func testFileTakesTheFontButNotTheColor() throws {
        let row = try line(page, containing: "id=\"File-incoming\"")
        XCTAssertTrue(row.contains("width:220px;height:110px"), row)
        XCTAssertTrue(
            row.contains(
                "<span class=\"label file-name\" data-font-size=\"14\" style=\"font-size:14px\">Report.pdf</span>"), row
        )
        XCTAssertTrue(row.contains("class=\"label file-size\""), row)
        XCTAssertFalse(row.contains("data-color"), row)
    }

    func testLocationIsAMapWithItsTitle() throws {
        let row = try line(page, containing: "id=\"Location-outgoing\"")
        XCTAssertTrue(row.contains("width:110px;height:105px\"><span class=\"map\"></span>"), row)
        XCTAssertTrue(row.contains("style=\"font-size:12px;color:#FFFFFF\">West Lake, Hangzhou</span>"), row)
    }

    /// A notification's view fits the bubble image around its label: the content insets are not drawn.
    func testTipsAndNotificationsAreCentredText() throws {
        let page = page
        for name in ["Tip", "Team_Notification", "Chatroom_Notification"] {
            let row = try line(page, containing: "id=\"\(name)-incoming\"")
            XCTAssertTrue(row.contains("class=\"row incoming centred\""), row)
            XCTAssertTrue(row.contains("style=\"padding:4px 8px 4px 8px\""), row)
            XCTAssertFalse(row.contains("data-insets"), row)
            XCTAssertTrue(row.contains("data-font-size=\"10\" data-color=\"#FFFFFF\""), row)
        }
        let netcall = try line(page, containing: "id=\"Netcall_Notification-incoming\"")
        XCTAssertFalse(netcall.contains("centred"), "a net call's view is a text bubble: \(netcall)")
    }

    func testUnsupportIsNIMKitsUnknownMessageBox() throws {
        let row = try line(page, containing: "id=\"Unsupport-incoming\"")
        XCTAssertTrue(
            row.contains(
                "width:100px;height:40px\"><span class=\"label\" data-font-size=\"14\" data-color=\"#000000\""), row)
        XCTAssertTrue(row.contains("未知类型消息"), row)
    }

    func testWithImagesTheBubblesAreNoStandIns() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("NIMKitBubbleSetting.plist", ChatPreviewTests.settingsPlist(ChatPreviewTests.textEntry))
        try folder.write("Assets/bubble.png", "not really a png")
        let page = PreviewHTML.render(buildPreview(folder, assets: [folder.url.appendingPathComponent("Assets").path]))
        XCTAssertFalse(page.contains("stand-in:"), page)
        XCTAssertFalse(page.contains("standin\""), page)
        XCTAssertTrue(page.contains("Bubble images from: "), page)
    }
}
