import Foundation

/// One file to check, and which settings file it is (nil: no schema applies, only parsing is checked).
public struct LintInput: Sendable {
    public var source: SourceFile
    public var kind: SettingsKind?
    /// Read only so the rules that look across a folder see it (the global file beside a bubble file that was
    /// named alone); its own findings are not reported and it is never fixed.
    public var isContext: Bool
    /// The NIMKit release that reads the file, from `NIMKitReleaseResolver`.
    public var release: NIMKitRelease
    /// Whether a walk listed the folder above the file's and saw no `NIMKitResource.bundle` there, so that the
    /// linter need not ask the file system for one.
    var lacksKitBundleBeside = false

    public init(source: SourceFile, kind: SettingsKind?, isContext: Bool = false, release: NIMKitRelease = .unknown) {
        self.source = source
        self.kind = kind
        self.isContext = isContext
        self.release = release
    }

    /// The indices of `inputs` grouped by folder, in input order within each folder: the unit that is linted
    /// (and fixed) together, since NIMKit reads a bundle's two settings files as a pair.
    static func folders(of inputs: [LintInput]) -> [[Int]] {
        Array(Dictionary(grouping: inputs.indices) { Paths.parent(inputs[$0].source.path) }.values)
    }
}

/// Checks files: parse, then (when a file parsed) the rules of its schema, then the configuration's severities and
/// the file's suppression comments.
/// Files of one folder are checked together, since NIMKit reads the global and bubble files of one bundle as a
/// pair; folders are checked in parallel, and the reports come back in the order of the inputs. A class: a run
/// hands its linter to every folder it checks, and passing one on counts one reference, not one for each part.
public final class Linter: Sendable {
    public let configuration: Configuration
    /// The images of the configuration's asset folders, scanned once per linter; nil without asset folders.
    public let images: ImageIndex?
    /// The rules the configuration leaves on, chosen once per linter rather than once per folder.
    private let rules: [any LintRule.Type]
    /// Whether reports keep the dictionary NIMKit loads (`FileReport.loaded`).
    let keepsLoadedTrees: Bool

    public convenience init(configuration: Configuration = .default, keepsLoadedTrees: Bool = false) {
        self.init(
            configuration: configuration,
            images: configuration.assetFolders.isEmpty ? nil : .scanning(folders: configuration.assetFolders),
            keepsLoadedTrees: keepsLoadedTrees)
    }

    public init(configuration: Configuration, images: ImageIndex?, keepsLoadedTrees: Bool = false) {
        self.configuration = configuration
        self.images = images
        self.keepsLoadedTrees = keepsLoadedTrees
        rules = RuleRegistry.enabledRules(configuration)
    }

    public func lint(_ inputs: [LintInput]) -> [FileReport] {
        let groups = LintInput.folders(of: inputs)
        let reports = ResultSlots<FileReport>(count: inputs.count)
        Parallel.perform(iterations: groups.count) { index in
            let group = groups[index]
            for (inputIndex, report) in zip(group, lint(folder: group.map { inputs[$0] })) {
                reports[inputIndex] = report
            }
        }
        return reports.takeValues()
    }

    /// The files of one folder, on this thread, in the order given: for a caller that already grouped its inputs.
    func lint(folder inputs: [LintInput]) -> [FileReport] {
        var reports = lintFolder(inputs)
        for index in reports.indices { configure(&reports[index]) }
        return reports
    }

    public func lint(_ input: LintInput) -> FileReport {
        lint([input])[0]
    }

    /// Brings the report to what this run's configuration and the file's own suppression comments make of it, in
    /// place: a report copied is a reference counted for each of its parts.
    private func configure(_ report: inout FileReport) {
        Suppressions.apply(
            to: &report.diagnostics, comments: report.comments, source: report.source, configuration: configuration,
            entrySpans: report.entrySpans)
    }

