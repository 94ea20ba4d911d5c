import Foundation
import XCTest
@testable import NIMLint

/// schemas/nimlint.schema.json, the JSON Schema editors use to complete and check a `.nimlint.json`, says what
/// `ConfigurationDecoder` reads: the same keys, rule ids, severities, settings files and bound names, and the same
/// verdict on each configuration below.
final class ConfigurationSchemaTests: XCTestCase {
    private static let schemaFile = repositoryRoot.appendingPathComponent("schemas/nimlint.schema.json")
    /// The rules a configuration may name, as the command line gives them to the decoder.

    private func schema() throws -> LocatedJSON {
        try JSONParser.parse(Array(try Data(contentsOf: Self.schemaFile)))
    }

    private func names(_ json: LocatedJSON?, _ what: String) -> [String] {
        let names = json?.members?.map(\.key) ?? []
        XCTAssertFalse(names.isEmpty, "the schema lists no \(what)")
        return names.sorted()
    }

    func testTheSchemaNamesWhatTheDecoderReads() throws {
        let root = try schema()
        XCTAssertEqual(root["additionalProperties"]?.bool, false, "the decoder refuses an unknown key")
        let properties = root["properties"]
        XCTAssertEqual(names(properties, "keys"), ConfigurationDecoder.keys.sorted())
        XCTAssertEqual(names(properties?["rules"]?["properties"], "rules"), RuleRegistry.all.map(\.id).sorted())
        XCTAssertEqual(
            properties?["rules"]?["additionalProperties"]?.bool, false, "the decoder refuses an unknown rule")
        XCTAssertEqual(
            root["$defs"]?["severity"]?["enum"]?.elements?.compactMap(\.string), ConfigurationDecoder.severities)
        XCTAssertEqual(
            names(properties?["schemas"]?["properties"], "settings files"),
            SettingsKind.allCases.map(\.rawValue).sorted())
        XCTAssertEqual(
            names(root["$defs"]?["bounds"]?["properties"], "bounds"), ConfigurationDecoder.boundNames.sorted())
    }

    /// Configurations each side judges: (document, whether the decoder accepts it). `bounds` keys are left out:
    /// the decoder holds them to the numeric keys of the schemas in force, which `schemas` may replace.
    private static var cases: [(String, Bool)] {
        let bubbleSchema = repositoryRoot.appendingPathComponent("schemas/NIMKitBubbleSetting.schema.json").path
        return [
            ("{}", true),
            (
                #"{"rules": {"plist-structure": "warning", "unused-suppression": "off", "missing-doctype": "error"}}"#,
                true
            ),
            (#"{"exclude": ["Vendor/**", "**/Old?/*.plist"], "messageTypes": ["Red_Packet"]}"#, true),
            (#"{"schemas": {"NIMKitBubbleSetting": "\#(bubbleSchema)"}}"#, true),
            (#"{"bounds": {"Message_Limit": {"minimum": 1, "recommendedMaximum": 50}}}"#, true),
            (#"{"nimkit": "1.8.0"}"#, true),
            (#"{"nimkit": "1.8"}"#, true),
            (#"{"rule": {}}"#, false),
            (#"{"rules": {"unknown-keys": "warning"}}"#, false),
            (#"{"rules": {"unknown-key": "warn"}}"#, false),
            (#"{"rules": {"unknown-key": true}}"#, false),
            (#"{"rules": []}"#, false),
            (#"{"exclude": "Vendor/**"}"#, false),
            (#"{"exclude": [""]}"#, false),
            (#"{"messageTypes": [1]}"#, false),
            (#"{"schemas": {"NIMKitBubbleSettings": "\#(bubbleSchema)"}}"#, false),
            (#"{"schemas": {"NIMKitBubbleSetting": 1}}"#, false),
            (#"{"bounds": {"Message_Limit": {}}}"#, false),
            (#"{"bounds": {"Message_Limit": {"minimum": "1"}}}"#, false),
            (#"{"bounds": {"Message_Limit": {"min": 1}}}"#, false),
            (#"{"bounds": {"Message_Limit": 1}}"#, false),
            (#"{"nimkit": "~> 1.8"}"#, false),
            (#"{"nimkit": "1.8.0-beta"}"#, false),
            (#"{"nimkit": 1.8}"#, false),
            ("[]", false),
        ]
    }

    func testTheSchemaAndTheDecoderGiveTheSameVerdict() throws {
        let validator = try JSONSchemaValidator(schemaFile: Self.schemaFile)
        for (document, accepted) in Self.cases {
            let decoder = ConfigurationDecoder(folder: repositoryRoot.path)
            var decoded = true
            do {
                _ = try decoder.decode(try JSONParser.parse(Array(document.utf8)))
            } catch {
                decoded = false
            }
            XCTAssertEqual(decoded, accepted, "the decoder on \(document)")
            let errors = try validator.validate(document)
            XCTAssertEqual(errors.isEmpty, accepted, "the schema on \(document): \(errors)")
        }
    }

    /// Editors validate with a full JSON Schema implementation: the Python reference one accepts the file as a
    /// 2020-12 schema and gives each configuration the decoder's verdict too.
    func testAFullJSONSchemaValidatorGivesTheSameVerdict() throws {
        try PythonValidators.require("jsonschema")
        let check = try Subprocess.run(
            [
                "python3", "-c",
                "import json, sys, jsonschema; jsonschema.Draft202012Validator.check_schema(json.load(open(sys.argv[1])))",
                Self.schemaFile.path,
            ], in: repositoryRoot)
        XCTAssertEqual(check.status, 0, check.output)
        for (document, accepted) in Self.cases {
            let errors = try PythonValidators.jsonSchemaErrors(document, schema: Self.schemaFile)
            XCTAssertEqual(errors.isEmpty, accepted, "jsonschema on \(document): \(errors)")
        }
    }
}
