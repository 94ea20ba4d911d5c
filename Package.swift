// swift-tools-version:6.1
// 6.1: the first toolchain whose clang (19) compiles C23's `#embed` (CNIMKitSchemas), Xcode 16.3 on a Mac.
import PackageDescription

// On Linux libxml2's headers are found through pkg-config. The macOS SDK has no pkg-config file for its libxml2,
// but its headers lie on the SDK's own search path (usr/include/libxml, since the macOS 10.15.4 SDK; CLibXML2's
// shim says where else it looks), so there pkg-config is asked only when PKG_CONFIG_PATH is set, to build against
// another libxml2 (Homebrew's, or the releases scripts/libxml2-matrix.sh builds).
#if os(macOS)
    let libxml2PkgConfig: String? = Context.environment["PKG_CONFIG_PATH"] == nil ? nil : "libxml-2.0"
#else
    let libxml2PkgConfig: String? = "libxml-2.0"
#endif

let package = Package(
    name: "nimlint",
    // macOS 13 is the oldest release Xcode 16 still builds for and the oldest Apple still updates; every
    // standard-library and Foundation API the code uses is available there (scripts/check-availability.py).
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "nimlint", targets: ["NIMLintCLI"]),
        .library(name: "NIMLint", targets: ["NIMLint"]),
        .plugin(name: "NIMLintBuildToolPlugin", targets: ["NIMLintBuildToolPlugin"]),
        .plugin(name: "NIMLintCommandPlugin", targets: ["NIMLintCommandPlugin"]),
        .plugin(name: "NIMLintFixCommandPlugin", targets: ["NIMLintFixCommandPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: libxml2PkgConfig,
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "CNIMKitSchemas"),
        .target(
            name: "CFileSystem"
        ),
        .target(
            name: "NIMLint",
            dependencies: ["CLibXML2", "CNIMKitSchemas", "CFileSystem"]
        ),
        .executableTarget(
            name: "NIMLintCLI",
            dependencies: ["NIMLint"]
        ),
        .plugin(
            name: "NIMLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["NIMLintCLI"]
        ),
        .plugin(
            name: "NIMLintCommandPlugin",
            // No declared permission, so `check` runs without a prompt; `fix` here needs
            // `swift package --allow-writing-to-package-directory nimlint fix`.
            capability: .command(
                intent: .custom(verb: "nimlint", description: "Check or fix the NIMKit settings files of this package")
            ),
            dependencies: ["NIMLintCLI"]
        ),
        .plugin(
            name: "NIMLintFixCommandPlugin",
            // Its own verb, so that `check` stays prompt-free: Xcode, where plugins run in a sandbox, can grant a
            // declared permission only.
            capability: .command(
                intent: .custom(verb: "nimlint-fix", description: "Fix the NIMKit settings files of this package"),
                permissions: [
                    .writeToPackageDirectory(reason: "nimlint fix rewrites the NIMKit settings files it fixes")
                ]
            ),
            dependencies: ["NIMLintCLI"]
        ),
        .testTarget(
            name: "NIMLintTests",
            dependencies: ["NIMLint", "NIMLintCLI"],
            exclude: ["Fixtures"],
            // The product is checked for data races in Swift 6 mode; the tests' shared fixtures (consumer
            // packages built once, clients reading pipes on their own thread) are not yet written for it.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    // Swift 6: the compiler checks the worker threads and the language server for data races.
    swiftLanguageModes: [.v6],
    // C23, for the `#embed` that compiles the schema files into CNIMKitSchemas.
    cLanguageStandard: .c2x
)
