/// What `nimlint migrate` carries from the two plists into the code configuration of a release from 2.1.0 on: every
/// setting whose value, as the old release applied it (`AppliedSettings`, after every fallback), differs from what
/// the target release's code sets by default, translated to its property; and what has no counterpart there.
public struct Migration: Sendable {
    public var applied: AppliedSettings
    public var target: NIMKitVersion
    public var era: CodeConfigurationEra
    /// Global properties first, then each `NIMKitSetting` in the kit's order, incoming then outgoing.
    public var assignments: [Assignment]
    /// What the old release read that the target cannot express, or that the app crashed on: said, never dropped.
    public var notCarried: [String]
    /// What the old release drew by a fixed rule, not from the plists, that the target's defaults keep.
    public var kept: [String] = []
    /// Values the plists hold wrongly (`#FFF`, which NIMKit reads as #000FFF), carried as NIMKit read them: named,
    /// so that the code does not carry the mistake without a word.
    public var misread: [String] = []

    /// One property to set.
    public struct Assignment: Sendable, Equatable {
        /// The `NIMKitSettings` property (`textSetting`) and side; nil for `NIMKitConfig`'s own properties.
        public var setting: String?
        public var side: MessageSide?
        /// The property set: `messageLimit`, `contentInsets`, `normalBackgroundImage`.
        public var property: String
        public var value: CodeValue
        /// `Global`, or the message type whose messages the setting draws (`Text`).
        public var scope: String
        /// What it carries: `Message_Limit`, `content insets`, `content insets (drawn with Text's, outgoing)`.
        public var source: String
        /// Where the value was read (`NIMKitGlobalSetting.plist:8:11`), or the shipped defaults it is.
        public var origin: String?
        /// Set when the value is the old release's own default: the target's code changed it (Robot's insets in
        /// 2.1.0, Text's in 2.12.18), so the line keeps the old look and may be dropped.
        public var keepsOldDefault: Bool
    }

    /// A value as the generated code writes it.
    public enum CodeValue: Sendable, Equatable {
        case number(Double)
        case integer(Int)
        case text(String?)
        /// 0xRRGGBB; nil: no color.
        case color(UInt32?)
        case insets(EdgeInsets)
        /// `[UIFont systemFontOfSize:]`.
        case font(Double)
        case bool(Bool)
        /// nil: no image.
        case image(CodeImage?, ImageSource)
    }

    /// How the generated code finds a bubble image: the kit's images through its own lookup, the app's through
    /// `imageNamed:` (from 2.11.11 `nim_imageInKit:` asks the kit's bundle first, so an app image of a kit name
    /// would lose).
    public enum ImageSource: Sendable, Equatable {
        case kit
        case app
    }
}

/// Why a folder's settings cannot be migrated.
public struct MigrationError: Error, Sendable, Equatable {
    public var message: String
}

extension Migration {
    /// Why `target` is no release to migrate to: it has no code configuration nimlint knows (a release that still
    /// reads the plists, say); nil when it has one.
    public static func targetProblem(_ target: NIMKitVersion) -> String? {
        guard CodeConfigurationEra.era(of: target) == nil else { return nil }
        let versions = CodeConfigurationEra.versions
        return "NIMKit \(target) has no code configuration nimlint knows: --to takes a release "
            + "from \(versions.first?.description ?? "")–\(versions.last?.description ?? "") that has NIMKitConfig"
    }

    /// The migration of `applied` (what the old release applied) to `target`'s code configuration; `findings` are
    /// the check's reports of the same files, which say which values are held wrongly.
    public static func plan(
        _ applied: AppliedSettings, to target: NIMKitVersion, findings: [FileReport] = []
    ) throws(MigrationError) -> Migration {
        guard let era = CodeConfigurationEra.era(of: target) else {
            throw MigrationError(message: targetProblem(target) ?? "NIMKit \(target) has no code configuration")
        }
        if let file = applied.files.first(where: { $0.problem != nil }), let problem = file.problem {
            throw MigrationError(
                message: "\(file.path ?? file.kind.fileName): \(problem); fix it first (nimlint check), "
                    + "there is nothing to migrate from a file NIMKit does not load")
        }
        let unsettled =
            applied.globals.compactMap(\.readBySome)
            + applied.messageTypes.compactMap { type in
                if case .readBySome(let note) = type.reading { note } else { nil }
            }
        if let note = unsettled.first {
            throw MigrationError(
                message: "\(applied.release.name) does not settle what NIMKit read (\(note)): name the "
                    + "release with --nimkit VERSION or \"nimkit\" in .nimlint.json")
        }
        var planner = MigrationPlanner(
            applied: applied, shipped: ShippedSettings.applied(for: applied.release), era: era, target: target,
            findings: findings)
        planner.planGlobals()
        planner.planRowBackground()
        planner.planSettings()
        return Migration(
            applied: applied, target: target, era: era, assignments: planner.assignments,
            notCarried: planner.notCarried,
            kept: planner.kept, misread: planner.misread)
    }
}
