import XCTest
@testable import NIMLint

/// The release keywords of the schema vocabulary: what they accept, where they reject, and what a schema
/// specialised for a release keeps.
final class SchemaReleaseKeywordTests: XCTestCase {
    private func schema(_ property: String) throws -> SettingsSchema {
        let text = """
            {
              "x-settings-file": "NIMKitGlobalSetting.plist",
              "type": "dict",
              "required": ["Old", "New"],
              "properties": {
                "Old": \(property),
                "New": { "type": "string", "x-releases": { "since": "1.6.1" } }
              }
            }
            """
        return try SettingsSchema.parse(SourceFile(path: "s.json", string: text), origin: "test")
    }

    func testBadReleaseKeywordsAreRejectedWhereTheyStand() {
        let cases: [(String, String)] = [
            (#"{ "x-releases": { "since": "one" } }"#, #""since" must be a release such as "1.6.1""#),
            (#"{ "x-releases": { "since": "1.2.0", "until": "1.2.0" } }"#, "the range is empty"),
            (#"{ "x-releases": { "sinse": "1.2.0" } }"#, #"did you mean "since"?"#),
            (#"{ "x-releases": [] }"#, "at least one range"),
            (
                #"{ "type": "string", "x-image-lookup": [{ "search": ["app"] }] }"#,
                #""search" must be ["kit"], ["kit", "app"] or ["app", "kit"]"#
            ),
            (#"{ "type": "integer", "x-read-as": "doubleValue" }"#, #"doubleValue reads a real: add "type": "real""#),
            (#"{ "type": "integer", "x-read-as": "intValue" }"#, #"unknown accessor "intValue""#),
            (#"{ "x-default": [20] }"#, #""x-default" is a string, number or boolean"#),
        ]
        for (property, reason) in cases {
            XCTAssertThrowsError(try schema(property), property) { error in
                let error = error as? SchemaError
                XCTAssertEqual(error?.location?.line, 6, "\(String(describing: error))")
                XCTAssertTrue(error?.reason.contains(reason) ?? false, "\(String(describing: error))")
            }
        }
    }

    func testASpecialisedSchemaKeepsWhatTheReleaseReads() throws {
        let schema = try schema(#"{ "type": "real", "x-read-as": "doubleValue", "x-releases": { "until": "1.1.0" } }"#)
        let early = schema.specialized(for: NIMKitRelease(NIMKitVersion(1, 0, 7), source: .commandLine)).root
        XCTAssertEqual(early.propertyOrder, ["Old"])
        XCTAssertEqual(early.required, ["Old"])
        XCTAssertEqual(early.properties["Old"]?.readAs, "doubleValue")
        XCTAssertEqual(Set(early.unreadProperties.keys), ["New"])
        let late = schema.specialized(for: NIMKitRelease(NIMKitVersion(2, 0, 0), source: .commandLine)).root
        XCTAssertEqual(late.propertyOrder, ["New"])
        XCTAssertEqual(late.required, ["New"])
        let unknown = schema.specialized(for: .unknown).root
        XCTAssertEqual(unknown.propertyOrder, ["Old", "New"], "a key some release reads is known")
        XCTAssertEqual(unknown.required, [], "a key only some releases need is not required")
    }

    func testVersionsAndTheirRuns() throws {
        XCTAssertEqual(NIMKitVersion("1.8"), NIMKitVersion(1, 8, 0))
        XCTAssertNil(NIMKitVersion("~> 1.8"))
        XCTAssertNil(NIMKitVersion("1.8.0-beta"))
        XCTAssertLessThan(NIMKitVersion(1, 10, 0), NIMKitVersion(2, 0, 0))
        XCTAssertLessThan(NIMKitVersion(1, 9, 2), try XCTUnwrap(NIMKitVersion("1.10.0")))
        let versions = ["1.6.1", "1.8.0", "1.8.1", "1.9.0", "1.9.1", "1.9.2", "2.0.0"].compactMap { NIMKitVersion($0) }
        XCTAssertEqual(NIMKitVersion.describe(versions), "1.6.1, 1.8.0–2.0.0")
    }
}
