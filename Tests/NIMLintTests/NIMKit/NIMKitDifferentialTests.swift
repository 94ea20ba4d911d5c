import Foundation
import XCTest
@testable import NIMLint

/// nimlint's settings model held to NIMKit's own reading code, run (`NIMKitOracle`): for every family of releases
/// sharing NIMKitUIConfig.m, settings folders generated from the release's shipped defaults by the edits people
/// make and the mistakes the rules are about; every value the oracle prints must be the one `show` lists, a crash
/// where the model says the app crashes, and every finding's consequence data `show`'s value.
///
/// The oracle runs on GNUstep's Foundation on x86_64, which differs from Apple's where Apple documents otherwise;
/// Apple's documentation decides, and the folders leave out what would only measure the difference
/// (`documentedDifferences`), each held by a test of its own.
final class NIMKitDifferentialTests: XCTestCase {
    /// Where GNUstep on x86_64 and an iPhone differ, and where each is tested instead.
    static let documentedDifferences = [
        // ConfigurationBuildTests.testASideNIMKitRaisesOnLosesThatSideOnly
        "an empty color string: Apple documents that setScanLocation: past the end raises, GNUstep reads #000000",
        // ValueFormatsTests.testIntegerValueSaturates
        "a <real> beyond the 64-bit range read with integerValue: an iPhone (arm64) saturates, x86_64 gives INT64_MIN",
        // ValueFormatsTests.testFoundationCoercions
        "doubleValue of a string of more than 18 digits: GNUstep drops the digits after the 18th",
        // The files are written by CoreFoundation's own writer, so both loaders read the same dictionary: how
        // CoreFoundation reads odd markup is held to CoreFoundation itself (CoreFoundationComparison).
        "GNUstep's property-list parser, which is not CoreFoundation's",
    ]

    /// The releases whose code differs (NIMKitOracleTests.families), and 2.0.0, the last.
    private static let releases = ["1.0.0", "1.0.7", "1.1.0", "1.2.0", "1.6.1", "1.7.0", "1.8.0", "2.0.0"]
    private static let foldersPerRelease = 30

    func testTheModelAndTheFindingsAgreeWithNIMKitsOwnCode() throws {
        var disagreements: [String] = []
        var compared = 0
        for tag in Self.releases {
            let oracle = try NIMKitOracle(release: tag)
            let release = try XCTUnwrap(NIMKitVersion(tag))
            let shipped = try SettingsKind.allCases.map { kind in
                try PropertyListSerialization.propertyList(
                    from: Data(contentsOf: oracle.releaseFolder.appendingPathComponent(kind.fileName)), format: nil)
                    as? [String: Any] ?? [:]
            }
            var generator = SeededGenerator(seed: 0x5EED_0000 + UInt64(Self.releases.firstIndex(of: tag) ?? 0))
            for index in 0..<Self.foldersPerRelease {
                var files = [SettingsKind.global: shipped[0], .bubble: shipped[1]]
                var edits: [String] = []
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    edits.append(SettingsEdit.apply(to: &files, using: &generator))
                }
                let folder = try TemporaryFolder(self)
                for (kind, root) in files {
                    let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
                    try data.write(to: folder.url.appendingPathComponent(kind.fileName))
                }
                let expected = try oracle.values(in: folder.url)
                let check = SettingsFolderCheck(folder: folder.url.path, assetFolders: [], nimkit: release)
                let model = Dictionary(
                    check.applied.settings.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
                let what = "\(tag) folder \(index) (\(edits.joined(separator: "; ")))"
                for (identity, printed) in expected.sorted(by: { $0.key < $1.key }) {
                    // A robot message the user sent is drawn with Text's entry.
                    let own =
                        identity.hasPrefix("Robot(sent)/")
                        ? "Text/" + identity.dropFirst("Robot(sent)/".count) : identity
                    guard let setting = model[own] else {
                        disagreements.append("\(what): \(identity): the model has no such setting")
                        continue
                    }
                    compared += 1
                    if !Self.agree(printed, setting) {
                        disagreements.append(
                            "\(what): \(identity): NIMKit \(printed), the model \(setting.appliedDescription)"
                                + (setting.provenance.crashes ? " (crashes)" : ""))
                    }
                }
                disagreements += Self.consequenceDisagreements(check, model: model, what: what)
            }
        }
        XCTAssertGreaterThan(compared, 40_000, "values compared")
        XCTAssertEqual(disagreements.count, 0, disagreements.prefix(30).joined(separator: "\n"))
    }

    /// Each finding's consequence data is `show`'s value for the same setting.
    private static func consequenceDisagreements(
        _ check: SettingsFolderCheck, model: [String: AppliedSetting], what: String
    ) -> [String] {
        check.outcome.reports.flatMap(\.diagnostics).flatMap { diagnostic in
            diagnostic.consequences.compactMap { consequence in
                model[consequence.identity] == consequence
                    ? nil : "\(what): \(diagnostic.rule) says \(consequence.title) is \(consequence.appliedDescription)"
            }
        }
    }

