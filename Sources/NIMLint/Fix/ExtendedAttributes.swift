import Foundation
#if canImport(CFileSystem) && os(Linux)
    import CFileSystem
#endif

/// Carries a file's extended attributes (macOS Finder tags and quarantine, Linux `user.*` attributes) over to
/// the file that replaces it, so a fix changes the content and nothing else. An attribute the process may not
/// set (such as a security label that needs privileges) is left for the system to give the new file.
enum ExtendedAttributes {
    static func copy(from source: Int32, to destination: Int32) {
        for name in names(of: source) {
            guard let value = value(named: name, of: source) else { continue }
            _ = value.withUnsafeBytes { buffer in set(name, buffer, on: destination) }
        }
    }

    private static func names(of descriptor: Int32) -> [String] {
        let size = list(descriptor, nil, 0)
        guard size > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        let filled = list(descriptor, &buffer, size)
        guard filled > 0 else { return [] }
        return buffer[..<filled].split(separator: 0).map {
            String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    private static func value(named name: String, of descriptor: Int32) -> [UInt8]? {
        let size = get(descriptor, name, nil, 0)
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: size)
        let filled = value.withUnsafeMutableBytes { get(descriptor, name, $0.baseAddress, size) }
        guard filled >= 0 else { return nil }
        return Array(value[..<filled])
    }

    #if canImport(Darwin)
        private static func list(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            flistxattr(descriptor, buffer, size, 0)
        }

        private static func get(_ descriptor: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int)
            -> Int
        {
            fgetxattr(descriptor, name, buffer, size, 0, 0)
        }

        private static func set(_ name: String, _ value: UnsafeRawBufferPointer, on descriptor: Int32) -> Int32 {
            fsetxattr(descriptor, name, value.baseAddress, value.count, 0, 0)
        }
    #else
        private static func list(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            flistxattr(descriptor, buffer, size)
        }

        private static func get(_ descriptor: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int)
            -> Int
        {
            fgetxattr(descriptor, name, buffer, size)
        }

        private static func set(_ name: String, _ value: UnsafeRawBufferPointer, on descriptor: Int32) -> Int32 {
            fsetxattr(descriptor, name, value.baseAddress, value.count, 0)
        }
    #endif
}
