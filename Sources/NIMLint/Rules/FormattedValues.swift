extension SettingsFile {
    /// The string values whose schema gives them `format`, with their text.
    func strings(in format: ValueFormat) -> [(visit: SchemaVisit, text: String)] {
        visits.compactMap { visit in
            guard visit.schema.format == format, let text = visit.node.stringValue else { return nil }
            return (visit, text)
        }
    }
}
