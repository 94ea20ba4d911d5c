import Foundation
import XCTest
@testable import NIMLint

/// Compiles generated code against a config era's own `NIMKitConfig.h` and `NIMKitSetting.h` (from
/// ../shared/nimkit-config, read at test time) and the stand-in UIKit in `Fixtures/Migrate`; and runs it with the
/// era's own `NIMKitConfig.m` and `NIMKitSetting.m`, dumping the configuration they make.
///
/// Running takes clang and GCC's Objective-C runtime (libobjc, which Debian packages; libobjc2 is not). Clang writes
/// GNUstep's 1.5 ABI, the one that allows instance variables in class extensions (`NIMKitSettings` has one);
/// `runtime-shim.c` makes GCC's runtime load it (module version, instance sizes and offsets the non-fragile ABI
/// leaves to the runtime) and gives it GNUstep's message lookup.
struct NIMKitConfigBuild {
    let era: CodeConfigurationEra
    let folder: URL
    let work: URL

    static let fixtures = repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/Migrate")

    init(era: CodeConfigurationEra, in temporary: TemporaryFolder) throws {
        self.era = era
        folder = try TestPaths.nimkitConfig().appendingPathComponent(era.folder)
        work = temporary.url.appendingPathComponent("build-\(era.folder)")
        let kit = work.appendingPathComponent("NIMKit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        for name in ["NIMKitConfig.h", "NIMKitSetting.h"] {
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent(name), to: kit.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("include/UIImage+NIMKit.h"),
            to: kit.appendingPathComponent("UIImage+NIMKit.h"))
    }

    /// A program on PATH.
    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func clang() throws -> String {
        guard let clang = Self.tool("clang") else { throw XCTSkip("clang is not installed") }
        return clang
    }

    private var includes: [String] {
        [
            "-I", work.path, "-I", work.appendingPathComponent("NIMKit").path, "-I",
            Self.fixtures.appendingPathComponent("include").path,
        ]
    }

    /// `clang -fsyntax-only` of `code`; the compiler's complaints, empty when it compiles.
    func syntaxErrors(_ code: String) throws -> String {
        let file = work.appendingPathComponent("Migrated.m")
        try Data(code.utf8).write(to: file)
        let result = try Subprocess.run(
            [try Self.clang()] + ["-fobjc-runtime=gnustep-2.0", "-fsyntax-only", "-Werror", "-Wno-objc-root-class"]
                + includes + [file.path], in: work)
        return result.status == 0 ? "" : result.standardError + result.standardOutput
    }

