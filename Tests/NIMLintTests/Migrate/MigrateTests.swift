import Foundation
import XCTest
@testable import NIMLint

/// `nimlint migrate`: the plan against what docs/show-diff-migrate-preview.md says, the code compiled against each
/// config era's own headers and run with its own `NIMKitConfig.m` and `NIMKitSetting.m`, the command line.
final class MigrateTests: XCTestCase {
    private static let examples = repositoryRoot.appendingPathComponent("examples")

    private func shipped(_ version: String) throws -> AppliedSettings {
        let release = NIMKitRelease(try XCTUnwrap(NIMKitVersion(version)), source: .commandLine)
        return try XCTUnwrap(ShippedSettings.applied(for: release))
    }

    private func folder(_ path: String, nimkit: String? = nil) -> AppliedSettings {
        SettingsFolderCheck(
            folder: Self.examples.appendingPathComponent(path).path, assetFolders: [],
            nimkit: nimkit.flatMap(NIMKitVersion.init)
        ).applied
    }

    private func identities(_ migration: Migration) -> [String] {
        migration.assignments.map { "\($0.setting ?? "config") \($0.side?.rawValue ?? "-") \($0.property)" }
    }

    // MARK: the plan

    func testNetEasesOwn200FilesSetOnlyWhatTheReleasesChanged() throws {
        let applied = try shipped("2.0.0")
        let to210 = try Migration.plan(applied, to: try XCTUnwrap(NIMKitVersion("2.1.0")))
        XCTAssertEqual(identities(to210), ["robotSetting incoming contentInsets"], "docs: Robot's insets became Text's")
        XCTAssertEqual(to210.assignments.first?.value, .insets(EdgeInsets(top: 0, left: 15, bottom: 0, right: 10)))
        XCTAssertTrue(to210.assignments.allSatisfy(\.keepsOldDefault))
        XCTAssertEqual(to210.notCarried, [])

        let to2120 = try Migration.plan(applied, to: try XCTUnwrap(NIMKitVersion("2.12.0")))
        XCTAssertEqual(identities(to2120), [])
        XCTAssertEqual(
            to2120.notCarried.count, 1, "robot messages are drawn with unsupportSetting: \(to2120.notCarried)")
        XCTAssertTrue(to2120.notCarried[0].hasPrefix("Robot, incoming:"), to2120.notCarried[0])

        for target in ["2.12.18", "3.1.0", "3.7.0"] {
            let migration = try Migration.plan(applied, to: try XCTUnwrap(NIMKitVersion(target)))
            XCTAssertEqual(
                identities(migration),
                [
                    "textSetting incoming contentInsets", "textSetting incoming font",
                    "textSetting outgoing contentInsets", "textSetting outgoing font",
                ], "docs: Text's insets and font changed in 2.12.18 (\(target))")
            XCTAssertTrue(migration.assignments.allSatisfy(\.keepsOldDefault), target)
            XCTAssertTrue(migration.code(.objc).contains("keeps the old look, may be dropped"))
        }
    }

