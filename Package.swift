// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "nimlint",
    products: [
        .executable(name: "nimlint", targets: ["nimlint"]),
        .library(name: "NIMLint", targets: ["NIMLint"]),
        .plugin(name: "NIMLintBuildToolPlugin", targets: ["NIMLintBuildToolPlugin"]),
        .plugin(name: "NIMLintCommandPlugin", targets: ["NIMLintCommandPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
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
            name: "nimlint",
            dependencies: ["NIMLint"]
        ),
        .plugin(
            name: "NIMLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["nimlint"]
        ),
        .plugin(
            name: "NIMLintCommandPlugin",
            // No declared permission, so `check` runs without a prompt; `fix` on macOS, where plugins run in a
            // sandbox, needs `swift package --allow-writing-to-package-directory nimlint fix`.
            capability: .command(
                intent: .custom(verb: "nimlint", description: "Check or fix the NIMKit settings files of this package")
            ),
            dependencies: ["nimlint"]
        ),
        .testTarget(
            name: "NIMLintTests",
            dependencies: ["NIMLint", "nimlint"],
            exclude: ["Fixtures"]
        ),
    ],
    // C23, for the `#embed` that compiles the schema files into CNIMKitSchemas.
    cLanguageStandard: .c2x
)
