/// Applies fixes to a file's bytes as text edits, never re-serialising: every byte outside an edited span stays
/// as it was, and replacements are written in the file's own encoding.
public enum EditApplier {
    /// The fixes that can be applied together: in order, skipping any whose edits overlap one already taken
    /// (a later round of the fix loop picks those up).
    public static func compatible(_ fixes: [Fix]) -> [Fix] {
        var taken: [SourceRange] = []
        var result: [Fix] = []
        for fix in fixes.sorted(by: {
            ($0.edits.first?.range ?? .empty(at: 0)) < ($1.edits.first?.range ?? .empty(at: 0))
        }) {
            let clashes = fix.edits.contains { edit in
                taken.contains {
                    $0.overlaps(edit.range) || ($0.isEmpty && edit.range.isEmpty && $0.start == edit.range.start)
                }
            }
            guard !clashes else { continue }
            taken.append(contentsOf: fix.edits.map(\.range))
            result.append(fix)
        }
        return result
    }

    /// The file's bytes with `edits` applied; the edits must not overlap.
    public static func apply(_ edits: [Edit], to source: SourceFile) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.bytes.count)
        var copied = 0
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            let start = source.diskOffset(of: edit.range.start)
            let end = source.diskOffset(of: edit.range.end)
            precondition(start >= copied, "edits must not overlap")
            output.append(contentsOf: source.bytes[copied..<start])
            output.append(contentsOf: source.encoding.encode(edit.replacement))
            copied = end
        }
        output.append(contentsOf: source.bytes[copied...])
        return output
    }
}
