import XCTest
@testable import NIMLint

final class SchemaTests: XCTestCase {
    private static let schemasFolder = repositoryRoot.appendingPathComponent("schemas")

    func testBuiltInSchemasLoad() throws {
        for kind in SettingsKind.allCases {
            let schema = try SettingsSchema.parse(
                SourceFile(path: kind.rawValue, string: SettingsSchema.builtInText(kind)), origin: "test")
            XCTAssertEqual(schema.kind, kind)
        }
        let bubble = SettingsSchema.builtIn(.bubble).root
        XCTAssertTrue(bubble.keysAreMessageTypes)
        XCTAssertEqual(
            bubble.properties["Tip"]?.properties["Bubble"]?.properties["Left"]?.required, ["Normal", "Highlighted"])
        XCTAssertEqual(bubble.properties["Text"]?.properties["Content_Font_Size"]?.bounds.exclusiveMinimum, 0)
    }

    func testEmbeddedSchemasEqualTheFiles() throws {
        for kind in SettingsKind.allCases {
            let file = Self.schemasFolder.appendingPathComponent(SettingsSchema.fileName(of: kind))
            XCTAssertEqual(
                SettingsSchema.builtInText(kind), try String(contentsOf: file, encoding: .utf8), kind.rawValue)
        }
    }

    func testLoadingFromAPathResolvesSiblingReferences() throws {
        let schema = try SettingsSchema.load(
            path: Self.schemasFolder.appendingPathComponent("NIMKitBubbleSetting.schema.json").path)
        XCTAssertEqual(schema.kind, .bubble)
        XCTAssertNotNil(schema.root.properties["Text"]?.properties["Bubble"]?.properties["Right"])
    }

    func testErrorsCarryLineColumnAndReason() {
        let cases: [(String, Int, Int, String)] = [
            (
                "{\n  \"x-settings-file\": \"NIMKitGlobalSetting.plist\",\n  \"type\": \"dictionary\"\n}", 3, 11,
                "unknown plist type \"dictionary\""
            ),
            (
                "{\n  \"x-settings-file\": \"NIMKitGlobalSetting.plist\",\n  \"maximun\": 3\n}", 3, 3,
                "did you mean \"maximum\"?"
            ),
            (
                "{\n  \"type\": \"dict\",\n  \"properties\": {\n    \"A\": { \"$ref\": \"#/$defs/nothing\" }\n  }\n}",
                4, 20, "points at nothing"
            ),
            (
                "{\n  \"x-settings-file\": \"NIMKitGlobalSetting.plist\",\n  \"required\": [\"Message_Limit\"],\n  \"properties\": {\"Message_Limt\": {}}\n}",
                3, 16, "did you mean 'Message_Limt'?"
            ),
            ("{\n  \"type\": \"dict\",\n}", 3, 1, "invalid JSON"),
            ("{\n  \"type\": \"dict\"\n}", 1, 1, "does not say which settings file"),
            (
                "{\n  \"x-settings-file\": \"NIMKitGlobalSetting.plist\",\n  \"$defs\": {\"a\": {\"$ref\": \"#/$defs/a\"}},\n  \"$ref\": \"#/$defs/a\"\n}",
                3, 18, "cycle"
            ),
        ]
        for (text, line, column, reason) in cases {
            XCTAssertThrowsError(
                try SettingsSchema.parse(SourceFile(path: "s.json", string: text), origin: "test"), text
            ) { error in
                guard let error = error as? SchemaError else { return XCTFail("not a SchemaError: \(error)") }
                XCTAssertEqual(error.location?.line, line, "\(error)")
                XCTAssertEqual(error.location?.column, column, "\(error)")
                XCTAssertTrue(error.reason.contains(reason), "\(error)")
                XCTAssertTrue(error.description.hasPrefix("s.json:\(line):\(column): "), "\(error)")
            }
        }
    }

    func testMissingFileIsAnErrorWithoutLocation() {
        XCTAssertThrowsError(try SettingsSchema.load(path: "/nonexistent/x.schema.json")) { error in
            guard let error = error as? SchemaError else { return XCTFail("not a SchemaError: \(error)") }
            XCTAssertNil(error.location)
            XCTAssertEqual(error.description, "/nonexistent/x.schema.json: no such file or directory")
        }
    }

    func testReplacementSchemaIsUsed() throws {
        var configuration = Configuration()
        let text =
            #"{"x-settings-file": "NIMKitGlobalSetting.plist", "type": "dict", "properties": {"Custom": {"type": "integer"}}}"#
        configuration.use(
            try SettingsSchema.parse(SourceFile(path: "custom.json", string: text), origin: "custom.json"))
        let plist = RuleExample.plist(.global, "    <key>Custom</key>\n    <string>x</string>\n").text
        let report = Linter(configuration: configuration).lintBesideTheOtherFile(
            LintInput(source: SourceFile(path: "NIMKitGlobalSetting.plist", string: plist), kind: .global))
        XCTAssertEqual(report.diagnostics.map(\.rule), ["type-mismatch"])
    }

