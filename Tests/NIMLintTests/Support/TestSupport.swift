import Foundation
import XCTest
@testable import NIMLint

/// The shared NIMKit material beside the repository, `../shared`, or the folder `NIMLINT_SHARED_DIR` names (CI names
/// one that does not exist, to see the suite pass in a clone that has nothing beside it).
///
/// Every helper here throws `XCTSkip` when its folder is absent, so it is called in a statement of its own
/// (`let releases = try TestPaths.nimkitReleases()`), never inside `XCTUnwrap` or an `XCTAssert`: XCTest records a
/// skip thrown inside an assertion as a failure. `SharedMaterialSkipTests` holds the suite to that.
enum TestPaths {
    static let shared =
        ProcessInfo.processInfo.environment["NIMLINT_SHARED_DIR"].map { URL(fileURLWithPath: $0) }
        ?? repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The folder `relativePath` of the shared material, with the names in it; skips when it is absent or empty.
    static func sharedMaterial(_ relativePath: String, what: String) throws -> (folder: URL, names: [String]) {
        let folder = shared.appendingPathComponent(relativePath)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty else {
            throw XCTSkip("\(what) (../shared/\(relativePath)) are not beside this checkout")
        }
        return (folder, names)
    }

    /// NetEase's real default settings files; absent in a user's clone, so tests that need them skip.
    static func corpus() throws -> [URL] {
        let (folder, names) = try sharedMaterial("corpus/nimkit", what: "the NIMKit default settings files")
        return names.filter { $0.hasSuffix(".plist") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

extension TestPaths {
    /// One folder per NIMKit release tag, holding its reading code and shipped defaults; absent in a user's
    /// clone, so tests that need them skip.
    static func nimkitReleases() throws -> [(version: NIMKitVersion, folder: URL)] {
        let (folder, names) = try sharedMaterial("nimkit-releases", what: "the NIMKit release files")
        let releases = names.compactMap { name in NIMKitVersion(name).map { ($0, folder.appendingPathComponent(name)) }
        }
        return releases.sorted { $0.0 < $1.0 }
    }
}

/// Twelve folders `f0` to `f11` in `folder`, each with a global file whose root dict holds `globalKeys(index)` and
/// a bubble file; `f3`'s global file is then a hard link to `f2`'s, which a walk keeps under its first path only.
/// Returns the linked path. What a run does while the walk goes on must come out as a run after the walk.
@discardableResult
func foldersWithALinkedFile(in folder: TemporaryFolder, globalKeys: (Int) -> String) throws -> URL {
    for index in 0..<12 {
        try folder.write("f\(index)/NIMKitGlobalSetting.plist", plist("<dict>\(globalKeys(index))</dict>"))
        try folder.write("f\(index)/NIMKitBubbleSetting.plist", plist("<dict><key>Text</key><string>x</string></dict>"))
    }
    let linked = folder.url.appendingPathComponent("f3/NIMKitGlobalSetting.plist")
    try FileManager.default.removeItem(at: linked)
    try FileManager.default.linkItem(at: folder.url.appendingPathComponent("f2/NIMKitGlobalSetting.plist"), to: linked)
    return linked
}

/// Writes `text` at `relativePath` under `folder`, making the folders on the way; returns the file.
@discardableResult
func writeFile(_ relativePath: String, _ text: String, under folder: URL) throws -> URL {
    let file = folder.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
}

/// Wraps a body in a plist document with one `<dict>` root.
func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    \(body)
    </plist>

    """
}

extension SourceFile {
    /// The 1-based line and column where a diagnostic starts.
    func position(_ diagnostic: Diagnostic) -> String {
        let location = location(of: diagnostic.range.start)
        return "\(location.line):\(location.column)"
    }
}

/// The path with every symlink resolved, as nimlint sees it: realpath(3). Foundation's `resolvingSymlinksInPath()`
/// takes a leading `/private` off again, so on macOS it gives `/var/folders/…` for the `/private/var/folders/…`
/// that nimlint prints.
func realPath(_ url: URL) -> String {
    guard let resolved = realpath(url.path, nil) else { return url.path }
    defer { free(resolved) }
    return String(cString: resolved)
}

extension Linter {
    /// The report of `input` linted beside the clean example of the other settings file, as NIMKit loads the two
    /// together: for tests about one file, which `missing-settings-file` would otherwise judge alone.
    func lintBesideTheOtherFile(_ input: LintInput) -> FileReport {
        let kind = input.kind ?? SettingsKind.meant(by: input.source.path) ?? .global
        let other: SettingsKind = kind == .global ? .bubble : .global
        let text = other == .global ? SampleSettings.clean : SampleSettings.cleanBubble
        let path = Paths.join(Paths.parent(input.source.path), other.fileName)
        var sibling = LintInput(source: SourceFile(path: path, string: text), kind: other, isContext: true)
        sibling.release = input.release
        return lint([input, sibling])[0]
    }
}
