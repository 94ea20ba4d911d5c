// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "nimlint",
    products: [
        .executable(name: "nimlint", targets: ["nimlint"]),
        .library(name: "NIMLint", targets: ["NIMLint"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "NIMLint",
            dependencies: ["CLibXML2"],
            plugins: ["SchemaEmbedder"]
        ),
        .executableTarget(
            name: "schema-embed",
            path: "Sources/SchemaEmbed"
        ),
        .plugin(
            name: "SchemaEmbedder",
            capability: .buildTool(),
            dependencies: ["schema-embed"]
        ),
        .executableTarget(
            name: "nimlint",
            dependencies: ["NIMLint"]
        ),
        .testTarget(
            name: "NIMLintTests",
            dependencies: ["NIMLint", "nimlint"],
            exclude: ["Fixtures"]
        ),
    ]
)
