import Foundation
import XCTest
@testable import NIMLint

/// The schemas' release data checked against each NIMKit release's own code and defaults: the keys its
/// `NIMKitUIConfig.m` reads (and with which accessor), how its `nim_imageInKit:` looks images up, and that the
/// defaults it shipped are clean under it.
final class NIMKitReleaseTableTests: XCTestCase {
    /// What one release's reading code reads, parsed from the Objective-C source.
    private struct Reading {
        /// Root keys of the global file, with the accessor called on each (`doubleValue`), "" for none.
        var global: [String: String] = [:]
        /// Root keys of the bubble file: the message types.
        var messageTypes: Set<String> = []
        /// Keys of a message type's entry, with their accessors.
        var entry: [String: String] = [:]

        init(_ code: String) {
            for match in Self.matches(#"globalSetting\[@"(\w+)"\]\s*(\w*)"#, in: code) {
                global[match[0]] = match[1]
            }
            // The bubble style is read from the global dict too: bubbleConfigHelper:globalSetting reads "Bubble".
            if code.contains("bubbleConfigHelper:globalSetting") { global["Bubble"] = "" }
            for dictionary in ["messageDict", "notificationDict"] {
                guard let body = Self.matches(#"\*\#(dictionary) = @\{([^}]*)\}"#, in: code).first?.first else {
                    continue
                }
                messageTypes.formUnion(Self.matches(#":\s*@"(\w+)""#, in: body).map { $0[0] })
            }
            messageTypes.formUnion(Self.matches(#"configForKey:@"(\w+)""#, in: code).map { $0[0] })
            for match in Self.matches(#"\[info objectForKey:@"(\w+)"\]\]?\s*(\w*)"#, in: code) {
                entry[match[0]] = match[1] == "isRight" ? "" : match[1]
            }
            if code.contains("bubbleConfigHelper:info") { entry["Bubble"] = "" }
        }

        private static func matches(_ pattern: String, in text: String) -> [[String]] {
            // Literal patterns above, exercised by every test run.
            let expression = try! NSRegularExpression(pattern: pattern)
            let whole = NSRange(text.startIndex..., in: text)
            return expression.matches(in: text, range: whole).map { match in
                (1..<match.numberOfRanges).map { index in
                    Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
                }
            }
        }
    }

    private static func code(_ folder: URL, _ names: [String]) throws -> String {
        for name in names {
            if let data = try? Data(contentsOf: folder.appendingPathComponent(name)) {
                return String(decoding: data, as: UTF8.self)
            }
        }
        throw XCTSkip("\(folder.lastPathComponent) has none of \(names)")
    }

    private static func schema(_ kind: SettingsKind, _ version: NIMKitVersion) -> SchemaNode {
        SettingsSchema.builtIn(kind).specialized(for: NIMKitRelease(version, source: .commandLine)).root
    }

    func testTheSchemasReadWhatEachReleaseReads() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let reading = Reading(try Self.code(folder, ["NIMKitUIConfig.m"]))
            XCTAssertFalse(
                reading.global.isEmpty || reading.messageTypes.isEmpty || reading.entry.isEmpty,
                "\(version): parsed nothing")
            let global = Self.schema(.global, version)
            XCTAssertEqual(Set(global.propertyOrder), Set(reading.global.keys), "\(version): global keys")
            let bubble = Self.schema(.bubble, version)
            XCTAssertEqual(Set(bubble.propertyOrder), reading.messageTypes, "\(version): message types")
            let entry = try XCTUnwrap(bubble.properties["Text"])
            XCTAssertEqual(Set(entry.propertyOrder), Set(reading.entry.keys), "\(version): entry keys")
            for (key, accessor) in reading.global.merging(reading.entry, uniquingKeysWith: { first, _ in first })
            where !accessor.isEmpty && accessor != "nim_hexToColor" {
                let node = global.properties[key] ?? entry.properties[key]
                XCTAssertEqual(node?.readAs, accessor, "\(version): the accessor of \(key)")
            }
        }
    }

    func testTheSchemasLookImagesUpAsEachReleaseDoes() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let code = try Self.code(folder, ["UIImage+NIMKit.m", "UIImage+NIM.m"])
            let method = try XCTUnwrap(code.range(of: "+ (UIImage *)nim_imageInKit:"), "\(version)")
            let body = code[method.upperBound...].prefix { $0 != "}" }
            // The order of the two imageNamed: calls: `name` is the path inside NIMKitResource.bundle.
            let calls = body.components(separatedBy: "imageNamed:").dropFirst().map { $0.prefix { $0 != "]" } }
            let search = calls.map { $0 == "name" ? "kit" : $0 == "imageName" ? "app" : "?" }
            let name = try XCTUnwrap(
                Self.schema(.global, version).properties["Bubble"]?.properties["Left"]?
                    .properties["Normal"]?.properties["Name"])
            XCTAssertEqual(name.imageLookups.map(\.value.rawValue), [search.joined(separator: ",")], "\(version)")
        }
    }

