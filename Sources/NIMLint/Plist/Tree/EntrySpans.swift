extension PlistDocument {
    /// Every dict entry of the document, at any depth, from the `<` of its `<key>` to the end of its value: what a
    /// suppression comment above a key covers. Empty when the file did not parse.
    public var entrySpans: [SourceRange] {
        guard let root else { return [] }
        let tree = root.tree
        return tree.entries.map { SourceRange($0.keyStart, tree.nodes[$0.value].end) }
    }
}
