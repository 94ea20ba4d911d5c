import Foundation
import XCTest

/// NIMKit's own settings code, run: a release's `NIMKitUIConfig.m` (from ../shared/nimkit-releases, read at test
/// time) compiled with the stand-ins and the driver in `Fixtures/NIMKitOracle`, against GNUstep's Foundation on GCC's
/// Objective-C runtime. `values(in:)` runs it on a settings folder and says what the app gets, value by value, crashes
/// included, with NIMKit's own message-type mapping, caching and fallbacks.
///
/// NIMKit's code is compiled as it is, its `#import`s finding the stand-in headers, but for one mechanical edit: of
/// its NSString and UIImage categories only the methods the settings code calls are compiled (`nim_hexToColor`,
/// `nim_imageInKit:`; the rest needs CommonCrypto and UIKit's drawing), each cut verbatim from its first line to the
/// first line that is a lone `}` and put inside the category's own `@implementation` line.
///
/// The program is built once per distinct code in a test run (tags sharing NIMKit's files share it), like
/// `NIMKitConfigBuild`'s: clang writes GNUstep's 1.5 ABI, which allows the instance variables NIMKitUIConfig.m puts
/// in a class extension, and `Fixtures/Migrate/runtime-shim.c` makes GCC's runtime load it.
struct NIMKitOracle {
    let release: String
    /// The release's folder in ../shared/nimkit-releases: its code and the settings files it ships.
    let releaseFolder: URL
    let binary: URL

    static let fixtures = repositoryRoot.appendingPathComponent("Tests/NIMLintTests/Fixtures/NIMKitOracle")

    /// The oracle of NIMKit release `tag`, a folder of ../shared/nimkit-releases; skips where the releases, clang,
    /// GCC's runtime or GNUstep's Foundation is missing.
    init(release tag: String) throws {
        guard let folder = try TestPaths.nimkitReleases().first(where: { $0.folder.lastPathComponent == tag })?.folder
        else {
            throw OracleError(message: "../shared/nimkit-releases has no release \(tag)")
        }
        let program = try Self.program(of: folder)
        release = tag
        releaseFolder = folder
        binary = try Self.builds.binary(for: program.key) { try Self.build(program, named: tag) }
    }

