/// Which configuration governs each folder: the one given explicitly, or the nearest `.nimlint.json` at or
/// above the folder. Each file is read once per run; its errors are collected, and the defaults stand in for
/// it so discovery can finish and report every broken configuration at once.
final class ConfigurationResolver {
    private let explicitPath: String?
    private var loaded: [String: LoadedConfiguration] = [:]
    /// The nearest configuration file of each folder looked at: a walk of thousands of folders asks for each
    /// ancestor's answer again, so each folder is looked at once.
    private var nearestByFolder: [String: String?] = [:]
    private(set) var errors: [ConfigurationError] = []
    private let listed: ListedFolders?
    /// What governs every folder without a configuration file above it: one for all of them, as the defaults
    /// have no `exclude` globs or relative paths for a folder to anchor.
    private let defaults = LoadedConfiguration(path: nil, folder: "/")
    /// The last answer: a walk, and each file of a folder after it, ask for the same folder in a row.
    private var last: (folder: String, configuration: LoadedConfiguration)?

    /// `listed` says which folders a walk saw holding no configuration file, so that none is looked for there.
    init(explicitPath: String?, listed: ListedFolders? = nil) {
        self.explicitPath = explicitPath
        self.listed = listed
    }

    /// The configuration file in `folder` (absolute) or the nearest folder above it.
    private func nearest(toFolder folder: String) -> String? {
        if let known = nearestByFolder[folder] { return known }
        let here =
            listed?.mayHold(ConfigurationLoader.fileName, inFolder: folder) == false
            ? nil : ConfigurationLoader.file(inFolder: folder)
        let found = here ?? (folder == "/" ? nil : nearest(toFolder: Paths.parent(folder)))
        nearestByFolder[folder] = found
        return found
    }

    /// The configuration for an absolute folder.
    func configuration(forFolder folder: String) -> LoadedConfiguration {
        if let last, last.folder == folder { return last.configuration }
        let configuration = lookUp(folder)
        last = (folder, configuration)
        return configuration
    }

    private func lookUp(_ folder: String) -> LoadedConfiguration {
        guard let path = explicitPath ?? nearest(toFolder: folder).map(Paths.display) else { return defaults }
        if let configuration = loaded[path] { return configuration }
        let configuration: LoadedConfiguration
        switch ConfigurationLoader.load(path: path) {
        case .success(let success):
            configuration = success
        case .failure(let error):
            errors.append(error)
            configuration = LoadedConfiguration(path: path, folder: Paths.parent(Paths.absolute(path)))
        }
        loaded[path] = configuration
        return configuration
    }
}
