import Foundation
import XCTest
@testable import NIMLint

/// The shared NIMKit material beside the repository.
enum TestPaths {
    /// NetEase's real default settings files; absent in a user's clone, so tests that need them skip.
    static func corpus() throws -> [URL] {
        let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/nimkit")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty else {
            throw XCTSkip("the NIMKit default settings corpus (../shared/corpus/nimkit) is not beside this checkout")
        }
        return names.filter { $0.hasSuffix(".plist") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

extension TestPaths {
    /// One folder per NIMKit release tag, holding its reading code and shipped defaults; absent in a user's
    /// clone, so tests that need them skip.
    static func nimkitReleases() throws -> [(version: NIMKitVersion, folder: URL)] {
        let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/nimkit-releases")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let releases = names.compactMap { name in NIMKitVersion(name).map { ($0, folder.appendingPathComponent(name)) } }
        guard !releases.isEmpty else {
            throw XCTSkip("the NIMKit release files (../shared/nimkit-releases) are not beside this checkout")
        }
        return releases.sorted { $0.0 < $1.0 }
    }
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
