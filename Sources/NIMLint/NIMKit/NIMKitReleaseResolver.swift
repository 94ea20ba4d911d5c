import Foundation

/// The one place that decides which NIMKit release reads a settings file, and says where it learnt that (as
/// ESLint's `ecmaVersion` or rustc's edition): `--nimkit`, else the configuration's `nimkit`, else what lies
/// next to the files — the `NIMKit (x.y.z)` line of the nearest `Podfile.lock`, a vendored `NIMKit.podspec`, or
/// the vendored reading code (`NIMKitUIConfig.m`) — else unknown.
final class NIMKitReleaseResolver {
    private let commandLine: NIMKitVersion?
    /// Each folder's answer per kind of evidence: a walk of many folders asks for each ancestor again.
    private var podfileLocks: [String: NIMKitRelease?] = [:]
    private var podspecs: [String: NIMKitRelease?] = [:]
    private var readingCode: [String: NIMKitRelease?] = [:]
    /// What the evidence gave each folder of settings files, for the folder's other file.
    private var found: [String: NIMKitRelease] = [:]

    private let listed: ListedFolders?

    /// `listed` says which folders a walk saw holding none of the evidence, so that none is looked for there.
    init(commandLine: NIMKitVersion?, listed: ListedFolders? = nil) {
        self.commandLine = commandLine
        self.listed = listed
    }

    /// The release for a file in `folder` (absolute), checked with `configuration`.
    func release(forFolder folder: String, configuration: LoadedConfiguration) -> NIMKitRelease {
        if let commandLine { return NIMKitRelease(commandLine, source: .commandLine) }
        if let configured = configuration.configuration.nimkit {
            return NIMKitRelease(configured, source: .configuration, path: configuration.path)
        }
        return evidence(forFolder: folder)
    }

    private static let evidenceNames = ["Podfile.lock", "NIMKit.podspec", "NIMKit"]

    /// What the files beside `folder` and above it say. A folder the walk saw without any of the evidence says
    /// what its parent says, each kind of evidence being looked for in the nearest folder that holds it.
    private func evidence(forFolder folder: String) -> NIMKitRelease {
        if let known = found[folder] { return known }
        let release: NIMKitRelease
        if folder != "/", listed?.mayHold(any: Self.evidenceNames, inFolder: folder) == false {
            release = evidence(forFolder: Paths.parent(folder))
        } else {
            release =
                nearest(folder, in: &podfileLocks, holding: "Podfile.lock") { Self.podfileLock(inFolder: $0) }
                ?? nearest(folder, in: &podspecs, holding: "NIMKit.podspec", Self.podspec)
                ?? nearest(folder, in: &readingCode, holding: "NIMKit", Self.readingCode)
                ?? .unknown
        }
        found[folder] = release
        return release
    }

    /// The evidence `look` finds in `folder` or the nearest folder above it; `look` is spared the folders the
    /// walk saw without an entry named `name`.
    private func nearest(
        _ folder: String, in cache: inout [String: NIMKitRelease?], holding name: String,
        _ look: (String) -> NIMKitRelease?
    ) -> NIMKitRelease? {
        if let known = cache[folder] { return known }
        let here = listed?.mayHold(name, inFolder: folder) == false ? nil : look(folder)
        let found = here ?? (folder == "/" ? nil : nearest(Paths.parent(folder), in: &cache, holding: name, look))
        cache[folder] = found
        return found
    }

    private static let evidenceSizeLimit = 1024 * 1024

    /// The text of the file at `path`, nil when there is none; most folders hold none of the evidence, so absence
    /// is asked of the system first, before a failed read would spell out why.
    private static func text(at path: String) -> String? {
        guard FileSystemPath.withCString(path, { access($0, F_OK) }) == 0,
            case .success(let file) = FileLoader.load(path: path, sizeLimit: evidenceSizeLimit)
        else { return nil }
        return String(decoding: file.text, as: UTF8.self)
    }

    /// `  - NIMKit (1.8.0):` or a subspec `  - NIMKit/Core (2.0.0)` under PODS; the DEPENDENCIES section's
    /// requirements (`NIMKit (~> 1.8)`) name no single version and are passed over.
    /// The `NIMKit (x.y.z)` line of a `Podfile.lock` (or of CocoaPods' copy of it, `Pods/Manifest.lock`).
    static func podfileLock(inFolder folder: String, named name: String = "Podfile.lock") -> NIMKitRelease? {
        let path = Paths.join(folder, name)
        guard let text = text(at: path) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) {
            var entry = String(line).trimmingWhitespace
            guard entry.hasPrefix("- ") else { continue }
            entry = String(entry.dropFirst(2)).trimmingCharacters(in: "\"':")
            guard let open = entry.firstIndex(of: "("), entry.hasSuffix(")") else { continue }
            let name = String(entry[..<open]).trimmingWhitespace
            guard name == "NIMKit" || name.hasPrefix("NIMKit/"),
                let version = NIMKitVersion(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
            else { continue }
            return NIMKitRelease(version, source: .podfileLock, path: Paths.display(path))
        }
        return nil
    }

    /// `s.version = "1.0.2"` in a vendored `NIMKit.podspec`.
    private static func podspec(inFolder folder: String) -> NIMKitRelease? {
        let path = Paths.join(folder, "NIMKit.podspec")
        guard let text = text(at: path) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingWhitespace.hasSuffix(".version"),
                let version = NIMKitVersion(String(parts[1]).trimmingWhitespace.trimmingCharacters(in: "\"'"))
            else { continue }
            return NIMKitRelease(version, source: .podspec, path: Paths.display(path))
        }
        return nil
    }

    /// Where NIMKit keeps its reading code, relative to a folder above the settings bundle (its repository, or
    /// the pod's folder under `Pods/`).
    private static let readingCodeFolders = [
        "NIMKit/Global", "NIMKit/Classes/Global", "NIMKit/NIMKit/Global", "NIMKit/NIMKit/Classes/Global",
    ]
    private static let readingCodeFiles = readingCodeFolders.map { Paths.join($0, "NIMKitUIConfig.m") }

    private static func readingCode(inFolder folder: String) -> NIMKitRelease? {
        for (relative, file) in zip(readingCodeFolders, readingCodeFiles) {
            let path = Paths.join(folder, file)
            guard let code = text(at: path) else { continue }
            let global = Paths.join(folder, relative)
            let category = Paths.join(Paths.parent(global), "Category")
            let imageCode =
                text(at: Paths.join(category, "UIImage+NIMKit.m")) ?? text(at: Paths.join(category, "UIImage+NIM.m"))
            let candidates = ReadingCodeRecognition.releases(readingCode: code, imageCode: imageCode)
            guard !candidates.isEmpty else { return nil }
            return NIMKitRelease(candidates: candidates, source: .readingCode, path: Paths.display(path))
        }
        return nil
    }
}

private extension StringProtocol {
    func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}