    /// What the app gets from the settings files in `folder`, standing for its settings bundle: every value the
    /// driver prints, keyed `scope/side/setting` as `AppliedSetting.identity` spells it (the side empty for a global
    /// key), the value as printed (`14`, `#000FFF`, `{11, 15, 9, 9}`, `"text"`, `none`, `crash: …`). Every image name
    /// resolves, so a bubble image is the name UIKit is asked for first: `"NIMKitResource.bundle/<name>"` where the
    /// release looks in its kit's bundle first.
    func values(in folder: URL) throws -> [String: String] {
        let ran = try Subprocess.run([binary.path, folder.path], in: folder)
        guard ran.status == 0, ran.uncaughtSignal == nil else {
            throw OracleError(message: "the oracle of \(release) failed on \(folder.path):\n\(ran.standardError)")
        }
        var values: [String: String] = [:]
        for line in ran.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { throw OracleError(message: "the oracle of \(release) printed \(line)") }
            values["\(fields[0])/\(fields[1] == "-" ? "" : fields[1])/\(fields[2])"] = fields[3]
        }
        return values
    }

    /// What one build compiles: NIMKit's settings code and the two category methods, and the driver's switches for
    /// what that code reads.
    private struct Program {
        var configuration: String
        var categories: String
        var defines: [String]
        var key: String { configuration + categories }
    }

    private static func program(of release: URL) throws -> Program {
        let configuration = try String(contentsOf: release.appendingPathComponent("NIMKitUIConfig.m"), encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: release.path)
        func category(_ prefix: String) throws -> URL {
            guard let name = names.first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(".m") }) else {
                throw OracleError(message: "\(release.path) has no \(prefix)….m")
            }
            return release.appendingPathComponent(name)
        }
        let hexToColor = try method("- (UIColor *)nim_hexToColor", in: try category("NSString+NIM"))
        let imageInKit = try method("+ (UIImage *)nim_imageInKit:", in: try category("UIImage+NIM"))
        let categories = """
            #import "NIMKit.h"
            #import "NSString+NIMKit.h"
            #import "UIImage+NIMKit.h"

            @implementation NSString (NIMKit)
            \(hexToColor)
            @end

            @implementation UIImage (NIMKit)
            \(imageInKit)
            @end

            """
        // The keys and message types the release's own code reads beyond what every release does.
        let switches = [
            ("Top_Input_Height", "NIMKIT_INPUT_HEIGHTS"), ("Row_Background_Color", "NIMKIT_ROW_BACKGROUND_COLOR"),
            ("NIMMessageTypeRobot", "NIMKIT_ROBOT"),
        ]
        let defines = switches.filter { configuration.contains($0.0) }.map { "-D" + $0.1 }
        return Program(configuration: configuration, categories: categories, defines: defines)
    }

    /// The method of `file` whose first line starts with `signature`, verbatim up to the first line that is a lone
    /// `}`.
    private static func method(_ signature: String, in file: URL) throws -> String {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(signature) }),
            let end = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "}" })
        else { throw OracleError(message: "\(file.path) has no method \(signature)") }
        return lines[start...end].joined(separator: "\n")
    }

    private static func build(_ program: Program, named tag: String) throws -> URL {
        let clang = try NIMKitConfigBuild.clang()
        let runtime = try NIMKitConfigBuild.objectiveCRuntime()
        let gnustep = try gnustepFolders()
        let work = buildRoot.appendingPathComponent(tag)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let configuration = work.appendingPathComponent("NIMKitUIConfig.m")
        let categories = work.appendingPathComponent("Categories.m")
        try Data(program.configuration.utf8).write(to: configuration)
        try Data(program.categories.utf8).write(to: categories)
        let binary = work.appendingPathComponent("oracle")
        // GCC's include folder only after clang's own headers: it is there for <objc/…>.
        let arguments =
            [
                clang, "-fobjc-runtime=gnustep-1.5", "-fconstant-string-class=NSConstantString", "-fno-objc-arc",
                "-fobjc-exceptions", "-fexceptions", "-fblocks", "-w",
            ] + program.defines + [
                "-I", fixtures.path, "-I", gnustep.headers, "-idirafter", runtime.include,
                fixtures.appendingPathComponent("driver.m").path, fixtures.appendingPathComponent("StandIns.m").path,
                configuration.path, categories.path,
                NIMKitConfigBuild.fixtures.appendingPathComponent("runtime-shim.c").path,
                "-L", gnustep.libraries, "-lgnustep-base", "-L", runtime.library, "-Wl,-rpath," + runtime.library,
                "-lobjc", "-lm",
                "-Wl,--wrap=__objc_exec_class", "-o", binary.path,
            ]
        let built = try Subprocess.run(arguments, in: work)
        guard built.status == 0 else {
            throw OracleError(message: "the oracle of \(tag) does not build:\n\(built.standardError)")
        }
        return binary
    }

    /// GNUstep's Foundation: its headers' folder and its library's, from gnustep-config.
    private static func gnustepFolders() throws -> (headers: String, libraries: String) {
        guard NIMKitConfigBuild.tool("gnustep-config") != nil else {
            throw XCTSkip("GNUstep's Foundation is not installed (Debian: libgnustep-base-dev)")
        }
        func variable(_ name: String) throws -> String {
            try Subprocess.run(["gnustep-config", "--variable=\(name)"], in: URL(fileURLWithPath: "/")).standardOutput
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let headers = try variable("GNUSTEP_SYSTEM_HEADERS")
        guard FileManager.default.fileExists(atPath: headers + "/Foundation/Foundation.h") else {
            throw XCTSkip("GNUstep's Foundation headers are not installed (Debian: libgnustep-base-dev)")
        }
        return (headers, try variable("GNUSTEP_SYSTEM_LIBRARIES"))
    }

    /// Where this test run builds its oracles; removed when the test bundle has run.
    private static let buildRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nimlint-oracle-\(UUID().uuidString)")
        XCTestObservationCenter.shared.addTestObserver(Removal(folder: root))
        return root
    }()

    private static let builds = Builds()

    /// The oracles built in this test run, by the code they compile.
    private final class Builds: @unchecked Sendable {  // Its dictionary is read and written only under `lock`.
        private let lock = NSLock()
        private var binaries: [String: Result<URL, Error>] = [:]

        func binary(for key: String, build: () throws -> URL) throws -> URL {
            lock.lock()
            defer { lock.unlock() }
            if let built = binaries[key] { return try built.get() }
            let built = Result { try build() }
            binaries[key] = built
            return try built.get()
        }
    }
}

struct OracleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
