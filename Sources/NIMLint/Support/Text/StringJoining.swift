extension String {
    /// `parts` one after another, their bytes copied into a string made once at its whole length. An interpolated
    /// message grows and copies itself piece by piece, which a rule that writes one for each of thousands of keys
    /// of a file pays thousands of times.
    init(joining parts: String...) {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    written += UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: bytes).1
                }
            }
            return written
        }
    }
}
