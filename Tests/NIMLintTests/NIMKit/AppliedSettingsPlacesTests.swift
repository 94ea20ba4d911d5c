import XCTest
@testable import NIMLint

/// The model by place: the key NIMKit found absent on the way to a value, the sides missing from `{Left, Right}`
/// dicts, the entries it never uses, the settings read from a range, and the words every view says them in.
final class AppliedSettingsPlacesTests: XCTestCase {
    private func model(bubble: String, release: String = "1.0.0") throws -> (AppliedSettings, SourceFile) {
        let source = SourceFile(path: "/s/NIMKitBubbleSetting.plist", string: bubble)
        let global = SourceFile(path: "/s/NIMKitGlobalSetting.plist", string: SampleSettings.clean)
        let nimkit = NIMKitRelease(try XCTUnwrap(NIMKitVersion(release)), source: .commandLine)
        var inputs = [LintInput(source: source, kind: .bubble), LintInput(source: global, kind: .global)]
        for index in inputs.indices { inputs[index].release = nimkit }
        let reports = Linter(keepsLoadedTrees: true).lint(inputs)
        let files = zip([SettingsKind.bubble, .global], reports).map {
            LoadedSettingsFile(kind: $0, path: $1.path, report: $1)
        }
        return (AppliedSettings.read(files, release: nimkit, images: nil), source)
    }

    private func range(of text: String, in source: SourceFile, occurrence: Int = 0) throws -> SourceRange {
        let string = source.string(in: SourceRange(0, source.text.count))
        var start = string.startIndex
        for _ in 0..<occurrence {
            start = try XCTUnwrap(string.range(of: text, range: start..<string.endIndex)).upperBound
        }
        let found = try XCTUnwrap(string.range(of: text, range: start..<string.endIndex))
        let offset = string.utf8.distance(from: string.startIndex, to: found.lowerBound)
        return SourceRange(offset, offset + text.utf8.count)
    }

    func testTheFirstAbsentKeyIsKeptWithTheDictItIsAbsentFrom() throws {
        let (model, source) = try model(bubble: LSPAppliedSettingsTests.bubble)
        let path = source.path
        let text = try XCTUnwrap(model.messageTypes.first { $0.name == "Text" })
        let color = text.sides.outgoing.textColor.provenance
        XCTAssertEqual(color.fallbacks, [.missing])
        XCTAssertEqual(color.absence?.key, "Right")
        guard case .file(path, let dict, let line, _)? = color.absence?.dict else { return XCTFail("\(color)") }
        XCTAssertEqual(line, 14, "Content_Color's <dict>")
        XCTAssertEqual(source.string(in: dict).prefix(6), "<dict>")
        XCTAssertNil(text.sides.incoming.textColor.provenance.absence, "Left is there")
        // Text's Bubble has no Right: the global Bubble's Right is drawn, and the absence is still Text's.
        let image = text.sides.outgoing.bubble.normal.name.provenance
        XCTAssertEqual(image.fallbacks, [.globalBubble])
        guard case .file(path, _, 19, _)? = image.absence?.dict else { return XCTFail("\(image)") }
        // Unsupport has no Content_Insets at all: the absent key is that, not a side.
        let unsupport = try XCTUnwrap(model.messageTypes.first { $0.name == "Unsupport" })
        XCTAssertEqual(unsupport.sides.incoming.contentInsets.provenance.absence?.key, "Content_Insets")
    }

    func testMissingSidesAreEachDictsAbsentSidesAndSayWhatNIMKitReadsInstead() throws {
        let (model, source) = try model(bubble: LSPAppliedSettingsTests.bubble)
        let missing = model.missingSides(in: source.path)
        XCTAssertEqual(missing.map(\.description), ["Right: nil", "Right: the global Bubble's"])
        XCTAssertEqual(missing.map { source.location(of: $0.dict.start).line }, [14, 19])
        XCTAssertEqual(model.missingSides(in: "/s/NIMKitGlobalSetting.plist"), [], "the global Bubble has both sides")
    }

    func testUnusedEntriesAreUnknownTypesTypesTheReleaseDoesNotReadAndOverriddenEntries() throws {
        let (model, source) = try model(bubble: LSPAppliedSettingsTests.bubble)
        XCTAssertEqual(model.unusedEntries.map(\.name), ["Txt", "Robot"])
        XCTAssertEqual(
            model.unusedEntries.map(\.reason),
            [
                "no message type is called Txt", "NIMKit 1.0.0 does not read Robot: nothing of this entry is drawn",
            ])
        guard case .file(_, let key, _, _)? = model.unusedEntries.first?.key else { return XCTFail() }
        XCTAssertEqual(source.string(in: key), "<key>Txt</key>")
        XCTAssertEqual(
            try self.model(bubble: LSPAppliedSettingsTests.bubble, release: "2.0.0").0.unusedEntries.map(\.name),
            ["Txt"])

        let twice = plist("<dict>\n\t<key>Tip</key>\n\t<dict/>\n\t<key>Tip</key>\n\t<dict/>\n</dict>")
        let (overridden, twiceSource) = try self.model(bubble: twice)
        XCTAssertEqual(overridden.unusedEntries.map(\.reason), ["a later Tip entry overrides this one"])
        guard case .file(_, let first, _, _)? = overridden.unusedEntries.first?.key else { return XCTFail() }
        XCTAssertEqual(first, try range(of: "<key>Tip</key>", in: twiceSource))
    }

    func testTheSettingsReadFromARangeAndTheWordsTheyAreSaidIn() throws {
        let (model, source) = try model(bubble: LSPAppliedSettingsTests.bubble)
        let blue = model.settings(readIn: source.path, within: try range(of: "<string>#FFF</string>", in: source))
        XCTAssertEqual(blue.map(\.title), ["Text, incoming: text color"])
        XCTAssertEqual(blue.first?.appliedDescription, "#000FFF (blue)")
        XCTAssertEqual(blue.first?.borrowedThrough, [])
        let zero = model.settings(readIn: source.path, within: try range(of: "<string>11,15,9,9</string>", in: source))
        XCTAssertEqual(zero.first?.appliedDescription, "{0, 0, 0, 0} (not {top, left, bottom, right}: zero insets)")
        XCTAssertEqual(model.settings(readIn: "/elsewhere", within: SourceRange(0, source.text.count)).count, 0)

        let white = model.settings(readIn: source.path, within: try range(of: "<string>#ffffff</string>", in: source))
        XCTAssertEqual(white.filter(\.borrowedThrough.isEmpty).map(\.title), ["Unsupport, outgoing: text color"])
        let borrowers = white.filter { $0.borrowedThrough == [.unsupportEntry] }.map(\.scope)
        XCTAssertEqual(borrowers.first, "Audio")
        XCTAssertFalse(borrowers.contains("Text"), "Text has an entry of its own")
        XCTAssertFalse(borrowers.contains("Robot"), "1.0.0 does not read Robot")
        XCTAssertEqual(
            white.last?.appliedDescription, "#FFFFFF (white)", "a borrowed value's own words leave the route out")
    }
}
