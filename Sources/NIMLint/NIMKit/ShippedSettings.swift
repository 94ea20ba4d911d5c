import Foundation

/// The settings files each plist-era release shipped in its `NIMKitSettings.bundle`, carried as data (their
/// values, in their order; `ShippedSettingsData.swift`, written by `scripts/shipped-settings.py`): what "the
/// release's own defaults" means to `show`, `diff --shipped` and the CocoaPods rule.
public enum ShippedSettings {
    /// One file as a set of releases shipped it.
    struct Variant: Sendable {
        var kind: SettingsKind
        var releases: [String]
        /// Every value below the root dict, parents before children, each under its key path (`Bubble/Left`).
        var values: [Value]
    }

    struct Value: Sendable {
        enum Element: String, Sendable {
            case dict, string, integer, real, `true`, `false`
        }

        var path: String
        var element: Element
        var text: String

        init(_ path: String, _ element: Element, _ text: String) {
            self.path = path
            self.element = element
            self.text = text
        }
    }

    /// The two files `release` ships, read as NIMKit reads them; nil when its candidates ship different files
    /// (an unsettled release spanning a change of the defaults).
    public static func files(for release: NIMKitRelease) -> [LoadedSettingsFile]? {
        var files: [LoadedSettingsFile] = []
        for kind in SettingsKind.allCases {
            let shipping = Set(
                release.candidates.compactMap { version in
                    variants.firstIndex { $0.kind == kind && $0.releases.contains(version.description) }
                })
            guard shipping.count == 1, let index = shipping.first else { return nil }
            files.append(parsed[index])
        }
        return files
    }

    /// What NIMKit applies from `release`'s own files; nil as for `files(for:)`.
    public static func applied(for release: NIMKitRelease, images: ImageIndex? = nil) -> AppliedSettings? {
        files(for: release).map { AppliedSettings.read($0, release: release, images: images) }
    }

    /// Each variant as a file NIMKit loads, parsed once.
    private static let parsed: [LoadedSettingsFile] = variants.map { variant in
        let source = SourceFile(path: variant.kind.fileName, string: document(variant))
        var file = LoadedSettingsFile(
            kind: variant.kind, path: nil, source: source, root: PlistParser.parse(source).document.root, problem: nil)
        file.shipped =
            "the defaults NIMKit \(NIMKitVersion.describe(variant.releases.compactMap(NIMKitVersion.init))) ships"
        return file
    }

    /// The plist the values make.
    private static func document(_ variant: Variant) -> String {
        var text = RuleExample.plistHeader + "<dict>\n"
        var open: [String] = []
        for value in variant.values {
            let parent = value.path.split(separator: "/").dropLast().joined(separator: "/")
            while let last = open.last, last != parent {
                open.removeLast()
                text += "</dict>\n"
            }
            let key = value.path.split(separator: "/").last.map(String.init) ?? value.path
            text += "<key>\(escaped(key))</key>"
            switch value.element {
            case .dict:
                text += "<dict>\n"
                open.append(value.path)
            case .true, .false:
                text += "<\(value.element.rawValue)/>\n"
            case .string, .integer, .real:
                text += "<\(value.element.rawValue)>\(escaped(value.text))</\(value.element.rawValue)>\n"
            }
        }
        text += String(repeating: "</dict>\n", count: open.count)
        return text + "</dict>\n</plist>\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
