import Foundation
import PackagePlugin

/// Compiles `schemas/*.schema.json` into the library as Swift string constants, so the built binary carries the
/// exact bytes of the schema files and works wherever it is copied, with no second copy to keep in step.
@main
struct SchemaEmbedder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directory.appending(subpath: "schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.string)
            .filter { $0.hasPrefix("NIMKit") && $0.hasSuffix(".schema.json") }
            .sorted()
        let inputs = names.map { folder.appending(subpath: $0) }
        let output = context.pluginWorkDirectory.appending(subpath: "EmbeddedSchemas.swift")
        return [
            .buildCommand(
                displayName: "Embedding the settings schemas",
                executable: try context.tool(named: "schema-embed").path,
                arguments: [output.string] + inputs.map(\.string),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