    /// `swiftc -typecheck` of `code` against a stand-in UIKit module and a stand-in NIMKit module declaring, as Swift
    /// imports them, the classes and properties of the era's own headers; the compiler's complaints, empty when it
    /// type-checks.
    func swiftTypeErrors(_ code: String) throws -> String {
        guard let swiftc = Self.tool("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        let modules = work.appendingPathComponent("modules")
        if !FileManager.default.fileExists(atPath: modules.path) {
            try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
            let nimkit = modules.appendingPathComponent("NIMKit.swift")
            try Data(try standInNIMKit().utf8).write(to: nimkit)
            for (name, source) in [("UIKit", Self.fixtures.appendingPathComponent("UIKit.swift")), ("NIMKit", nimkit)] {
                let built = try Subprocess.run(
                    [
                        swiftc, "-emit-module", "-parse-as-library", "-module-name", name, "-I", modules.path,
                        "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path, source.path,
                    ], in: work)
                guard built.status == 0 else { return "the stand-in \(name) does not build: " + built.output }
            }
        }
        let file = work.appendingPathComponent("Migrated.swift")
        try Data(code.utf8).write(to: file)
        let result = try Subprocess.run([swiftc, "-typecheck", "-I", modules.path, file.path], in: work)
        return result.status == 0 ? "" : result.output
    }

    /// Each `@interface` of the era's `NIMKitConfig.h` and `NIMKitSetting.h` as a Swift class with its properties, the
    /// object ones implicitly unwrapped as Swift imports a header without nullability.
    private func standInNIMKit() throws -> String {
        let types = [
            "NSTimeInterval": "Double = 0", "NSInteger": "Int = 0", "BOOL": "Bool = false",
            "NIMKitAvatarType": "Int = 0",
            "UIEdgeInsets": "UIEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)", "NSString": "String!",
        ]
        var lines = [
            "import UIKit", "", "extension UIImage {",
            "    public class func nim_image(inKit imageName: String) -> UIImage! { nil }", "}",
        ]
        let property = try NSRegularExpression(pattern: #"@property\s*\([^)]*\)\s*(\w+)\s*(\*?)\s*(\w+)\s*;"#)
        for header in ["NIMKitSetting.h", "NIMKitConfig.h"] {
            let text = try String(contentsOf: folder.appendingPathComponent(header), encoding: .utf8)
            for block in text.components(separatedBy: "@interface ").dropFirst() {
                let body = block.components(separatedBy: "@end")[0]
                let name = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                lines += ["", "public class \(name) {", "    public init() {}"]
                for match in property.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    let part = { (index: Int) in String(body[Range(match.range(at: index), in: body)!]) }
                    let type = types[part(1)] ?? (part(2) == "*" ? part(1) + "!" : part(1))
                    lines.append("    public var \(part(3)): \(type)")
                }
                lines.append("}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// GCC's Objective-C runtime: its headers' folder and the library's, from gcc.
    static func objectiveCRuntime() throws -> (include: String, library: String) {
        guard let gcc = Self.tool("gcc") else { throw XCTSkip("gcc is not installed: it locates GCC's libobjc") }
        let library = try Subprocess.run([gcc, "-print-file-name=libobjc.so"], in: URL(fileURLWithPath: "/"))
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let include = try Subprocess.run([gcc, "-print-file-name=include"], in: URL(fileURLWithPath: "/"))
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        guard library.hasPrefix("/"), FileManager.default.fileExists(atPath: include + "/objc/runtime.h") else {
            throw XCTSkip("GCC's Objective-C runtime is not installed (Debian: libobjc-<gcc version>-dev)")
        }
        return (include, (library as NSString).deletingLastPathComponent)
    }

    /// The configuration the era's own code makes, after `migrated` (the generated Objective-C) when given: one
    /// `setting side property value` line each, as `dumpProgram` prints them.
    func run(migrated: String?) throws -> [String] {
        let runtime = try Self.objectiveCRuntime()
        let name = migrated == nil ? "defaults" : "migrated"
        for (file, text) in [("NIMKitConfig.m", "NIMKitConfig.m"), ("NIMKitSetting.m", "NIMKitSetting.m")] {
            let target = work.appendingPathComponent(file)
            if !FileManager.default.fileExists(atPath: target.path) {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(text), to: target)
            }
        }
        // One translation unit, so that the shim finds every superclass in the one module it fixes.
        var program =
            "#include \"\(Self.fixtures.appendingPathComponent("StandIn.m").path)\"\n"
            + "#include \"NIMKitSetting.m\"\n#include \"NIMKitConfig.m\"\n"
        if let migrated {
            try Data(migrated.utf8).write(to: work.appendingPathComponent("Migrated.m"))
            program += "#include \"Migrated.m\"\n"
        }
        program += dumpProgram(applies: migrated != nil)
        let source = work.appendingPathComponent("\(name).m")
        try Data(program.utf8).write(to: source)
        let binary = work.appendingPathComponent(name)
        let build = try Subprocess.run(
            [try Self.clang()] + [
                "-fobjc-runtime=gnustep-1.5", "-fconstant-string-class=NSConstantString", "-fno-objc-arc", "-w",
                "-I", runtime.include,
            ] + includes + [
                source.path, Self.fixtures.appendingPathComponent("runtime-shim.c").path, "-L", runtime.library,
                "-Wl,-rpath," + runtime.library, "-lobjc", "-Wl,--wrap=__objc_exec_class", "-o", binary.path,
            ], in: work)
        guard build.status == 0 else {
            XCTFail("the run of \(era.folder) does not build:\n\(build.standardError)")
            return []
        }
        let ran = try Subprocess.run([binary.path], in: work)
        XCTAssertEqual(ran.status, 0, ran.standardError)
        return ran.standardOutput.split(separator: "\n").map(String.init)
    }

    /// A `main` printing every global and every setting of both sides, in the era's order.
    private func dumpProgram(applies: Bool) -> String {
        var lines = [
            "static void dumpColor(const char *label, UIColor *color) {",
            "    if (!color) { printf(\"%s none\\n\", label); return; }",
            "    printf(\"%s #%02X%02X%02X\\n\", label, (int)(color.red * 255 + 0.5), (int)(color.green * 255 + 0.5), (int)(color.blue * 255 + 0.5));",
            "}",
            "static void dumpInsets(const char *label, UIEdgeInsets insets) {",
            "    printf(\"%s {%g, %g, %g, %g}\\n\", label, insets.top, insets.left, insets.bottom, insets.right);",
            "}",
            "static void dumpImage(const char *label, UIImage *image) {",
            "    if (!image) { printf(\"%s none\\n\", label); return; }",
            "    printf(\"%s %s:%s {%g, %g, %g, %g} %s\\n\", label, image.lookup, [image.name UTF8String], image.capInsets.top,",
            "        image.capInsets.left, image.capInsets.bottom, image.capInsets.right,",
            "        image.resizable && image.resizingMode == UIImageResizingModeStretch ? \"stretch\" : \"not-resizable\");",
            "}",
            "static void dumpSetting(const char *name, const char *side, NIMKitSetting *setting) {",
            "    char label[200];",
            "    snprintf(label, sizeof label, \"%s %s contentInsets\", name, side); dumpInsets(label, setting.contentInsets);",
            "    snprintf(label, sizeof label, \"%s %s textColor\", name, side); dumpColor(label, setting.textColor);",
            "    if (setting.font) printf(\"%s %s font %g\\n\", name, side, setting.font.pointSize); else printf(\"%s %s font none\\n\", name, side);",
            "    printf(\"%s %s showAvatar %s\\n\", name, side, setting.showAvatar ? \"YES\" : \"NO\");",
            "    snprintf(label, sizeof label, \"%s %s normalBackgroundImage\", name, side); dumpImage(label, setting.normalBackgroundImage);",
            "    snprintf(label, sizeof label, \"%s %s highLightBackgroundImage\", name, side); dumpImage(label, setting.highLightBackgroundImage);",
            "}",
            "int main(void) {",
            "    NIMKitConfig *config = [NIMKitConfig new];",
        ]
        if applies { lines.append("    \(Migration.functionName)(config);") }
        lines += [
            "    printf(\"Global - messageInterval %g\\n\", config.messageInterval);",
            "    printf(\"Global - messageLimit %ld\\n\", (long)config.messageLimit);",
            "    printf(\"Global - recordMaxDuration %g\\n\", config.recordMaxDuration);",
            "    printf(\"Global - placeholder %s\\n\", config.placeholder ? [config.placeholder UTF8String] : \"(none)\");",
            "    printf(\"Global - inputMaxLength %ld\\n\", (long)config.inputMaxLength);",
            "    dumpColor(\"Global - cellBackgroundColor\", config.cellBackgroundColor);",
        ]
        for setting in era.settings {
            lines.append(
                "    dumpSetting(\"\(setting.property)\", \"incoming\", config.leftBubbleSettings.\(setting.property));"
            )
            lines.append(
                "    dumpSetting(\"\(setting.property)\", \"outgoing\", config.rightBubbleSettings.\(setting.property));"
            )
        }
        lines += ["    return 0;", "}", ""]
        return lines.joined(separator: "\n")
    }
}

extension TestPaths {
    /// ../shared/nimkit-config: each config era's own files.
    static func nimkitConfig() throws -> URL {
        try sharedMaterial("nimkit-config", what: "the NIMKit code-configuration files").folder
    }
}
