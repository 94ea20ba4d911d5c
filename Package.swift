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
            name: "CFileSystem"
        ),
        .target(
            name: "NIMLint",
            dependencies: ["CLibXML2", "CFileSystem"],
            swiftSettings: [
                // The parser's SAX callbacks touch the builder's state for every element; dynamic exclusivity
                // checks on those accesses cost more than parsing itself in release builds.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ],
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