    func testPropertyTableFindsExactlyTheSchemasProperties() throws {
        let bubble = try XCTUnwrap(SettingsSchema.builtIn(.bubble).root.properties["Text"])
        for node in [SettingsSchema.builtIn(.global).root, SettingsSchema.builtIn(.bubble).root, bubble] {
            XCTAssertFalse(node.properties.isEmpty)
            for (name, child) in node.properties {
                XCTAssertTrue(
                    node.propertyTable.position(of: name).map { node.propertyTable.node(at: $0).takeUnretainedValue() }
                        === child, name)
                XCTAssertNil(node.propertyTable.position(of: name.lowercased()), name)
                XCTAssertNil(node.propertyTable.position(of: name + " "), name)
                XCTAssertNil(node.propertyTable.position(of: String(name.dropLast())), name)
            }
        }
        let many = Dictionary(uniqueKeysWithValues: (0..<300).map { ("Key_\($0)", SchemaNode(.init(type: .string))) })
        let table = PropertyTable(many)
        for (name, node) in many {
            XCTAssertTrue(table.position(of: name).map { table.node(at: $0).takeUnretainedValue() } === node, name)
        }
        XCTAssertNil(table.position(of: "Key_300"))
        XCTAssertNil(table.position(of: "按键_1"))
        XCTAssertNil(PropertyTable([:]).position(of: "Key_1"))
    }

    /// Rules ask for the visits with a trait instead of looking at them all: on every shipped file, in every
    /// release, the visits with each trait are exactly those whose schema the trait describes.
    func testVisitsWithATraitAreThoseTheirSchemasDescribe() throws {
        let checks: [(VisitTraits, (SchemaNode) -> Bool)] = [
            (.requiredKeys, { $0.type == .dict && !$0.required.isEmpty }),
            (.closedKeys, { $0.type == .dict && !$0.additionalProperties }),
            (.messageTypes, { $0.type == .dict && $0.keysAreMessageTypes }),
            (.deprecations, { $0.isDeprecated || !$0.unreadProperties.isEmpty }),
            (.numberChecks, { $0.allowedValues != nil || !$0.bounds.isEmpty }),
            (.releaseBound, { $0.releases != nil }),
        ]
        var seen = Set<UInt8>()
        for url in try TestPaths.corpus() {
            let source = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
            let kind: SettingsKind = url.lastPathComponent.hasPrefix("bubble") ? .bubble : .global
            let document = PlistParser.parse(source).document
            for version in NIMKitVersion.plistEra {
                let file = SettingsFile(
                    document: document, kind: kind, schema: .builtIn(kind), configuration: .default, images: nil,
                    release: NIMKitRelease(version, source: .configuration))
                for (trait, describes) in checks {
                    let having = file.visits.having(trait).map(\.node.range)
                    XCTAssertEqual(
                        having, file.visits.filter { describes($0.schema) }.map(\.node.range), url.lastPathComponent)
                    if !having.isEmpty { seen.insert(trait.rawValue) }
                }
                for visit in file.visits {
                    XCTAssertEqual(visit.holdsUnknownEntries, !visit.unknownEntries.isEmpty, url.lastPathComponent)
                }
                for visit in file.visits.having(.requiredKeys) {
                    let entries = try XCTUnwrap(visit.node.entries)
                    for (position, name) in visit.schema.required.enumerated() {
                        XCTAssertEqual(visit.holdsRequiredKey(at: position), entries.contains { $0.key == name }, name)
                    }
                    XCTAssertEqual(
                        visit.holdsEveryRequiredKey,
                        visit.schema.required.allSatisfy { name in entries.contains { $0.key == name } })
                }
            }
        }
        XCTAssertEqual(seen.count, checks.count, "every trait is met somewhere")
    }

    /// missing-key looks only at the dicts whose walk record does not show every required key: every dict that
    /// lacks one is among them, and a file holding all of its keys gives none.
    func testDictsThatMayLackRequiredKeysAreThoseThatDo() throws {
        func candidates(_ kind: SettingsKind, _ text: String) -> (all: [String], lacking: [String]) {
            let document = PlistParser.parse(SourceFile(path: kind.fileName, string: text)).document
            let file = SettingsFile(
                document: document, kind: kind, schema: .builtIn(kind), configuration: .default, images: nil,
                release: .unknown)
            let lacking = file.visits.having(.requiredKeys).filter {
                $0.node.type == .dict && !$0.holdsEveryRequiredKey
            }
            return (file.visits.dictsThatMayLackRequiredKeys().map(\.name), lacking.map(\.name))
        }
        for kind in SettingsKind.allCases {
            let shipped = try String(
                contentsOf: repositoryRoot.appendingPathComponent("examples/Settings/\(kind.fileName)"), encoding: .utf8
            )
            XCTAssertEqual(candidates(kind, shipped).all, [], kind.fileName)
        }
        let sparse = candidates(
            .global,
            plist(
                """
                <dict><key>Message_Limit</key><integer>20</integer><key>Bubble</key><dict><key>Left</key><dict/></dict></dict>
                """))
        XCTAssertEqual(sparse.all, sparse.lacking)
        XCTAssertTrue(sparse.all.contains("the root dict"), "\(sparse.all)")
        XCTAssertGreaterThan(sparse.all.count, 1)
    }
}
