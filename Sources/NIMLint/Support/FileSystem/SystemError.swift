import Foundation

/// The C library's reason for a failed call, in the lower case every other nimlint message starts with
/// (`no such file or directory`, not `No such file or directory`).
public enum SystemError {
    public static func reason(_ code: Int32 = errno) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
