import Foundation

/// Reads a settings file without trusting it: special files are refused before they are opened for reading,
/// and oversized ones before a byte is read into memory.
public enum FileLoader {
    public static let defaultSizeLimit = 10 * 1024 * 1024

    public enum Failure: Error, Sendable, Equatable {
        case missing(String)
        case refused(String)

        public var message: String {
            switch self {
            case .missing(let message), .refused(let message): return message
            }
        }
    }

    public static func load(path: String, sizeLimit: Int = defaultSizeLimit) -> Result<SourceFile, Failure> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(.missing("\(path): \(String(cString: strerror(errno)))"))
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.refused("\(path): is a folder, not a settings file")) }
        guard type == S_IFREG else {
            return .failure(.refused("\(path): not a regular file (a device, pipe or socket); nimlint does not read it"))
        }
        guard Int(status.st_size) <= sizeLimit else {
            return .failure(.refused(
                "\(path): \(status.st_size) bytes is above the \(sizeLimit)-byte limit for a settings file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.refused("\(path): cannot be opened for reading (\(String(cString: strerror(errno))))"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: sizeLimit + 1) ?? Data()
            guard data.count <= sizeLimit else {
                return .failure(.refused("\(path): grew above the \(sizeLimit)-byte limit while being read"))
            }
            return .success(SourceFile(path: path, bytes: Array(data)))
        } catch {
            return .failure(.refused("\(path): cannot be read (\(error.localizedDescription))"))
        }
    }

    /// Standard input, read to its end under the same size limit as a file.
    public static func readStandardInput(sizeLimit: Int = defaultSizeLimit) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        while true {
            let chunk: Data
            do {
                chunk = try FileHandle.standardInput.read(upToCount: 64 * 1024) ?? Data()
            } catch {
                return .failure(.refused("standard input: cannot be read (\(error.localizedDescription))"))
            }
            if chunk.isEmpty { return .success(bytes) }
            bytes += chunk
            guard bytes.count <= sizeLimit else {
                return .failure(.refused("standard input: above the \(sizeLimit)-byte limit for a settings file"))
            }
        }
    }
}