    func testEveryReleasesShippedDefaultsAreCleanUnderIt() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let release = NIMKitRelease(version, source: .commandLine)
            let inputs = try SettingsKind.allCases.map { kind in
                let text = try Data(contentsOf: folder.appendingPathComponent(kind.fileName))
                return LintInput(
                    source: SourceFile(path: "\(version)/\(kind.fileName)", bytes: Array(text)), kind: kind,
                    release: release)
            }
            for report in Linter().lint(inputs) {
                let loud = report.diagnostics.filter { $0.severity >= .warning }
                XCTAssertEqual(loud.map { "\($0.rule): \($0.message)" }, [], report.path)
            }
        }
    }

    /// The schema's `x-default`s, which missing-key's help quotes, are what each release shipped, key for key.
    func testTheSchemasDefaultsAreWhatEachReleaseShips() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let text = try Data(contentsOf: folder.appendingPathComponent("NIMKitGlobalSetting.plist"))
            let document = PlistParser.parse(SourceFile(path: "g", bytes: Array(text))).document
            var shipped: [String: SchemaValue] = [:]
            for entry in try XCTUnwrap(document.root?.entries) {
                switch entry.value.value {
                case .integer(let number): shipped[entry.key] = .number(Double(number))
                case .real(let number): shipped[entry.key] = .number(number)
                case .string(let string): shipped[entry.key] = .string(string)
                case .bool(let bool): shipped[entry.key] = .bool(bool)
                default: continue
                }
            }
            // 1.1.x still ship the input heights they no longer read: compare every key shipped, read or not.
            let everyKey = SettingsSchema.builtIn(.global).root.properties
            XCTAssertEqual(
                everyKey.filter { shipped[$0.key] != nil }.compactMapValues(\.defaultValue), shipped, "\(version)")
            let read = Self.schema(.global, version).properties.compactMapValues(\.defaultValue)
            XCTAssertEqual(
                Set(read.keys).subtracting(shipped.keys), [], "\(version) ships every key it reads that has a default")
        }
    }

    func testMissingKeyQuotesTheShippedDefault() {
        let text = RuleExample.plist(.global, "<key>Message_Interval</key>\n<integer>300</integer>\n").text
        let report = Linter().lint(
            LintInput(
                source: SourceFile(path: "NIMKitGlobalSetting.plist", string: text), kind: .global,
                release: NIMKitRelease(NIMKitVersion(1, 8, 0), source: .commandLine)))
        let limit = report.diagnostics.first { $0.rule == "missing-key" && $0.message.contains("'Message_Limit'") }
        XCTAssertEqual(
            limit?.help,
            ["NIMKit 1.8.0 ships <key>Message_Limit</key><integer>20</integer> in its own NIMKitGlobalSetting.plist"])
    }

    /// A fix renames a misspelt key only to a key the release in force reads.
    func testFixesRenameOnlyToKeysTheReleaseReads() {
        let text = RuleExample.plist(.global, "<key>Row_Background_Colour</key>\n<string>#E4E7EC</string>\n").text
        func finding(under version: NIMKitVersion) -> Diagnostic? {
            Linter().lint(
                LintInput(
                    source: SourceFile(path: "NIMKitGlobalSetting.plist", string: text), kind: .global,
                    release: NIMKitRelease(version, source: .commandLine))
            ).diagnostics.first { $0.rule == "unknown-key" }
        }
        XCTAssertEqual(finding(under: NIMKitVersion(1, 9, 1))?.fix?.edits.map(\.replacement), ["Row_Background_Color"])
        let early = finding(under: NIMKitVersion(1, 2, 0))
        XCTAssertNotNil(early)
        XCTAssertNil(early?.fix, "1.2.0 never reads Row_Background_Color")
    }

    /// A newer release's defaults under an older release are not clean: the table above is what tells them apart.
    func testDefaultsOfOneReleaseAreJudgedByAnother() throws {
        let releases = try TestPaths.nimkitReleases()
        let newest = try XCTUnwrap(releases.last { $0.version == NIMKitVersion(2, 0, 0) })
        let text = try Data(contentsOf: newest.folder.appendingPathComponent("NIMKitGlobalSetting.plist"))
        let input = LintInput(
            source: SourceFile(path: "NIMKitGlobalSetting.plist", bytes: Array(text)), kind: .global,
            release: NIMKitRelease(NIMKitVersion(1, 7, 0), source: .commandLine))
        XCTAssertEqual(
            Linter().lintBesideTheOtherFile(input).diagnostics.map(\.rule), ["unknown-key"],
            "1.7.0 never reads Row_Background_Color")
    }

    /// Vendored reading code tells its release family: the releases sharing that file, narrowed by the image code.
    func testReadingCodeIsRecognisedAsItsReleaseFamily() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let readingCode = try Self.code(folder, ["NIMKitUIConfig.m"])
            let imageCode = try Self.code(folder, ["UIImage+NIMKit.m", "UIImage+NIM.m"])
            let candidates = ReadingCodeRecognition.releases(readingCode: readingCode, imageCode: imageCode)
            XCTAssertTrue(candidates.contains(version), "\(version) in \(candidates)")
            for candidate in candidates {
                let other = Self.schema(.global, candidate)
                XCTAssertEqual(
                    other.propertyOrder, Self.schema(.global, version).propertyOrder, "\(version) ~ \(candidate)")
            }
        }
        // Outside XCTUnwrap, so that a missing ../shared skips the test instead of failing it.
        let releases = try TestPaths.nimkitReleases()
        let family = try XCTUnwrap(releases.first { $0.version == NIMKitVersion(1, 0, 3) })
        let readingCode = try Self.code(family.folder, ["NIMKitUIConfig.m"])
        XCTAssertEqual(
            ReadingCodeRecognition.releases(readingCode: readingCode, imageCode: nil),
            NIMKitVersion.plistEra.filter { $0 < NIMKitVersion(1, 1, 0) })
    }
}
