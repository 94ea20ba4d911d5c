// swift-tools-version:6.0
// nimlint's two plugins with a prebuilt nimlint: the package an app adds, so its builds compile none of nimlint.
// The release workflow publishes this folder as the repository nimlint-plugins (SwiftPM fetches a package by URL
// only from a repository's root), through scripts/publish-binary-plugins.sh.
import PackageDescription

let package = Package(
    name: "nimlint-plugins",
    // The bundled binary starts on macOS 13 and later, as nimlint's own package says.
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "NIMLintBuildToolPlugin", targets: ["NIMLintBuildToolPlugin"]),
        .plugin(name: "NIMLintCommandPlugin", targets: ["NIMLintCommandPlugin"]),
        .plugin(name: "NIMLintFixCommandPlugin", targets: ["NIMLintFixCommandPlugin"]),
    ],
    targets: [
        // A bundle scripts/build-artifact-bundle.sh wrote; in a release, its url and checksum.
        .binaryTarget(name: "NIMLintBinary", path: "nimlint.artifactbundle"),
        .plugin(
            name: "NIMLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["NIMLintBinary"]
        ),
        .plugin(
            name: "NIMLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "nimlint", description: "Check or fix the NIMKit settings files of this package")
            ),
            dependencies: ["NIMLintBinary"]
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
            dependencies: ["NIMLintBinary"]
        ),
    ]
)