    /// Whether the oracle's printed value is the model's.
    static func agree(_ printed: String, _ setting: AppliedSetting) -> Bool {
        if printed.hasPrefix("crash") || setting.provenance.crashes {
            return printed.hasPrefix("crash") && setting.provenance.crashes
        }
        switch setting.value {
        case .number(let number):
            guard let oracle = Double(printed) else { return false }
            // floatValue: NIMKit keeps a float, widened to a CGFloat.
            return setting.setting == "font size" ? Float(oracle) == Float(number) : oracle == number
        case .integer(let integer):
            // Record_Max_Duration is kept in an NSTimeInterval: printed as a double.
            return Int(printed) == integer || Double(printed) == Double(integer)
        case .bool(let bool): return printed == (bool ? "YES" : "NO")
        case .color(let rgb): return printed == (rgb.map(HexColor.css) ?? "none")
        case .insets(let insets):
            let numbers = printed.dropFirst().dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return numbers == [insets.top, insets.left, insets.bottom, insets.right]
        case .text(nil): return printed == "none"
        case .text(let text?):
            guard let data = printed.data(using: .utf8), var said = try? JSONDecoder().decode(String.self, from: data)
            else { return false }
            // Every image is found: the oracle prints the name UIKit finds it under, in the kit's bundle where the
            // release asks that first.
            if setting.setting.hasSuffix("bubble image"), said.hasPrefix("NIMKitResource.bundle/"),
                !text.hasPrefix("NIMKitResource.bundle/")
            {
                said.removeFirst("NIMKitResource.bundle/".count)
            }
            return said == text
        }
    }
}

/// One edit of a settings folder's two dictionaries, as people make them and as the rules find them.
enum SettingsEdit {
    /// Applies a random edit to `files`; says what it did.
    static func apply(to files: inout [SettingsKind: [String: Any]], using generator: inout SeededGenerator) -> String {
        let kind: SettingsKind = Bool.random(using: &generator) ? .global : .bubble
        var root = files[kind] ?? [:]
        defer { files[kind] = root }
        let paths = leafPaths(root)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            // A key, a side, a type or Unsupport taken out.
            guard let path = (paths + dictPaths(root)).randomElement(using: &generator) else { return "nothing" }
            remove(path, from: &root)
            return "\(kind.fileName): no \(path.joined(separator: "."))"
        case 1:
            // A dict where a string belongs, or a string where a dict belongs.
            if Bool.random(using: &generator), let path = paths.randomElement(using: &generator) {
                set(path, to: ["Left": "x"], in: &root)
                return "\(kind.fileName): a dict at \(path.joined(separator: "."))"
            }
            guard let path = dictPaths(root).randomElement(using: &generator) else { return "nothing" }
            set(path, to: "oops", in: &root)
            return "\(kind.fileName): a string at \(path.joined(separator: "."))"
        case 2 where kind == .bubble:
            // A type's own Bubble with one side.
            guard let global = files[.global]?["Bubble"] as? [String: Any], let left = global["Left"],
                let type = ["Text", "Audio", "Unsupport", "Tip"].randomElement(using: &generator)
            else { return "nothing" }
            set([type, "Bubble"], to: ["Left": left], in: &root)
            return "\(type).Bubble with Left only"
        default:
            guard let path = paths.randomElement(using: &generator), let key = path.last else { return "nothing" }
            let value = oddValue(for: key, using: &generator)
            set(path, to: value, in: &root)
            return "\(kind.fileName): \(path.joined(separator: ".")) = \(value)"
        }
    }

    /// A value of the kind the key holds, written as people write it, or of another type.
    private static func oddValue(for key: String, using generator: inout SeededGenerator) -> Any {
        let colors: [Any] = ["#FFF", "FFFFFF", "#FFFFFFAA", " #123456", "0x123456", "#12345", "#GGHHII", "#", 5, true]
        let insets: [Any] = [
            "11,15,9,9", "{1, 2, 3, 4}", "{1,2,3}", "{1,2,3,4,5}", "{ 1 , 2 , 3 , 4 }", "{1e1,2,-3,4.5}", 7, "{}",
        ]
        let bools: [Any] = [
            "YES", "NO", "-y", "+t", "-00t", "0", "007", "maybe", " true", 0, 2, 0.5, true, false, "+0y",
        ]
        let integers: [Any] = [
            0, 14, -3, 9_223_372_036_854_775_807, 14.9, -2.5, "14", " 14px", "1e2", "+5", "-7", "abc",
            "99999999999999999999", "-99999999999999999999", true, Data(),
        ]
        let reals: [Any] = [0, 14, 14.1, 0.5, -2.25, "14.5", " 15px", "1e1", "+5.5", "abc", ".5", true, false]
        let names: [Any] = ["x.png", "bubble", "sub/x", 3]
        let pool: [Any]
        switch key {
        case "Left", "Right": pool = Bool.random(using: &generator) ? colors : insets
        case "Insets": pool = insets
        case "Show_Avatar": pool = bools
        case "Name": pool = names
        case "Row_Background_Color": pool = colors
        case "Placeholder": pool = ["说点什么", 3, true]
        case "Message_Limit", "Max_Length", "Record_Max_Duration": pool = integers
        default: pool = reals
        }
        return pool.randomElement(using: &generator) ?? 0
    }

    /// The paths of every value that is not a dict.
    private static func leafPaths(_ dict: [String: Any], under prefix: [String] = []) -> [[String]] {
        dict.keys.sorted().flatMap { key -> [[String]] in
            if let child = dict[key] as? [String: Any] { return leafPaths(child, under: prefix + [key]) }
            return [prefix + [key]]
        }
    }

    /// The paths of every dict but the root.
    private static func dictPaths(_ dict: [String: Any], under prefix: [String] = []) -> [[String]] {
        dict.keys.sorted().flatMap { key -> [[String]] in
            guard let child = dict[key] as? [String: Any] else { return [] }
            return [prefix + [key]] + dictPaths(child, under: prefix + [key])
        }
    }

    private static func set(_ path: [String], to value: Any, in dict: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            dict[first] = value
            return
        }
        var child = dict[first] as? [String: Any] ?? [:]
        set(Array(path.dropFirst()), to: value, in: &child)
        dict[first] = child
    }

    private static func remove(_ path: [String], from dict: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            dict[first] = nil
            return
        }
        guard var child = dict[first] as? [String: Any] else { return }
        remove(Array(path.dropFirst()), from: &child)
        dict[first] = child
    }
}
