import Foundation
import XCTest
@testable import NIMLint

/// The shipped defaults nimlint carries as data, held to each release's own files.
final class ShippedSettingsTests: XCTestCase {
    /// Every value below the root, parents first, as `path type value` lines.
    private func flattened(_ node: PlistNode?, path: String = "") -> [String] {
        guard let node else { return ["<nothing>"] }
        switch node.value {
        case .dict(let entries):
            return entries.flatMap { entry -> [String] in
                let child = path.isEmpty ? entry.key : path + "/" + entry.key
                return (entry.value.type == .dict ? ["\(child) dict"] : []) + flattened(entry.value, path: child)
            }
        case .string(let text): return ["\(path) string \(text)"]
        case .integer(let number): return ["\(path) integer \(number)"]
        case .real(let number): return ["\(path) real \(number)"]
        case .bool(let bool): return ["\(path) \(bool)"]
        default: return ["\(path) \(node.type)"]
        }
    }

    func testTheDataHoldsEachReleasesOwnFiles() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let files = try XCTUnwrap(
                ShippedSettings.files(for: NIMKitRelease(version, source: .commandLine)), "\(version)")
            for file in files {
                let source = try SourceFile(
                    path: file.kind.fileName,
                    bytes: Array(Data(contentsOf: folder.appendingPathComponent(file.kind.fileName))))
                XCTAssertEqual(
                    flattened(file.root), flattened(PlistParser.parse(source).document.root),
                    "\(version) \(file.kind.fileName)")
            }
        }
    }

    func testEachReleasesOwnFilesApplyItsDefaults() throws {
        for (version, folder) in try TestPaths.nimkitReleases() {
            let checked = SettingsFolderCheck(folder: folder.path, assetFolders: [], nimkit: version)
            let shipped = try XCTUnwrap(ShippedSettings.applied(for: NIMKitRelease(version, source: .commandLine)))
            XCTAssertTrue(checked.applied.files.allSatisfy { $0.problem == nil }, "\(version)")
            XCTAssertEqual(
                checked.applied.settings.map { "\($0.title) \($0.value.description)" },
                shipped.settings.map { "\($0.title) \($0.value.description)" }, "\(version)")
            XCTAssertTrue(
                shipped.settings.allSatisfy {
                    if case .shipped = $0.provenance.origin { return true }
                    return $0.provenance.origin == nil
                })
        }
    }

    func testAReleaseKnownOnlyAsASpanAcrossAChangeOfDefaultsHasNone() throws {
        XCTAssertNil(ShippedSettings.files(for: .unknown), "1.0.0 and 2.0.0 ship different files")
        let vendored = NIMKitRelease(
            candidates: ["1.8.0", "1.9.2", "2.0.0"].compactMap(NIMKitVersion.init), source: .readingCode)
        XCTAssertEqual(ShippedSettings.files(for: vendored)?.count, 2, "they ship the same two files")
        let robot = try XCTUnwrap(ShippedSettings.applied(for: vendored)?.messageTypes.first { $0.name == "Robot" })
        XCTAssertEqual(robot.sides.outgoing.textColor.value, 0xFFFFFF)
    }
}
