import Foundation

/// Writes a Swift file holding each schema file's text as a string literal, keyed by file name.
/// Usage: schema-embed OUTPUT.swift SCHEMA.json...
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: schema-embed OUTPUT.swift SCHEMA.json...\n".utf8))
    exit(2)
}
var swift = "// Generated at build time from schemas/*.schema.json by the SchemaEmbedder plugin.\n\n"
swift += "enum EmbeddedSchemas {\n    static let files: [String: String] = [\n"
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("schema-embed: cannot read \(path)\n".utf8))
        exit(1)
    }
    let name = (path as NSString).lastPathComponent
    swift += "        \(literal(name)): \(literal(String(decoding: data, as: UTF8.self))),\n"
}
swift += "    ]\n}\n"
do {
    try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("schema-embed: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
