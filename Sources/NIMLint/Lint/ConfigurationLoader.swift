import Foundation

/// A configuration problem, at the line and column of the offending key or value.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// Where in the file; nil when the file itself could not be read.
    public var line: Int?
    public var column: Int?
    public var message: String

    public var description: String {
        guard let line, let column else { return "nimlint: \(message)" }
        return "\(path):\(line):\(column): error: \(message)"
    }
}

/// A configuration ready for a run, with what file discovery needs to apply it. A class: a run hands it to every
/// file it governs, and passing one on counts one reference, not one for each of its many parts.
public final class LoadedConfiguration: Sendable {
    /// The `.nimlint.json` it came from; nil for the defaults.
    public let path: String?
    /// Absolute folder that `exclude` globs and relative `assets` and `schemas` paths start from.
    public let folder: String
    public let configuration: Configuration
    public let excludes: [Glob]

    public init(path: String?, folder: String, configuration: Configuration = .default, excludes: [Glob] = []) {
        self.path = path
        self.folder = folder
        self.configuration = configuration
        self.excludes = excludes
    }

    /// Whether a walked file or folder, given by its absolute path, is excluded.
    public func excludes(absolutePath: String) -> Bool {
        guard !excludes.isEmpty, let relative = Paths.relative(absolutePath, to: folder) else { return false }
        return excludes.contains { $0.matches(relative) }
    }
}

/// Finds and reads `.nimlint.json`.
public enum ConfigurationLoader {
    public static let fileName = ".nimlint.json"

    /// The configuration file in `folder` (absolute), nil when it has none.
    public static func file(inFolder folder: String) -> String? {
        let candidate = Paths.join(folder, fileName)
        var status = stat()
        return FileSystemPath.withCString(candidate, { stat($0, &status) }) == 0 && status.st_mode & S_IFMT == S_IFREG
            ? candidate : nil
    }

    /// What to say when a folder is named where a configuration file belongs (`--config .`; the nearest
    /// configuration is always a file), nil for a file.
    private static func folderGiven(_ path: String) -> String? {
        guard FileSystemPath.isFolder(path) else { return nil }
        let inside = Paths.join(path, fileName)
        let hint = file(inFolder: path) != nil ? "; did you mean \(inside)?" : ", such as \(inside)"
        return "--config \(path) is a folder; --config takes the configuration file itself\(hint)"
    }

    /// Reads and checks a configuration file; every problem is reported with its place in the file.
    public static func load(path: String) -> Result<LoadedConfiguration, ConfigurationError> {
        if let folderMessage = folderGiven(path) {
            return .failure(ConfigurationError(path: path, line: nil, column: nil, message: folderMessage))
        }
        let source: SourceFile
        switch FileLoader.load(path: path) {
        case .success(let loaded): source = loaded
        case .failure(let failure):
            return .failure(
                ConfigurationError(
                    path: path, line: nil, column: nil, message: "cannot read the configuration \(failure.message)"))
        }
        let json: LocatedJSON
        do {
            json = try JSONParser.parse(source.text)
        } catch {
            let syntaxError = error as? JSONSyntaxError
            let location = source.location(of: syntaxError?.offset ?? 0)
            return .failure(
                ConfigurationError(
                    path: path, line: location.line, column: location.column,
                    message: "invalid JSON: \(syntaxError?.message ?? "\(error)")"))
        }
        let folder = Paths.parent(Paths.absolute(path))
        let decoder = ConfigurationDecoder(folder: folder)
        do {
            let (configuration, excludes) = try decoder.decode(json)
            return .success(
                LoadedConfiguration(path: path, folder: folder, configuration: configuration, excludes: excludes))
        } catch {
            let location = source.location(of: error.range.start)
            return .failure(
                ConfigurationError(
                    path: path, line: location.line, column: location.column, message: error.message))
        }
    }
}