    func testTheAppsOwnSettingsAreCarriedWithTheColorNIMKitDrewAndTheGlobalBubbleInEveryType() throws {
        let migration = try Migration.plan(folder("Upgrading"), to: try XCTUnwrap(NIMKitVersion("3.1.0")))
        let background = try XCTUnwrap(migration.assignments.first { $0.property == "cellBackgroundColor" })
        XCTAssertEqual(background.value, .color(0x000FFF), "#FFF is the blue NIMKit read")
        XCTAssertFalse(background.keepsOldDefault)
        let bubbles = migration.assignments.filter { $0.side == .outgoing && $0.property == "highLightBackgroundImage" }
        XCTAssertEqual(
            bubbles.map { $0.setting ?? "" },
            [
                "textSetting", "audioSetting", "videoSetting", "fileSetting", "imageSetting", "locationSetting",
                "netcallNotificationSetting", "unsupportSetting",
            ],
            "every type without a Bubble of its own drew the global one; Tip and the notifications have their own")
        XCTAssertEqual(
            bubbles.first?.value,
            .image(CodeImage("chat_bubble_right_pressed", EdgeInsets(top: 20, left: 25, bottom: 15, right: 25)), .app),
            "the Highlighted image keeps its own cap insets, through imageNamed:")
        let code = migration.code(.objc)
        XCTAssertTrue(
            code.contains(
                "config.cellBackgroundColor = [UIColor colorWithRed:0x00 / 255.0 green:0x0F / 255.0 blue:0xFF / 255.0 alpha:1];"
            ), code)
        XCTAssertTrue(
            code.contains("config.leftBubbleSettings.textSetting.contentInsets = UIEdgeInsetsMake(10, 16, 10, 10);"),
            code)
        XCTAssertFalse(code.contains("textSetting.font"), "3.1.0's Text font is the app's 16 already")
        XCTAssertEqual(
            migration.code(.objc),
            try Migration.plan(folder("Upgrading"), to: try XCTUnwrap(NIMKitVersion("3.1.0"))).code(.objc))
    }

    func testWhatTheOldAppCrashedOnIsListedNotCarried() throws {
        let migration = try Migration.plan(folder("Broken"), to: try XCTUnwrap(NIMKitVersion("2.1.0")))
        XCTAssertTrue(
            migration.notCarried.contains { $0.hasPrefix("Placeholder: NIMKit 1.8.0 crashes") },
            "\(migration.notCarried)")
        XCTAssertTrue(
            migration.notCarried.contains { $0.hasPrefix("Image, incoming: content insets: NIMKit 1.8.0 crashes") })
        XCTAssertFalse(migration.assignments.contains { $0.property == "placeholder" })
        XCTAssertTrue(migration.code(.objc).contains("// - Placeholder: NIMKit 1.8.0 crashes"))
    }

    func testTheInputHeightsOf107HaveNoCounterpart() throws {
        let migration = try Migration.plan(try shipped("1.0.7"), to: try XCTUnwrap(NIMKitVersion("2.1.0")))
        XCTAssertEqual(migration.notCarried.filter { $0.contains("Input_Height") }.count, 2, "\(migration.notCarried)")
    }

    func testAReleaseWithoutAConfigurationIsRefused() throws {
        XCTAssertThrowsError(try Migration.plan(try shipped("2.0.0"), to: try XCTUnwrap(NIMKitVersion("2.0.0"))))
        XCTAssertThrowsError(try Migration.plan(try shipped("2.0.0"), to: try XCTUnwrap(NIMKitVersion("9.0.0"))))
    }

    // MARK: the data, held to the releases' files