    /// A finding about a value, with the settings NIMKit reads from that value as their consequences (what the
    /// finding's rule found there changes those); a finding that names its own, or none, is left as it is.
    private static func withConsequences(_ diagnostic: Diagnostic, in file: SettingsFile) -> Diagnostic {
        guard diagnostic.consequences.isEmpty, diagnostic.range.length > 0 else { return diagnostic }
        var diagnostic = diagnostic
        diagnostic.consequences = file.settings(readFrom: diagnostic.range)
        return diagnostic
    }

    /// The files of one folder, which rules may read together.
    /// A file whose name only nearly matches a settings file is linted as that file, after saying so; one whose
    /// name says nothing is linted as the file its root keys show, after saying so, or reported as neither.
    private func lintFolder(_ inputs: [LintInput]) -> [FileReport] {
        let identified = inputs.map { IdentifiedInput($0, configuration: configuration) }
        // NIMKit's own images, where CocoaPods put its resource bundle beside the settings bundle.
        let images =
            inputs.first.flatMap {
                $0.lacksKitBundleBeside ? nil : ImageIndex.kitBundle(besideSettingsFolder: Paths.parent($0.source.path))
            }
            .map { ImageIndex.adding(kitBundle: $0, to: self.images) } ?? self.images
        let files = identified.map { file -> SettingsFile? in
            guard let kind = file.kind, file.result.succeeded else { return nil }
            return SettingsFile(
                document: file.result.document, kind: kind, schema: configuration.schema(for: kind),
                configuration: configuration, images: images, release: file.input.release)
        }
        // A file judged by its content is read beside the folder's other files, but they are never read beside
        // it: NIMKit loads the ones named as settings files as the pair.
        let stated = zip(identified, files).compactMap { $0.kindFromContent ? nil : $1 }
        // What NIMKit applies from the files it loads; a file it never loads is read as if it were loaded beside them.
        let loaded = files.compactMap { $0?.isLoadedByName == true ? $0 : nil }
        let release = inputs.first?.release ?? .unknown
        let loadedModel = FolderModel(files: loaded, release: release, images: images)
        for settings in files.compactMap({ $0 }) {
            settings.folderModel =
                settings.isLoadedByName
                ? loadedModel
                : FolderModel(
                    files: [settings] + loaded.filter { $0.kind != settings.kind }, release: release, images: images)
        }
        let names = inputs.map { Paths.lastComponent($0.source.path) }
        return zip(identified, files).map { file, settings in
            var diagnostics =
                file.result.diagnostics
                + file.notes.map { note in
                    guard note.rule == SettingsFileNameRule.description.id, let kind = file.kind else { return note }
                    let realFileBeside =
                        names.contains(kind.fileName)
                        || MissingSettingsFileRule.isOnDisk(kind, beside: file.input.source.path)
                    return SettingsFileNameRule.judged(
                        note, intended: kind, realFileBeside: realFileBeside, model: loadedModel)
                }
            // A pod's file as its release ships it is NetEase's, not the app's: only where it lies is judged.
            if let settings, !PodsOverwriteRule.appliesWhatThePodShips(settings) {
                if let missing = MissingSettingsFileRule.diagnostic(settings, besideFilesNamed: names) {
                    diagnostics.append(missing)
                }
                let folder = file.kindFromContent ? stated + [settings] : stated
                // A file its release never reads gets the one finding that says so, not a list of unknown keys.
                var found: [Diagnostic] = []
                for rule in rules where settings.isRead || rule.checksUnreadFiles {
                    found += rule.check(settings, in: folder)
                }
                diagnostics += found.map { Self.withConsequences($0, in: settings) }
            }
            diagnostics = FormatFittedFixes.fit(diagnostics, to: file.result.document)
            var report = FileReport(
                path: file.input.source.path, schema: file.kind?.rawValue, source: file.input.source,
                diagnostics: diagnostics, comments: file.result.document.comments)
            if file.result.document.comments.contains(where: { $0.text.contains(Suppressions.nextLineDirective) }) {
                report.entrySpans = file.result.document.entrySpans
            }
            report.nimkit = file.kind == nil ? nil : file.input.release
            if keepsLoadedTrees, settings != nil { report.loaded = file.result.document.root }
            report.dependsOnUnsettledRelease = settings?.dependsOnUnsettledRelease ?? false
            return report
        }
    }
}
