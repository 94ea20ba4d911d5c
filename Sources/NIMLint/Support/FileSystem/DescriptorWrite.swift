import Foundation

/// write(2) until every byte is out. Foundation's `FileHandle.write` stops the process when the system refuses
/// (standard output closed, or a file opened read-only), and a linter must say why and exit instead.
public enum DescriptorWrite {
    /// Writes every byte, going on after a partial write; false with `errno` set when the system refuses.
    public static func all(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                // Inside the loop the buffer holds at least one byte, so it has an address.
                let count = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
    }
}
