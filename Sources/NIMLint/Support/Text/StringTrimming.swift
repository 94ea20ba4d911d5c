extension String {
    /// The string without the whitespace (line breaks included) at either end.
    var trimmingWhitespace: String {
        // Most strings (every key a file misspells) start and end with a visible ASCII character, and then no
        // character at either end is whitespace: the last character ends in that byte, so it is the byte alone
        // or a cluster led by a prepended mark, which is no whitespace either. They are answered from two bytes
        // instead of a walk by characters.
        if let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