    func testTheCarriedDefaultsAreWhatTheScriptReadsFromEachErasFiles() throws {
        let config = try TestPaths.nimkitConfig()
        guard let python = NIMKitConfigBuild.tool("python3") else { throw XCTSkip("python3 is not installed") }
        let temporary = try TemporaryFolder(self)
        let output = temporary.url.appendingPathComponent("CodeConfigurationData.swift")
        let result = try Subprocess.run(
            [
                python, repositoryRoot.appendingPathComponent("scripts/code-configuration.py").path, config.path,
                output.path,
            ],
            in: temporary.url)
        XCTAssertEqual(result.status, 0, result.output)
        let carried = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/NIMLint/NIMKit/CodeConfigurationData.swift"),
            encoding: .utf8)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), carried, "run scripts/code-configuration.py")
    }

    func testEachErasOwnCodeSetsTheCarriedDefaults() throws {
        let temporary = try TemporaryFolder(self)
        for era in CodeConfigurationEra.all {
            let build = try NIMKitConfigBuild(era: era, in: temporary)
            let dumped = try build.run(migrated: nil)
            XCTAssertEqual(dumped, Self.expected(era: era, applied: nil), era.folder)
        }
    }

    // MARK: compiled and run against the real thing

    func testEveryShippedPairCompilesForEveryEraAndSetsOnlyItsReleasesOwnChanges() throws {
        let temporary = try TemporaryFolder(self)
        _ = try NIMKitConfigBuild.clang()
        for era in CodeConfigurationEra.all {
            let build = try NIMKitConfigBuild(era: era, in: temporary)
            for version in NIMKitVersion.plistEra {
                let applied = try shipped(version.description)
                let migration = try Migration.plan(applied, to: try XCTUnwrap(NIMKitVersion(era.folder)))
                XCTAssertEqual(try build.syntaxErrors(migration.code(.objc)), "", "\(version) → \(era.folder)")
                // An untouched file's every difference is the release's own default, changed by the new release.
                XCTAssertEqual(
                    migration.assignments.filter { !$0.keepsOldDefault }.map(\.source), [], "\(version) → \(era.folder)"
                )
            }
        }
    }

    func testTheSwiftTypeChecksAgainstEachTargetsDeclarations() throws {
        let temporary = try TemporaryFolder(self)
        for (path, target) in [
            ("Upgrading", "2.1.0"), ("Upgrading", "3.1.0"), ("Broken", "2.12.0"), ("Settings", "2.12.18"),
        ] {
            let migration = try Migration.plan(folder(path), to: try XCTUnwrap(NIMKitVersion(target)))
            let build = try NIMKitConfigBuild(era: migration.era, in: temporary)
            XCTAssertEqual(try build.swiftTypeErrors(migration.code(.swift)), "", "\(path) → \(target)")
            try FileManager.default.removeItem(at: build.work)
        }
    }

    func testTheMigratedCodeRunsToWhatTheOldReleaseApplied() throws {
        let temporary = try TemporaryFolder(self)
        for (path, target) in [
            ("Upgrading", "2.1.0"), ("Upgrading", "3.1.0"), ("Broken", "2.1.0"), ("Broken", "3.1.0"),
            ("Settings", "2.12.18"),
        ] {
            let applied = folder(path)
            let migration = try Migration.plan(applied, to: try XCTUnwrap(NIMKitVersion(target)))
            let build = try NIMKitConfigBuild(era: migration.era, in: temporary)
            XCTAssertEqual(try build.syntaxErrors(migration.code(.objc)), "", "\(path) → \(target)")
            let dumped = try build.run(migrated: migration.code(.objc))
            XCTAssertEqual(dumped, Self.expected(era: migration.era, applied: applied), "\(path) → \(target)")
            try FileManager.default.removeItem(at: build.work)
        }
    }

    /// What the dump prints: the era's defaults, and where `applied` is given, what the old release applied instead
    /// wherever the new release can be given it (not what the app crashed on, not a font size the plist never gave).
    static func expected(era: CodeConfigurationEra, applied: AppliedSettings?) -> [String] {
        func carried<Value>(_ value: Applied<Value>) -> Value? {
            value.provenance.crashes ? nil : value.value
        }
        func color(_ rgb: UInt32?) -> String { rgb.map(HexColor.css) ?? "none" }
        func insets(_ insets: EdgeInsets) -> String {
            "{"
                + [insets.top, insets.left, insets.bottom, insets.right].map(NumberBounds.format).joined(
                    separator: ", ") + "}"
        }
        func image(_ image: CodeImage?) -> String {
            guard let image else { return "none" }
            let lookup = MigrationPlanner.kitImages.contains(image.name) ? "kit" : "app"
            return "\(lookup):\(image.name) \(insets(image.capInsets)) stretch"
        }
        var lines: [String] = []
        let globals: [(String, String, (SettingValue) -> String)] = [
            (
                "Message_Interval", "messageInterval",
                {
                    if case .integer(let n) = $0 {
                        String(n)
                    } else if case .number(let n) = $0 {
                        NumberBounds.format(n)
                    } else {
                        "?"
                    }
                }
            ),
            ("Message_Limit", "messageLimit", { if case .integer(let n) = $0 { String(n) } else { "?" } }),
            (
                "Record_Max_Duration", "recordMaxDuration",
                {
                    if case .integer(let n) = $0 {
                        String(n)
                    } else if case .number(let n) = $0 {
                        NumberBounds.format(n)
                    } else {
                        "?"
                    }
                }
            ),
            ("Placeholder", "placeholder", { if case .text(let text) = $0 { text ?? "(none)" } else { "?" } }),
            ("Max_Length", "inputMaxLength", { if case .integer(let n) = $0 { String(n) } else { "?" } }),
            (
                "Row_Background_Color", "cellBackgroundColor",
                { if case .color(let rgb) = $0 { color(rgb) } else { "?" } }
            ),
        ]
        for (key, property, text) in globals {
            let old = applied?.globals.first { $0.key == key }.flatMap { carried($0.value) }
            lines.append("Global - \(property) " + text(old ?? era.global(property)?.value ?? .text(nil)))
        }
        for setting in era.settings {
            for side in MessageSide.allCases {
                let code = setting.sides[side]
                var values = (
                    insets(code.contentInsets), color(code.textColor), code.fontSize.map(NumberBounds.format) ?? "none",
                    code.showsAvatar ? "YES" : "NO", image(code.normalImage), image(code.highlightedImage)
                )
                let name = CodeProperties.messageTypes.first { $0.value == setting.property }?.key
                if let applied, let name {
                    // Robot messages the robot sent drew with Robot's entry, the user's own with Text's.
                    let robotRead = applied.messageTypes.first { $0.name == "Robot" }?.reading == .read
                    let source =
                        name != "Robot" ? name : !robotRead ? "Unsupport" : side == .incoming ? "Robot" : "Text"
                    if let type = applied.messageTypes.first(where: { $0.name == source }) {
                        let old = type.sides[side]
                        if let value = carried(old.contentInsets) { values.0 = insets(value) }
                        if let value = carried(old.textColor) { values.1 = color(value) }
                        if old.fontSize.provenance.origin != nil, let value = carried(old.fontSize) {
                            values.2 = NumberBounds.format(value)
                        }
                        if let value = carried(old.showsAvatar) { values.3 = value ? "YES" : "NO" }
                        func oldImage(_ bubble: AppliedSettings.BubbleImage) -> String {
                            image(bubble.name.value.map { CodeImage(ImageIndex.baseName($0), bubble.capInsets.value) })
                        }
                        if !old.bubble.normal.name.provenance.crashes { values.4 = oldImage(old.bubble.normal) }
                        if !old.bubble.highlighted.name.provenance.crashes {
                            values.5 = oldImage(old.bubble.highlighted)
                        }
                    }
                }
                let prefix = "\(setting.property) \(side.rawValue)"
                lines += [
                    "\(prefix) contentInsets \(values.0)", "\(prefix) textColor \(values.1)",
                    "\(prefix) font \(values.2)",
                    "\(prefix) showAvatar \(values.3)", "\(prefix) normalBackgroundImage \(values.4)",
                    "\(prefix) highLightBackgroundImage \(values.5)",
                ]
            }
        }
        return lines
    }
}

