import Foundation
import XCTest
@testable import NIMLint

/// How asset folders are searched for bubble images, as `imageNamed:` and `nim_imageInKit:` find them.
final class ImageIndexTests: XCTestCase {
    private func bubbleGlobal(name: String) -> String {
        SampleSettings.clean.replacingOccurrences(
            of: "<string>icon_receiver_node_normal.png</string>", with: "<string>\(name)</string>")
    }

    /// The example of docs/usage.md's configuration: the catalog itself given as the asset folder.
    func testAnAssetCatalogGivenItselfProvidesItsImageSets() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/Assets.xcassets/my_bubble.imageset/Contents.json", "{}")
        try folder.write("App/Assets.xcassets/Contents.json", "{}")
        let catalog = ImageIndex.scanning(folders: [folder.url.appendingPathComponent("App/Assets.xcassets").path])
        XCTAssertTrue(catalog.contains("my_bubble"))
        XCTAssertTrue(catalog.contains("my_bubble.png"))
        XCTAssertTrue(
            ImageIndex.scanning(folders: [folder.url.appendingPathComponent("App").path]).contains("my_bubble"))
        let loose = try TemporaryFolder(self)
        try loose.write("Images/my_bubble.imageset/Contents.json", "{}")
        XCTAssertFalse(
            ImageIndex.scanning(folders: [loose.url.appendingPathComponent("Images").path]).contains("my_bubble"),
            "an image set counts only inside a catalog")
    }

    func testTheCatalogOnTheCommandLineSilencesMissingImage() throws {
        let folder = try TemporaryFolder(self)
        try folder.installNIMKit("1.8.0")
        try folder.write("App/Assets.xcassets/my_bubble.imageset/Contents.json", "{}")
        try folder.write("App/NIMKitSettings.bundle/NIMKitGlobalSetting.plist", bubbleGlobal(name: "my_bubble"))
        try folder.write("App/NIMKitSettings.bundle/NIMKitBubbleSetting.plist", SampleSettings.cleanBubble)
        let found = try CLIRunner.run(
            ["check", "--assets", "App/Assets.xcassets", "--format", "xcode", "App/NIMKitSettings.bundle"],
            in: folder.url)
        XCTAssertEqual(found.relativeOutput, "")
        XCTAssertEqual(found.status, 0)
        let old = try CLIRunner.run(
            [
                "check", "--nimkit", "1.1.1", "--assets", "App/Assets.xcassets", "--format", "xcode",
                "App/NIMKitSettings.bundle",
            ], in: folder.url)
        XCTAssertTrue(
            old.relativeOutput.contains(
                "warning: 'my_bubble' is in the asset folders, but NIMKit 1.1.1 looks bubble images up "
                    + "only in NIMKitResource.bundle: messages drawn with the default incoming bubble get no bubble image; incoming "
                    + "Text, Audio, Video and 4 other types' messages and incoming messages of types without an entry get no bubble "
                    + "image (the global Bubble's) [missing-image]"), old.relativeOutput)
    }

    /// Images inside a NIMKitResource.bundle are the kit's, found by every release; a bundle folder's images are
    /// found by their path from the bundle on.
    func testKitBundleAndBundlePaths() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Pods/NIMKit/NIMKitResource.bundle/bubble/left@2x.png", "")
        try folder.write("App/Chat.bundle/bubble_left@3x.png", "")
        let index = ImageIndex.scanning(folders: [
            folder.url.appendingPathComponent("Pods").path, folder.url.appendingPathComponent("App").path,
        ])
        XCTAssertTrue(index.containsKitImage("bubble/left"))
        XCTAssertTrue(index.containsKitImage("bubble/left.png"))
        XCTAssertFalse(index.contains("bubble/left"), "the kit's images are not the app's")
        XCTAssertTrue(index.contains("Chat.bundle/bubble_left"))
        XCTAssertTrue(index.contains("bubble_left"))
        XCTAssertFalse(index.containsKitImage("Chat.bundle/bubble_left"))
    }

    /// Did-you-mean names only a slip of a letter or two, not a name of the same pattern.
    func testSuggestionsAreOnlyCloseNames() {
        let index = ImageIndex(names: ["icon_cell_blue_normal@2x.png", "chat_bubble_left.png"])
        XCTAssertNil(index.closest(to: "icon_text_bubble_normal"))
        XCTAssertEqual(index.closest(to: "chat_bubbel_left"), "chat_bubble_left")
        XCTAssertEqual(
            index.closest(to: "icon_reciever_node_normal", among: ["icon_receiver_node_normal"]),
            "icon_receiver_node_normal")
        XCTAssertNil(index.closest(to: "chat_bubble_right"))
    }

    /// The files behind the names, for the preview: the sharpest scale, an image set's PNG, the kit's own apart.
    func testEachNameKeepsItsSharpestPNGFile() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Assets/bubble.png", "1x")
        try folder.write("Assets/bubble@3x.png", "3x")
        try folder.write("Assets/bubble@2x.png", "2x")
        try folder.write("Assets/App.xcassets/left.imageset/any_name@2x.png", "set")
        try folder.write("Assets/Chat.bundle/right.png", "bundle")
        try folder.write("Assets/NIMKitResource.bundle/bubble.png", "kit")
        let index = ImageIndex.scanning(folders: [folder.url.appendingPathComponent("Assets").path])
        let sharpest = try XCTUnwrap(index.file(named: "bubble.png", inKit: false))
        XCTAssertEqual(sharpest.scale, 3)
        XCTAssertTrue(sharpest.path.hasSuffix("Assets/bubble@3x.png"), sharpest.path)
        XCTAssertEqual(index.file(named: "bubble", inKit: false), sharpest)
        XCTAssertTrue(
            try XCTUnwrap(index.file(named: "left", inKit: false)).path.hasSuffix("left.imageset/any_name@2x.png"))
        XCTAssertTrue(
            try XCTUnwrap(index.file(named: "Chat.bundle/right", inKit: false)).path.hasSuffix("Chat.bundle/right.png"))
        XCTAssertTrue(
            try XCTUnwrap(index.file(named: "bubble", inKit: true)).path.hasSuffix("NIMKitResource.bundle/bubble.png"))
        XCTAssertNil(index.file(named: "right", inKit: true))
    }

    /// One resolution for the rule and the preview: the release's lookup order decides which image is drawn.
    func testResolutionFollowsTheLookupOrder() {
        let index = ImageIndex(names: ["mine.png", "icon_receiver_node_normal.png"])
        let builtIn = ["icon_receiver_node_normal"]
        XCTAssertEqual(index.resolve("mine", builtInImages: builtIn, lookups: [.kitOnly]), .appNotSearched)
        XCTAssertEqual(index.resolve("mine", builtInImages: builtIn, lookups: [.kitThenApp]), .app(nil))
        XCTAssertEqual(index.resolve("other", builtInImages: builtIn, lookups: [.appThenKit]), .nowhere)
        XCTAssertEqual(
            index.resolve("icon_receiver_node_normal.png", builtInImages: builtIn, lookups: [.kitThenApp]), .kit(nil))
        XCTAssertEqual(
            index.resolve("icon_receiver_node_normal.png", builtInImages: builtIn, lookups: [.appThenKit]), .app(nil))
        XCTAssertEqual(
            index.resolve("mine", builtInImages: builtIn, lookups: [.kitOnly, .kitThenApp]), .app(nil),
            "a name some candidate release finds is found")
    }
}
