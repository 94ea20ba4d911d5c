import Foundation
import XCTest
@testable import NIMLint

/// The example settings with the mistakes every format can hold, written by Foundation as a binary or an XML
/// property list, so that the two hold the very same values: the bubble file's `Text` has a colour `#FFF`, a font
/// size written as the string `14` and `Show_Avatar` misspelt `Show_Avater`; the global file's `Message_Limit` is
/// the string `20` and its `Placeholder` a dict where a string belongs.
enum OtherFormatSamples {
    /// Each finding the mistakes give, by the key path a binary file locates it at.
    static let findings = [
        "Text.Content_Color.Right": "invalid-color", "Text.Content_Font_Size": "coercible-type",
        "Text.Show_Avater": "unknown-key", "Message_Limit": "coercible-type", "Placeholder": "type-mismatch",
    ]

    static func global() throws -> [String: Any] {
        var global = try example("NIMKitGlobalSetting.plist")
        global["Message_Limit"] = "20"
        global["Placeholder"] = ["Text": "Say something"]
        return global
    }

    static func bubble() throws -> [String: Any] {
        var bubble = try example("NIMKitBubbleSetting.plist")
        var text = try XCTUnwrap(bubble["Text"] as? [String: Any])
        var color = try XCTUnwrap(text["Content_Color"] as? [String: Any])
        color["Right"] = "#FFF"
        text["Content_Color"] = color
        text["Content_Font_Size"] = "14"
        text["Show_Avater"] = text.removeValue(forKey: "Show_Avatar")
        bubble["Text"] = text
        return bubble
    }

    /// `value` as Foundation writes it in `format`.
    static func written(_ value: [String: Any], as format: PropertyListSerialization.PropertyListFormat) throws
        -> [UInt8]
    {
        Array(try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0))
    }

    /// The two files, global then bubble, linted as one folder's settings.
    static func lint(global: [UInt8], bubble: [UInt8], configuration: Configuration = .default) -> [FileReport] {
        Linter(configuration: configuration).lint([
            LintInput(source: SourceFile(path: "Settings/NIMKitGlobalSetting.plist", bytes: global), kind: .global),
            LintInput(source: SourceFile(path: "Settings/NIMKitBubbleSetting.plist", bytes: bubble), kind: .bubble),
        ])
    }

    /// A report's findings as `rule: message`, sorted: the same in any format, wherever each is located.
    static func findings(of report: FileReport) -> [String] {
        report.diagnostics.map { "\($0.rule): \($0.message)" }.sorted()
    }

    private static func example(_ name: String) throws -> [String: Any] {
        let data = try Data(
            contentsOf: repositoryRoot.appendingPathComponent("examples/Settings").appendingPathComponent(name))
        return try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }
}
