import Foundation

/// `--force-exclude`: named files chosen as a folder walk chooses files. The pre-commit framework passes every
/// staged file its `files:` pattern matches, and a pattern cannot say what the `settings-file-name` rule says
/// (within two letters of a settings file's name), so the pattern lets through a little more and nimlint drops
/// the rest here, by the same test the walk uses, and drops what the configuration excludes.
public enum NamedFileFilter {
    /// `paths` without the files a walk would pass over; folders and standard input are kept.
    public static func filter(_ paths: [String], configurationPath: String?) -> [String] {
        let resolver = ConfigurationResolver(explicitPath: configurationPath)
        return paths.filter { path in
            if path == CheckRequest.standardInputPath || FileSystemPath.isFolder(path) {
                return true
            }
            let absolutePath = Paths.absolute(path)
            return Discovery.isSettingsFileName(Paths.lastComponent(path))
                && !resolver.configuration(forFolder: Paths.parent(absolutePath)).excludes(absolutePath: absolutePath)
        }
    }
}