/// `nimlint migrate` on the command line.
final class MigrateCommandTests: XCTestCase {
    private static let examples = repositoryRoot.appendingPathComponent("examples")

    func testTheCodeGoesToStandardOutputTheSameBytesEachRunAndWhatIsNotCarriedToStandardError() throws {
        let first = try CLIRunner.run(["migrate", "Broken", "--to", "3.1.0"], in: Self.examples)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertTrue(
            first.standardOutput.hasPrefix(
                "// NIMKit's settings carried from the plists into its code configuration by nimlint \(NIMLint.version)"
            ))
        XCTAssertTrue(
            first.standardOutput.contains(
                "From Broken/NIMKitGlobalSetting.plist and Broken/NIMKitBubbleSetting.plist, as NIMKit 1.8.0"))
        XCTAssertTrue(first.standardOutput.contains("void NIMKitApplyMigratedSettings(NIMKitConfig *config)"))
        XCTAssertTrue(
            first.standardError.contains("nimlint migrate: not carried: Placeholder: NIMKit 1.8.0 crashes"),
            first.standardError)
        XCTAssertEqual(
            try CLIRunner.run(["migrate", "Broken", "--to", "3.1.0"], in: Self.examples).standardOutput,
            first.standardOutput)
    }

    /// `#FFF` is carried as NIMKit read it (#000FFF, a blue): the code and standard error say that the plist
    /// held it wrongly, in the words of the check's finding.
    func testAValueThePlistHoldsWronglyIsNamedWhereItIsCarried() throws {
        let result = try CLIRunner.run(["migrate", "Upgrading", "--to", "2.1.0"], in: Self.examples)
        XCTAssertEqual(result.status, 0, result.standardError)
        let named =
            "Row_Background_Color (Upgrading/NIMKitGlobalSetting.plist:53:2): Row_Background_Color '#FFF' is not "
            + "#RRGGBB: chat rows get the background color #000FFF (blue); carried as NIMKit read it, so correct the code if "
            + "another color was meant"
        XCTAssertTrue(result.standardError.contains("nimlint migrate: held wrongly: " + named), result.standardError)
        XCTAssertTrue(
            result.standardOutput.contains("// Held wrongly in the plists, carried as NIMKit read them:\n"),
            result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "// - Row_Background_Color (Upgrading/NIMKitGlobalSetting.plist:53:2): "
                    + "Row_Background_Color '#FFF' is not #RRGGBB: chat\n//   rows get the background color #000FFF (blue);"
            ), result.standardOutput)
        let settings = try CLIRunner.run(["migrate", "Settings", "--to", "2.1.0"], in: Self.examples)
        XCTAssertFalse(settings.standardError.contains("held wrongly"), settings.standardError)
    }

    func testSwiftAndAFile() throws {
        let temporary = try TemporaryFolder(self)
        let output = temporary.url.appendingPathComponent("Migrated.swift").path
        let result = try CLIRunner.run(
            ["migrate", "Upgrading", "--to", "2.1.0", "--language", "swift", "--output", output], in: Self.examples)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        let code = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(code.contains("func NIMKitApplyMigratedSettings(_ config: NIMKitConfig) {"), code)
        XCTAssertTrue(
            code.contains(
                "config.cellBackgroundColor = UIColor(red: 0x00 / 255.0, green: 0x0F / 255.0, blue: 0xFF / 255.0, alpha: 1)"
            ), code)
        XCTAssertTrue(
            code.contains(
                "config.leftBubbleSettings.textSetting.contentInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 10)"
            ), code)
    }

    func testMistakes() throws {
        let missing = try CLIRunner.run(["migrate", "Upgrading"], in: Self.examples)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("--to VERSION is required"), missing.standardError)
        let plistEra = try CLIRunner.run(["migrate", "Upgrading", "--to", "2.0.0"], in: Self.examples)
        XCTAssertEqual(plistEra.status, 2, "a release that reads the plists is a usage error")
        XCTAssertTrue(plistEra.standardError.contains("NIMKit 2.0.0 has no code configuration"), plistEra.standardError)
        let unloaded = try CLIRunner.run(["migrate", "Broken/Unparsable", "--to", "2.1.0"], in: Self.examples)
        XCTAssertEqual(unloaded.status, 1, unloaded.standardOutput)
        XCTAssertTrue(unloaded.standardError.contains("fix it first"), unloaded.standardError)
        let help = try CLIRunner.run(["help"], in: Self.examples)
        XCTAssertTrue(help.standardOutput.contains("  migrate"), help.standardOutput)
    }
}
